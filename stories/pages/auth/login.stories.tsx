import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AuthLoginPage from '../../../src/pages/auth/login.page';
import { DEMO_PASSWORD, clearStoredUser, readStoredUser } from '../../../src/services/auth';
import {
  NAVIGATION_TIMEOUT,
  SIGN_IN_ANSWER,
  currentPath,
  expectToast,
  inAuthLayout,
  toastsCheckedElsewhere,
  withBackend,
  clearToastsAfterwards,
} from '../authentication/in-auth-layout';

/**
 * Supabase at a fake URL, answered by MSW, unless a story needs the embedded mode's demo accounts: on the
 * embedded default the form starts the in-browser Postgres after first paint, which these stories do
 * not need. (A real embedded sign-in is end-to-end territory: e2e runs it against the production build.)
 */
const SUPABASE = {
  kind: 'supabase',
  url: 'https://fake-project.supabase.test',
  anonKey: 'test-anon-key',
} as const;

const meta = {
  title: 'Pages/Auth/Login',
  component: AuthLoginPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/auth/login' },
  beforeEach: [clearToastsAfterwards, withBackend(SUPABASE)],
} satisfies Meta<typeof AuthLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmitShowsMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByLabelText('Email');
    await expect(await canvas.findByText('Enter your email address')).toBeVisible();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();

    // A half-typed email gets its own message and stays as typed.
    await userEvent.type(email, 'asha.rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(/Enter a valid email address/)).toBeVisible();
    await expect(email).toHaveValue('asha.rao');
    // The message is tied to the field (aria-errormessage), not only placed next to it.
    const messageId = email.getAttribute('aria-errormessage');
    await expect(messageId && document.getElementById(messageId)).toHaveTextContent(
      /Enter a valid email address/,
    );

    // Fixing it clears its message while the password one stays.
    await userEvent.type(email, '@fpw.in');
    await waitFor(() => expect(canvas.queryByText(/Enter a valid email address/)).toBeNull());
    await expect(canvas.getByText('Enter your password')).toBeVisible();
  },
};

export const PasswordShowsAndHides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'Panel@2026');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const DemoAccountFillsTheForm: Story = {
  beforeEach: withBackend({ kind: 'embedded' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
    // A demo in one browser, not a security boundary: the page says so.
    await expect(canvas.getByText(/anyone at this browser can sign in as any demo account/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Use Meera Iyer's account (Designer)" }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('meera.iyer@fpw.in');
    await expect(canvas.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD);
  },
};

export const NoDemoAccountsWithSupabase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Demo accounts' })).toBeNull();
  },
};

export const LinksToTheOtherScreens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/authentication/reset-password/basic',
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/authentication/sign-up/basic',
    );
  },
};

const ASHA = { id: '6f1c2b9e-0000-4000-8000-000000000001', email: 'asha.rao@fpw.in' };

/** GoTrue's answer to a good password, and PostgREST's staff row (object or array, as asked). */
const supabaseSignIn = [
  http.post('*/auth/v1/token', async () => {
    await delay(600);
    return HttpResponse.json({
      access_token: 'header.payload.signature',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: 'refresh-token',
      user: {
        id: ASHA.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: ASHA.email,
        app_metadata: {},
        user_metadata: {},
        created_at: '2026-01-01T00:00:00Z',
      },
    });
  }),
  http.get('*/rest/v1/staff*', ({ request }) => {
    const row = { id: 'staff-1', email: ASHA.email, name: 'Asha Rao', designation: 'sales', active: true };
    const single = request.headers.get('accept')?.includes('vnd.pgrst.object') ?? false;
    return HttpResponse.json(single ? row : [row]);
  }),
];

export const PendingThenBackToTheGuardedPage: Story = {
  parameters: {
    ...toastsCheckedElsewhere,
    msw: { handlers: supabaseSignIn },
    // The guard sent the user here from the subscriber list; signing in returns them there.
    router: 'own',
    initialEntry: { pathname: '/auth/login', state: { from: '/dashboard/adonai-users' } },
  },
  play: async ({ canvasElement }) => {
    clearStoredUser();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'Asha.Rao@fpw.in ');
    await userEvent.type(canvas.getByLabelText('Password'), 'Panel@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    // While the answer is on its way the button says so and cannot be pressed twice.
    await expect(await canvas.findByRole('button', { name: /Signing in/ })).toBeDisabled();
    await expectToast('Welcome, Asha Rao.', SIGN_IN_ANSWER);
    await waitFor(
      () => expect(currentPath(canvasElement)).toBe('/dashboard/adonai-users'),
      NAVIGATION_TIMEOUT,
    );
    await expect(readStoredUser()).toMatchObject({ email: 'asha.rao@fpw.in' });
  },
};

export const ServiceDownKeepsWhatWasTyped: Story = {
  parameters: {
    ...toastsCheckedElsewhere,
    msw: { handlers: [http.post('*/auth/v1/token', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'asha.rao@fpw.in');
    await userEvent.type(canvas.getByLabelText('Password'), 'Panel@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectToast('Sign-in failed', SIGN_IN_ANSWER);
    await expectToast(/Sign-in is unavailable right now/);
    await expect(canvas.getByLabelText('Email')).toHaveValue('asha.rao@fpw.in');
    await expect(canvas.getByLabelText('Password')).toHaveValue('Panel@2026');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(currentPath(canvasElement)).toBe('/auth/login');
  },
};

export const WrongPasswordKeepsWhatWasTyped: Story = {
  parameters: {
    ...toastsCheckedElsewhere,
    msw: {
      handlers: [
        http.post('*/auth/v1/token', () =>
          HttpResponse.json(
            {
              code: 'invalid_credentials',
              error_code: 'invalid_credentials',
              msg: 'Invalid login credentials',
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(email, 'vikram.singh@fpw.in');
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectToast('The email or password is not right.', SIGN_IN_ANSWER);
    await expect(email).toHaveValue('vikram.singh@fpw.in');
    await expect(password).toHaveValue('not-the-password');
    await expect(password).toHaveFocus();
    await expect(currentPath(canvasElement)).toBe('/auth/login');
  },
};

export const EmailHandedOnFromAnotherScreen: Story = {
  // Sign-up and reset password pass the email they were given on to sign-in.
  parameters: {
    router: 'own',
    initialEntry: { pathname: '/auth/login', state: { email: 'kavya.menon@fpw.in' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('kavya.menon@fpw.in');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};
