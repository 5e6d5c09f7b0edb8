/**
 * dashboard/appointments on a fake Supabase project (MSW), signed in as a sales manager: the week of
 * 16 November with appointments coloured by kind; opening one shows its details; New appointment
 * opens the booking form, and booking over the assignee's site visit warns of the clash first.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardAppointmentsPage from '../../../src/pages/dashboard/appointments.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const appointment = (
  id: string,
  kind: string,
  title: string,
  startsAt: string,
  minutes: number,
  assignee: string,
): FakeRow => ({
  id,
  kind,
  title,
  starts_at: startsAt,
  duration_minutes: minutes,
  assignee_id: assignee,
  lead_id: null,
  location: 'Whitefield, Bengaluru',
  status: 'scheduled',
  notes: null,
  version: 1,
  assignee_name: assignee === 's1' ? 'Asha Rao' : 'Meera Iyer',
  lead_name: null,
});

const appointments: FakeRow[] = [];
const staff: FakeRow[] = [
  { id: 's1', name: 'Asha Rao', active: true },
  { id: 's2', name: 'Meera Iyer', active: true },
];

function AppointmentsRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/appointments', element: <DashboardAppointmentsPage /> }], {
      initialEntries: ['/dashboard/appointments?date=2026-11-16'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Appointments',
  component: AppointmentsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        { appointments, appointments_list: appointments, staff, leads: [] },
        { rpc: { my_permissions: () => ['leads.view', 'leads.assign', 'appointments.manage'] } },
      ),
    },
  },
  beforeEach: () => {
    appointments.splice(
      0,
      appointments.length,
      appointment('a1', 'site_visit', 'Site visit: Rao flat', '2026-11-17T10:00:00.000Z', 90, 's1'),
      appointment('a2', 'demo', 'Demo: Mehta family', '2026-11-18T14:00:00.000Z', 60, 's2'),
    );
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 's9' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof AppointmentsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const WeekAndDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /Nov 16.*22, 2026/ }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked();
    const visit = await canvas.findByRole('button', { name: /Site visit: Rao flat/ }, { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: /Demo: Mehta family/ })).toBeVisible();
    await userEvent.click(visit);
    const drawer = within(await body().findByRole('dialog', { name: 'Site visit: Rao flat' }));
    // The drawer slides in (1 ms in test runs, but its first frame is still transparent).
    await waitFor(() => expect(drawer.getByText('Asha Rao')).toBeVisible());
    await expect(drawer.getByText('90 min')).toBeVisible();
  },
};

export const ClashIsWarned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Site visit: Rao flat/ }, { timeout: 15_000 });
    // The button is drawn anew once the permissions answer (GatedButton drops its tooltip wrapper), so
    // it is looked up again until the enabled one is there.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New appointment' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'New appointment' }));
    const form = within(await body().findByRole('form', { name: 'New appointment' }));
    await userEvent.type(form.getByRole('textbox', { name: /Title/ }), 'Design query: Rao flat');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Assignee/ }), 's1');
    const day = form.getByLabelText(/Day/);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-17');
    const time = form.getByRole('textbox', { name: /Starts at/ });
    await userEvent.clear(time);
    await userEvent.type(time, '10:30');
    await userEvent.click(form.getByRole('button', { name: 'Book appointment' }));
    // Beside the form's message, the warning offers to save anyway.
    const warnings = await body().findAllByText(
      /Clashes with Site visit: Rao flat at/,
      {},
      { timeout: 8000 },
    );
    await expect(warnings[0]).toBeVisible();
    await expect(appointments).toHaveLength(2);
    await userEvent.click(body().getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(appointments).toHaveLength(3), { timeout: 8000 });
    await expect(appointments[2]).toMatchObject({
      title: 'Design query: Rao flat',
      assignee_id: 's1',
      kind: 'site_visit',
    });
  },
};
