/**
 * The adonai-users guard on a build configured for Supabase (DESIGN section 3). Nothing listens on the
 * configured URL: each test answers GET /rest/v1/sales_users itself, the way PostgREST would or would not.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { routeTable } from '../../src/routes/route-table';

const GUARDED = '/dashboard/adonai-users';
const guardedTitle = routeTable.find((entry) => entry.path === GUARDED)?.title ?? '';
const SALES_EMAIL = 'asha.rao@fpw.in';

/** Stores the login the way sign-in does, before the app starts. */
async function storeLogin(page: Page, email: string): Promise<void> {
  await page.addInitScript(
    (value) => window.localStorage.setItem('userDetails', value),
    JSON.stringify({ email }),
  );
}

/** Answers the sales-user list and counts the calls. */
async function answerSalesUsers(page: Page, answer: (route: Route) => Promise<void>): Promise<URL[]> {
  const calls: URL[] = [];
  await page.route('**/rest/v1/sales_users*', async (route) => {
    calls.push(new URL(route.request().url()));
    await answer(route);
  });
  return calls;
}

async function expectOn(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 20_000 });
  await expect(page.locator('h1')).toBeVisible();
}

test('a stored email in the array answer opens the page', async ({ page }) => {
  await storeLogin(page, SALES_EMAIL);
  const calls = await answerSalesUsers(page, (route) =>
    route.fulfill({ json: [{ email: 'vikram.singh@fpw.in' }, { email: SALES_EMAIL }] }),
  );
  await page.goto(GUARDED);
  await expectOn(page, GUARDED);
  await expect(page.getByRole('heading', { level: 1, name: guardedTitle })).toBeVisible();
  // GET <project>/rest/v1/sales_users, once for this entry into the route.
  expect(calls.map((url) => `${url.origin}${url.pathname}`)).toEqual([
    'http://127.0.0.1:54321/rest/v1/sales_users',
  ]);
});

test('a stored email in a single-object answer opens the page', async ({ page }) => {
  await storeLogin(page, SALES_EMAIL);
  await answerSalesUsers(page, (route) => route.fulfill({ json: { email: SALES_EMAIL } }));
  await page.goto(GUARDED);
  await expectOn(page, GUARDED);
  await expect(page.getByRole('heading', { level: 1, name: guardedTitle })).toBeVisible();
});

test('a stored email not in the list goes to sign-in', async ({ page }) => {
  await storeLogin(page, 'meera.iyer@fpw.in');
  await answerSalesUsers(page, (route) => route.fulfill({ json: [{ email: SALES_EMAIL }] }));
  await page.goto(GUARDED);
  await expectOn(page, '/auth/login');
});

test('a failing list call (HTTP 500) goes to /unauthorized', async ({ page }) => {
  await storeLogin(page, SALES_EMAIL);
  await answerSalesUsers(page, (route) =>
    route.fulfill({ status: 500, json: { message: 'internal server error' } }),
  );
  await page.goto(GUARDED);
  await expectOn(page, '/unauthorized');
});

test('a network error on the list call goes to /unauthorized', async ({ page }) => {
  await storeLogin(page, SALES_EMAIL);
  await answerSalesUsers(page, (route) => route.abort('connectionrefused'));
  await page.goto(GUARDED);
  await expectOn(page, '/unauthorized');
});

test('no stored email goes to sign-in without asking for the list', async ({ page }) => {
  const calls = await answerSalesUsers(page, (route) => route.fulfill({ json: [{ email: SALES_EMAIL }] }));
  await page.goto(GUARDED);
  await expectOn(page, '/auth/login');
  expect(calls).toEqual([]);
});
