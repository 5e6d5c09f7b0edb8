/**
 * Projects on the embedded default, as people would use them at one browser (one page, one database
 * start): Vikram (sales manager) turns a won lead with no project yet into a project and finds its
 * payment and design stages; Kavya (accounts) records a payment on it, sees an overpayment
 * refused and the pending amount fall; Meera (designer) sees only the projects she designs, and another designer's
 * project by URL reads "Not yours to see".
 */
import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn, signOut } from './support/session';

const LIST = '/dashboard/projects';
/** The seed's won lead of Vikram's with no client or project (supabase/seeds/150_project_progress.sql). */
const LEAD = { name: 'Harish Kamath', option: 'Harish Kamath · Bengaluru' };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;
let projectId = '';

/** The seed's ids: md5('fpw:project:n')::uuid. */
function seededProjectId(n: number): string {
  const hex = createHash('md5').update(`fpw:project:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto('/auth/login');
});

test.afterAll(async () => {
  await context.close();
});

test('a sales manager turns a won lead into a project with its payment and design stages', async () => {
  await signIn(page, 'vikram.singh@fpw.in');
  await navigate(page, LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: 20_000 });
  const newProject = page.getByRole('button', { name: 'New project' });
  await expect(newProject).toBeEnabled({ timeout: 60_000 });
  await newProject.click();

  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('combobox', { name: /^Won lead/ }).fill('Harish');
  await page.getByRole('option', { name: LEAD.option }).click();
  const form = dialog.getByRole('form', { name: 'New project' });
  await expect(form.getByRole('textbox', { name: /Site address/ })).toHaveValue(
    'Villa 12, Prestige Lakeside Habitat',
  );
  await expect(form.getByRole('spinbutton', { name: /Estimate/ })).toHaveValue('1850000');
  await form.getByRole('spinbutton', { name: /Area/ }).fill('2400');
  await form.getByRole('combobox', { name: /Designer/ }).selectOption({ label: 'Meera Iyer' });
  await form.getByRole('button', { name: 'Create project' }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/Project-details' && url.searchParams.has('id'),
    {
      timeout: 30_000,
    },
  );
  projectId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByRole('heading', { level: 2, name: /Harish Kamath/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('tab', { name: 'Payments' }).click();
  const stages = page.getByRole('table', { name: 'Payment stages' });
  await expect(stages.getByRole('row', { name: /Booking advance/ })).toContainText('₹1,85,000.00', {
    timeout: 20_000,
  });
  await expect(stages.getByRole('row', { name: /After handover/ })).toBeVisible();
  // Its design stages were copied in too; no design yet.
  await page.getByRole('tab', { name: 'Designs' }).click();
  await expect(page.getByRole('list', { name: 'Design stages' })).toContainText('3D design and renders', {
    timeout: 20_000,
  });
  await expect(page.getByText('No design for this project yet.')).toBeVisible();
  await signOut(page);
});

test('accounts records a payment: an overpayment is refused and the pending amount falls', async () => {
  expect(projectId).not.toBe('');
  await signIn(page, 'kavya.menon@fpw.in');
  await navigate(page, `/dashboard/Project-details?id=${projectId}&tab=payments`);
  const stages = page.getByRole('table', { name: 'Payment stages' });
  const booking = stages.getByRole('row', { name: /Booking advance/ });
  await expect(booking).toContainText('₹1,85,000.00', { timeout: 30_000 });
  const record = booking.getByRole('button', { name: 'Record payment for Booking advance' });
  await expect(record).toBeEnabled({ timeout: 30_000 });
  await record.click();

  const dialog = page.getByRole('dialog', { name: 'Record payment · Booking advance' });
  await dialog.getByRole('combobox', { name: /Mode/ }).selectOption('upi');
  await dialog.getByRole('textbox', { name: /Reference/ }).fill('UPI/612999000111');
  const amount = dialog.getByRole('spinbutton', { name: /Amount/ });
  await amount.fill('200000');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    dialog.getByText('This payment is more than the ₹1,85,000 still pending on Booking advance'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(amount).toHaveValue('200000');

  await amount.fill('100000');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(booking).toContainText('₹85,000.00', { timeout: 20_000 });
  await expect(booking).toContainText('₹1,00,000.00');
  await signOut(page);
});

test('a designer sees only the projects she designs, and not another designer’s by URL', async () => {
  await signIn(page, 'meera.iyer@fpw.in');
  await navigate(page, LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Projects' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Meera Iyer', { timeout: 60_000 });
  const total = Number(await table.getAttribute('aria-rowcount')) - 1;
  expect(total).toBeGreaterThan(0);
  const count = await rows.count();
  for (let index = 1; index < count; index += 1) {
    await expect(rows.nth(index)).toContainText('Meera Iyer');
  }
  // The project she was made the designer of a moment ago is hers too.
  await expect(table).toContainText('Harish Kamath');

  // Project 2 is Divya Pillai's.
  await navigate(page, `/dashboard/Project-details?id=${seededProjectId(2)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Project details' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Not yours to see' })).toBeVisible({ timeout: 30_000 });
  await signOut(page);
});
