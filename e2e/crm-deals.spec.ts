/**
 * The deals board and the appointments calendar on the embedded default, as a sales manager uses
 * them: the same deal moved in one tab and then, without a reload, in a second tab of the same
 * browser shows the conflict message there (the second move is refused, not written over the first);
 * and an appointment booked with "New appointment" appears on the calendar.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn } from './support/session';

const MANAGER = 'vikram.singh@fpw.in';
const CONFLICT = 'This deal was moved by someone else. The board has been reloaded.';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let context: BrowserContext;
let tabA: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  tabA = await context.newPage();
  await tabA.goto('/auth/login');
  await signIn(tabA, MANAGER);
});

test.afterAll(async () => {
  await context.close();
});

test('a deal moved in one tab cannot be moved over it from a stale second tab', async () => {
  await navigate(tabA, '/dashboard/deals');
  await expect(tabA.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible({ timeout: 30_000 });
  const qualificationA = tabA.getByRole('list', { name: 'Qualification cards' });
  const firstMove = qualificationA.getByRole('button', { name: /^Move / }).first();
  await expect(firstMove).toBeEnabled({ timeout: 60_000 });
  const label = ((await firstMove.getAttribute('aria-label')) ?? '').replace(/^Move /, '');
  expect(label).not.toBe('');

  // The second tab opens the board while the deal is still in Qualification.
  const tabB = await context.newPage();
  await tabB.goto('/dashboard/deals');
  await expect(tabB.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible({ timeout: 120_000 });
  const moveInB = tabB.getByRole('list', { name: 'Qualification cards' }).getByRole('button', {
    name: `Move ${label}`,
    exact: true,
  });
  await expect(moveInB).toBeEnabled({ timeout: 120_000 });

  // Tab A moves it to Needs analysis.
  await qualificationA.getByRole('button', { name: `Move ${label}`, exact: true }).click();
  await tabA.getByRole('menuitem', { name: 'Needs analysis', exact: true }).click();
  await expect(tabA.getByText(`${label} moved to Needs analysis`)).toBeVisible({ timeout: 30_000 });
  await expect(
    tabA
      .getByRole('list', { name: 'Needs analysis cards' })
      .getByRole('button', { name: `Move ${label}`, exact: true }),
  ).toBeVisible({ timeout: 30_000 });

  // Tab B, not reloaded, still shows it in Qualification and tries to move it to Proposal.
  await moveInB.click();
  await tabB.getByRole('menuitem', { name: 'Proposal', exact: true }).click();
  await expect(tabB.getByText(CONFLICT)).toBeVisible({ timeout: 30_000 });
  // Reloaded: tab B now shows where tab A put it.
  await expect(
    tabB
      .getByRole('list', { name: 'Needs analysis cards' })
      .getByRole('button', { name: `Move ${label}`, exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  await tabB.close();
});

test('an appointment booked with New appointment appears on the calendar', async () => {
  const title = `Design query: e2e ${Date.now() % 100000}`;
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

  await navigate(tabA, '/dashboard/appointments?view=list');
  await expect(tabA.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible({
    timeout: 30_000,
  });
  const add = tabA.getByRole('button', { name: 'New appointment' });
  await expect(add).toBeEnabled({ timeout: 60_000 });
  await add.click();
  const form = tabA.getByRole('form', { name: 'New appointment' });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('combobox', { name: /Kind/ }).selectOption('design_query');
  await form.getByRole('combobox', { name: /Assignee/ }).selectOption({ label: 'Vikram Singh' });
  await form.getByLabel(/Day/).fill(today);
  await form.getByRole('textbox', { name: /Starts at/ }).fill('06:15');
  await form.getByRole('button', { name: 'Book appointment' }).click();
  // A clash with another of the assignee's appointments is warned first; book it anyway.
  const saveAnyway = tabA.getByRole('button', { name: 'Save anyway' });
  const booked = tabA.getByText('Appointment booked');
  await expect(saveAnyway.or(booked).first()).toBeVisible({ timeout: 30_000 });
  if (await saveAnyway.isVisible()) await saveAnyway.click();
  await expect(booked).toBeVisible({ timeout: 30_000 });

  const calendar = tabA.getByRole('region', { name: 'Appointments, list view' });
  await expect(calendar.getByRole('button', { name: new RegExp(title) })).toBeVisible({ timeout: 30_000 });
});
