/**
 * The issue's money journey, on the embedded default at one browser, until the client's account
 * stands at zero: Nandini Iyer's approved order (supabase/seeds/240_money_journey.sql: SO-2026-0016,
 * nothing invoiced or paid yet; her project's estimate is ₹7,00,000, so its booking advance stage
 * takes 10 % of that and its design sign-off stage 40 %) is invoiced for its booking advance, the
 * advance is received and its receipt printed, the rest is invoiced, one line of it credited, and
 * the last payment received: her statement then shows a balance of ₹0 and nothing left to pay.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { navigate, signIn, signOut } from './support/session';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const ORDER = 'SO-2026-0016';
const CLIENT = 'Nandini Iyer';
const INVOICE_NUMBER = /INV\/\d{4}-\d{2}\/\d{4}/;

/** The seed's id for the project: md5('fpw:project:money-journey')::uuid. */
function seededUuid(key: string): string {
  const hex = createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
const PROJECT_ID = seededUuid('fpw:project:money-journey');

/** ₹1,23,456.78 → 123456.78 */
const rupees = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto('/auth/login');
});

test.afterAll(async () => {
  await page.context().close();
});

async function issue(what: RegExp): Promise<{ number: string; total: number }> {
  await navigate(page, '/pages/invoice/createinvoice');
  const order = page.getByRole('combobox', { name: /^Order/ });
  const option = order.locator('option', { hasText: ORDER });
  await expect(option).toHaveCount(1, { timeout: 30_000 });
  await order.selectOption((await option.getAttribute('value')) ?? '');
  const stage = page.getByRole('combobox', { name: /^What to invoice/ });
  const choice = stage.locator('option', { hasText: what });
  await expect(choice).toHaveCount(1, { timeout: 20_000 });
  await stage.selectOption((await choice.getAttribute('value')) ?? '');
  const button = page.getByRole('button', { name: 'Issue invoice' });
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await button.click();
  const heading = page.getByRole('heading', { level: 1, name: INVOICE_NUMBER });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const number = (await heading.innerText()).replace('Tax invoice ', '').trim();
  const totals = page
    .getByRole('article', { name: `Tax invoice ${number}` })
    .getByRole('group', { name: 'Totals' });
  const grand = (await totals.innerText()).match(/Grand total\s*(₹[\d,]+\.\d\d)/);
  expect(grand).not.toBeNull();
  return { number, total: rupees(grand![1]!) };
}

async function receive(stageName: string, amount: number, reference: string): Promise<void> {
  await navigate(page, `/dashboard/Project-details?id=${PROJECT_ID}&tab=payments`);
  const stages = page.getByRole('table', { name: 'Payment stages' });
  const record = stages.getByRole('button', { name: `Record payment for ${stageName}` });
  await expect(record).toBeEnabled({ timeout: 30_000 });
  await record.click();
  const dialog = page.getByRole('dialog', { name: `Record payment · ${stageName}` });
  await dialog.getByRole('combobox', { name: /Mode/ }).selectOption('neft');
  await dialog.getByRole('textbox', { name: /Reference/ }).fill(reference);
  await dialog.getByRole('spinbutton', { name: /Amount/ }).fill(amount.toFixed(2));
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

/** Opens the client's account from the receivables; returns its balance and what is left to pay. */
async function account(): Promise<{ balance: number; left: number }> {
  await navigate(
    page,
    `/pages/invoice/invoicelist?view=receivables&show=all&q=${encodeURIComponent(CLIENT)}`,
  );
  await page
    .getByRole('table', { name: 'Receivables' })
    .getByRole('button', { name: CLIENT })
    .click({ timeout: 30_000 });
  const summary = page.getByText(/^Balance ₹.* · left to pay ₹/);
  await expect(summary).toBeVisible({ timeout: 30_000 });
  const [, balance, left] = (await summary.innerText()).match(/^Balance (.*) · left to pay (.*)$/)!;
  return { balance: rupees(balance!), left: rupees(left!) };
}

test('an approved order is invoiced, paid, credited and paid again until the client’s ledger stands at zero', async () => {
  await signIn(page, 'kavya.menon@fpw.in');

  const advance = await issue(/^Booking advance/);
  await expect(page.getByRole('article', { name: `Tax invoice ${advance.number}` })).toContainText(
    'Booking advance (10 % of the order)',
  );

  // The advance is received against its stage, and its receipt names the invoice it pays.
  await receive('Booking advance', advance.total, 'NEFT/IYER/ADVANCE');
  const ledger = page.getByRole('table', { name: 'Payments received' });
  const print = ledger.getByRole('link', { name: /^Print receipt for / });
  await expect(print).toHaveCount(1, { timeout: 20_000 });
  await print.click();
  const receipt = page.getByRole('article', { name: /^Receipt RCPT\// });
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  await expect(receipt).toContainText(CLIENT);
  await expect(receipt).toContainText(`Against order${ORDER}`);
  await expect(receipt).toContainText(`Against invoice${advance.number}`);
  await expect(receipt).toContainText('NEFT/IYER/ADVANCE');

  const rest = await issue(/^All that is left/);
  expect(rest.number).not.toBe(advance.number);

  // One line of the final invoice is credited.
  await page.getByRole('button', { name: 'Credit note' }).click();
  const dialog = page.getByRole('dialog', { name: `Credit note against ${rest.number}` });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible({ timeout: 20_000 });
  const count = await boxes.count();
  const rows = dialog.getByRole('row');
  for (let index = 1; index < count; index += 1) {
    await rows.nth(index).locator('label').click();
    await expect(boxes.nth(index)).not.toBeChecked();
  }
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Kitchen units reduced by the client');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  const note = page.getByRole('heading', { level: 1, name: /^Credit note CN\// });
  await expect(note).toBeVisible({ timeout: 30_000 });
  const noteNumber = (await note.innerText()).replace('Credit note ', '').trim();

  // What is still owed is the final invoice less the credit note; the last payment settles it.
  const owed = await account();
  expect(owed.balance).toBeGreaterThan(0);
  expect(owed.balance).toBeLessThan(rest.total);
  expect(owed.left).toBe(owed.balance);
  await page.keyboard.press('Escape');
  await receive('Design sign-off', owed.balance, 'NEFT/IYER/FINAL');

  // The account may show what it held a moment ago while it reloads; it settles at zero.
  await account();
  await expect(page.getByText(/^Balance ₹.* · left to pay ₹/)).toHaveText(
    'Balance ₹0.00 · left to pay ₹0.00',
    {
      timeout: 30_000,
    },
  );
  const statement = page.getByRole('table', { name: `Statement of ${CLIENT}` });
  for (const number of [advance.number, rest.number, noteNumber]) {
    await expect(statement).toContainText(number, { timeout: 20_000 });
  }
  await expect(statement.getByRole('link', { name: /^Print receipt RCPT\// })).toHaveCount(2);
  await expect(statement.getByRole('row').last()).toContainText('₹0.00');
  await expect(page.getByRole('group', { name: 'Owed by age' })).not.toContainText(/₹[1-9]/);
  await page.keyboard.press('Escape');
  await expect(statement).toBeHidden();
  await signOut(page);
});
