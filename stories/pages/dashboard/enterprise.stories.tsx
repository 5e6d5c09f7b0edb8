/**
 * dashboard/enterprise on a small fake Supabase project (MSW), signed in as a sales executive: the
 * accounts, the renewals of the next 30 days, and Kapoor Mehta Architects opened (`?account=`) with
 * one seat left. The last seat is assigned; the next assignment is refused in the database's words.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardEnterprisePage from '../../../src/pages/dashboard/enterprise.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const KAPOOR = 'acc-kapoor';

const account = (
  id: string,
  name: string,
  plan: string,
  seats_bought: number,
  seats_used: number,
  renewal_date: string,
  days_to_renewal: number,
): FakeRow => ({
  id,
  name,
  plan,
  seats_bought,
  seats_used,
  seats_free: seats_bought - seats_used,
  renewal_date,
  days_to_renewal,
  account_manager_id: 's9',
  account_manager_name: 'Nisha Bhat',
  notes: null,
  version: 1,
});

const subscriber = (id: string, business_name: string, contact_name: string, city: string): FakeRow => ({
  id,
  business_name,
  contact_name,
  email: `${contact_name.split(' ')[0]?.toLowerCase()}@example.in`,
  city,
});

const SUBSCRIBERS = [
  subscriber('sub1', 'Sharma Interiors', 'Rohit Sharma', 'Pune'),
  subscriber('sub2', 'Iyer Design Studio', 'Lakshmi Iyer', 'Chennai'),
  subscriber('sub3', 'Gupta Architects', 'Neha Gupta', 'Delhi'),
  subscriber('sub4', 'Reddy Modular Kitchens', 'Suresh Reddy', 'Hyderabad'),
  subscriber('sub5', 'Joshi Space Planners', 'Anil Joshi', 'Nagpur'),
];

const accounts: FakeRow[] = [];
const seats: FakeRow[] = [];
const seatRows: FakeRow[] = [];

function seatOf(accountId: string, subscriberId: string, index: number): FakeRow {
  const holder = SUBSCRIBERS.find((s) => s['id'] === subscriberId) ?? {};
  return {
    id: `seat-${accountId}-${index}`,
    account_id: accountId,
    subscriber_id: subscriberId,
    business_name: holder['business_name'],
    contact_name: holder['contact_name'],
    email: holder['email'],
    city: holder['city'],
    assigned_at: '2026-03-02T05:30:00Z',
    assigned_by_name: 'Asha Rao',
  };
}

function EnterpriseRoute({ entry }: { entry: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/enterprise', element: <DashboardEnterprisePage /> }], {
      initialEntries: [entry],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Enterprise',
  component: EnterpriseRoute,
  args: { entry: `/dashboard/enterprise?account=${KAPOOR}` },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          enterprise_accounts_list: accounts,
          enterprise_seats: seats,
          enterprise_seats_list: seatRows,
          subscribers: SUBSCRIBERS,
          staff: [{ id: 's9', name: 'Nisha Bhat' }],
        },
        {
          rpc: { my_permissions: () => ['subscribers.view', 'subscribers.edit'] },
          // The seat-limit trigger, as the database words it; an accepted seat shows in the read model.
          refuse: (table, row) => {
            if (table !== 'enterprise_seats') return null;
            const target = accounts.find((a) => a['id'] === row['account_id']);
            if (!target) return null;
            const used = Number(target['seats_used']);
            const bought = Number(target['seats_bought']);
            if (used >= bought) {
              return {
                code: '23514',
                message: `All ${bought} seats of ${String(target['name'])} are taken: release one or buy more seats`,
              };
            }
            seatRows.push(seatOf(String(target['id']), String(row['subscriber_id']), used + 1));
            Object.assign(target, { seats_used: used + 1, seats_free: bought - used - 1 });
            return null;
          },
        },
      ),
    },
  },
  beforeEach: () => {
    accounts.splice(
      0,
      accounts.length,
      account(KAPOOR, 'Kapoor Mehta Architects', 'pro', 4, 3, '2026-12-10', 15),
      account('acc-homecraft', 'HomeCraft Furniture', 'elite', 12, 8, '2026-12-18', 23),
      account('acc-vastu', 'Studio Vastu Architects', 'pro', 3, 3, '2027-03-31', 126),
    );
    seats.splice(0, seats.length);
    seatRows.splice(
      0,
      seatRows.length,
      seatOf(KAPOOR, 'sub1', 1),
      seatOf(KAPOOR, 'sub2', 2),
      seatOf(KAPOOR, 'sub3', 3),
    );
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'asha.rao@fpw.in', designation: 'sales', staffId: 's1' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof EnterpriseRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const TYPING = { delay: 40 };

async function pickSubscriber(body: ReturnType<typeof within>, text: string, name: string) {
  const input = await body.findByRole('combobox', { name: 'Subscriber to seat' });
  await userEvent.click(input);
  await userEvent.type(input, text, TYPING);
  const listbox = await body.findByRole('listbox');
  await userEvent.click(
    await within(listbox).findByRole('option', { name: new RegExp(name) }, { timeout: 15000 }),
  );
}

/** The list and the renewals, no account open. */
export const Renewals: Story = {
  args: { entry: '/dashboard/enterprise' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const renewals = await canvas.findByRole(
      'list',
      { name: 'Renewals in the next 30 days' },
      { timeout: 15000 },
    );
    await waitFor(() => expect(renewals).toHaveTextContent('Kapoor Mehta Architects'));
    await expect(renewals).toHaveTextContent('HomeCraft Furniture');
    await expect(renewals).not.toHaveTextContent('Studio Vastu Architects');
    const table = await canvas.findByRole('table', { name: 'Enterprise accounts' });
    await waitFor(() => expect(table).toHaveTextContent('Studio Vastu Architects'));
  },
};

/** Kapoor Mehta Architects has one seat left: the last seat is assigned, the next one refused in words. */
export const AssignBeyondTheSeats: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = () => within(body.getByRole('dialog', { name: 'Kapoor Mehta Architects' }));
    await body.findByRole('dialog', { name: 'Kapoor Mehta Architects' }, { timeout: 15000 });
    await body.findByRole('heading', { name: 'Seat holders (3 of 4)' }, { timeout: 15000 });

    // The last seat goes to Reddy Modular Kitchens.
    await pickSubscriber(body, 'Reddy', 'Reddy Modular Kitchens');
    await waitFor(() => expect(body.getByRole('button', { name: 'Assign seat' })).toBeEnabled(), {
      timeout: 15000,
    });
    await userEvent.click(body.getByRole('button', { name: 'Assign seat' }));
    await body.findByRole('heading', { name: 'Seat holders (4 of 4)' }, { timeout: 15000 });
    await expect(drawer().getByRole('list', { name: /Seat holders/ })).toHaveTextContent(
      'Reddy Modular Kitchens',
    );

    // One more is refused, in words, where the seat was asked for.
    await pickSubscriber(body, 'Joshi', 'Joshi Space Planners');
    await waitFor(() => expect(body.getByRole('button', { name: 'Assign seat' })).toBeEnabled(), {
      timeout: 15000,
    });
    await userEvent.click(body.getByRole('button', { name: 'Assign seat' }));
    const refusal = await body.findByText(
      'All 4 seats of Kapoor Mehta Architects are taken: release one or buy more seats',
      {},
      { timeout: 15000 },
    );
    await expect(refusal.closest('[role="alert"]')).not.toBeNull();
    await expect(seatRows).toHaveLength(4);
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
