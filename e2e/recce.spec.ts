/**
 * A site survey on the embedded default, as Meera (designer) would do it at one browser: she starts
 * a recce for one of her projects, walks its six stages, measures a room (a negative length is
 * refused with a message beside the cell), adds a photo (a text file is refused for its type),
 * marks the recce complete, finds it read-only, and reopens it with a reason to edit again.
 */
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { navigate, signIn } from './support/session';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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

/** Saves the stage shown and waits for the stepper to mark it saved. */
async function saveStage(label: string, position: number): Promise<void> {
  await page.getByRole('button', { name: `Save ${label.toLowerCase()}` }).click();
  await expect(page.getByRole('button', { name: `${position}. ${label}: saved` })).toBeVisible({
    timeout: 30_000,
  });
}

function measurementCells(grid: Locator, row: number): Locator {
  return grid.getByRole('row').nth(row).getByRole('textbox');
}

test('a recce is filled in, with a photo, and completed; then it is read-only until reopened', async () => {
  await signIn(page, 'meera.iyer@fpw.in');
  await navigate(page, '/dashboard/recce');
  await expect(page.getByRole('heading', { level: 1, name: 'Recce' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Site surveys' })).toBeVisible({ timeout: 60_000 });

  // Start one (the button is redrawn once permissions load).
  await expect(page.getByRole('button', { name: 'New recce' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New recce' }).click();
  const dialog = page.getByRole('dialog', { name: 'New recce' });
  await dialog.getByRole('combobox', { name: /Project/ }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Start recce' }).click();
  await expect(page).toHaveURL(/\/dashboard\/recce\?id=/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Survey stages' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Mark complete' })).toBeDisabled();

  // The six stages, each saved on its own.
  await page.getByRole('textbox', { name: /^Site contact/ }).fill('Mr Kamath');
  await page.getByRole('textbox', { name: /^Access and lift/ }).fill('Lift to the 4th floor');
  await page.getByRole('combobox', { name: /^Power supply/ }).selectOption('3-phase');
  await saveStage('Details', 1);
  await page.getByRole('combobox', { name: /^Facing/ }).selectOption('East');
  await saveStage('External environment', 2);
  await page.getByRole('textbox', { name: /^Flooring/ }).fill('Vitrified tiles');
  await page.getByRole('combobox', { name: /^False ceiling/ }).selectOption('yes');
  await page.getByRole('combobox', { name: /^Damp walls/ }).selectOption('no');
  await saveStage('Internal environment', 3);
  await page.getByRole('spinbutton', { name: /^Rooms to furnish/ }).fill('3');
  await saveStage('Spaces', 4);
  await page.getByRole('combobox', { name: /^Signage/ }).selectOption('none');
  await page.getByRole('combobox', { name: /^Facade work/ }).selectOption('no');
  await saveStage('Signage and facade', 5);
  await page.getByRole('spinbutton', { name: /^Sketch pages/ }).fill('2');
  await page.getByRole('combobox', { name: /^Layout confirmed/ }).selectOption('yes');
  await saveStage('Layout and sketches', 6);

  // A room measured: a negative length is refused beside its cell, then corrected and saved.
  const grid = page.getByRole('table', { name: 'Room measurements' });
  await page.getByRole('button', { name: 'Add a room or wall' }).click();
  const cells = measurementCells(grid, 1);
  await cells.nth(0).fill('Kitchen');
  await cells.nth(0).press('Tab');
  await cells.nth(1).fill('North');
  await cells.nth(1).press('Tab');
  await cells.nth(2).fill('-3400');
  await cells.nth(2).press('Tab');
  await expect(grid.getByText('The length must be above zero')).toBeVisible();
  await cells.nth(2).fill('3400');
  await cells.nth(2).press('Tab');
  await cells.nth(3).fill('2600');
  await cells.nth(3).press('Tab');
  await cells.nth(4).fill('2950');
  await cells.nth(4).press('Tab');
  await expect(grid.getByText('Saved')).toBeVisible({ timeout: 30_000 });

  // A photo: a text file is refused for its type; a PNG uploads with its caption and thumbnail.
  const chooser = page.getByLabel(/^Choose photos/);
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByText(/“notes.txt” is not a type this place takes/)).toBeVisible();
  await chooser.setInputFiles({ name: 'kitchen-wall.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('textbox', { name: 'Caption of kitchen-wall.png' }).fill('Kitchen north wall');
  await page.getByRole('button', { name: 'Upload kitchen-wall.png' }).click();
  await expect(page.getByRole('img', { name: 'Kitchen north wall' })).toBeVisible({ timeout: 30_000 });

  // Complete: then nothing can be edited.
  await expect(page.getByRole('button', { name: 'Mark complete' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('This recce is marked complete')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Add a room or wall' })).toHaveCount(0);
  await expect(grid.getByRole('textbox')).toHaveCount(0);
  await expect(grid.getByRole('cell', { name: '3400' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
  await expect(page.getByText('The recce is marked complete: reopen it to add photos.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete photo/ })).toHaveCount(0);

  // Reopen needs a reason; then the grid is editable again.
  await page.getByRole('button', { name: 'Reopen' }).click();
  const reopen = page.getByRole('dialog', { name: 'Reopen the recce' });
  await reopen.getByRole('button', { name: 'Reopen recce' }).click();
  await expect(reopen.getByText('Say why the recce is reopened')).toBeVisible();
  await reopen.getByRole('textbox').fill('The client added a study');
  await reopen.getByRole('button', { name: 'Reopen recce' }).click();
  await expect(page.getByText('The client added a study')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Add a room or wall' })).toBeVisible();
  const again = measurementCells(grid, 1);
  await again.nth(2).fill('3500');
  await again.nth(2).press('Tab');
  await expect(grid.getByText('Saved')).toBeVisible({ timeout: 30_000 });
});
