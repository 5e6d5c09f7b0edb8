/**
 * The station view (the cutting optimizer's production route, ?view=station) on a fake Supabase
 * project (MSW), at a phone's 360 px: the operator picks the station once (or the URL names it), a scanned label marks the part done there, a scan out
 * of order shows the database's refusal, and at quality check a part is rejected back to the saw.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardOptimizerPage from '../../../src/pages/dashboard/optimizer.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { FakeRpcRefusal, fakeSupabase, switchToFakeSupabase } from './fake-supabase';

const centre = (code: string, name: string, kind: string, position: number) => ({
  id: `wc-${code}`,
  code,
  name,
  kind,
  position,
  active: true,
});

const LABEL = 'https://fpw.example/dashboard/optimizer?plan=cp1#part-job%2Fbp1%2F1';
const LATE = 'https://fpw.example/dashboard/optimizer?plan=cp1#part-job%2Fbp2%2F1';

function StationRoute({ entry = '/dashboard/optimizer?view=station' }: { entry?: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/optimizer', element: <DashboardOptimizerPage /> }], {
      initialEntries: [entry],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Station',
  component: StationRoute,
  parameters: {
    router: 'own',
    layout: 'fullscreen',
    msw: {
      handlers: fakeSupabase(
        {
          work_centres: [
            centre('SAW', 'Panel saw', 'panel_saw', 10),
            centre('EDGE', 'Edge bander', 'edge_bander', 20),
            centre('CNC', 'CNC and drilling', 'cnc', 30),
            centre('QC', 'Quality check', 'quality_check', 50),
            centre('PACK', 'Packing', 'packing', 60),
          ],
        },
        {
          rpc: {
            scan_part: (args) => {
              if (args['p_payload'] === LATE) {
                throw new FakeRpcRefusal('23514', 'out of order: Shelf goes to the panel saw first');
              }
              return {
                cut_part_id: 'cp-1',
                name: 'Side panel',
                order_id: 'o1',
                done_at: 'Panel saw',
                next: 'Edge bander',
                packed: false,
              };
            },
            reject_part: (args) => ({
              cut_part_id: 'cp-1',
              name: 'Side panel',
              back_to: args['p_back_to'] === 'wc-SAW' ? 'Panel saw' : 'Edge bander',
            }),
          },
        },
      ),
    },
  },
  beforeEach: () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'imran.shaikh@fpw.in', designation: 'production', staffId: 's10' }),
    );
    window.localStorage.removeItem('fpw.station');
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      window.localStorage.removeItem('fpw.station');
    };
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StationRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScanAndOutOfOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Panel saw' }, { timeout: 8000 }));
    await expect(await canvas.findByRole('heading', { name: 'Panel saw' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Part label' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, `${LABEL}{Enter}`);
    await expect(
      await canvas.findByText('Side panel done at the panel saw: next the edge bander.'),
    ).toBeVisible();
    await expect(field).toHaveValue('');
    await userEvent.type(field, `${LATE}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'out of order: Shelf goes to the panel saw first',
    );
    await expect(window.localStorage.getItem('fpw.station')).toBe('wc-SAW');
  },
};

export const RejectAtQualityCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Quality check' }, { timeout: 8000 }));
    const form = await canvas.findByRole('form', { name: 'Reject a part' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rejected part label' }), LABEL);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Chipped edge');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Send back to' }), 'Panel saw');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('status')).toHaveTextContent('Side panel rejected: back to the panel saw.'),
      { timeout: 15000 },
    );
  },
};

export const OpenedAtItsStation: Story = {
  args: { entry: '/dashboard/optimizer?view=station&station=QC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Quality check' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Reject a part' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Which station is this?' })).toBeNull();
  },
};
