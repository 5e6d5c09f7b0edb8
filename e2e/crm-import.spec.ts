/**
 * A sales manager imports leads from a CSV file kept in the repo (e2e/fixtures/leads-import.csv: a
 * byte-order mark, quoted commas, a quoted line break, a blank line, trailing spaces, two repeats
 * within the file, two leads the seeded expo campaign already has, and two bad rows) into the
 * "Modular Kitchen Expo Bengaluru" campaign, whose rule rejects duplicates. The counts are what
 * the file gives: 3 imported, 0 merged, 4 duplicates, 2 rejected; the rejected rows come back as a
 * CSV with a reason column; the leads list then shows an imported lead.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { navigate, signIn } from './support/session';

const FIXTURE = fileURLToPath(new URL('./fixtures/leads-import.csv', import.meta.url));
const CAMPAIGN = 'Modular Kitchen Expo Bengaluru';

/** The seed's id for campaign 2: md5('fpw:campaign:2')::uuid. */
function seededUuid(key: string): string {
  const hex = createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
const CAMPAIGN_ID = seededUuid('fpw:campaign:2');

test.describe.configure({ mode: 'serial', timeout: 300_000 });

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

test('a manager imports the CSV into a campaign and the counts match the file', async () => {
  await signIn(page, 'vikram.singh@fpw.in');
  await navigate(page, '/dashboard/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Campaigns' });
  const row = table.getByRole('row').filter({ hasText: CAMPAIGN });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('id') === CAMPAIGN_ID);

  const drawer = page.getByRole('dialog', { name: CAMPAIGN });
  await expect(drawer.getByRole('list', { name: 'Leads by stage' })).toBeVisible({ timeout: 30_000 });
  await drawer.getByRole('button', { name: 'Import leads' }).click();

  const wizard = page.getByRole('dialog', { name: 'Import leads' });
  await expect(wizard.getByRole('combobox', { name: 'Campaign', exact: true })).toHaveValue(CAMPAIGN_ID, {
    timeout: 20_000,
  });
  await wizard.getByLabel('CSV file').setInputFiles(FIXTURE);
  await expect(wizard.getByText('leads-import.csv: 9 rows, 8 columns.')).toBeVisible({ timeout: 20_000 });
  await wizard.getByRole('button', { name: 'Next: map columns' }).click();

  // Headers matched case-insensitively and by their usual names.
  await expect(wizard.getByRole('combobox', { name: 'Name', exact: true })).toHaveValue('Name');
  await expect(wizard.getByRole('combobox', { name: 'Phone', exact: true })).toHaveValue('Mobile');
  await expect(wizard.getByRole('combobox', { name: 'E-mail', exact: true })).toHaveValue('Email');
  await expect(wizard.getByRole('combobox', { name: 'Company', exact: true })).toHaveValue('Company');
  await wizard.getByRole('button', { name: 'Next: check the rows' }).click();

  const preview = wizard.getByRole('table', { name: 'First rows of the file' });
  await expect(preview).toContainText('Reddy');
  await expect(preview.getByRole('row').filter({ hasText: 'Bad Phone Person' })).toContainText(
    '10-digit Indian mobile',
  );
  await wizard.getByRole('button', { name: 'Import 7 rows' }).click();

  await expect(
    wizard.getByText('Import finished: 3 imported, 0 merged, 4 duplicates, 2 rejected.'),
  ).toBeVisible({
    timeout: 60_000,
  });

  const downloading = page.waitForEvent('download');
  await wizard.getByRole('button', { name: 'Download rejected rows' }).click();
  const download = await downloading;
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const csv = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(csv.data.map((r) => r['Name'])).toEqual(['Bad Phone Person', 'No Contact Person']);
  expect(csv.data.every((r) => (r['reason'] ?? '').length > 0)).toBe(true);

  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toBeHidden();
});

test('the leads list then shows an imported lead', async () => {
  await navigate(page, `/dashboard/leads?campaign=${CAMPAIGN_ID}&q=Kavitha`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').first()).toContainText('Kavitha Reddy', { timeout: 60_000 });
});
