/**
 * The adonai-users guard on the embedded default (DESIGN section 3): staff sign in against the seeded
 * database; a sales user reaches the subscriber list, a designer is sent back to sign-in.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { routeTable } from '../src/routes/route-table';

const GUARDED = '/dashboard/adonai-users';
const SIGN_IN = '/auth/login';
// The seeded demo password (src/services/auth.ts DEMO_PASSWORD, shown on the embedded sign-in page).
const DEMO_PASSWORD = 'Panel@2026';
const guardedTitle = routeTable.find((entry) => entry.path === GUARDED)?.title ?? '';

// The first sign-in waits for the embedded Postgres to start in its worker (a minute or two on a busy
// machine). The tests share one page, as one person at one browser would: the database starts once,
// and each test moves on from where the previous one left the app.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto(SIGN_IN);
});

test.afterAll(async () => {
  await context.close();
});

/** A client-side navigation, like following a link, so the page (and its database worker) stays. */
async function navigate(path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

async function signIn(email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The outcome is a toast either way; a failure names its reason, which makes a broken run readable.
  const outcome = page.getByText(/^(Signed in|Sign-in failed)$/);
  await expect(outcome).toBeVisible({ timeout: 150_000 });
  if ((await outcome.innerText()) !== 'Signed in') {
    // The toast's title and description sit side by side.
    throw new Error(`sign-in as ${email} failed: ${await outcome.locator('..').innerText()}`);
  }
}

async function storedEmail(): Promise<string | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('userDetails');
    return raw ? ((JSON.parse(raw) as { email?: string }).email ?? null) : null;
  });
}

/** Through the sidebar, as a user would: Design tool, then the subscriber list. */
async function openSubscriberList(): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Design tool', exact: true }).click();
  await menu.getByRole('link', { name: guardedTitle, exact: true }).click();
}

test('a seeded sales user signs in, opens the subscriber list and signs out', async () => {
  await signIn('asha.rao@fpw.in');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/sales');
  expect(await storedEmail()).toBe('asha.rao@fpw.in');

  await openSubscriberList();
  await expect(page).toHaveURL((url) => url.pathname === GUARDED);
  await expect(page.getByRole('heading', { level: 1, name: guardedTitle })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(`FPW · ${guardedTitle}`);

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === SIGN_IN);
  expect(await storedEmail()).toBeNull();
});

test('a designer is sent to sign-in', async () => {
  await signIn('meera.iyer@fpw.in');
  // Designers land on the projects list (src/routes/landing.ts): the sales dashboard needs leads.view.
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/projects');
  expect(await storedEmail()).toBe('meera.iyer@fpw.in');

  await openSubscriberList();
  await expect(page).toHaveURL((url) => url.pathname === SIGN_IN, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: guardedTitle })).toHaveCount(0);
});

test('signed out, the list sends to sign-in and signing in as sales returns to it', async () => {
  await page.evaluate(() => window.localStorage.removeItem('userDetails'));
  await navigate(GUARDED);
  await expect(page).toHaveURL((url) => url.pathname === SIGN_IN);
  await signIn('vikram.singh@fpw.in');
  await expect(page).toHaveURL((url) => url.pathname === GUARDED, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: guardedTitle })).toBeVisible({ timeout: 20_000 });
});
