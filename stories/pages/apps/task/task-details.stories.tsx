/**
 * apps/task/task-details?id=t3 on the fake Supabase, signed in as Vikram Singh (holds tasks.manage):
 * ticking a checklist item saves it with its version and the count follows; a comment is added
 * under the others; a due date before the day the task was created is refused beside the field,
 * keeping what was typed and saving nothing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TaskDetailsPage from '../../../../src/pages/apps/task/task-details.page';
import { fakeSupabase, switchToFakeSupabase } from '../../dashboard/fake-supabase';
import { signInAsVikram, taskDetailTables, taskInsertDefaults, taskRpc } from '../../dashboard/task-fixtures';

const tables = taskDetailTables();

function TaskDetailsRoute({ id = 't3' }: { id?: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/apps/task/task-details', element: <TaskDetailsPage /> },
        { path: '/apps/task/kanban-board', element: <p>Board</p> },
        { path: '/dashboard/tasks', element: <p>Task list</p> },
      ],
      { initialEntries: [`/apps/task/task-details?id=${id}`] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Apps/Task/Task details',
  component: TaskDetailsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: { handlers: fakeSupabase(tables, { rpc: taskRpc, defaults: taskInsertDefaults }) },
  },
  beforeEach: () => {
    for (const key of Object.keys(tables)) delete tables[key];
    Object.assign(tables, taskDetailTables());
    const signOut = signInAsVikram();
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      signOut();
    };
  },
} satisfies Meta<typeof TaskDetailsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 15000 };

export const TickAndComment: Story = {
  name: 'tick a checklist item and add a comment',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Share the 3D design' }, TIMEOUT);

    const checklist = within(canvas.getByRole('region', { name: 'Checklist' }));
    const laminate = await checklist.findByRole('checkbox', { name: 'Pick the laminate' }, TIMEOUT);
    await expect(checklist.getByText('1 of 2 done')).toBeVisible();
    await expect(laminate).not.toBeChecked();
    await userEvent.click(laminate);
    await waitFor(() => expect(checklist.getByText('2 of 2 done')).toBeVisible(), TIMEOUT);
    await expect(checklist.getByRole('checkbox', { name: 'Pick the laminate' })).toBeChecked();
    await expect(tables['task_checklist_items']?.find((row) => row['id'] === 'c2')).toMatchObject({
      done: true,
      version: 2,
    });

    const comments = within(canvas.getByRole('region', { name: 'Comments' }));
    await comments.findByText('Client prefers walnut', {}, TIMEOUT);
    await userEvent.type(
      comments.getByRole('textbox', { name: 'New comment' }),
      'Sent the renders on WhatsApp',
    );
    await userEvent.click(comments.getByRole('button', { name: 'Add comment' }));
    const list = within(comments.getByRole('list', { name: 'Comments' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2), TIMEOUT);
    await expect(list.getAllByRole('listitem')[1]).toHaveTextContent('Vikram Singh');
    await expect(list.getAllByRole('listitem')[1]).toHaveTextContent('Sent the renders on WhatsApp');
    // The box empties once it is saved.
    await waitFor(() => expect(comments.getByRole('textbox', { name: 'New comment' })).toHaveValue(''));
    await expect(tables['task_comments']?.at(-1)).toMatchObject({
      task_id: 't3',
      body: 'Sent the renders on WhatsApp',
    });
  },
};

export const DueDateBeforeCreation: Story = {
  name: 'a due date before the task was created is refused beside the field',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('region', { name: 'Details' }, TIMEOUT));
    const due = await form.findByLabelText('Due date', {}, TIMEOUT);
    await userEvent.clear(due);
    await userEvent.type(due, '2026-10-30');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(due).toHaveAttribute('aria-invalid', 'true'), TIMEOUT);
    // The message sits in the field's group and is the input's error message (aria-errormessage).
    await waitFor(
      () =>
        expect(due).toHaveAccessibleErrorMessage(
          /The due date cannot be before the task was created \(2026-11-01\)/,
        ),
      TIMEOUT,
    );
    await expect(due).toHaveValue('2026-10-30');
    await expect(tables['tasks']?.find((row) => row['id'] === 't3')).toMatchObject({ version: 1 });
  },
};

export const NotYoursToSee: Story = {
  args: { id: 'elsewhere' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Not yours to see', {}, TIMEOUT)).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
