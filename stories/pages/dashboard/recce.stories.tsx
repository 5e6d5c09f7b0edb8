/**
 * dashboard/recce on a small fake Supabase project (MSW), signed in as Meera (designer, recce.edit):
 * the survey list; one survey with five of its six stages saved, where a negative measurement is
 * refused beside its cell and the last stage is saved; and a survey marked complete, read-only until
 * it is reopened with a reason.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardReccePage from '../../../src/pages/dashboard/recce.page';
import { overrideFileStore } from '../../../src/services/files';
import { createEmbeddedFileStore, memoryBucket } from '../../../src/services/files/embedded-file-store';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { FakeRpcRefusal, fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const OPEN = '00000000-0000-4000-8000-0000000000a1';
const DONE = '00000000-0000-4000-8000-0000000000a2';
const STAGES = [
  'details',
  'external_environment',
  'internal_environment',
  'spaces',
  'signage_and_facade',
  'layout_and_sketches',
] as const;

function recce(id: string, status: string, stagesDone: number, due: string): FakeRow {
  return {
    id,
    project_id: PROJECT,
    project_code: 'PRJ-2026-0001',
    project_name: 'Hegde residence',
    project_city: 'Bengaluru',
    client_id: 'c1',
    client_name: 'Anil Hegde',
    assignee_id: 's-meera',
    assignee_name: 'Meera Iyer',
    scheduled_at: null,
    due_date: due,
    status,
    current_stage: STAGES[Math.min(stagesDone, 5)],
    notes: null,
    completed_at: status === 'submitted' ? '2026-11-20T06:00:00Z' : null,
    reopened_at: null,
    reopen_reason: null,
    stages_done: stagesDone,
    measurement_count: 1,
    photo_count: 0,
    created_at: '2026-11-10T04:30:00Z',
    updated_at: '2026-11-10T04:30:00Z',
    version: 2,
  };
}

const ANSWERS: Record<string, Record<string, unknown>> = {
  details: { site_contact: 'Mr Hegde', access: 'Lift', power: '3-phase' },
  external_environment: { facing: 'East' },
  internal_environment: { flooring: 'Marble', false_ceiling: true, damp_walls: false },
  spaces: { rooms: 3 },
  signage_and_facade: { signage: 'none', facade_work: false },
  layout_and_sketches: { sketch_pages: 2, layout_confirmed: true },
};

const list: FakeRow[] = [];
const entries: FakeRow[] = [];
const measurements: FakeRow[] = [];
const calls: Record<string, unknown>[] = [];

function entriesOf(recceId: string, count: number): FakeRow[] {
  return STAGES.slice(0, count).map((stage, index) => ({
    id: `${recceId}-e${index}`,
    recce_id: recceId,
    stage,
    answers: ANSWERS[stage],
    completed_at: '2026-11-15T06:00:00Z',
    version: 1,
  }));
}

function ReccePage({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/recce', element: <DashboardReccePage /> }], {
      initialEntries: [path],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Recce',
  component: ReccePage,
  args: { path: '/dashboard/recce' },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          recce_list: list,
          recce_stage_entries: entries,
          recce_measurements: measurements,
          recce_photos: [],
          projects: [{ id: PROJECT, code: 'PRJ-2026-0001', name: 'Hegde residence', designer_id: 's-meera' }],
          staff: [{ id: 's-meera', name: 'Meera Iyer' }],
        },
        {
          // A saved stage is a complete stage, as the database stamps it.
          refuse: (table, row) => {
            if (table === 'recce_stage_entries') row['completed_at'] ??= new Date().toISOString();
            return null;
          },
          rpc: {
            my_permissions: () => ['projects.view', 'recce.edit'],
            reopen_recce: (args) => {
              calls.push(args);
              const row = list.find((r) => r['id'] === args['p_recce_id']);
              if (!row) throw new FakeRpcRefusal('P0002', 'This recce does not exist or is not yours to see');
              Object.assign(row, {
                status: 'in_progress',
                reopen_reason: args['p_reason'],
                reopened_at: new Date().toISOString(),
                completed_at: null,
                version: Number(row['version']) + 1,
              });
              return row;
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    list.splice(
      0,
      list.length,
      recce(OPEN, 'in_progress', 5, '2026-12-04'),
      recce(DONE, 'submitted', 6, '2026-11-20'),
    );
    entries.splice(0, entries.length, ...entriesOf(OPEN, 5), ...entriesOf(DONE, 6));
    measurements.splice(0, measurements.length, {
      id: 'm1',
      recce_id: OPEN,
      room: 'Kitchen',
      wall: 'North',
      length_mm: 3400,
      width_mm: 2600,
      height_mm: 2950,
      created_at: '2026-11-15T06:00:00Z',
      version: 1,
    });
    calls.splice(0, calls.length);
    overrideFileStore(createEmbeddedFileStore(memoryBucket()));
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'meera.iyer@fpw.in', designation: 'designer', staffId: 's-meera' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      overrideFileStore(null);
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof ReccePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SurveyList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recce' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Site surveys' }, { timeout: 15000 });
    await waitFor(() => expect(table).toHaveTextContent('Hegde residence'), { timeout: 15000 });
    await expect(table).toHaveTextContent('In progress');
    await expect(table).toHaveTextContent('Complete');
    await expect(table).toHaveTextContent('5 of 6');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New recce' })).toBeEnabled(), {
      timeout: 15000,
    });
  },
};

export const RejectsANegativeMeasurementAndSavesAStage: Story = {
  args: { path: `/dashboard/recce?id=${OPEN}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stepper = await canvas.findByRole('navigation', { name: 'Survey stages' }, { timeout: 15000 });
    await expect(within(stepper).getByRole('button', { name: '5. Signage and facade: saved' })).toBeVisible();
    await expect(
      within(stepper).getByRole('button', { name: '6. Layout and sketches: not saved yet' }),
    ).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark complete' })).toBeDisabled(), {
      timeout: 15000,
    });

    // A negative length is refused beside its cell and never saved.
    // Read-only until the permissions arrive; then the editable grid replaces it.
    const length = await canvas.findByRole(
      'textbox',
      { name: 'Length of Kitchen North' },
      { timeout: 15000 },
    );
    await userEvent.clear(length);
    await userEvent.type(length, '-3400');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('The length must be above zero')).toBeVisible());
    await expect(measurements[0]?.['length_mm']).toBe(3400);
    await userEvent.clear(length);
    await userEvent.type(length, '3500');
    await userEvent.tab();
    await waitFor(() => expect(measurements[0]?.['length_mm']).toBe(3500), { timeout: 15000 });

    // The last stage: refused without its answers, then saved on its own.
    await userEvent.click(canvas.getByRole('button', { name: 'Save layout and sketches' }));
    await waitFor(() => expect(canvas.getByText('Enter sketch pages as a whole number')).toBeVisible());
    await userEvent.type(canvas.getByRole('spinbutton', { name: /^Sketch pages/ }), '3');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Layout confirmed/ }), 'yes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save layout and sketches' }));
    await waitFor(
      () =>
        expect(
          entries.find((e) => e['recce_id'] === OPEN && e['stage'] === 'layout_and_sketches'),
        ).toMatchObject({
          answers: { sketch_pages: 3, layout_confirmed: true },
        }),
      { timeout: 15000 },
    );
    await waitFor(() =>
      expect(within(stepper).getByRole('button', { name: '6. Layout and sketches: saved' })).toBeVisible(),
    );
  },
};

export const CompleteIsReadOnlyUntilReopened: Story = {
  args: { path: `/dashboard/recce?id=${DONE}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByText('This recce is marked complete')).toBeVisible(), {
      timeout: 15000,
    });
    // Once permissions are known, the survey is still read-only: it is complete.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reopen' })).toBeEnabled(), {
      timeout: 15000,
    });
    const grid = canvas.getByRole('table', { name: 'Room measurements' });
    await expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /^Save / })).toBeNull();
    await expect(canvas.getByText('The recce is marked complete: reopen it to add photos.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reopen' }));
    const dialog = await body.findByRole('dialog', { name: 'Reopen the recce' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen recce' }));
    await waitFor(() => expect(within(dialog).getByText('Say why the recce is reopened')).toBeVisible());
    await expect(calls).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Client added a study');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen recce' }));
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 15000 });
    await expect(calls[0]).toMatchObject({ p_recce_id: DONE, p_reason: 'Client added a study' });
    await waitFor(() => expect(canvas.getByText('Client added a study')).toBeVisible(), { timeout: 15000 });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save layout and sketches' })).toBeVisible(),
    );
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
