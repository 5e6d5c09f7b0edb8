/**
 * dashboard/crm-settings on a small fake Supabase project (MSW), signed in as a sales manager
 * (crm_settings.manage): reorder the lead stages with the keyboard (saved in one call), and the
 * refusal that says how many leads use a stage one tries to delete.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardCrmSettingsPage from '../../../src/pages/dashboard/crm-settings.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { FakeRpcRefusal, fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const stage = (
  id: string,
  name: string,
  colour: string,
  position: number,
  extra: Partial<FakeRow> = {},
): FakeRow => ({
  id,
  name,
  colour,
  position,
  is_closed: false,
  is_won: false,
  version: 1,
  ...extra,
});

const stages: FakeRow[] = [];
const reorders: string[][] = [];

function reset() {
  stages.splice(
    0,
    stages.length,
    stage('st1', 'New', '#3b82f6', 1),
    stage('st2', 'Contacted', '#06b6d4', 2),
    stage('st3', 'Won', '#16a34a', 3, { is_closed: true, is_won: true }),
  );
  reorders.splice(0, reorders.length);
}

function SettingsRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/crm-settings', element: <DashboardCrmSettingsPage /> }], {
      initialEntries: ['/dashboard/crm-settings'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/CRM settings',
  component: SettingsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          lead_stages: stages,
          lead_statuses: [
            { id: 'ls1', name: 'Hot', colour: '#dc2626', position: 1, version: 1 },
            { id: 'ls2', name: 'Warm', colour: '#f59e0b', position: 2, version: 1 },
          ],
          message_templates: [
            {
              id: 'mt1',
              kind: 'whatsapp',
              name: 'First reply',
              subject: null,
              body: 'Hello {name}, this is {owner} from Fine Panel Works.',
              active: true,
              position: 1,
              version: 1,
            },
          ],
          staff_designation_counts: [
            { designation: 'designer', staff_count: 3 },
            { designation: 'sales', staff_count: 5 },
          ],
        },
        {
          rpc: {
            my_permissions: () => ['leads.view', 'crm_settings.manage'],
            reorder_lead_stages: (args) => {
              const ids = args['p_ids'] as string[];
              reorders.push(ids);
              ids.forEach((id, index) => {
                const row = stages.find((candidate) => candidate['id'] === id);
                if (row) row['position'] = index + 1;
              });
              return null;
            },
            delete_lead_stage: () => {
              throw new FakeRpcRefusal('P0001', '80 leads use this stage: move them to another stage first');
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    reset();
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 'p1' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof SettingsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-sortable-id'));

export const ReorderStages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sortable list (with its handles) replaces the read-only one once the permissions arrive.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Contacted' })).toBeVisible(), {
      timeout: 8000,
    });
    const list = canvas.getByRole('list', { name: 'Lead stages' });
    await expect(order(list)).toEqual(['st1', 'st2', 'st3']);
    canvas.getByRole('button', { name: 'Move Contacted' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up Contacted.'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.body).toHaveTextContent('Contacted moved to position 1 of 3.'));
    // dnd-kit animates the move; dropping mid-animation drops at the old place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(order(canvas.getByRole('list', { name: 'Lead stages' }))).toEqual(['st2', 'st1', 'st3']),
    );
    await waitFor(() => expect(reorders).toEqual([['st2', 'st1', 'st3']]));
    // The toast is judged once it has slid in.
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Order of stages saved')).toBeVisible(), { timeout: 8000 });
  },
};

export const DeleteAStageInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = await canvas.findByRole('button', { name: 'Delete Contacted' }, { timeout: 8000 });
    await userEvent.click(remove);
    const confirm = within(await body.findByRole('alertdialog', { name: 'Delete the stage “Contacted”?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(
      await confirm.findByText('80 leads use this stage: move them to another stage first'),
    ).toBeVisible();
    await expect(stages).toHaveLength(3);
  },
};

export const TemplatePreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit template First reply' }, { timeout: 8000 }),
    );
    const form = within(await canvas.findByRole('form', { name: 'Edit template First reply' }));
    const preview = form.getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent('Hello Priya Sharma, this is Asha Rao from Fine Panel Works.');
    const message = form.getByRole('textbox', { name: /Message/ });
    await userEvent.clear(message);
    await userEvent.type(message, 'Hi {{name} of {{company}');
    await waitFor(() => expect(preview).toHaveTextContent('Hi Priya Sharma of Sharma Interiors'));
  },
};
