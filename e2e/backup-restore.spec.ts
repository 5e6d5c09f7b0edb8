/**
 * Nothing lost on the embedded default (issue 20): the database lives in one browser, so a backup
 * downloaded from settings must bring the same rows back in another browser profile. A change is
 * saved in one profile, the backup downloaded (the browser's download), and restored through the
 * settings page of a new profile (fresh IndexedDB), where the change is found after the reload. A
 * file that is not a backup is refused there first, with nothing changed.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, navigate, signIn } from './support/session';

test.describe.configure({ mode: 'serial', timeout: 600_000 });

async function phoneField(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible({ timeout: 60_000 });
  const form = page.getByRole('form', { name: 'My details' });
  await expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('Asha Rao', { timeout: 60_000 });
  return form.getByRole('textbox', { name: 'Phone' });
}

async function openSettings(page: Page) {
  await navigate(page, '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 60_000 });
  return page.getByRole('region', { name: 'Backup' });
}

test('a backup downloaded in one profile restores the same rows in a new profile', async ({
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const phone = `+91 98765 ${String(Date.now()).slice(-5)}`;

  // Profile one: a change, then the backup.
  const first = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await first.newPage();
  await page.goto('/auth/login');
  await signIn(page, 'asha.rao@fpw.in', DEMO_PASSWORD, { timeout: 280_000 });
  await navigate(page, '/dashboard/personal');
  await (await phoneField(page)).fill(phone);
  await page.getByRole('form', { name: 'My details' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details are saved')).toBeVisible({ timeout: 30_000 });

  const section = await openSettings(page);
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await section.getByRole('button', { name: 'Download a backup' }).click();
  await expect(section.getByRole('progressbar', { name: 'Making the backup' })).toBeAttached();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fpw-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = await readFile(file);
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  await first.close();

  // Profile two: its own, fresh database (the demo data), where the change is not.
  const second = await browser.newContext({ baseURL });
  const other = await second.newPage();
  await other.goto('/auth/login');
  await signIn(other, 'asha.rao@fpw.in', DEMO_PASSWORD, { timeout: 280_000 });
  await navigate(other, '/dashboard/personal');
  await expect(await phoneField(other)).not.toHaveValue(phone);

  // A file that is not a backup is refused, and nothing changes.
  const restoreSection = await openSettings(other);
  const input = restoreSection.getByLabel('Backup file to restore');
  await input.setInputFiles({
    name: 'notes.tar.gz',
    mimeType: 'application/gzip',
    buffer: Buffer.from('notes'),
  });
  await expect(restoreSection.getByRole('alert')).toContainText(
    'notes.tar.gz cannot be restored. Nothing was changed.',
    {
      timeout: 60_000,
    },
  );

  // The backup: checked, confirmed, restored; the tab reloads onto the restored database.
  await input.setInputFiles(file);
  const dialog = other.getByRole('alertdialog', { name: 'Replace the database with this backup?' });
  await expect(dialog).toContainText(download.suggestedFilename(), { timeout: 120_000 });
  await expect(dialog).toContainText(/\d+ staff, \d+ clients, \d+ leads/);
  const reloaded = other.waitForEvent('load', { timeout: 180_000 });
  await dialog.getByRole('button', { name: 'Replace the database' }).click();
  await reloaded;
  await expect(other.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 120_000 });
  // A full load of another page: the app starts on the restored database.
  await other.goto('/dashboard/personal');
  await expect(await phoneField(other)).toHaveValue(phone, { timeout: 120_000 });

  // It stays: a fresh load of the page reads the restored database, not the demo data.
  await other.reload();
  await expect(await phoneField(other)).toHaveValue(phone, { timeout: 120_000 });
  await second.close();
});
