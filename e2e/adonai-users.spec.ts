/**
 * The subscriber list and staff administration on the embedded default, as people would use them at
 * one browser (one page, one database start): a sales user filters by plan, exports the CSV (its
 * rows are checked), changes a plan and sees the history row; an admin adds a sales person and gives
 * them a first password, and that person signs in and passes the adonai-users guard.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { navigate, signIn, signOut } from './support/session';

const LIST = '/dashboard/adonai-users';
const NEW_PERSON = { name: 'Kiran Desai', email: 'kiran.desai@fpw.in', password: 'Welcome2026' };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, acceptDownloads: true });
  page = await context.newPage();
  await page.goto('/auth/login');
});

test.afterAll(async () => {
  await context.close();
});

test('a sales user filters by plan, exports the CSV, changes a plan and sees the history row', async () => {
  await signIn(page, 'asha.rao@fpw.in');
  await navigate(page, LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriber list' })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('combobox', { name: 'Filter by plan' }).selectOption('pro');
  await expect(page).toHaveURL((url) => url.searchParams.get('plan') === 'pro');
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('row').nth(1)).toContainText('Pro', { timeout: 60_000 });
  const total = Number(await table.getAttribute('aria-rowcount')) - 1;
  expect(total).toBeGreaterThan(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const csv = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(csv.errors).toEqual([]);
  expect(csv.data).toHaveLength(total);
  expect(csv.data.every((row) => row['Plan'] === 'pro')).toBe(true);

  const first = table.getByRole('row').nth(1);
  const business = (await first.getByRole('cell').first().innerText()).trim();
  await first.click();
  const drawer = page.getByRole('dialog', { name: business });
  await expect(drawer.getByRole('list', { name: 'Plan history' })).toBeVisible({ timeout: 20_000 });
  const before = await drawer.getByRole('list', { name: 'Plan history' }).getByRole('listitem').count();
  await drawer.getByRole('combobox', { name: 'New plan' }).selectOption('elite');
  await drawer.getByRole('button', { name: 'Change plan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change the plan?' });
  await confirm.getByRole('button', { name: 'Change plan' }).click();
  const history = drawer.getByRole('list', { name: 'Plan history' }).getByRole('listitem');
  await expect(history).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(history.last()).toContainText('Pro → Elite');
  await expect(history.last()).toContainText('Asha Rao');
  await page.keyboard.press('Escape');
  await signOut(page);
});

test('an admin adds a sales person with a first password, who signs in and passes the guard', async () => {
  await signIn(page, 'priya.nair@fpw.in');
  await navigate(page, '/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const form = page.getByRole('form', { name: 'New staff member' });
  await form.getByRole('textbox', { name: 'Name' }).fill(NEW_PERSON.name);
  // Typed with a capital and spaces: stored trimmed and in lower case, as the guard compares exactly.
  await form.getByRole('textbox', { name: /Email/ }).fill(`  Kiran.Desai@fpw.in `);
  await form.getByRole('combobox', { name: 'Department' }).selectOption('Sales');
  await form.getByRole('combobox', { name: 'Designation' }).selectOption('sales');
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText(`${NEW_PERSON.name} added`)).toBeVisible({ timeout: 20_000 });

  const drawer = page.getByRole('dialog', { name: NEW_PERSON.name });
  await drawer.getByLabel('First password').fill(NEW_PERSON.password);
  await drawer.getByRole('button', { name: 'Create sign-in' }).click();
  await expect(page.getByText(`${NEW_PERSON.name} can now sign in`)).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: 'Staff' })).toContainText(NEW_PERSON.email);
  await signOut(page);

  await signIn(page, NEW_PERSON.email, NEW_PERSON.password);
  expect(
    await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('userDetails') ?? '{}') as { email?: string },
    ),
  ).toMatchObject({ email: NEW_PERSON.email });
  await navigate(page, LIST);
  await expect(page).toHaveURL((url) => url.pathname === LIST, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriber list' })).toBeVisible({
    timeout: 20_000,
  });
});
