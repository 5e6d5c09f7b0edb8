/**
 * From an order to cut parts on the embedded default, as the production lead works it at one
 * browser: a confirmed order gets a bill of material imported from CSV, "Optimise" lays its parts
 * out on sheets from stock and saves the plan, the plan's A4 part labels print with a QR code each,
 * "Mark as cut" takes the sheets from stock, and the stocks page shows stock on hand fallen by the
 * sheets used and the plan's offcuts in stock.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'Panel@2026';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

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

async function signIn(email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const outcome = page.getByText(/^(Signed in|Sign-in failed)$/);
  await expect(outcome).toBeVisible({ timeout: 180_000 });
  expect(await outcome.innerText()).toBe('Signed in');
  await expect(page).toHaveURL((url) => url.pathname !== '/auth/login');
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens a processed panel's stock drawer on the stocks page; `read` gives its stock on hand as shown
 * (cached rows show first and are replaced once the database answers, so callers poll it).
 */
async function openStock(sku: string): Promise<{ read: () => Promise<number>; close: () => Promise<void> }> {
  await navigate(`/dashboard/stocks?q=${sku}`);
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

test('a confirmed order is broken down, optimised, labelled and cut, and stock follows', async () => {
  await signIn('rahul.verma@fpw.in');
  const opened = await openStock('PP-001-SH');
  const before = await opened.read();
  await opened.close();

  // An existing order: the first confirmed one.
  await navigate('/dashboard/Order-Details?status=confirmed');
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const orderLink = orders.getByRole('row').nth(1).getByRole('link').first();
  const orderNumber = (await orderLink.innerText()).trim();
  const orderId = new URL(String(await orderLink.getAttribute('href')), 'http://x').searchParams.get('id');
  expect(orderId).toBeTruthy();

  // Its bill of material, imported from CSV.
  await navigate(`/dashboard/bom?order=${orderId}`);
  const start = page.getByRole('button', { name: 'New bill of material' });
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await start.click();
  await expect(page.getByText('Bill of material started')).toBeVisible({ timeout: 20_000 });
  const importButton = page.getByRole('button', { name: 'Import CSV' });
  await expect(importButton).toBeEnabled({ timeout: 20_000 });
  await importButton.click();
  const importDialog = page.getByRole('dialog', { name: 'Import parts from CSV' });
  await importDialog
    .getByRole('textbox', { name: 'Or paste the rows' })
    .fill(
      'name,length,width,quantity,material\nE2E wardrobe side,2100,560,4,PP-001\nE2E loft shelf,800,500,2,PP-001',
    );
  await expect(importDialog.getByRole('status', { name: 'Import preview' })).toContainText('2 parts to add');
  await importDialog.getByRole('button', { name: 'Import 2 parts' }).click();
  await expect(page.getByText('2 parts imported')).toBeVisible({ timeout: 20_000 });
  const parts = page.getByRole('table', { name: /^Parts of / });
  await expect(parts).toContainText('E2E wardrobe side');
  const bomName = ((await parts.getAttribute('aria-label')) ?? '').replace(/^Parts of /, '');

  // Optimise: the engine's worker lays the parts out on sheets from stock.
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
  const fullSheets = Number(await cells.nth(1).innerText());
  // Four 2100 mm sides, two to a 2440 × 1220 sheet: at least two full sheets; none missing.
  expect(fullSheets).toBeGreaterThanOrEqual(2);
  await expect(cells.nth(4)).toHaveText('0');
  const yieldText = (await cells.nth(5).innerText()).trim();
  expect(yieldText).toMatch(/^\d+(\.\d+)?%$/);
  await dialog.getByRole('button', { name: 'Save cutting plans' }).click();
  await expect(page.getByText('1 cutting plan saved')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();

  // The plan's page: sheets, cuts in order, yield.
  const planName = `${orderNumber} PP-001`;
  await page
    .getByRole('table', { name: `Cutting plans of ${bomName}` })
    .getByRole('link', { name: planName })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: planName })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Plan figures' })).toContainText(yieldText);
  await expect(page.getByRole('table', { name: 'Cuts of sheet 1' }).getByRole('row').nth(1)).toBeVisible();

  // Labels: one per part, each with a drawn QR code; printing prints the A4 sheets.
  const labels = page.getByRole('region', { name: `Labels of ${planName}` });
  await expect(labels.getByRole('article')).toHaveCount(6);
  const codes = labels.getByRole('img', { name: /^QR code for / });
  await expect(codes).toHaveCount(6);
  expect(await codes.first().getAttribute('data-qr-value')).toMatch(/\/dashboard\/optimizer\?plan=.+#part-/);
  expect(((await codes.first().locator('svg path').getAttribute('d')) ?? '').length).toBeGreaterThan(100);
  await page.evaluate(() => {
    const printed: string[] = [];
    (window as unknown as { printed: string[] }).printed = printed;
    window.print = () => {
      printed.push('print');
    };
  });
  await page.getByRole('button', { name: 'Print labels' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed.length)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(labels.getByRole('group', { name: 'Label sheet 1 of 1' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: planName })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Mark as cut: sheets leave stock, offcuts come back, once.
  const markCut = page.getByRole('button', { name: 'Mark as cut' });
  await expect(markCut).toBeEnabled({ timeout: 20_000 });
  await markCut.click();
  const confirm = page.getByRole('alertdialog', { name: `Mark ${planName} as cut?` });
  await confirm.getByRole('button', { name: 'Mark as cut' }).click();
  await expect(page.getByText(`${planName} is cut`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Status Cut')).toBeVisible({ timeout: 20_000 });
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark as cut' })).toBeDisabled();

  const after = await openStock('PP-001-SH');
  await expect.poll(after.read, { timeout: 20_000 }).toBeCloseTo(before - fullSheets, 3);
  await after.close();
  await navigate('/dashboard/stocks?tab=offcuts');
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
