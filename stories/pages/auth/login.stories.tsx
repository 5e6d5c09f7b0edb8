import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AuthLoginPage from '../../../src/pages/auth/login.page';
import { DEMO_PASSWORD } from '../../../src/services/auth';
import { inAuthLayout, withBackend } from '../authentication/in-auth-layout';

const meta = {
  title: 'Pages/Auth/Login',
  component: AuthLoginPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/auth/login' },
  beforeEach: withBackend({ kind: 'embedded' }),
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Use Meera Iyer's account (Designer)" }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('meera.iyer@fpw.in');
    await expect(canvas.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD);
  },
};

export const NoDemoAccountsWithSupabase: Story = {
  beforeEach: withBackend({ kind: 'supabase', url: 'https://demo-project.supabase.co', anonKey: 'anon-key' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Demo accounts' })).toBeNull();
  },
};

export const EmailHandedOnFromAnotherScreen: Story = {
  parameters: { initialPath: '/auth/login' },
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
