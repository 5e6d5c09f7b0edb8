/**
 * Designs on the embedded default, in one browser: Meera (designer) sees only the designs of the
 * projects she designs, creates a design for one of them and uploads a render, shown as a
 * thumbnail; Priya (administrator) tries to send it back without a comment and is told why, then
 * sends it back with one (the version counts up); Meera resubmits it for client review; Priya
 * approves it and the review history shows both decisions.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn, signOut } from './support/session';

const PAGE = '/dashboard/design';
const TITLE = 'Pooja room mandir unit';
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;
let designUrl = '';

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto('/auth/login');
});

test.afterAll(async () => {
  await context.close();
});

/** The design drawer is modal: it is closed first so the header's account menu can be reached. */
async function closeDrawerAndSignOut(): Promise<void> {
  if (await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await signOut(page);
}

test('a designer sees only her designs, creates one and uploads a render', async () => {
  await signIn(page, 'meera.iyer@fpw.in');
  await navigate(page, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Designs' })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Designs' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Meera Iyer', { timeout: 60_000 });
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 1; index < count; index += 1) {
    await expect(rows.nth(index)).toContainText('Meera Iyer');
  }

  const create = page.getByRole('button', { name: 'New design' });
  await expect(create).toBeEnabled({ timeout: 30_000 });
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'New design' });
  const form = dialog.getByRole('form', { name: 'New design' });
  await form.getByRole('combobox', { name: /Project/ }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /Title/ }).fill(TITLE);
  await form.getByRole('textbox', { name: /Room/ }).fill('Pooja room');
  await form.getByRole('combobox', { name: /Designer/ }).selectOption({ label: 'Meera Iyer' });
  await form.getByRole('combobox', { name: /Status/ }).selectOption({ label: 'Internal review' });
  await form.getByRole('spinbutton', { name: /Area/ }).fill('36');
  await form.getByRole('button', { name: 'Create design' }).click();

  const drawer = page.getByRole('dialog', { name: TITLE });
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  designUrl = `${PAGE}?design=${new URL(page.url()).searchParams.get('design') ?? ''}`;
  expect(designUrl).not.toBe(`${PAGE}?design=`);

  await drawer.getByLabel('Upload a file').setInputFiles({
    name: 'mandir-render.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(drawer.getByRole('img', { name: 'Render: mandir-render.png' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(drawer.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'download',
    'mandir-render.png',
  );
  // A type the design area does not take is refused before any upload.
  await drawer.getByLabel('Upload a file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a drawing'),
  });
  await expect(drawer.getByText(/“notes.txt” is not a type this place takes/)).toBeVisible();
  await closeDrawerAndSignOut();
});

test('a reviewer sends it back only with a comment, the designer resubmits, and it is approved', async () => {
  expect(designUrl).not.toBe('');
  await signIn(page, 'priya.nair@fpw.in');
  await navigate(page, designUrl);
  let drawer = page.getByRole('dialog', { name: TITLE });
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  const sendBack = drawer.getByRole('button', { name: 'Send back' });
  await expect(sendBack).toBeEnabled({ timeout: 30_000 });
  await sendBack.click();
  await expect(drawer.getByText('Say what to change: a design is sent back with a comment')).toBeVisible();

  await drawer.getByRole('textbox', { name: 'Review comment' }).fill('Add a bell niche above the shelf');
  await drawer.getByRole('button', { name: 'Send back' }).click();
  await expect(drawer.getByText('Sent back: waiting for the designer’s revision.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(drawer.getByRole('list', { name: 'Review history' })).toContainText(
    'Add a bell niche above the shelf',
  );
  await expect(drawer.getByText('v2', { exact: true }).first()).toBeVisible();
  await closeDrawerAndSignOut();

  await signIn(page, 'meera.iyer@fpw.in');
  await navigate(page, designUrl);
  drawer = page.getByRole('dialog', { name: TITLE });
  await expect(drawer.getByRole('list', { name: 'Review history' })).toContainText('Sent back', {
    timeout: 30_000,
  });
  const details = drawer.getByRole('form', { name: 'Design details' });
  await details.getByRole('combobox', { name: /Status/ }).selectOption({ label: 'Client review' });
  await details.getByRole('button', { name: 'Save design' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Review comment' })).toBeVisible({ timeout: 20_000 });
  await closeDrawerAndSignOut();

  await signIn(page, 'priya.nair@fpw.in');
  await navigate(page, designUrl);
  drawer = page.getByRole('dialog', { name: TITLE });
  const approve = drawer.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeEnabled({ timeout: 30_000 });
  await approve.click();
  const history = drawer.getByRole('list', { name: 'Review history' });
  await expect(history.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(history.getByRole('listitem').first()).toContainText('Approved');
  await expect(drawer.getByText(/^Approved .+\.$/)).toBeVisible();
  await closeDrawerAndSignOut();
});
