/**
 * The reports page's production and stock tabs on the production build, embedded default, as the
 * production lead: the seeded cutting plans give sheets used and a yield per material, consumption
 * shows per month with its chart, and the stock tab (in the URL) values the stock and lists what
 * to reorder, with no console error on the way.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn } from './support/session';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;
const problems: string[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  await page.goto('/auth/login');
});

test.afterAll(async () => {
  await context.close();
});

test('the production tab adds up the seeded cutting plans', async () => {
  await signIn(page, 'rahul.verma@fpw.in');
  await navigate(page, '/dashboard/reports?tab=production');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
  const materials = page.getByRole('table', { name: 'Yield per material' });
  await expect(materials).toBeVisible({ timeout: 60_000 });
  await expect(materials.getByRole('row').nth(1)).toContainText('%');
  await expect(page.getByTestId('stat-Sheets used')).toContainText(/[1-9]/);
  await expect(page.getByTestId('stat-Yield')).toContainText(/\d+(\.\d)? %/);
  await expect(page.getByRole('img', { name: /Stock consumed per month/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Consumption per month' })).toContainText('by cutting plans');
});

test('the stock tab values the stock and lists what to reorder', async () => {
  await page.getByRole('tab', { name: 'Stock' }).click();
  await expect(page).toHaveURL(/[?&]tab=stock/);
  await expect(page.getByTestId('stat-Stock value')).toContainText(/₹[\d,]+/, { timeout: 60_000 });
  const valuation = page.getByRole('table', { name: 'Stock valuation per kind' });
  await expect(valuation.getByRole('row', { name: /All stock/ })).toContainText(/₹[\d,]+\.\d\d/);
  const reorder = page.getByRole('table', { name: 'Items below reorder level' });
  await expect(reorder.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Movements per month' })).toContainText('purchase');
  expect(problems).toEqual([]);
});
