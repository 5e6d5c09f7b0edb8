/**
 * dashboard/personal on a small fake Supabase project (MSW), signed in as a sales person, in its own
 * data router (RecordForm asks before leaving unsaved changes): my details saved through
 * update_my_profile, the password form's own checks, and a changed password cleared from the form.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardPersonalPage from '../../../src/pages/dashboard/personal.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/session';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';

const calls: { fn: string; args: Record<string, unknown> }[] = [];

function PersonalRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/personal', element: <DashboardPersonalPage /> }], {
      initialEntries: ['/dashboard/personal'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Personal',
  component: PersonalRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          staff: [
            {
              id: 's-asha',
              user_id: 'u-asha',
              email: 'asha.rao@fpw.in',
              name: 'Asha Rao',
              phone: null,
              department: 'Sales',
              designation: 'sales',
              active: true,
              version: 2,
            },
          ],
        },
        {
          rpc: {
            update_my_profile: (args) => {
              calls.push({ fn: 'update_my_profile', args });
              return null;
            },
            change_my_password: (args) => {
              calls.push({ fn: 'change_my_password', args });
              return null;
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    calls.length = 0;
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'asha.rao@fpw.in', designation: 'sales', staffId: 's-asha' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof PersonalRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DetailsAndPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = within(await canvas.findByRole('form', { name: 'My details' }, { timeout: 8000 }));
    await expect(details.getByRole('textbox', { name: /Name/ })).toHaveValue('Asha Rao');
    await userEvent.type(details.getByRole('textbox', { name: 'Phone' }), '+91 98200 11223');
    await userEvent.click(details.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        fn: 'update_my_profile',
        args: { p_name: 'Asha Rao', p_phone: '+91 98200 11223' },
      }),
    );

    const password = within(canvas.getByRole('form', { name: 'Change password' }));
    await userEvent.type(password.getByLabelText('Current password'), 'Panel@2026');
    await userEvent.type(password.getByLabelText('New password'), 'short');
    await userEvent.type(password.getByLabelText('New password again'), 'different1');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(await password.findByText('At least 8 characters.')).toBeVisible();
    await expect(password.getByText('The two passwords differ.')).toBeVisible();
    await expect(calls.some((call) => call.fn === 'change_my_password')).toBe(false);

    await userEvent.clear(password.getByLabelText('New password'));
    await userEvent.type(password.getByLabelText('New password'), 'Workshop2027');
    await userEvent.clear(password.getByLabelText('New password again'));
    await userEvent.type(password.getByLabelText('New password again'), 'Workshop2027');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        fn: 'change_my_password',
        args: { p_current: 'Panel@2026', p_new: 'Workshop2027' },
      }),
    );
    // The form starts empty again rather than keeping the password on screen.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('form', { name: 'Change password' })).getByLabelText('New password'),
      ).toHaveValue(''),
    );
  },
};

export const Dark: Story = { ...DetailsAndPassword, globals: { colorMode: 'dark' } };
