/**
 * Catalogue, stock, bills of material and orders on the embedded default, as the people who use them
 * would at one browser (one page, one database start): the production lead is refused a negative
 * size and adds a panel, receives a purchase and sees stock on hand rise, and imports parts into an
 * order's bill of material; the sales manager moves a confirmed order one step and finds it in its
 * history.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn, signOut } from './support/session';

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

test('the production lead adds a panel, receives stock and imports parts into a bill of material', async () => {
  await signIn(page, 'rahul.verma@fpw.in');

  await navigate(page, '/dashboard/panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Panels' })).toBeVisible({ timeout: 20_000 });
  const add = page.getByRole('button', { name: 'Add panel' });
  await expect(add).toBeEnabled({ timeout: 20_000 });
  await add.click();
  const form = page.getByRole('form', { name: 'Add panel' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('E2E Test MDF 9 mm');
  await form.getByRole('textbox', { name: /^Make/ }).fill('E2E Boards');
  await form.getByRole('spinbutton', { name: /^Length/ }).fill('-2440');
  await form.getByRole('spinbutton', { name: /^Thickness/ }).fill('9');
  await form.getByRole('spinbutton', { name: /^Price per sheet/ }).fill('950');
  await form.getByRole('button', { name: 'Add panel' }).click();
  await expect(form.getByText('The length must be more than 0.')).toBeVisible();
  await form.getByRole('spinbutton', { name: /^Length/ }).fill('2440');
  await form.getByRole('button', { name: 'Add panel' }).click();
  await expect(page.getByText('Panel added')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /Search/ }))
    .first()
    .fill('E2E Boards');
  await expect(page.getByRole('table', { name: 'Panels' })).toContainText('E2E Test MDF 9 mm', {
    timeout: 20_000,
  });

  await navigate(page, '/dashboard/stocks?kind=processed_panel');
  const stock = page.getByRole('table', { name: 'Stock on hand' });
  const first = stock.getByRole('row').nth(1);
  await expect(first).toBeVisible({ timeout: 30_000 });
  const name = (await first.getByRole('cell').nth(1).innerText()).trim();
  await first.click();
  const drawer = page.getByRole('dialog', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  const onHand = async () =>
    Number(
      (
        await drawer
          .getByText(/ sheet$/)
          .first()
          .innerText()
      ).replace(/[^\d.]/g, ''),
    );
  await expect(drawer.getByText(/ sheet$/).first()).toBeVisible({ timeout: 20_000 });
  const before = await onHand();
  await drawer.getByRole('button', { name: 'Receive purchase' }).click();
  const purchase = drawer.getByRole('form', { name: `Receive ${name}` });
  await purchase.getByRole('spinbutton', { name: /^Quantity/ }).fill('7');
  await purchase.getByRole('textbox', { name: /^Purchase order or invoice/ }).fill('PO-E2E-001');
  await purchase.getByRole('button', { name: 'Record purchase' }).click();
  await expect.poll(onHand, { timeout: 20_000 }).toBeCloseTo(before + 7, 3);
  await expect(drawer.getByRole('table', { name: `Ledger of ${name}` })).toContainText('PO-E2E-001');
  await page.keyboard.press('Escape');

  await navigate(page, '/dashboard/bom');
  const boms = page.getByRole('table', { name: 'Bills of material' });
  await expect(boms.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await boms.getByRole('row').nth(1).getByRole('link').first().click();
  const parts = page.getByRole('table', { name: /^Parts of / });
  await expect(parts.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  const rowsBefore = Number(await parts.getAttribute('aria-rowcount'));
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import parts from CSV' });
  await dialog
    .getByRole('textbox', { name: 'Or paste the rows' })
    .fill('name,length,width,quantity,material\nE2E shelf,880,540,3,PP-001\nE2E bad,abc,540,1,PP-001');
  await expect(dialog.getByRole('status', { name: 'Import preview' })).toContainText(
    '1 part to add, 1 refused',
  );
  await dialog.getByRole('button', { name: 'Import 1 parts' }).click();
  await expect(page.getByText('1 parts imported')).toBeVisible({ timeout: 20_000 });
  await expect(parts).toContainText('E2E shelf');
  expect(Number(await parts.getAttribute('aria-rowcount'))).toBe(rowsBefore + 1);
  await signOut(page);
});

test('the sales manager moves a confirmed order one step and finds it in the history', async () => {
  await signIn(page, 'vikram.singh@fpw.in');
  await navigate(page, '/dashboard/Order-Details?status=confirmed');
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const number = (await orders.getByRole('row').nth(1).getByRole('link').first().innerText()).trim();
  await orders.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Move to in production' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${number} to in production?` });
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Cutting starts Monday');
  await dialog.getByRole('button', { name: 'Move to in production' }).click();
  await expect(page.getByText(`${number} is in production`)).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]'),
  ).toContainText('In production');
  await expect(page.getByText('Cutting starts Monday')).toBeVisible();
  await signOut(page);
});
