import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SignInBasicPage from '../../../src/pages/authentication/sign-in/basic.page';
import SignInCoverPage from '../../../src/pages/authentication/sign-in/cover.page';
import { fitsWidth, inAuthLayout, withBackend, clearToastsAfterwards } from './in-auth-layout';

const meta = {
  title: 'Pages/Authentication/SignIn',
  component: SignInBasicPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/authentication/sign-in/basic' },
  // Embedded, so the demo accounts show (the form also starts the in-browser Postgres after first paint).
  beforeEach: [clearToastsAfterwards, withBackend({ kind: 'embedded' })],
} satisfies Meta<typeof SignInBasicPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in (basic)');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/authentication/sign-up/basic',
    );
    // The same form as auth/login: same fields, same messages.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your email address')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: "Use Asha Rao's account (Sales executive)" }),
    ).toBeVisible();
    await expect(fitsWidth()).toBe(true);
  },
};

export const Cover: Story = {
  render: () => <SignInCoverPage />,
  parameters: { initialPath: '/authentication/sign-in/cover' },
  beforeEach: withBackend({
    kind: 'supabase',
    url: 'https://fake-project.supabase.test',
    anonKey: 'test-anon-key',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in (cover)');
    // Links stay within the cover look.
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/authentication/reset-password/cover',
    );
    await userEvent.type(canvas.getByLabelText('Email'), 'asha.rao@fpw.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your password')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('asha.rao@fpw.in');
    await expect(fitsWidth()).toBe(true);
  },
};
