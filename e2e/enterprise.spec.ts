/**
 * Enterprise accounts on the embedded default (one page, one database start): a sales user opens
 * Kapoor Mehta Architects (4 seats, 3 held in the seed), gives the last seat to a subscriber, then
 * tries one more and reads the database's refusal in words; the account still shows 4 of 4.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const PAGE = '/dashboard/enterprise';
const DEMO_PASSWORD = 'Panel@2026';
const ACCOUNT = 'Kapoor Mehta Architects';
// Subscribers 40 and 41 of supabase/seeds/030_design_tool_subscribers.sql; neither holds a seat.
const LAST_SEAT = 'Pillai Architects';
const ONE_TOO_MANY = 'Banerjee Interiors';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto('/auth/login');
});

test.afterAll(async () => {
  await context.close();
});

async function navigate(path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

async function signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const outcome = page.getByText(/^(Signed in|Sign-in failed)$/);
  await expect(outcome).toBeVisible({ timeout: 180_000 });
  if ((await outcome.innerText()) !== 'Signed in') {
    throw new Error(`sign-in as ${email} failed: ${await outcome.locator('..').innerText()}`);
  }
  await expect(page).toHaveURL((url) => url.pathname !== '/auth/login');
}

async function pickSubscriber(drawer: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  const input = drawer.getByRole('combobox', { name: 'Subscriber to seat' });
  await input.click();
  await input.pressSequentially(name.split(' ')[0] ?? name, { delay: 40 });
  await page.getByRole('option', { name: new RegExp(`^${name} ·`) }).click({ timeout: 30_000 });
}

test('a sales user assigns more seat holders than seats and reads the refusal', async () => {
  await signIn('asha.rao@fpw.in');
  await navigate(`${PAGE}?q=Kapoor`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Kapoor');

  const table = page.getByRole('table', { name: 'Enterprise accounts' });
  const row = table.getByRole('row', { name: new RegExp(ACCOUNT) });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.click();
  await expect(page).toHaveURL((url) => url.searchParams.has('account'));

  const drawer = page.getByRole('dialog', { name: ACCOUNT });
  await expect(drawer.getByRole('heading', { name: 'Seat holders (3 of 4)' })).toBeVisible({
    timeout: 20_000,
  });

  await pickSubscriber(drawer, LAST_SEAT);
  await drawer.getByRole('button', { name: 'Assign seat', exact: true }).click();
  await expect(drawer.getByRole('heading', { name: 'Seat holders (4 of 4)' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(drawer.getByRole('list', { name: /^Seat holders/ })).toContainText(LAST_SEAT);

  await pickSubscriber(drawer, ONE_TOO_MANY);
  await drawer.getByRole('button', { name: 'Assign seat', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText(
    `All 4 seats of ${ACCOUNT} are taken: release one or buy more seats`,
    { timeout: 20_000 },
  );
  await expect(drawer.getByRole('heading', { name: 'Seat holders (4 of 4)' })).toBeVisible();
  await expect(drawer.getByRole('list', { name: /^Seat holders/ })).not.toContainText(ONE_TOO_MANY);
});
