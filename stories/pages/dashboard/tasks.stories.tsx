/**
 * dashboard/tasks on the fake Supabase, signed in as Vikram Singh (holds tasks.manage): a filter
 * lands in the URL (so a link opens the same view) and narrows the rows; the selected rows change
 * status in one call (tasks_bulk_set_status).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardTasksPage from '../../../src/pages/dashboard/tasks.page';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';
import { signInAsVikram, taskRpc, taskTables } from './task-fixtures';

const tables = taskTables();
/** Shows the route's query string, so the story can read what the page put in the URL. */
function WithLocation() {
  const location = useLocation();
  return (
    <>
      <DashboardTasksPage />
      <output aria-label="Current query">{location.search}</output>
    </>
  );
}

function TasksRoute({ initial = '/dashboard/tasks' }: { initial?: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/tasks', element: <WithLocation /> }], {
      initialEntries: [initial],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Tasks',
  component: TasksRoute,
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
} satisfies Meta<typeof TasksRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterAndBulkStatus: Story = {
  name: 'filter in the URL and a bulk status change',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Tasks' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('Release the BOM'), { timeout: 8000 });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'todo');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current query' })).toHaveTextContent('?status=todo'),
    );
    await waitFor(() => expect(table).not.toHaveTextContent('Release the BOM'));
    await expect(table).toHaveTextContent('Send the quotation');
    await expect(table).toHaveTextContent('Share the 3D design');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const region = await canvas.findByRole('region', { name: 'Bulk actions' });
    await expect(region).toHaveTextContent('2 selected');
    const bulk = within(region);
    await userEvent.selectOptions(
      bulk.getByRole('combobox', { name: 'New status for selected tasks' }),
      'review',
    );
    await userEvent.click(bulk.getByRole('button', { name: 'Change status' }));
    await waitFor(
      () =>
        expect(tables['tasks']?.filter((row) => row['status'] === 'review').map((row) => row['id'])).toEqual([
          't1',
          't3',
          't4',
        ]),
      { timeout: 8000 },
    );
    // The toast (its text may also sit in a live region for screen readers).
    await expect(
      await body.findAllByText(/2 tasks set to In review/, {}, { timeout: 8000 }),
    ).not.toHaveLength(0);
    // The view still asks for To do: the changed rows leave it. With no row left the table gives
    // way to the empty state, so look in the whole canvas rather than in the (detached) table.
    await expect(await canvas.findByText('No rows match these filters', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByText('Send the quotation')).toBeNull();
    await expect(canvas.queryByText('Share the 3D design')).toBeNull();
  },
};

export const OpenedFromALink: Story = {
  args: { initial: '/dashboard/tasks?due=overdue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Tasks' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('Send the quotation'), { timeout: 8000 });
    await expect(table).not.toHaveTextContent('Share the 3D design');
    await expect(canvas.getByRole('combobox', { name: 'Filter by due' })).toHaveValue('overdue');
  },
};
