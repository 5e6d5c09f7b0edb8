/**
 * The adonai-users guard on the embedded default (DESIGN section 3): staff sign in against the seeded
 * database; a sales user reaches the subscriber list, a designer is sent back to sign-in.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { routeTable } from '../src/routes/route-table';
import { DEMO_PASSWORD, navigate, signIn, signOut, type SignInOptions } from './support/session';

const GUARDED = '/dashboard/adonai-users';
const SIGN_IN = '/auth/login';
const guardedTitle = routeTable.find((entry) => entry.path === GUARDED)?.title ?? '';

// The first sign-in waits for the embedded Postgres to start in its worker (a minute or two on a busy
// machine). The tests share one page, as one person at one browser would: the database starts once,
// and each test moves on from where the previous one left the app.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
/** Within that timeout, so a database that does not start fails on the sign-in with its reason. */
const SIGN_IN_WAIT: SignInOptions = { timeout: 150_000 };

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
  await signIn(page, 'asha.rao@fpw.in', DEMO_PASSWORD, SIGN_IN_WAIT);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/sales');
  expect(await storedEmail()).toBe('asha.rao@fpw.in');

  await openSubscriberList();
  await expect(page).toHaveURL((url) => url.pathname === GUARDED);
  await expect(page.getByRole('heading', { level: 1, name: guardedTitle })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(`FPW · ${guardedTitle}`);

  await signOut(page);
  expect(await storedEmail()).toBeNull();
});

test('a designer is sent to sign-in', async () => {
  await signIn(page, 'meera.iyer@fpw.in', DEMO_PASSWORD, SIGN_IN_WAIT);
  // Designers land on the projects list (src/routes/landing.ts): the sales dashboard needs leads.view.
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/projects');
  expect(await storedEmail()).toBe('meera.iyer@fpw.in');

  await openSubscriberList();
  await expect(page).toHaveURL((url) => url.pathname === SIGN_IN, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: guardedTitle })).toHaveCount(0);
});

test('signed out, the list sends to sign-in and signing in as sales returns to it', async () => {
  await page.evaluate(() => window.localStorage.removeItem('userDetails'));
  await navigate(page, GUARDED);
  await expect(page).toHaveURL((url) => url.pathname === SIGN_IN);
  await signIn(page, 'vikram.singh@fpw.in', DEMO_PASSWORD, SIGN_IN_WAIT);
  await expect(page).toHaveURL((url) => url.pathname === GUARDED, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: guardedTitle })).toBeVisible({ timeout: 20_000 });
});
