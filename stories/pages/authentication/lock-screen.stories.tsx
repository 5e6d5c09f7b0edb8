import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LockScreenBasicPage from '../../../src/pages/authentication/lock-screen/basic.page';
import LockScreenCoverPage from '../../../src/pages/authentication/lock-screen/cover.page';
import { readStoredUser, writeStoredUser, clearStoredUser } from '../../../src/services/session';
import { currentPath, fitsWidth, inAuthLayout, NAVIGATION_TIMEOUT } from './in-auth-layout';

const meta = {
  title: 'Pages/Authentication/LockScreen',
  component: LockScreenBasicPage,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', initialPath: '/authentication/lock-screen/basic' },
  beforeEach: () => {
    writeStoredUser({ email: 'vikram.singh@fpw.in', name: 'Vikram Singh' });
    return () => clearStoredUser();
  },
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
