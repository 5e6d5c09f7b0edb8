/**
 * The tax invoice, credit note and receipt as the client receives them, printed from the production
 * build's one business document (QuotationDocument and its print stylesheet) to PDF by Chromium's
 * own print engine, then read back with pdf.js, as quotation-pdf.spec.ts does for the quotation.
 * Seeded data only: Zoya Reddy (Karnataka, the organisation's state) has SO-2026-0001 invoiced in
 * full by supabase/seeds/230_invoices.sql (₹8,75,531.29 rounded to the rupee) and paid in full
 * stage by stage (050_projects.sql: the booking advance is 10 % of her ₹21,60,000 estimate); the
 * credit note is issued here, against one line of that invoice. Amounts in words are written out
 * here in Indian numbering, not computed with the app's own function.
 */
import { expect, test, type Page } from '@playwright/test';
import { pdfText, type PdfText } from './support/pdf';
import { navigate, signIn } from './support/session';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, 'kavya.menon@fpw.in');
});

test.afterAll(async () => {
  await page.context().close();
});

/** Prints the page and checks what every document the client receives must get right. */
async function printed(): Promise<PdfText> {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const read = await pdfText(pdf);
  expect(read.pages).toBeGreaterThanOrEqual(1);
  // No blank page at the end: the last page carries text of the document.
  expect(read.pageTexts.at(-1)?.length ?? 0).toBeGreaterThan(0);
  // Only the document prints: the page's own buttons are hidden by the print stylesheet.
  expect(read.text).not.toContain('All invoices');
  expect(read.text).not.toMatch(/\bPrint\b/);
  // The letterhead, and no broken logo: the seeded logo path is not served, so no image is printed.
  expect(read.text).toContain('Fine Panel Works');
  expect(read.text).toContain('GSTIN: 29AABCF4821K1Z6');
  expect(read.text).not.toContain('logo');
  // Words people use, not the database's codes (lump_sum, in_production, neft).
  expect(read.text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
  return read;
}

let invoiceNumber = '';

test('a tax invoice prints with its number, CGST and SGST, "18 %" on one line and the total in words', async () => {
  await navigate(page, '/pages/invoice/invoicelist?q=Zoya');
  const row = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: 'SO-2026-0001' });
  const link = row.getByRole('link', { name: /^INV\// });
  await expect(link).toBeVisible({ timeout: 60_000 });
  invoiceNumber = (await link.innerText()).trim();
  await link.click();
  const document = page.getByRole('article', { name: `Tax invoice ${invoiceNumber}` });
  await expect(document.getByTestId('amount-in-words')).toContainText('Rupees', { timeout: 30_000 });
  await expect(document).toContainText('Order SO-2026-0001');

  const { text, lines } = await printed();
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('Zoya Reddy');
  expect(text).toContain('Place of supply: Karnataka (29)');
  expect(text).toContain('CGST');
  expect(text).toContain('SGST');
  expect(text).not.toContain('IGST');
  expect(text).toContain('lump sum');
  expect(text).toContain('8,75,531.00');
  expect(text).toContain('Rupees Eight Lakh Seventy-Five Thousand Five Hundred Thirty-One Only');
  expect(lines.some((line) => /(^| )18 %( |$)/.test(line))).toBe(true);
  expect(lines.some((line) => /\(9 %\)/.test(line))).toBe(true);
});

test('a credit note for one line prints against its invoice, with the tax it reverses', async () => {
  expect(invoiceNumber).not.toBe('');
  await page.getByRole('button', { name: 'Credit note' }).click();
  const dialog = page.getByRole('dialog', { name: `Credit note against ${invoiceNumber}` });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible({ timeout: 20_000 });
  const count = await boxes.count();
  const rows = dialog.getByRole('row');
  for (let index = 1; index < count; index += 1) {
    await rows.nth(index).locator('label').click();
    await expect(boxes.nth(index)).not.toBeChecked();
  }
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('TV unit dropped from scope');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Credit note CN\// });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const noteNumber = (await heading.innerText()).replace('Credit note ', '').trim();
  const document = page.getByRole('article', { name: `Credit note ${noteNumber}` });
  const words = (await document.getByTestId('amount-in-words').innerText()).trim();
  expect(words).toMatch(/^Rupees .* Only$/);

  const { text } = await printed();
  expect(text).toContain(noteNumber);
  expect(text).toContain(`Against invoice: ${invoiceNumber}`);
  expect(text).toContain('TV unit dropped from scope');
  expect(text).toContain('Zoya Reddy');
  expect(text).toContain('lump sum');
  expect(text).toContain('CGST');
  expect(text).toContain(words);
});

test('a receipt prints with its number, the amount in words and what it was received against', async () => {
  await navigate(page, '/pages/invoice/invoicelist?view=receivables&show=all&q=Zoya');
  await page
    .getByRole('table', { name: 'Receivables' })
    .getByRole('button', { name: 'Zoya Reddy' })
    .click({ timeout: 60_000 });
  const statement = page.getByRole('table', { name: 'Statement of Zoya Reddy' });
  const first = statement.getByRole('link', { name: /^Print receipt RCPT\// }).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const receiptNumber = (await first.innerText()).trim();
  await first.click();
  const document = page.getByRole('article', { name: `Receipt ${receiptNumber}` });
  await expect(document).toBeVisible({ timeout: 30_000 });
  await expect(document).toContainText('Amount received₹2,16,000.00');

  const { text } = await printed();
  expect(text).toContain('Receipt');
  expect(text).toContain(`No. ${receiptNumber}`);
  expect(text).toContain('Zoya Reddy');
  expect(text).toContain('Booking advance');
  expect(text).toContain('Against order SO-2026-0001');
  expect(text).toContain('2,16,000.00');
  expect(text).toContain('Rupees Two Lakh Sixteen Thousand Only');
  expect(text).not.toContain('GST by rate');
});

test('a purchase order prints for the supplier with their address and GSTIN, IGST across states, units in words', async () => {
  // The seeded order sent to Greenply Distributors Pune (Maharashtra; 220_purchasing.sql): the
  // organisation is in Karnataka, so the order charges IGST.
  await navigate(page, '/dashboard/stocks?tab=purchasing');
  await page
    .getByRole('table', { name: 'Purchase orders' })
    .getByRole('row')
    .filter({ hasText: 'Greenply Distributors Pune' })
    .first()
    .click({ timeout: 60_000 });
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('link', { name: 'Print for the supplier' }).click();
  const document = page.getByRole('article', { name: /^Purchase order PO\// });
  await expect(document.getByRole('table', { name: 'Lines of Items' })).toBeVisible({ timeout: 30_000 });
  const orderNumber = ((await document.getAttribute('aria-label')) ?? '').replace('Purchase order ', '');
  expect(orderNumber).toMatch(/^PO\/\d{4}-\d{2}\/\d{4}$/);

  const { text } = await printed();
  expect(text).toContain('Purchase order');
  expect(text).toContain(`No. ${orderNumber}`);
  expect(text).toContain('Greenply Distributors Pune');
  expect(text).toContain('Bhosari MIDC, Pune 411026');
  expect(text).toContain('GSTIN: 27AABCG4821K1Z3');
  expect(text).toContain('Payment terms: 30 days');
  expect(text).toContain('IGST');
  expect(text).not.toContain('CGST');
  expect(text).toMatch(/\d sheets\b/);
  expect(text).toContain(`quoting ${orderNumber}`);
  expect(text).toMatch(/Rupees .+ Only/);
});
