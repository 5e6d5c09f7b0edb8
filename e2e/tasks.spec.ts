/**
 * Tasks on the embedded default, as Vikram Singh (sales manager) works from them in one browser:
 * completes a task on My tasks and takes it back with Undo; moves a card on the kanban board with
 * its Move menu and finds it in the same column after a reload (the move was saved with the
 * task's version), and drags another with the mouse to another column, where it stays after a
 * reload; and the task details page refuses a due date before the task was created,
 * saying so beside the field. Uses the seeded tasks of supabase/seeds/160_task_checklists_and_comments.sql.
 */
import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn } from './support/session';

const TO_COMPLETE = 'Confirm the showroom lighting vendor';
const TO_MOVE = 'Draft the winter campaign brief';

/** The seed's deterministic ids: md5('fpw:task:own:1')::uuid. */
function seededId(name: string): string {
  const hex = createHash('md5').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, 'vikram.singh@fpw.in');
});

test.afterAll(async () => {
  await context.close();
});

test('completes a task on My tasks and undoes it', async () => {
  await navigate(page, '/dashboard/mytask');
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible({ timeout: 30_000 });
  const done = page.getByRole('region', { name: 'Done' });
  // Upcoming while the seed's due date (18 December 2026) is ahead, Overdue after it.
  const complete = page.getByRole('button', { name: `Complete ${TO_COMPLETE}`, exact: true });
  await expect(complete).toBeVisible({ timeout: 60_000 });

  // The toast's Undo lives 3 s (the specification's toast time) from the moment the write is saved,
  // while the Done list still waits for its refetch: on a busy machine that refetch outlasted the
  // toast, so Undo is taken as soon as it shows, and the Done list is checked on a second completion.
  await complete.click();
  await expect(page.getByText(`${TO_COMPLETE} completed`, { exact: true })).toBeVisible({ timeout: 20_000 });
  // Not forced: a forced click during the toast's entrance could land beside the moving button; the
  // click waits for it to be still, and its hover pauses the toast.
  await page.getByRole('button', { name: 'Undo', exact: true }).click({ timeout: 5_000 });
  await expect(page.getByText(`${TO_COMPLETE} is back in To do`, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(complete).toBeVisible({ timeout: 20_000 });
  await expect(done.getByRole('button', { name: `Reopen ${TO_COMPLETE}`, exact: true })).toHaveCount(0);

  await complete.click();
  await expect(done.getByRole('button', { name: `Reopen ${TO_COMPLETE}`, exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(complete).toHaveCount(0);
});

test('a card moved on the kanban board keeps its column after a reload', async () => {
  await navigate(page, '/apps/task/kanban-board?assignee=me');
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban board' })).toBeVisible({
    timeout: 30_000,
  });
  const toDo = page.getByRole('list', { name: 'To do cards' });
  const review = page.getByRole('list', { name: 'In review cards' });
  await expect(toDo.getByRole('link', { name: TO_MOVE })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: `Move ${TO_MOVE}` }).click();
  await page.getByRole('menuitem', { name: 'In review', exact: true }).click();
  await expect(review.getByRole('link', { name: TO_MOVE })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${TO_MOVE} moved to In review`, { exact: true })).toBeVisible({
    timeout: 20_000,
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban board' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(
    page.getByRole('list', { name: 'In review cards' }).getByRole('link', { name: TO_MOVE }),
  ).toBeVisible({
    timeout: 120_000,
  });
  await expect(
    page.getByRole('list', { name: 'To do cards' }).getByRole('link', { name: TO_MOVE }),
  ).toHaveCount(0);
});

test('the task details page refuses a due date before the task was created', async () => {
  await navigate(page, `/apps/task/task-details?id=${seededId('fpw:task:own:1')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Task details' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: TO_COMPLETE })).toBeVisible({ timeout: 60_000 });

  const due = page.getByLabel('Due date');
  await due.fill('2026-11-19');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The due date cannot be before the task was created (2026-11-20)')).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  // What was typed stays.
  await expect(due).toHaveValue('2026-11-19');
});

test('a card dragged with the mouse keeps its new column after a reload', async () => {
  const toDrag = "Review the sales team's follow-up backlog";
  await navigate(page, '/apps/task/kanban-board?assignee=me');
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban board' })).toBeVisible({
    timeout: 30_000,
  });
  const inProgress = page.getByRole('list', { name: 'In progress cards' });
  const toDo = page.getByRole('list', { name: 'To do cards' });
  await expect(inProgress.getByRole('link', { name: toDrag })).toBeVisible({ timeout: 60_000 });

  const grip = page.getByRole('button', { name: `Drag ${toDrag}` });
  await grip.scrollIntoViewIfNeeded();
  const handle = await grip.boundingBox();
  const target = await toDo.boundingBox();
  if (!handle || !target) throw new Error('the card or the To do column is not on screen');
  const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  // Sideways into the To do column at the card's own height (kept inside the column): aiming at a long
  // column's middle took the pointer out of the window, the board scrolled under it, and on CI the
  // card landed in Done.
  const to = {
    x: target.x + target.width / 2,
    y: Math.max(target.y + 20, Math.min(from.y, target.y + target.height - 20)),
  };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Past the board's 4 px activation distance, then over the To do column in steps, as a hand moves.
  await page.mouse.move(from.x - 10, from.y, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
  await expect(toDo.getByRole('link', { name: toDrag })).toBeVisible({ timeout: 20_000 });
  // Saved, not only shown: the board says so once the database took the move.
  await expect(page.getByText(`${toDrag} moved to To do`, { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban board' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(
    page.getByRole('list', { name: 'To do cards' }).getByRole('link', { name: toDrag }),
  ).toBeVisible({ timeout: 120_000 });
  await expect(
    page.getByRole('list', { name: 'In progress cards' }).getByRole('link', { name: toDrag }),
  ).toHaveCount(0);
});
