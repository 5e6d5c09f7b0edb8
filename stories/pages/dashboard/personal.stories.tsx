/**
 * dashboard/personal on a small fake Supabase project (MSW), signed in as a sales person, in its own
 * data router (RecordForm asks before leaving unsaved changes): my details saved through
 * update_my_profile, the password form's own checks, and a changed password cleared from the form.
 * On Supabase the password goes through Supabase Auth (GoTrue): the current one is checked by
 * signing in, the new one set with PUT /auth/v1/user, never the SQL function change_my_password.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardPersonalPage from '../../../src/pages/dashboard/personal.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase } from './fake-supabase';

const calls: { fn: string; args: Record<string, unknown> }[] = [];
let password = 'Panel@2026';

const ASHA_USER = {
  id: 'u-asha',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'asha.rao@fpw.in',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
};

/** Just enough GoTrue: password sign-in, changing the user's password, signing other sessions out. */
const fakeGoTrue = [
  http.post('*/auth/v1/token', async ({ request }) => {
    const body = (await request.json()) as { password?: string };
    calls.push({ fn: 'auth.signInWithPassword', args: {} });
    if (body.password !== password) {
      return HttpResponse.json(
        { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
        { status: 400, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      );
    }
    return HttpResponse.json({
      access_token: 'header.payload.signature',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: 'refresh-token',
      user: ASHA_USER,
    });
  }),
  http.put('*/auth/v1/user', async ({ request }) => {
    const body = (await request.json()) as { password?: string };
    calls.push({ fn: 'auth.updateUser', args: { password: body.password } });
    password = body.password ?? password;
    return HttpResponse.json(ASHA_USER);
  }),
  http.post('*/auth/v1/logout', ({ request }) => {
    calls.push({ fn: 'auth.signOut', args: { scope: new URL(request.url).searchParams.get('scope') } });
    return new HttpResponse(null, { status: 204 });
  }),
];

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
      handlers: [
        ...fakeGoTrue,
        ...fakeSupabase(
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
      ],
    },
  },
  beforeEach: () => {
    calls.length = 0;
    password = 'Panel@2026';
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
    await expect(calls.some((call) => call.fn === 'auth.updateUser')).toBe(false);

    // A wrong current password lands on its field; nothing is changed.
    await userEvent.clear(password.getByLabelText('Current password'));
    await userEvent.type(password.getByLabelText('Current password'), 'NotMine2026');
    await userEvent.clear(password.getByLabelText('New password'));
    await userEvent.type(password.getByLabelText('New password'), 'Workshop2027');
    await userEvent.clear(password.getByLabelText('New password again'));
    await userEvent.type(password.getByLabelText('New password again'), 'Workshop2027');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(
      await password.findByText('Your current password is not right.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(calls.some((call) => call.fn === 'auth.updateUser')).toBe(false);
    await userEvent.clear(password.getByLabelText('Current password'));
    await userEvent.type(password.getByLabelText('Current password'), 'Panel@2026');

    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ fn: 'auth.updateUser', args: { password: 'Workshop2027' } }),
    );
    // Supabase Auth, not the SQL function: the project's password policy applies, other sessions end.
    await expect(calls.some((call) => call.fn === 'change_my_password')).toBe(false);
    await expect(calls).toContainEqual({ fn: 'auth.signOut', args: { scope: 'others' } });
    // The form starts empty again rather than keeping the password on screen.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('form', { name: 'Change password' })).getByLabelText('New password'),
      ).toHaveValue(''),
    );
  },
};

export const Dark: Story = { ...DetailsAndPassword, globals: { colorMode: 'dark' } };
