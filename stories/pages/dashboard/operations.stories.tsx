/**
 * dashboard/dashboard2 (the operations dashboard) on the fake Supabase: the figures from
 * operations_dashboard() render, and each is a link to the list filtered as it counts (a stage
 * opens the projects list at that stage; a person's overdue tasks open the tasks list), and the shop
 * floor from station_work_in_progress(): parts waiting per station, each opening its station view,
 * and the parts stuck with no scan for too long, each opening its order.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OperationsDashboardPage from '../../../src/pages/dashboard/operations.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';

const STAGES = [
  'enquiry',
  'recce',
  'design',
  'quotation',
  'approved',
  'production',
  'installation',
  'handover',
  'closed',
];

const figures = {
  today: '2026-11-25',
  month_start: '2026-11-01',
  month_end: '2026-11-30',
  projects_by_stage: STAGES.map((stage, index) => ({
    stage,
    projects: stage === 'design' ? 4 : index % 3,
    on_hold: stage === 'design' ? 1 : 0,
  })),
  payments_due_month: { count: 3, amount: 475000 },
  recces: { due_week: 2, overdue: 1 },
  designs: { due_week: 5, overdue: 0 },
  overdue_tasks: [
    { staff_id: 's-meera', name: 'Meera Iyer', overdue: 3 },
    { staff_id: null, name: 'Unassigned', overdue: 1 },
  ],
};

const workInProgress = {
  stuck_after_hours: 8,
  stations: [
    {
      work_centre_id: 'wc-SAW',
      code: 'SAW',
      name: 'Panel saw',
      parts_waiting: 6,
      parts_stuck: 2,
      waiting_since: '2026-11-24T08:00:00Z',
    },
    {
      work_centre_id: 'wc-EDGE',
      code: 'EDGE',
      name: 'Edge bander',
      parts_waiting: 3,
      parts_stuck: 0,
      waiting_since: '2026-11-25T07:00:00Z',
    },
    {
      work_centre_id: 'wc-QC',
      code: 'QC',
      name: 'Quality check',
      parts_waiting: 0,
      parts_stuck: 0,
      waiting_since: null,
    },
  ],
  stuck: [
    {
      cut_part_id: 'cp-1',
      name: 'Side panel',
      label_id: 'job/bp1/1',
      order_id: 'o-17',
      order_number: 'SO-2026-0017',
      work_centre_name: 'Panel saw',
      waiting_since: '2026-11-24T08:00:00Z',
    },
  ],
};

let wipAsked: Record<string, unknown> | null = null;

function ProjectsList() {
  const location = useLocation();
  return <p>Projects list {location.search}</p>;
}

function makeRouter() {
  return createMemoryRouter(
    [
      { path: '/dashboard/dashboard2', element: <OperationsDashboardPage /> },
      { path: '/dashboard/projects', element: <ProjectsList /> },
    ],
    { initialEntries: ['/dashboard/dashboard2'] },
  );
}
let router = makeRouter();

function OperationsRoute() {
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Operations dashboard',
  component: OperationsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {},
        {
          rpc: {
            my_permissions: () => ['projects.view'],
            operations_dashboard: () => figures,
            station_work_in_progress: (args) => {
              wipAsked = args;
              return workInProgress;
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    router = makeRouter();
    wipAsked = null;
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 's-vikram' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof OperationsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiguresLinkToTheirLists: Story = {
  name: 'figures link to the filtered lists',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const design = await canvas.findByRole(
      'link',
      { name: 'Design: 4 (1 on hold), show projects at the Design stage' },
      { timeout: 8000 },
    );
    await expect(design).toHaveAttribute('href', '/dashboard/projects?stage=design');
    await expect(
      canvas.getByRole('link', {
        name: /^Payments due this month: ₹4\.8 L · 3, show projects with payments due this month/,
      }),
    ).toHaveAttribute('href', '/dashboard/projects?payments=month');
    await expect(
      canvas.getByRole('link', { name: 'Recces overdue: 1, show overdue recces' }),
    ).toHaveAttribute('href', '/dashboard/recce?due=overdue');
    await expect(
      canvas.getByRole('link', { name: 'Designs due this week: 5, show designs due this week' }),
    ).toHaveAttribute('href', '/dashboard/design?due=week');
    await expect(
      canvas.getByRole('link', { name: 'Meera Iyer: 3, show Meera Iyer’s overdue tasks' }),
    ).toHaveAttribute('href', '/dashboard/tasks?assignee=s-meera&due=overdue');
    await expect(canvas.getByText('(1 on hold)')).toBeVisible();

    await userEvent.click(design);
    await waitFor(() => expect(canvas.getByText('Projects list ?stage=design')).toBeVisible());
  },
};

export const ShopFloorWorkInProgress: Story = {
  name: 'work in progress and stuck parts per station',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole(
      'region',
      { name: 'Work in progress by station' },
      { timeout: 8000 },
    );
    const inPanel = within(panel);
    await expect(
      await inPanel.findByRole('link', { name: 'Panel saw: 6 (2 stuck), show the panel saw station' }),
    ).toHaveAttribute('href', '/dashboard/optimizer?view=station&station=SAW');
    await expect(inPanel.getByText('(2 stuck)')).toBeVisible();
    await expect(
      inPanel.getByRole('link', { name: 'Quality check: 0, show the quality check station' }),
    ).toBeVisible();
    // The patience is the page's named constant, and the database does the counting.
    await expect(wipAsked).toMatchObject({ p_stuck_hours: 8 });
    const stuck = inPanel.getByRole('list', { name: 'Stuck for more than 8 hours' });
    await expect(
      within(stuck).getByRole('link', {
        name: 'Side panel, order SO-2026-0017, at the panel saw: open the order',
      }),
    ).toHaveAttribute('href', '/dashboard/Order-Details?id=o-17');
    await expect(within(stuck).getByText(/SO-2026-0017 · at the panel saw since/)).toBeVisible();
  },
};
