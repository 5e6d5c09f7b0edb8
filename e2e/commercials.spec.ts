/**
 * The BOQ and quotation journey on the embedded default, at one browser (one page, one database
 * start): the sales manager opens a seeded design-stage project's BOQ (PRJ-2026-0020, Patel
 * residence modular kitchen), adds a blank line and edits it, creates a quotation from two lines,
 * sends it, approves it, finds the GST split and the amount in words on its document, sees the
 * two BOQ lines locked by it, then makes the order from the approved quotation and lands on the
 * order's details, and the quotation links to its order.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'Panel@2026';
// md5('fpw:project:20')::uuid in supabase/seeds/050_projects.sql: a design-stage project with a draft BOQ.
const PROJECT_ID = '285832f8-7a76-7e8b-b204-83850688f866';
const BOQ = `/dashboard/boq?project=${PROJECT_ID}`;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;
let quotationUrl = '';
let reference = '';

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
  if ((await outcome.innerText()) !== 'Signed in') throw new Error(`sign-in as ${email} failed`);
  await expect(page).toHaveURL((url) => url.pathname !== '/auth/login');
}

test('the sales manager adds a BOQ line and edits it inline', async () => {
  await signIn('vikram.singh@fpw.in');
  await navigate(BOQ);
  await expect(page.getByRole('heading', { level: 1, name: 'Bill of quantities' })).toBeVisible({
    timeout: 30_000,
  });
  const grid = page.getByRole('table', { name: 'BOQ lines of Kitchen' });
  await expect(grid).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('group', { name: 'Project totals' })).toContainText('Client amount');

  await page.getByRole('button', { name: 'Add blank line', exact: true }).click();
  const quantity = grid.getByRole('textbox', { name: 'Quantity of NEW-01' });
  await expect(quantity).toBeVisible({ timeout: 30_000 });
  // A negative quantity is refused beside the cell and not saved.
  await quantity.fill('-2');
  await quantity.press('Tab');
  await expect(grid.getByText('Quantity must be a number above 0.')).toBeVisible();
  await quantity.fill('4');
  await quantity.press('Tab');
  await expect(grid.getByText('Quantity must be a number above 0.')).toHaveCount(0);
  const rate = grid.getByRole('textbox', { name: 'Client rate of NEW-01' });
  await rate.fill('1250');
  await rate.press('Enter');
  // Saved: it is still there after the page is read again.
  await navigate('/dashboard/quotation');
  await navigate(BOQ);
  await expect(grid.getByRole('textbox', { name: 'Client rate of NEW-01' })).toHaveValue('1250', {
    timeout: 30_000,
  });
  await expect(grid.getByRole('textbox', { name: 'Quantity of NEW-01' })).toHaveValue('4');
});

test('a quotation is made from two lines, sent and approved', async () => {
  const grid = page.getByRole('table', { name: 'BOQ lines of Kitchen' });
  await grid.getByRole('checkbox', { name: 'Select KIT-01' }).check();
  await grid.getByRole('checkbox', { name: 'Select HW-01' }).check();
  await page.getByRole('button', { name: 'Create quotation', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create quotation from 2 lines' });
  await dialog.getByRole('button', { name: 'Create quotation', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/quotation' && url.searchParams.has('id'),
    {
      timeout: 30_000,
    },
  );
  quotationUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible();
  const document = page.getByRole('article', { name: /^Quotation QT-\d{4}-\d{4,}$/ });
  await expect(document).toBeVisible({ timeout: 30_000 });
  reference = ((await document.getAttribute('aria-label')) ?? '').replace(/^Quotation /, '');
  await expect(document.getByRole('table', { name: 'Lines of Kitchen' }).getByRole('row')).toHaveCount(3);
  // CGST and SGST for a client in the org's state, IGST otherwise.
  await expect(document.getByRole('table', { name: 'GST by rate' })).toContainText(/CGST|IGST/);
  await expect(document).toContainText(/Rupees .+ Only/);

  await page.getByRole('button', { name: 'Send to client', exact: true }).click();
  await expect(page.getByText(/was sent to the client, so it is read-only/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Sent .+ by Vikram Singh$/)).toBeVisible();

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const decide = page.getByRole('dialog', { name: `Approve ${reference}` });
  await decide.getByRole('textbox', { name: 'Decision note' }).fill('Approved on email');
  await decide.getByRole('button', { name: 'Approve quotation', exact: true }).click();
  await expect(page.getByText(/was approved, so it is read-only/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Approved .+ by Vikram Singh: Approved on email$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revise', exact: true })).toBeEnabled();
});

test('printing shows only the quotation document, and Chromium saves it as a PDF', async ({
  browserName,
}) => {
  await page.emulateMedia({ media: 'print' });
  const document = page.getByRole('article', { name: `Quotation ${reference}` });
  await expect(document).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revise', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toBeHidden();
  if (browserName === 'chromium') {
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
  }
  await page.emulateMedia({ media: 'screen' });
});

test('the quoted BOQ lines are locked and say which quotation', async () => {
  expect(quotationUrl).not.toBe('');
  await navigate(BOQ);
  const grid = page.getByRole('table', { name: 'BOQ lines of Kitchen' });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  for (const code of ['KIT-01', 'HW-01']) {
    const cell = grid.getByRole('textbox', { name: `Item code of ${code}` });
    await expect(cell).toHaveAttribute('readonly', '', { timeout: 30_000 });
    await expect(cell).toHaveAccessibleDescription(`Used by ${reference} (approved)`);
    await expect(grid.getByRole('button', { name: `Delete ${code}` })).toHaveCount(0);
  }
  await expect(grid.getByRole('textbox', { name: 'Item code of NEW-01' })).not.toHaveAttribute('readonly');
});

test('the approved quotation becomes an order and the order opens', async () => {
  await navigate(quotationUrl);
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
  const heading = page.getByRole('heading', { level: 2, name: /^SO-\d{4}-\d{4,}$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const orderNumber = await heading.innerText();
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('1. Confirmed');
  await expect(page.getByRole('link', { name: new RegExp(`^${reference} rev `) })).toBeVisible();
  await expect(page.getByText('27AAPFP1234C1Z5', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Ship to/ })).toHaveValue(
    'Patel residence, 14 Lake View Road, Pune 411001',
  );
  await expect(page.getByRole('table', { name: `Lines of ${orderNumber}` }).getByRole('row')).toHaveCount(3);

  // Back on the quotation: no second order, a link to this one.
  await navigate(quotationUrl);
  await expect(page.getByRole('link', { name: `Open order ${orderNumber}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Create order', exact: true })).toHaveCount(0);
});
