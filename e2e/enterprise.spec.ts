/**
 * Enterprise accounts on the embedded default (one page, one database start): a sales user opens
 * Kapoor Mehta Architects (4 seats, 3 held in the seed), gives the last seat to a subscriber, then
 * tries one more and reads the database's refusal in words; the account still shows 4 of 4.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn } from './support/session';

const PAGE = '/dashboard/enterprise';
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

async function pickSubscriber(drawer: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  const input = drawer.getByRole('combobox', { name: 'Subscriber to seat' });
  await input.click();
  await input.pressSequentially(name.split(' ')[0] ?? name, { delay: 40 });
  await page.getByRole('option', { name: new RegExp(`^${name} ·`) }).click({ timeout: 30_000 });
}

test('a sales user assigns more seat holders than seats and reads the refusal', async () => {
  await signIn(page, 'asha.rao@fpw.in');
  await navigate(page, `${PAGE}?q=Kapoor`);
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
