/**
 * dashboard/projects on the fake Supabase, signed in as a sales manager: the KPI cards link to the
 * filtered list, and a filter chosen in the table lands in the URL (so a link or the back button
 * opens the same view) and narrows the rows.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardProjectsPage from '../../../src/pages/dashboard/projects.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';
import { projectRpcs, projectTables, VIKRAM } from './projects-fixtures';

function makeRouter() {
  return createMemoryRouter(
    [
      { path: '/dashboard/projects', element: <DashboardProjectsPage /> },
      { path: '/dashboard/Project-details', element: <p>Project details</p> },
    ],
    { initialEntries: ['/dashboard/projects'] },
  );
}

/** Made fresh for each story (beforeEach), so the play function can read the URL it holds. */
let router = makeRouter();

function ProjectsRoute() {
  return <RouterProvider router={router} />;
}

const tables = projectTables();

const meta = {
  title: 'Pages/Dashboard/Projects',
  component: ProjectsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(tables, {
        rpc: projectRpcs(['projects.view', 'projects.add', 'projects.edit']),
      }),
    },
  },
  beforeEach: () => {
    router = makeRouter();
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: VIKRAM }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof ProjectsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterInTheUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Projects' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('PRJ-2026-0002'), { timeout: 8000 });
    // The figures come from project_kpis(): wait for them to replace the placeholder.
    await expect(
      await canvas.findByRole('link', { name: /^On hold: 1, show projects on hold/ }, { timeout: 8000 }),
    ).toHaveAttribute('href', '/dashboard/projects?status=on_hold');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by stage' }), 'design');
    await waitFor(() => expect(router.state.location.search).toBe('?stage=design'));
    await waitFor(() => expect(table).not.toHaveTextContent('PRJ-2026-0002'));
    await expect(table).toHaveTextContent('PRJ-2026-0001');
    await expect(table).toHaveTextContent('PRJ-2026-0003');

    await userEvent.click(canvas.getByRole('link', { name: /^On hold: 1/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=on_hold'));
    await waitFor(() => expect(table).not.toHaveTextContent('PRJ-2026-0001'));
    await expect(table).toHaveTextContent('PRJ-2026-0003');
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
