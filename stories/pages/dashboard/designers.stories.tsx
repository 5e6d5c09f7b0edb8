/**
 * dashboard/designers on the fake Supabase, signed in as a sales manager who holds projects.edit:
 * one column per designer with their workload, and a project moved to another designer with the
 * card's "Move …" menu is saved with the version the card showed (the request asks for
 * version=eq.1), then offers Undo.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardDesignersPage from '../../../src/pages/dashboard/designers.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import {
  FAKE_SUPABASE_URL,
  fakeSupabase,
  switchToFakeSupabase,
  type FakeRow,
  type FakeTables,
} from './fake-supabase';

const MEERA = 's-meera';
const SANJAY = 's-sanjay';
const DESIGNERS = [
  { id: MEERA, name: 'Meera Iyer' },
  { id: SANJAY, name: 'Sanjay Kulkarni' },
];

const project = (n: number, designer: string | null, stage: string): FakeRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  code: `PRJ-2026-000${n}`,
  name: `Project ${n} interiors`,
  client_name: ['Saanvi Hegde', 'Kiran Patel', 'Navya Reddy'][n - 1] ?? 'Client',
  stage,
  on_hold: false,
  designer_id: designer,
  version: 1,
});

function designerTables(): FakeTables {
  // One array behind both names: a PATCH of projects shows in the projects_list the board reads.
  const rows = [project(1, MEERA, 'design'), project(2, SANJAY, 'recce'), project(3, null, 'enquiry')];
  return { projects: rows, projects_list: rows };
}

const tables = designerTables();
const patches: { url: string; body: FakeRow }[] = [];

/** Notes each PATCH and lets the fake Supabase answer it. */
const recordPatches = http.patch(`${FAKE_SUPABASE_URL}/rest/v1/:table`, async ({ request }) => {
  patches.push({ url: request.url, body: (await request.clone().json()) as FakeRow });
  return undefined;
});

const handlers = [
  recordPatches,
  ...fakeSupabase(tables, {
    rpc: {
      my_permissions: () => ['projects.view', 'projects.edit'],
      designer_workload_board: (_args, all) => ({
        today: '2026-11-25',
        unassigned_projects: (all['projects_list'] ?? []).filter((row) => row['designer_id'] === null).length,
        designers: DESIGNERS.map((designer) => ({
          designer_id: designer.id,
          designer_name: designer.name,
          active_projects: (all['projects_list'] ?? []).filter((row) => row['designer_id'] === designer.id)
            .length,
          designs_due_week: designer.id === MEERA ? 2 : 0,
          designs_overdue: designer.id === MEERA ? 1 : 0,
        })),
      }),
    },
  }),
];

function makeRouter() {
  return createMemoryRouter([{ path: '/dashboard/designers', element: <DashboardDesignersPage /> }], {
    initialEntries: ['/dashboard/designers'],
  });
}
let router = makeRouter();

function DesignersRoute() {
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Designers',
  component: DesignersRoute,
  parameters: { router: 'own', layout: 'padded', msw: { handlers } },
  beforeEach: () => {
    router = makeRouter();
    Object.assign(tables, designerTables());
    patches.length = 0;
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
} satisfies Meta<typeof DesignersRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReassignWithTheMoveMenu: Story = {
  name: 'move a project to another designer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const meera = await canvas.findByRole('list', { name: 'Meera Iyer cards' }, { timeout: 8000 });
    await waitFor(() => expect(meera).toHaveTextContent('PRJ-2026-0001'), { timeout: 8000 });
    await expect(canvas.getByText('1 active project · 2 designs due this week · 1 overdue')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'No designer cards' })).toHaveTextContent('PRJ-2026-0003');

    const move = await canvas.findByRole('button', { name: 'Move PRJ-2026-0001 Project 1 interiors' });
    await waitFor(() => expect(move).toBeEnabled(), { timeout: 8000 });
    await userEvent.click(move);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Sanjay Kulkarni' }));

    await waitFor(() => expect(patches).toHaveLength(1), { timeout: 8000 });
    const [patch] = patches;
    const url = new URL(patch!.url);
    await expect(url.pathname).toBe('/rest/v1/projects');
    await expect(url.searchParams.get('version')).toBe('eq.1');
    await expect(url.searchParams.get('id')).toBe('eq.00000000-0000-4000-8000-000000000001');
    await expect(patch!.body).toMatchObject({ designer_id: SANJAY, version: 2 });

    const sanjay = canvas.getByRole('list', { name: 'Sanjay Kulkarni cards' });
    await waitFor(() => expect(sanjay).toHaveTextContent('PRJ-2026-0001'), { timeout: 8000 });
    await expect(
      await body.findAllByText(
        /PRJ-2026-0001 Project 1 interiors moved to Sanjay Kulkarni/,
        {},
        { timeout: 8000 },
      ),
    ).not.toHaveLength(0);
    // Undo gives it back, guarded by the version the move saved.
    await userEvent.click(await body.findByRole('button', { name: 'Undo' }, { timeout: 8000 }));
    await waitFor(() => expect(patches).toHaveLength(2), { timeout: 8000 });
    await expect(new URL(patches[1]!.url).searchParams.get('version')).toBe('eq.2');
    await expect(patches[1]!.body).toMatchObject({ designer_id: MEERA });
    await waitFor(() => expect(meera).toHaveTextContent('PRJ-2026-0001'), { timeout: 8000 });
  },
};
