import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ResetPasswordBasicPage from '../../../src/pages/authentication/reset-password/basic.page';
import ResetPasswordCoverPage from '../../../src/pages/authentication/reset-password/cover.page';
import {
  currentPath,
  currentState,
  fitsWidth,
  inAuthLayout,
  withBackend,
  NAVIGATION_TIMEOUT,
  toastsCheckedElsewhere,
  expectToast,
  clearToastsAfterwards,
} from './in-auth-layout';

const meta = {
  title: 'Pages/Authentication/ResetPassword',
  component: ResetPasswordBasicPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/authentication/reset-password/basic' },
  beforeEach: [clearToastsAfterwards, withBackend({ kind: 'embedded' })],
} satisfies Meta<typeof ResetPasswordBasicPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForAValidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Reset password (basic)');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Enter your email address')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'asha.rao@');
    await expect(await canvas.findByText(/Enter a valid email address/)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('asha.rao@');
    await expect(fitsWidth()).toBe(true);
  },
};

export const SaysWhatHappenedAndReturnsToSignIn: Story = {
  parameters: toastsCheckedElsewhere,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'asha.rao@fpw.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expectToast(/If an account exists for asha\.rao@fpw\.in, a reset link was sent/);
    await expectToast(/no mail server/);
    await waitFor(
      () => expect(currentPath(canvasElement)).toBe('/authentication/sign-in/basic'),
      NAVIGATION_TIMEOUT,
    );
    await expect(currentState(canvasElement)).toEqual({ email: 'asha.rao@fpw.in' });
  },
};

export const WithSupabaseAsksAnAdministrator: Story = {
  render: () => <ResetPasswordCoverPage />,
  parameters: { ...toastsCheckedElsewhere, initialPath: '/authentication/reset-password/cover' },
  beforeEach: withBackend({ kind: 'supabase', url: 'https://demo-project.supabase.co', anonKey: 'anon-key' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Reset password (cover)');
    await userEvent.type(canvas.getByLabelText('Email'), 'vikram.singh@fpw.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expectToast(/An administrator can reset the password for vikram\.singh@fpw\.in/);
    await waitFor(
      () => expect(currentPath(canvasElement)).toBe('/authentication/sign-in/cover'),
      NAVIGATION_TIMEOUT,
    );
  },
};
