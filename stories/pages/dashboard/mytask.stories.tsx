/**
 * dashboard/mytask on the fake Supabase, signed in as Vikram Singh: his tasks grouped into
 * Overdue, Today, Upcoming and Done; completing one moves it to Done and the toast's Undo puts it
 * back where it was, with the status it had.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardMyTaskPage from '../../../src/pages/dashboard/mytask.page';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';
import { signInAsVikram, taskRpc, taskTables } from './task-fixtures';

const tables = taskTables();

function MyTasksRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/mytask', element: <DashboardMyTaskPage /> }], {
      initialEntries: ['/dashboard/mytask'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/My tasks',
  component: MyTasksRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: { handlers: fakeSupabase(tables, { rpc: taskRpc }) },
  },
  beforeEach: () => {
    Object.assign(tables, taskTables());
    const signOut = signInAsVikram();
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      signOut();
    };
  },
} satisfies Meta<typeof MyTasksRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CompleteATaskAndUndo: Story = {
  name: 'complete a task and undo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const overdue = within(await canvas.findByRole('region', { name: 'Overdue' }, { timeout: 8000 }));
    await overdue.findByRole('link', { name: 'Send the quotation' }, { timeout: 8000 });
    await expect(
      within(canvas.getByRole('region', { name: 'Today' })).getByText('Schedule the site survey'),
    ).toBeVisible();
    // Rahul's task is not Vikram's.
    await expect(canvas.queryByText('Release the BOM')).toBeNull();

    await userEvent.click(overdue.getByRole('button', { name: 'Complete Send the quotation' }));
    const done = within(canvas.getByRole('region', { name: 'Done' }));
    await done.findByRole('button', { name: 'Reopen Send the quotation' }, { timeout: 8000 });
    await expect(tables['tasks']?.find((row) => row['id'] === 't1')).toMatchObject({
      status: 'done',
      version: 2,
    });

    await userEvent.click(await body.findByRole('button', { name: 'Undo' }, { timeout: 8000 }));
    await overdue.findByRole('button', { name: 'Complete Send the quotation' }, { timeout: 8000 });
    await waitFor(() =>
      expect(tables['tasks']?.find((row) => row['id'] === 't1')).toMatchObject({
        status: 'todo',
        version: 3,
      }),
    );
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
