/**
 * Analytics on the embedded default: the administrator opens the page on this month, reads the
 * funnel's figures, changes the range to the last 90 days and sees the range in the URL and the
 * figures change; a figure opens the list behind it.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn } from './support/session';

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

test('the administrator changes the range and the figures follow', async () => {
  await signIn(page, 'priya.nair@fpw.in');
  await navigate(page, '/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible({ timeout: 20_000 });

  const funnel = page.getByRole('region', { name: 'Funnel for the range' });
  const leads = funnel.getByRole('link', { name: /^Leads/ });
  await expect(leads).toBeVisible({ timeout: 30_000 });
  const thisMonth = (await leads.innerText()).replace(/\s+/g, ' ');

  await page.getByRole('radio', { name: 'Last 90 days' }).click({ force: true });
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect
    .poll(async () => (await funnel.getByRole('link', { name: /^Leads/ }).innerText()).replace(/\s+/g, ' '), {
      timeout: 30_000,
    })
    .not.toBe(thisMonth);

  // The revenue table has a row per month of the range, from the month of its first day to this
  // month, and the funnel opens the leads list.
  const range = new URL(page.url()).searchParams;
  const monthOf = (day: string) =>
    new Date(`${day}T00:00:00`).toLocaleDateString('en-IN', { month: 'short', year: 'numeric' });
  const revenue = page.getByRole('table', { name: 'Revenue per month table' });
  await expect(revenue).toContainText(monthOf(range.get('from') ?? ''), { timeout: 30_000 });
  await expect(revenue).toContainText(monthOf(range.get('to') ?? ''));
  await funnel.getByRole('link', { name: /^Leads/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/leads/);
});
