/**
 * Documents on the embedded default (one page, one database start, files in IndexedDB): Meera
 * (designer, design.edit) uploads a PDF to one of her projects, finds it in the list, opens its
 * preview (the PDF in the page's viewer), replaces it with a new version and sees both versions
 * kept, then deletes it after confirming.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn } from './support/session';

const PAGE = '/dashboard/documents';
// Unique per run, as the embedded database of a reused server keeps what an earlier run left.
const TITLE = `Kitchen elevation ${Date.now()}`;

/** A minimal one-page PDF; `label` makes each version's bytes differ. */
function pdf(label: string): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      `% ${label}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );
}

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

test('a designer uploads a PDF, previews it, adds a version and deletes it', async () => {
  await signIn(page, 'meera.iyer@fpw.in');
  await navigate(page, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Documents' });

  // Upload to the first of her projects.
  const open = page.getByRole('button', { name: 'Upload documents' });
  await expect(open).toBeEnabled({ timeout: 30_000 });
  await open.click();
  const panel = page.getByRole('region', { name: 'Upload documents' });
  const project = panel.getByRole('combobox', { name: 'Project' });
  await expect(project.locator('option')).not.toHaveCount(1, { timeout: 30_000 });
  await project.selectOption({ index: 1 });
  const projectName = (await project.locator('option:checked').innerText()).trim();
  await panel.getByLabel('Files to upload').setInputFiles({
    name: `${TITLE}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf('first issue'),
  });
  await expect(panel.getByRole('listitem', { name: `${TITLE}.pdf` })).toContainText('Uploaded', {
    timeout: 60_000,
  });

  // In the list, with its project and the kind guessed from the name.
  const row = table.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText(projectName);
  await expect(row).toContainText('Drawing');
  await expect(row).toContainText('v1');
  await panel.getByRole('button', { name: 'Close the upload panel' }).click();

  // Its preview: the PDF in the page's viewer.
  await row.getByText(TITLE, { exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.has('document'));
  const drawer = page.getByRole('dialog', { name: TITLE });
  await expect(drawer).toBeVisible();
  const viewer = drawer.locator(`iframe[title="Preview of ${TITLE}.pdf"]`);
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await expect(viewer).toHaveAttribute('src', /^blob:/);

  // A new version; the first is kept.
  await drawer.getByRole('button', { name: 'Replace with new version' }).click();
  await drawer.getByLabel(`New version of ${TITLE}`).setInputFiles({
    name: `${TITLE} revised.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf('second issue'),
  });
  const versions = drawer.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await expect(versions).toContainText(`v2 · ${TITLE} revised.pdf (current)`);
  await expect(versions).toContainText(`v1 · ${TITLE}.pdf`);
  await expect(drawer.locator(`iframe[title="Preview of ${TITLE} revised.pdf"]`)).toBeVisible({
    timeout: 30_000,
  });
  // The list (hidden from the accessibility tree while the drawer is open) shows the new version.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(row).toContainText('v2', { timeout: 30_000 });
  await expect(row).toContainText(`${TITLE} revised.pdf`);

  // Delete, after confirming.
  await row.getByText(TITLE, { exact: true }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “${TITLE}”?` });
  await expect(confirm).toContainText('Its 2 versions and their files are deleted too.');
  await confirm.getByRole('button', { name: 'Delete document' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 30_000 });
  await expect(page).toHaveURL((url) => !url.searchParams.has('document'));
  await expect(table.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0, { timeout: 30_000 });
});
