/**
 * dashboard/task (the team's load) on the fake Supabase, signed in as Vikram Singh: the figures of
 * task_overview() per person and per project and the overdue trend; a figure opens the task list
 * filtered to what it counts (the person or project and the due window in the URL).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardTaskPage from '../../../src/pages/dashboard/task.page';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';
import { signInAsVikram, taskRpc, taskTables } from './task-fixtures';

/** Stands in for the task list: shows the query the overview linked to. */
function TaskListStandIn() {
  const location = useLocation();
  return (
    <section aria-label="Task list">
      <h1>Tasks</h1>
      <output aria-label="List filters">{location.search}</output>
    </section>
  );
}

function makeRouter() {
  return createMemoryRouter(
    [
      { path: '/dashboard/task', element: <DashboardTaskPage /> },
      { path: '/dashboard/tasks', element: <TaskListStandIn /> },
      { path: '/apps/task/kanban-board', element: <p>Board</p> },
    ],
    { initialEntries: ['/dashboard/task'] },
  );
}

/** Made fresh for each story (beforeEach), so the play function can read where a link went. */
let router = makeRouter();

function TaskOverviewRoute() {
  return <RouterProvider router={router} />;
}

const tables = taskTables();

const meta = {
  title: 'Pages/Dashboard/Task overview',
  component: TaskOverviewRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: { handlers: fakeSupabase(tables, { rpc: taskRpc }) },
  },
  beforeEach: () => {
    router = makeRouter();
    Object.assign(tables, taskTables());
    const signOut = signInAsVikram();
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      signOut();
    };
  },
} satisfies Meta<typeof TaskOverviewRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 15000 };

export const LoadAndTrend: Story = {
  name: 'load per person and project, the trend, and a figure opening the list',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const people = within(await canvas.findByRole('table', { name: 'Load per person' }, TIMEOUT));
    const vikram = people.getByRole('row', { name: /Vikram Singh/ });
    await expect(
      within(vikram)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Vikram Singh', '3', '1', '2']);
    const projects = within(canvas.getByRole('table', { name: 'Load per project' }));
    await expect(projects.getByRole('row', { name: /PRJ-0002 · Bistro fit-out/ })).toBeVisible();

    // The totals add up the people.
    await expect(canvas.getByRole('link', { name: '4 open tasks: open the task list' })).toHaveAttribute(
      'href',
      '/dashboard/tasks',
    );
    await expect(canvas.getByRole('link', { name: '1 overdue: open the overdue tasks' })).toHaveAttribute(
      'href',
      '/dashboard/tasks?due=overdue',
    );

    // The trend reads as a table too (for screen readers), one row per week; the chart loads lazily.
    const trend = within(
      await canvas.findByRole('table', { name: 'Tasks overdue at the end of each week' }, TIMEOUT),
    );
    await waitFor(() => expect(trend.getAllByRole('row')).toHaveLength(5), TIMEOUT);

    await expect(
      projects.getByRole('link', { name: '2 tasks due this week for PRJ-0001 · Sharma residence' }),
    ).toHaveAttribute('href', '/dashboard/tasks?project=p1&due=week');
    await userEvent.click(people.getByRole('link', { name: '1 overdue tasks for Vikram Singh' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tasks'), TIMEOUT);
    await expect(router.state.location.search).toBe('?assignee=s-vikram&due=overdue');
    await expect(await canvas.findByRole('status', { name: 'List filters' }, TIMEOUT)).toHaveTextContent(
      '?assignee=s-vikram&due=overdue',
    );
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
