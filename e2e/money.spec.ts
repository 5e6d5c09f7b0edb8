/**
 * Money in and out on the embedded default, at one browser: the accountant invoices an order's
 * booking advance and then the rest, credits one line of the second invoice, and finds all three
 * documents on the client's statement; the production lead raises purchase orders from the reorder
 * list and receives part of a sent order, and stock on hand rises by what came; then adds a supplier.
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

const INVOICE_NUMBER = /INV\/\d{4}-\d{2}\/\d{4}/;

async function issue(what: RegExp): Promise<string> {
  await navigate(page, '/pages/invoice/createinvoice');
  const order = page.getByRole('combobox', { name: /^Order/ });
  await expect(order.locator('option', { hasText: 'SO-2026-0015' })).toHaveCount(1, { timeout: 30_000 });
  const value = await order.locator('option', { hasText: 'SO-2026-0015' }).getAttribute('value');
  await order.selectOption(value ?? '');
  const stage = page.getByRole('combobox', { name: /^What to invoice/ });
  const option = stage.locator('option', { hasText: what });
  await expect(option).toHaveCount(1, { timeout: 20_000 });
  await expect(option).toBeEnabled();
  // Its label follows what is already invoiced; its value (the stage, or "rest") does not.
  await stage.selectOption((await option.getAttribute('value')) ?? '');
  const button = page.getByRole('button', { name: 'Issue invoice' });
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await button.click();
  const heading = page.getByRole('heading', { level: 1, name: INVOICE_NUMBER });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  return (await heading.innerText()).replace('Tax invoice ', '').trim();
}

test('the accountant invoices an advance and the rest, credits a line, and reads the client’s statement', async () => {
  await signIn(page, 'kavya.menon@fpw.in');
  const advance = await issue(/^Booking advance/);
  const document = page.getByRole('article', { name: `Tax invoice ${advance}` });
  await expect(document).toContainText('Booking advance (10 % of the order)');
  await expect(document.getByTestId('amount-in-words')).toContainText(/^Rupees .* Only$/);

  const rest = await issue(/^All that is left/);
  expect(rest).not.toBe(advance);
  await page.getByRole('button', { name: 'Credit note' }).click();
  const dialog = page.getByRole('dialog', { name: `Credit note against ${rest}` });
  const boxes = dialog.getByRole('checkbox');
  const count = await boxes.count();
  // Keep the first line: the checkbox's label takes the click (its input is visually hidden).
  const rows = dialog.getByRole('row');
  for (let index = 1; index < count; index += 1) {
    await rows.nth(index).locator('label').click();
    await expect(boxes.nth(index)).not.toBeChecked();
  }
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Loft shutters dropped from scope');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  const note = page.getByRole('heading', { level: 1, name: /^Credit note CN\// });
  await expect(note).toBeVisible({ timeout: 30_000 });
  const noteNumber = (await note.innerText()).replace('Credit note ', '').trim();

  await navigate(page, '/pages/invoice/invoicelist?view=receivables&show=all&q=Arjun');
  const receivables = page.getByRole('table', { name: 'Receivables' });
  await receivables.getByRole('button', { name: 'Arjun Sharma' }).click({ timeout: 30_000 });
  const statement = page.getByRole('table', { name: 'Statement of Arjun Sharma' });
  for (const number of [advance, rest, noteNumber]) {
    await expect(statement).toContainText(number, { timeout: 20_000 });
  }
  // The statement is a sheet over the page: it closes before the account menu can be reached.
  await page.keyboard.press('Escape');
  await expect(statement).toBeHidden();
  await signOut(page);
});

test('the production lead raises purchase orders and receives part of one into stock', async () => {
  await signIn(page, 'rahul.verma@fpw.in');
  await navigate(page, '/dashboard/stocks?tab=purchasing');
  const raise = page.getByRole('button', { name: /Raise from reorder list/ });
  await expect(raise).toBeEnabled({ timeout: 30_000 });
  await raise.click();
  await expect(page.getByText(/draft purchase orders? raised/)).toBeVisible({ timeout: 30_000 });

  const orders = page.getByRole('table', { name: 'Purchase orders' });
  await orders
    .getByRole('row')
    .filter({ hasText: /Sent|Partly received/ })
    .first()
    .click();
  const sheet = page.getByRole('dialog');
  const lines = sheet.getByRole('table', { name: /^Lines of PO\// });
  await expect(lines.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await sheet.getByRole('button', { name: 'Receive goods' }).click();
  const form = sheet.getByRole('form', { name: 'Receive goods' });
  const first = form.getByRole('spinbutton').first();
  const label = (await form.locator('label').first().innerText()).trim();
  const item = label.replace(/ \([^)]*\), .*$/, '');
  await first.fill('1');
  const others = await form.getByRole('spinbutton').count();
  for (let index = 1; index < others; index += 1) await form.getByRole('spinbutton').nth(index).fill('0');

  await navigate(page, `/dashboard/stocks?q=${encodeURIComponent(item)}`);
  const stock = page.getByRole('table', { name: 'Stock on hand' });
  const row = stock.getByRole('row').filter({ hasText: item }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const before = parseFloat((await row.getByRole('cell').nth(3).innerText()).replace(/,/g, ''));

  await navigate(page, '/dashboard/stocks?tab=purchasing');
  await orders
    .getByRole('row')
    .filter({ hasText: /Sent|Partly received/ })
    .first()
    .click();
  await sheet.getByRole('button', { name: 'Receive goods' }).click();
  await form.getByRole('spinbutton').first().fill('1');
  for (let index = 1; index < others; index += 1) await form.getByRole('spinbutton').nth(index).fill('0');
  await form.getByRole('button', { name: 'Receive into stock' }).click();
  await expect(page.getByText(/Goods received against PO\//)).toBeVisible({ timeout: 30_000 });

  await navigate(page, `/dashboard/stocks?q=${encodeURIComponent(item)}`);
  await expect
    .poll(async () => parseFloat((await row.getByRole('cell').nth(3).innerText()).replace(/,/g, '')), {
      timeout: 30_000,
    })
    .toBe(before + 1);
  await signOut(page);
});

test('the production lead adds a supplier, is refused a GSTIN another supplier has, and finds the new one', async () => {
  await signIn(page, 'rahul.verma@fpw.in');
  await navigate(page, '/dashboard/stocks?tab=suppliers');
  const list = page.getByRole('table', { name: 'Suppliers' });
  await expect(list.getByRole('row').filter({ hasText: 'Greenply Distributors Pune' })).toBeVisible({
    timeout: 30_000,
  });
  const add = page.getByRole('button', { name: /New supplier/ });
  await expect(add).toBeEnabled({ timeout: 20_000 });
  await add.click();
  const form = page.getByRole('form', { name: 'New supplier' });
  await form.getByLabel(/^Name/).fill('Merino Laminates Hubballi');
  await form.getByLabel('GSTIN').fill('27aabcg4821k1z3');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByRole('button', { name: 'Add supplier' }).click();
  await expect(form.getByText('Another supplier has this GSTIN.')).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('GSTIN').fill('29aafcm1234k1z5');
  await form.getByRole('button', { name: 'Add supplier' }).click();
  await expect(page.getByText('Merino Laminates Hubballi saved')).toBeVisible({ timeout: 20_000 });
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('form', { name: 'Edit Merino Laminates Hubballi' })).toBeVisible();
  await expect(sheet.getByLabel('GSTIN')).toHaveValue('29AAFCM1234K1Z5');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(list.getByRole('row').filter({ hasText: 'Merino Laminates Hubballi' })).toBeVisible({
    timeout: 20_000,
  });
  await signOut(page);
});
