/**
 * dashboard/users on a small fake Supabase project (MSW), signed in as an administrator, in its own
 * data router: the staff list, adding a person whose email the database refuses as taken (the
 * message lands on the email field and the typed values stay), then adding them with another email.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardUsersPage from '../../../src/pages/dashboard/users.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { FakeRpcRefusal, fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const person = (id: string, name: string, email: string, designation: string): FakeRow => ({
  id,
  user_id: `u-${id}`,
  email,
  name,
  phone: null,
  department: 'Sales',
  designation,
  active: true,
  version: 1,
});

const staff: FakeRow[] = [];

function UsersRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/users', element: <DashboardUsersPage /> }], {
      initialEntries: ['/dashboard/users'],
    }),
  );
  return <RouterProvider router={router} />;
}

const staffHandlers = fakeSupabase(
  {
    staff,
    departments: [{ id: 'd1', name: 'Sales', description: null }],
    roles: [{ id: 'r1', name: 'Lead desk', description: null }],
    staff_roles: [],
  },
  {
    rpc: {
      my_permissions: () => ['staff.manage', 'roles.manage'],
      // One call saves the person and their roles (one transaction in SQL).
      save_staff_member: (args) => {
        const values = args['p_values'] as FakeRow;
        const id = args['p_id'] as string | null;
        if (staff.some((other) => other['email'] === values['email'] && other['id'] !== id)) {
          throw new FakeRpcRefusal(
            '23505',
            'duplicate key value violates unique constraint "staff_email_key"',
          );
        }
        const existing = staff.find((row) => row['id'] === id);
        if (existing) {
          Object.assign(existing, values, { version: Number(existing['version']) + 1 });
          return existing;
        }
        const row = { id: `s${staff.length + 1}`, user_id: null, version: 1, ...values };
        staff.push(row);
        return row;
      },
    },
    refuse: (table, row) =>
      table === 'staff' && staff.some((other) => other['email'] === row['email'] && other['id'] !== row['id'])
        ? {
            code: '23505',
            message: 'duplicate key value violates unique constraint "staff_email_key"',
          }
        : null,
  },
);

/** Holds the staff list's first answer until the story lets it go (a database still starting). */
let releaseStaff: () => void = () => undefined;

const meta = {
  title: 'Pages/Dashboard/Users',
  component: UsersRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: staffHandlers,
    },
  },
  beforeEach: () => {
    staff.splice(
      0,
      staff.length,
      person('s1', 'Asha Rao', 'asha.rao@fpw.in', 'sales'),
      person('s2', 'Priya Nair', 'priya.nair@fpw.in', 'admin'),
    );
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'priya.nair@fpw.in', designation: 'admin', staffId: 's2' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof UsersRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddWithATakenEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Staff' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('asha.rao@fpw.in'));

    // Enabled once my_permissions has answered with staff.manage.
    // (The button is rendered anew then: ask for it again.)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add staff member' })).toBeEnabled(), {
      timeout: 8000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add staff member' }));
    const form = within(await body.findByRole('form', { name: 'New staff member' }));
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Kiran Desai');
    const email = form.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, ' Asha.Rao@fpw.in');
    await userEvent.click(form.getByRole('button', { name: 'Add staff member' }));
    await expect(
      await form.findByText('Another staff member already has this email.', {}, { timeout: 8000 }),
    ).toBeVisible();
    // What was typed stays (an email input drops the stray space itself).
    await expect(email).toHaveValue('Asha.Rao@fpw.in');
    await expect(staff).toHaveLength(2);

    await userEvent.clear(email);
    await userEvent.type(email, 'Kiran.Desai@fpw.in');
    await userEvent.click(form.getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(staff).toHaveLength(3));
    // Trimmed and lower-cased before it is stored: the guard compares emails exactly.
    await expect(staff[2]).toMatchObject({
      name: 'Kiran Desai',
      email: 'kiran.desai@fpw.in',
      designation: 'sales',
    });
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

/**
 * While the database starts the list already has its shape: the table's header and grey rows under a
 * status that says what it waits for; the real rows replace them as soon as they arrive.
 */
export const SkeletonWhileTheDatabaseStarts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(/\/rest\/v1\/staff(\?|$)/, async () => {
          await new Promise<void>((resolve) => {
            releaseStaff = resolve;
          });
          await delay(0);
          return undefined; // falls through to the fake project's answer
        }),
        ...staffHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(
      'Loading staff…',
    );
    const skeleton = await canvas.findByTestId('table-skeleton');
    await expect(skeleton).toHaveTextContent('Email');
    await expect(skeleton.querySelectorAll('tbody tr')).toHaveLength(6);
    await expect(canvas.queryByRole('table', { name: 'Staff' })).toBeNull();

    releaseStaff();
    const table = await canvas.findByRole('table', { name: 'Staff' }, { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('asha.rao@fpw.in'));
    await expect(canvas.queryByTestId('table-skeleton')).toBeNull();
  },
};
