/**
 * Issue 12's whole journey on the production build and the embedded backend, in one test at one
 * browser (one database start), on one order made along the way: the sales manager adds a line to
 * a seeded design-stage project's BOQ (PRJ-2026-0020, Patel residence), quotes it with a seeded
 * line, prints the quotation to PDF and reads the PDF's text back, sends and approves it, and makes
 * the order; the production lead imports that order's bill of material from a CSV file onto the
 * new line, optimises it on sheets from stock, prints the plan's labels and marks it cut; the
 * stocks page shows stock on hand fallen by the sheets the plan used and the plan's offcuts.
 * The refusals met on the way (a negative quantity, a malformed GSTIN) and the locking of quoted
 * BOQ lines are checked where the journey passes them.
 */
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from './support/pdf';
import { navigate, signIn, signOut } from './support/session';

// md5('fpw:project:20')::uuid in supabase/seeds/050_projects.sql: a design-stage project with a draft BOQ.
const PROJECT_ID = '285832f8-7a76-7e8b-b204-83850688f866';
const BOQ = `/dashboard/boq?project=${PROJECT_ID}`;
const LINE = 'E2E wardrobe, two doors';
const PARTS_CSV = fileURLToPath(new URL('./fixtures/bom-parts.csv', import.meta.url));

test.describe.configure({ timeout: 420_000 });

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens a processed panel's stock drawer on the stocks page; `read` gives its stock on hand as shown
 * (cached rows show first and are replaced once the database answers, so callers poll it).
 */
async function openStock(
  page: Page,
  sku: string,
): Promise<{ read: () => Promise<number>; close: () => Promise<void> }> {
  await navigate(page, `/dashboard/stocks?q=${sku}`);
  const stock = page.getByRole('table', { name: 'Stock on hand' });
  const row = stock.getByRole('row').filter({ hasText: sku });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  const name = (await row.getByRole('cell').nth(1).innerText()).trim();
  await row.click();
  const drawer = page.getByRole('dialog', { name: new RegExp(escape(name)) });
  const figure = drawer.getByText(/ sheet$/).first();
  await expect(figure).toBeVisible({ timeout: 20_000 });
  return {
    read: async () => Number((await figure.innerText()).replace(/[^\d.-]/g, '')),
    close: async () => {
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    },
  };
}

/** Replaces window.print with a counter, so a print button can be pressed without a dialog. */
async function countPrints(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const printed: string[] = [];
    (window as unknown as { printed: string[] }).printed = printed;
    window.print = () => {
      printed.push('print');
    };
  });
  return () => page.evaluate(() => (window as unknown as { printed: string[] }).printed.length);
}

test('BOQ to quotation PDF to order to BOM from CSV, optimised, labelled and cut, and stock follows', async ({
  page,
}) => {
  let quotationUrl = '';
  let reference = '';
  let orderId = '';
  let orderNumber = '';
  await page.goto('/auth/login');

  await test.step('the sales manager adds a line to the BOQ and edits it inline', async () => {
    await signIn(page, 'vikram.singh@fpw.in');
    await navigate(page, BOQ);
    await expect(page.getByRole('heading', { level: 1, name: 'Bill of quantities' })).toBeVisible({
      timeout: 30_000,
    });
    const grid = page.getByRole('table', { name: 'BOQ lines of Kitchen' });
    await expect(grid).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('group', { name: 'Project totals' })).toContainText('Client amount');

    await page.getByRole('button', { name: 'Add blank line', exact: true }).click();
    const quantity = grid.getByRole('textbox', { name: 'Quantity of NEW-01' });
    await expect(quantity).toBeVisible({ timeout: 30_000 });
    const description = grid.getByRole('textbox', { name: 'Description of NEW-01' });
    await description.fill(LINE);
    await description.press('Tab');
    // A negative quantity is refused beside the cell and not saved.
    await quantity.fill('-2');
    await quantity.press('Tab');
    await expect(grid.getByText('Quantity must be a number above 0.')).toBeVisible();
    await quantity.fill('4');
    await quantity.press('Tab');
    await expect(grid.getByText('Quantity must be a number above 0.')).toHaveCount(0);
    const rate = grid.getByRole('textbox', { name: 'Client rate of NEW-01' });
    await rate.fill('1250');
    await rate.press('Tab');
    // The quotation prices a line at its budget rate plus the margin (20 % unless changed).
    const budget = grid.getByRole('textbox', { name: 'Budget rate of NEW-01' });
    await budget.fill('1000');
    await budget.press('Enter');
    // Saved: it is all still there after the page is read again. The quotations page must show first,
    // or the router never leaves the grid and what it shows is what was typed, saved or not.
    await navigate(page, '/dashboard/quotation');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible({
      timeout: 30_000,
    });
    await navigate(page, BOQ);
    await expect(grid.getByRole('textbox', { name: 'Client rate of NEW-01' })).toHaveValue('1250', {
      timeout: 30_000,
    });
    await expect(grid.getByRole('textbox', { name: 'Budget rate of NEW-01' })).toHaveValue('1000');
    await expect(grid.getByRole('textbox', { name: 'Quantity of NEW-01' })).toHaveValue('4');
    await expect(grid.getByRole('textbox', { name: 'Description of NEW-01' })).toHaveValue(LINE);
  });

  await test.step('a quotation is made from the new line and a seeded one', async () => {
    const grid = page.getByRole('table', { name: 'BOQ lines of Kitchen' });
    await grid.getByRole('checkbox', { name: 'Select KIT-01' }).check();
    await grid.getByRole('checkbox', { name: 'Select NEW-01' }).check();
    await page.getByRole('button', { name: 'Create quotation', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create quotation from 2 lines' });
    await dialog.getByRole('button', { name: 'Create quotation', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/dashboard/quotation' && url.searchParams.has('id'),
      { timeout: 30_000 },
    );
    quotationUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible();
    const document = page.getByRole('article', { name: /^Quotation QT-\d{4}-\d{4,}$/ });
    await expect(document).toBeVisible({ timeout: 30_000 });
    reference = ((await document.getAttribute('aria-label')) ?? '').replace(/^Quotation /, '');
    await expect(document.getByRole('table', { name: 'Lines of Kitchen' }).getByRole('row')).toHaveCount(3);
    await expect(document.getByRole('table', { name: 'Lines of Kitchen' })).toContainText(LINE);
  });

  await test.step('the quotation prints to a PDF whose text is the document', async () => {
    const document = page.getByRole('article', { name: `Quotation ${reference}` });
    const words = (await document.getByTestId('amount-in-words').innerText()).trim();
    expect(words).toMatch(/^Rupees .+ Only$/);
    const totals = document.getByRole('group', { name: 'Totals' });
    const grandTotal = (
      await totals
        .getByText('Grand total', { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .innerText()
    )
      .replace(/[^\d,.]/g, '')
      .trim();
    expect(grandTotal).toMatch(/^[\d,]+\.\d{2}$/);
    // A client outside the org's state (Karnataka) pays IGST: Maharashtra here.
    await expect(document.getByRole('table', { name: 'GST by rate' })).toContainText('IGST');

    const printed = await countPrints(page);
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(await printed()).toBe(1);
    // What "Save as PDF" in that print dialog makes: Chromium's print engine, the print stylesheet.
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(reference);
    expect(text).toContain('Fine Panel Works');
    expect(text).toContain(LINE);
    // The new line: 4 at ₹1,000 budget plus 20 % margin, ₹1,200 each.
    expect(text).toMatch(/NEW-01 4 nos ₹1,200\.00 — 18 % ₹4,800\.00/);
    expect(text).toContain('Place of supply: Maharashtra');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain(grandTotal);
    expect(text).toContain(words);
    // Only the document prints: the page's own heading and buttons are hidden by the print stylesheet.
    expect(text).not.toContain('Print or save as PDF');
    expect(text).not.toContain('Send to client');
  });

  await test.step('the quotation is sent and approved', async () => {
    await page.getByRole('button', { name: 'Send to client', exact: true }).click();
    await expect(page.getByText(/was sent to the client, so it is read-only/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/^Sent .+ by Vikram Singh$/)).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const decide = page.getByRole('dialog', { name: `Approve ${reference}` });
    await decide.getByRole('textbox', { name: 'Decision note' }).fill('Approved on email');
    await decide.getByRole('button', { name: 'Approve quotation', exact: true }).click();
    await expect(page.getByText(/was approved, so it is read-only/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Approved .+ by Vikram Singh: Approved on email$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revise', exact: true })).toBeEnabled();
  });

  await test.step('the quoted BOQ lines are locked and say which quotation', async () => {
    await navigate(page, BOQ);
    const grid = page.getByRole('table', { name: 'BOQ lines of Kitchen' });
    await expect(grid).toBeVisible({ timeout: 30_000 });
    for (const code of ['KIT-01', 'NEW-01']) {
      const cell = grid.getByRole('textbox', { name: `Item code of ${code}` });
      await expect(cell).toHaveAttribute('readonly', '', { timeout: 30_000 });
      await expect(cell).toHaveAccessibleDescription(`Used by ${reference} (approved)`);
      await expect(grid.getByRole('button', { name: `Delete ${code}` })).toHaveCount(0);
    }
    await expect(grid.getByRole('textbox', { name: 'Item code of HW-01' })).not.toHaveAttribute('readonly');
  });

  await test.step('the approved quotation becomes an order', async () => {
    await navigate(page, quotationUrl);
    await page.getByRole('button', { name: 'Create order', exact: true }).click({ timeout: 30_000 });
    const form = page.getByRole('form', { name: `Order from ${reference}` });
    await expect(form).toBeVisible();
    await form
      .getByRole('textbox', { name: /Ship to/ })
      .fill('Patel residence, 14 Lake View Road, Pune 411001');
    // A malformed GSTIN is refused on the form, before anything is saved.
    const gstin = form.getByRole('textbox', { name: /GSTIN/ });
    await gstin.fill('27-NOT-A-GSTIN');
    await form.getByRole('button', { name: 'Create order', exact: true }).click();
    await expect(form.getByText('A GSTIN has 15 characters, e.g. 29AABCF4821K1Z6.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/quotation');
    await gstin.fill('27aapfp1234c1z5');
    await form.getByRole('button', { name: 'Create order', exact: true }).click();

    await expect(page).toHaveURL(
      (url) => url.pathname === '/dashboard/Order-Details' && url.searchParams.has('id'),
      { timeout: 30_000 },
    );
    orderId = new URL(page.url()).searchParams.get('id') ?? '';
    const heading = page.getByRole('heading', { level: 2, name: /^SO-\d{4}-\d{4,}$/ });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    orderNumber = await heading.innerText();
    await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('1. Confirmed');
    await expect(page.getByRole('link', { name: new RegExp(`^${reference} rev `) })).toBeVisible();
    await expect(page.getByText('27AAPFP1234C1Z5', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Ship to/ })).toHaveValue(
      'Patel residence, 14 Lake View Road, Pune 411001',
    );
    const lines = page.getByRole('table', { name: `Lines of ${orderNumber}` });
    await expect(lines.getByRole('row')).toHaveCount(3);
    await expect(lines).toContainText(LINE);

    // Back on the quotation: no second order, a link to this one.
    await navigate(page, quotationUrl);
    await expect(page.getByRole('link', { name: `Open order ${orderNumber}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Create order', exact: true })).toHaveCount(0);
  });

  // Read as the production lead, who works the rest: what the plan will take the sheets from.
  let before = 0;
  await test.step('the production lead notes the stock on hand of the panel to be cut', async () => {
    await signOut(page);
    await signIn(page, 'rahul.verma@fpw.in');
    const opened = await openStock(page, 'PP-001-SH');
    before = await opened.read();
    expect(before).toBeGreaterThan(0);
    await opened.close();
  });

  let bomName = '';
  await test.step("the order's bill of material is imported from a CSV file onto the new line", async () => {
    expect(orderId).not.toBe('');
    await navigate(page, `/dashboard/bom?order=${orderId}`);
    await expect(page.getByRole('link', { name: orderNumber })).toBeVisible({ timeout: 30_000 });
    const start = page.getByRole('button', { name: 'New bill of material' });
    await expect(start).toBeEnabled({ timeout: 30_000 });
    await start.click();
    await expect(page.getByText('Bill of material started')).toBeVisible({ timeout: 20_000 });
    const importButton = page.getByRole('button', { name: 'Import CSV' });
    await expect(importButton).toBeEnabled({ timeout: 20_000 });
    await importButton.click();
    const importDialog = page.getByRole('dialog', { name: 'Import parts from CSV' });
    await importDialog.getByLabel('CSV file', { exact: true }).setInputFiles(PARTS_CSV);
    await expect(importDialog.getByRole('status', { name: 'Import preview' })).toContainText(
      '2 parts to add',
    );
    // The parts go to an order line: the order's first unless another is picked.
    const line = importDialog.getByRole('combobox', { name: 'Order line the parts are cut for' });
    const options = line.getByRole('option');
    await expect(options).toHaveCount(2);
    expect(await line.inputValue()).toBe(await options.first().getAttribute('value'));
    const wardrobe = await options.filter({ hasText: LINE }).getAttribute('value');
    await line.selectOption(wardrobe ?? '');
    await importDialog.getByRole('button', { name: 'Import 2 parts' }).click();
    await expect(page.getByText('2 parts imported')).toBeVisible({ timeout: 20_000 });
    const parts = page.getByRole('table', { name: /^Parts of / });
    bomName = ((await parts.getAttribute('aria-label')) ?? '').replace(/^Parts of /, '');
    for (const name of ['E2E wardrobe side', 'E2E loft shelf']) {
      await expect(parts.getByRole('row').filter({ hasText: name })).toContainText(LINE);
    }
  });

  let planName = '';
  let fullSheets = 0;
  await test.step('optimising lays the parts out on sheets from stock and saves the plan', async () => {
    const optimise = page.getByRole('button', { name: 'Optimise' });
    await expect(optimise).toBeEnabled({ timeout: 20_000 });
    await optimise.click();
    const dialog = page.getByRole('dialog', { name: `Optimise ${bomName}` });
    const materials = dialog.getByRole('table', { name: 'Materials to cut' });
    await expect(materials).toContainText('PP-001', { timeout: 20_000 });
    const materialCells = materials.getByRole('row').nth(1).getByRole('cell');
    await expect(materialCells.nth(1)).toHaveText('6');
    expect(Number(await materialCells.nth(2).innerText())).toBe(Math.floor(before));
    await dialog.getByRole('button', { name: 'Run optimizer' }).click();
    const result = dialog.getByRole('table', { name: 'Plan per material' });
    await expect(result).toBeVisible({ timeout: 60_000 });
    const cells = result.getByRole('row').nth(1).getByRole('cell');
    fullSheets = Number(await cells.nth(1).innerText());
    // Four 2100 mm sides, two to a 2440 × 1220 sheet: at least two full sheets; none missing.
    expect(fullSheets).toBeGreaterThanOrEqual(2);
    await expect(cells.nth(4)).toHaveText('0');
    const yieldText = (await cells.nth(5).innerText()).trim();
    expect(yieldText).toMatch(/^\d+(\.\d+)?%$/);
    await dialog.getByRole('button', { name: 'Save cutting plans' }).click();
    await expect(page.getByText('1 cutting plan saved')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();

    // The plan's page: sheets, cuts in order, yield.
    planName = `${orderNumber} PP-001`;
    await page
      .getByRole('table', { name: `Cutting plans of ${bomName}` })
      .getByRole('link', { name: planName })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: planName })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('group', { name: 'Plan figures' })).toContainText(yieldText);
    await expect(page.getByRole('table', { name: 'Cuts of sheet 1' }).getByRole('row').nth(1)).toBeVisible();
  });

  await test.step("the plan's labels print, one per part with a QR code", async () => {
    const labels = page.getByRole('region', { name: `Labels of ${planName}` });
    await expect(labels.getByRole('article')).toHaveCount(6);
    const codes = labels.getByRole('img', { name: /^QR code for / });
    await expect(codes).toHaveCount(6);
    expect(await codes.first().getAttribute('data-qr-value')).toMatch(
      /\/dashboard\/optimizer\?plan=.+#part-/,
    );
    expect(((await codes.first().locator('svg path').getAttribute('d')) ?? '').length).toBeGreaterThan(100);
    const printed = await countPrints(page);
    await page.getByRole('button', { name: 'Print labels' }).click();
    expect(await printed()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(labels.getByRole('group', { name: 'Label sheet 1 of 1' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: planName })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('marking the plan cut takes its sheets from stock, once', async () => {
    const markCut = page.getByRole('button', { name: 'Mark as cut' });
    await expect(markCut).toBeEnabled({ timeout: 20_000 });
    await markCut.click();
    const confirm = page.getByRole('alertdialog', { name: `Mark ${planName} as cut?` });
    await confirm.getByRole('button', { name: 'Mark as cut' }).click();
    await expect(page.getByText(`${planName} is cut`).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Status Cut')).toBeVisible({ timeout: 20_000 });
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mark as cut' })).toBeDisabled();
  });

  await test.step('stock on hand fell by the sheets used and the offcuts are in stock', async () => {
    const after = await openStock(page, 'PP-001-SH');
    await expect.poll(after.read, { timeout: 20_000 }).toBeCloseTo(before - fullSheets, 3);
    await after.close();
    await navigate(page, '/dashboard/stocks?tab=offcuts');
    const offcuts = page.getByRole('table', { name: 'Offcuts' });
    await expect(offcuts.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /Search/ }))
      .first()
      .fill(planName);
    await expect(offcuts.getByRole('row').filter({ hasText: planName }).first()).toBeVisible({
      timeout: 20_000,
    });
  });
});
