import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LockScreenBasicPage from '../../../src/pages/authentication/lock-screen/basic.page';
import LockScreenCoverPage from '../../../src/pages/authentication/lock-screen/cover.page';
import { readStoredUser, writeStoredUser, clearStoredUser } from '../../../src/services/auth';
import {
  NAVIGATION_TIMEOUT,
  SIGN_IN_ANSWER,
  currentPath,
  expectToast,
  fitsWidth,
  inAuthLayout,
  toastsCheckedElsewhere,
  withBackend,
  clearToastsAfterwards,
} from './in-auth-layout';

const meta = {
  title: 'Pages/Authentication/LockScreen',
  component: LockScreenBasicPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/authentication/lock-screen/basic' },
  beforeEach: [
    clearToastsAfterwards,
    () => {
      writeStoredUser({ email: 'vikram.singh@fpw.in', name: 'Vikram Singh' });
      return () => clearStoredUser();
    },
  ],
} satisfies Meta<typeof LockScreenBasicPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsTheStoredUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lock screen (basic)');
    await expect(canvas.getByText('Vikram Singh')).toBeVisible();
    await expect(canvas.getByText('vikram.singh@fpw.in')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expect(await canvas.findByText('Enter your password')).toBeVisible();
    await expect(fitsWidth()).toBe(true);
  },
};

export const SignInAsSomeoneElse: Story = {
  render: () => <LockScreenCoverPage />,
  parameters: { initialPath: '/authentication/lock-screen/cover' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lock screen (cover)');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as someone else' }));
    await waitFor(() => expect(currentPath(canvasElement)).toBe('/auth/login'), NAVIGATION_TIMEOUT);
    await expect(readStoredUser()).toBeNull();
  },
};

export const NobodySignedIn: Story = {
  beforeEach: () => clearStoredUser(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nobody is signed in on this browser/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/authentication/sign-in/basic',
    );
    await expect(canvas.queryByLabelText('Password')).toBeNull();
  },
};

/** Unlocking is a real sign-in with the stored email (here against Supabase at a fake URL, via MSW). */
export const UnlocksWithThePassword: Story = {
  parameters: {
    ...toastsCheckedElsewhere,
    msw: {
      handlers: [
        http.post('*/auth/v1/token', async ({ request }) => {
          const body = (await request.json()) as { email?: string; password?: string };
          if (body.email !== 'vikram.singh@fpw.in' || body.password !== 'Panel@2026') {
            return HttpResponse.json(
              { code: 'invalid_credentials', msg: 'Invalid login credentials' },
              { status: 400 },
            );
          }
          return HttpResponse.json({
            access_token: 'header.payload.signature',
            token_type: 'bearer',
            expires_in: 3600,
            expires_at: Math.floor(Date.now() / 1000) + 3600,
            refresh_token: 'refresh-token',
            user: {
              id: 'user-vikram',
              aud: 'authenticated',
              role: 'authenticated',
              email: body.email,
              app_metadata: {},
              user_metadata: {},
              created_at: '2026-01-01T00:00:00Z',
            },
          });
        }),
        http.get('*/rest/v1/staff*', ({ request }) => {
          const row = {
            id: 'staff-2',
            email: 'vikram.singh@fpw.in',
            name: 'Vikram Singh',
            designation: 'sales',
            active: true,
          };
          return HttpResponse.json(request.headers.get('accept')?.includes('vnd.pgrst.object') ? row : [row]);
        }),
      ],
    },
  },
  beforeEach: withBackend({
    kind: 'supabase',
    url: 'https://fake-project.supabase.test',
    anonKey: 'test-anon-key',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expectToast('Still locked', SIGN_IN_ANSWER);
    await expect(password).toHaveValue('wrong');
    await userEvent.clear(password);
    await userEvent.type(password, 'Panel@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expectToast('Welcome back, Vikram Singh.', SIGN_IN_ANSWER);
    await waitFor(() => expect(currentPath(canvasElement)).toBe('/dashboard/sales'), NAVIGATION_TIMEOUT);
  },
};
