/**
 * apps/task/kanban-board on the fake Supabase, signed in as Vikram Singh: a card moved with the
 * keyboard (Space on its grip, an arrow, Space) is saved with the version the board showed and lands
 * in the new column; when someone else saved the task since (the guarded update matches no row) the
 * board says so and the card goes back to where the database has it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TaskKanbanBoardPage from '../../../../src/pages/apps/task/kanban-board.page';
import { FAKE_SUPABASE_URL, fakeSupabase, switchToFakeSupabase } from '../../dashboard/fake-supabase';
import { signInAsVikram, taskRpc, taskTables } from '../../dashboard/task-fixtures';

const tables = taskTables();

/** The update requests the board sent to `tasks`: their filters and body. */
const updates: { filters: URLSearchParams; body: Record<string, unknown> }[] = [];

function BoardRoute() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/apps/task/kanban-board', element: <TaskKanbanBoardPage /> },
        { path: '/apps/task/task-details', element: <p>Task details</p> },
        { path: '/dashboard/tasks', element: <p>Task list</p> },
      ],
      { initialEntries: ['/apps/task/kanban-board'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Apps/Task/Kanban board',
  component: BoardRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: [
        // Notes the request and lets the fake answer it (a resolver returning nothing passes it on).
        http.patch(`${FAKE_SUPABASE_URL}/rest/v1/tasks`, async ({ request }) => {
          updates.push({
            filters: new URL(request.url).searchParams,
            body: (await request.clone().json()) as Record<string, unknown>,
          });
        }),
        ...fakeSupabase(tables, { rpc: taskRpc }),
      ],
    },
  },
  beforeEach: () => {
    Object.assign(tables, taskTables());
    updates.length = 0;
    const signOut = signInAsVikram();
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      signOut();
    };
  },
} satisfies Meta<typeof BoardRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 15000 };

const column = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('list', { name: `${title} cards` });

/** Picks the card up by its grip, moves it one column to the right and drops it, all by keyboard. */
async function moveRightByKeyboard(canvasElement: HTMLElement, title: string) {
  const body = canvasElement.ownerDocument.body;
  within(canvasElement)
    .getByRole('button', { name: `Drag ${title}` })
    .focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(body).toHaveTextContent(`Picked up ${title} in To do`), TIMEOUT);
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(body).toHaveTextContent(`${title} is over In progress`), TIMEOUT);
  // dnd-kit animates the move; dropping mid-animation drops at the old place.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await userEvent.keyboard(' ');
}

export const MoveWithTheKeyboard: Story = {
  name: 'move a card with the keyboard, saved with its version',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await within(canvasElement).findByRole('button', { name: 'Drag Share the 3D design' }, TIMEOUT);
    await expect(column(canvasElement, 'To do')).toHaveTextContent('Share the 3D design');

    await moveRightByKeyboard(canvasElement, 'Share the 3D design');
    await waitFor(() => expect(updates).toHaveLength(1), TIMEOUT);
    const [update] = updates;
    // Guarded by the version the card showed; the new version and status in the body.
    await expect(update?.filters.get('id')).toBe('eq.t3');
    await expect(update?.filters.get('version')).toBe('eq.1');
    await expect(update?.body).toMatchObject({ status: 'in_progress', version: 2 });

    await waitFor(
      () => expect(column(canvasElement, 'In progress')).toHaveTextContent('Share the 3D design'),
      TIMEOUT,
    );
    await expect(column(canvasElement, 'To do')).not.toHaveTextContent('Share the 3D design');
    await expect(
      await body.findAllByText('Share the 3D design moved to In progress', {}, TIMEOUT),
    ).not.toHaveLength(0);
    await expect(tables['tasks']?.find((row) => row['id'] === 't3')).toMatchObject({
      status: 'in_progress',
      version: 2,
    });
  },
};

export const VersionConflict: Story = {
  name: 'a move refused by a newer version goes back and says so',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await within(canvasElement).findByRole('button', { name: 'Drag Share the 3D design' }, TIMEOUT);
    const row = tables['tasks']?.find((task) => task['id'] === 't3');
    if (!row) throw new Error('fixture t3 missing');
    // Someone else saved the task since the board loaded it: the guarded update matches no row.
    row['version'] = 7;

    await moveRightByKeyboard(canvasElement, 'Share the 3D design');
    await waitFor(() => expect(updates).toHaveLength(1), TIMEOUT);
    await expect(updates[0]?.filters.get('version')).toBe('eq.1');
    await expect(
      await body.findAllByText(
        'This task was changed by someone else. The board has been reloaded.',
        {},
        TIMEOUT,
      ),
    ).not.toHaveLength(0);
    await waitFor(
      () => expect(column(canvasElement, 'To do')).toHaveTextContent('Share the 3D design'),
      TIMEOUT,
    );
    await expect(column(canvasElement, 'In progress')).not.toHaveTextContent('Share the 3D design');
    await expect(row).toMatchObject({ status: 'todo', version: 7 });
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
