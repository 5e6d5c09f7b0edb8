/**
 * The cutting optimizer end to end against the production build: enter a small kitchen job by
 * hand, run it in the worker, see the diagrams, download the cut list and check its rows.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

const PARTS: [name: string, length: string, width: string, quantity: string][] = [
  ['Base side', '720', '560', '4'],
  ['Base bottom', '864', '560', '2'],
  ['Shelf', '862', '540', '2'],
  ['Wall side', '720', '300', '4'],
];

test('a small kitchen job gives diagrams and a cut list with one row per part', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/dashboard/optimizer');
  await page.evaluate(() => window.localStorage.removeItem('fpw.optimizer.lastJob'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cutting optimizer' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Job name' }).fill('E2E kitchen');
  for (const [index, [name, length, width, quantity]] of PARTS.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add part' }).click();
    const row = `part ${index + 1}`;
    await page.getByRole('textbox', { name: `Part of ${row}` }).fill(name);
    const named = `${row} (${name})`;
    await page.getByRole('textbox', { name: `Length of ${named}` }).fill(length);
    await page.getByRole('textbox', { name: `Width of ${named}` }).fill(width);
    await page.getByRole('textbox', { name: `Qty of ${named}` }).fill(quantity);
  }
  // Doors keep the grain and have 2 mm bands all round: cut 4 mm smaller each way.
  await page.getByRole('button', { name: 'Add part' }).click();
  await page.getByRole('textbox', { name: 'Part of part 5' }).fill('Door');
  const door = 'part 5 (Door)';
  await page.getByRole('textbox', { name: `Length of ${door}` }).fill('716');
  await page.getByRole('textbox', { name: `Width of ${door}` }).fill('446');
  await page.getByRole('textbox', { name: `Qty of ${door}` }).fill('4');
  await page.getByRole('checkbox', { name: `Grain lock of ${door}` }).check();
  for (const side of ['L1', 'L2', 'W1', 'W2']) {
    await page.getByRole('textbox', { name: `Band ${side} of ${door}` }).fill('2');
  }

  await page.getByRole('button', { name: 'Run optimizer' }).click();
  const first = page.getByRole('img', { name: /^Sheet 1: / });
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Cutting plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden({ timeout: 30_000 });
  const diagramParts = await page.locator('[data-testid="diagram-part"]').count();
  expect(diagramParts).toBe(16);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Cut list CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('e2e-kitchen-cut-list.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const rows = csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  expect(rows[0]).toEqual([
    'Sheet',
    'Stock',
    'Material',
    'Thickness (mm)',
    'Part',
    'Copy',
    'Label',
    'Cut length (mm)',
    'Cut width (mm)',
    'X (mm)',
    'Y (mm)',
    'Rotated',
    'Grain locked',
  ]);
  const body = rows.slice(1);
  expect(body).toHaveLength(16);
  const count = (name: string) => body.filter((r) => r[4] === name).length;
  expect([
    count('Base side'),
    count('Base bottom'),
    count('Shelf'),
    count('Wall side'),
    count('Door'),
  ]).toEqual([4, 2, 2, 4, 4]);
  for (const doorRow of body.filter((r) => r[4] === 'Door')) {
    expect(doorRow.slice(7, 9)).toEqual(['712', '442']);
    expect(doorRow[11]).toBe('no');
    expect(doorRow[12]).toBe('yes');
  }
  // Every row names a sheet that is drawn.
  const sheets = new Set(body.map((r) => Number(r[0])));
  for (const sheet of sheets) {
    await expect(page.getByRole('img', { name: new RegExp(`^Sheet ${sheet}: `) })).toBeVisible();
  }

  // The job is still there after a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Length of ${door}` })).toHaveValue('716');
});
