// The task overview, details and board pages in jsdom on the stories' fake Supabase (MSW in node),
// signed in as Vikram: each renders its data without a console error; a task one may not see says
// so; the board reports a move refused by a newer version and reloads; the details form refuses a
// due date before the task was created beside the field and keeps what was typed.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import TaskDetailsPage from '@/pages/apps/task/task-details.page';
import TaskKanbanBoardPage from '@/pages/apps/task/kanban-board.page';
import DashboardTaskPage from '@/pages/dashboard/task.page';
import {
  fakeSupabase,
  switchToFakeSupabase,
  type FakeTables,
} from '../../../../stories/pages/dashboard/fake-supabase';
import {
  signInAsVikram,
  taskDetailTables,
  taskInsertDefaults,
  taskRpc,
} from '../../../../stories/pages/dashboard/task-fixtures';

const tables: FakeTables = {};

const server = setupServer(...fakeSupabase(tables, { rpc: taskRpc, defaults: taskInsertDefaults }));

let restoreBackend: () => void = () => undefined;
let signOut: () => void = () => undefined;
const consoleError = vi.spyOn(console, 'error');
/** console.error calls of the pages (the colour-mode provider's script warning is jsdom's, not ours). */
const ownErrors = () =>
  consoleError.mock.calls.map((call) => String(call[0])).filter((message) => !message.includes('script tag'));

beforeAll(() => {
  // jsdom has no layout: the DataTable and board scroll boxes call scrollTo.
  Element.prototype.scrollTo = () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  server.listen({ onUnhandledFrame: 'error' });
});

beforeEach(() => {
  for (const key of Object.keys(tables)) delete tables[key];
  Object.assign(tables, taskDetailTables());
  signOut = signInAsVikram();
  restoreBackend = switchToFakeSupabase();
  consoleError.mockClear();
});

afterEach(() => {
  cleanup();
  restoreBackend();
  signOut();
  server.resetHandlers();
});

afterAll(() => {
  server.close();
  consoleError.mockRestore();
});

describe('task overview', () => {
  it('links each figure to the filtered task list', async () => {
    renderPage('/dashboard/task', <DashboardTaskPage />);
    await screen.findByRole('heading', { name: 'Load per person' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: '1 overdue tasks for Vikram Singh' }).getAttribute('href')).toBe(
      '/dashboard/tasks?assignee=s-vikram&due=overdue',
    );
    const week = screen.getByRole('link', { name: '2 tasks due this week for PRJ-0001 · Sharma residence' });
    expect(week.getAttribute('href')).toBe('/dashboard/tasks?project=p1&due=week');
    expect(ownErrors()).toEqual([]);
  });
});

describe('task details', () => {
  it('shows the checklist, comments and activity', async () => {
    renderPage('/apps/task/task-details?id=t3', <TaskDetailsPage />);
    await screen.findByRole('heading', { name: 'Share the 3D design' }, { timeout: 5000 });
    await screen.findByText('Client prefers walnut');
    await screen.findByText(/changed status from To do to In review/);
    await screen.findByText('Measure the walls');
    expect(ownErrors()).toEqual([]);
  });

  it('says a task one may not see is not theirs', async () => {
    renderPage('/apps/task/task-details?id=elsewhere', <TaskDetailsPage />);
    await screen.findByText('Not yours to see', {}, { timeout: 5000 });
  });

  it('refuses a due date before the task was created, beside the field, keeping it', async () => {
    renderPage('/apps/task/task-details?id=t3', <TaskDetailsPage />);
    const user = userEvent.setup();
    const due = await screen.findByLabelText('Due date', {}, { timeout: 5000 });
    await user.clear(due);
    await user.type(due, '2026-10-30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(
      /The due date cannot be before the task was created \(2026-11-01\)/,
      {},
      { timeout: 5000 },
    );
    expect((due as HTMLInputElement).value).toBe('2026-10-30');
    expect(tables['tasks']?.find((row) => row['id'] === 't3')?.['version']).toBe(1);
  });
});

describe('kanban board', () => {
  it('reports a move refused by a newer version and reloads the board', { timeout: 20_000 }, async () => {
    renderPage('/apps/task/kanban-board', <TaskKanbanBoardPage />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Move Share the 3D design' }, { timeout: 5000 });
    expect(screen.getByRole('list', { name: 'In review cards' }).textContent).toContain('Release the BOM');
    const row = tables['tasks']?.find((task) => task['id'] === 't3');
    if (!row) throw new Error('fixture t3 missing');
    row['version'] = 7; // saved by someone else since the board loaded
    await user.click(screen.getByRole('button', { name: 'Move Share the 3D design' }));
    // The menu by keyboard (jsdom has no pointer geometry): In progress, In review, Done.
    await screen.findByRole('menuitem', { name: 'Done' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await screen.findByText(
      'This task was changed by someone else. The board has been reloaded.',
      {},
      { timeout: 10_000 },
    );
    expect(row['status']).toBe('todo');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'To do cards' }).textContent).toContain('Share the 3D design'),
    );
  });
});
