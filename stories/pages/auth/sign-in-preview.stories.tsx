import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SignInPreview } from '../../../src/pages/authentication/_shared/sign-in-preview';

/**
 * The sign-in page's first frame: what the app paints before the router has loaded (about a tenth of a
 * second on a fast machine, more on a slow one). It must look like the sign-in page and accept nothing.
 */
const meta = {
  title: 'Pages/Auth/Sign-in first frame',
  component: SignInPreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeTheRouterArrives: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText('Use your work email and password.')).toBeVisible();
    const email = canvas.getByLabelText('Email');
    await expect(email).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    // Typing does nothing: there is nothing to lose when the routed page takes its place.
    await userEvent.type(email, 'asha@example.com');
    await expect(email).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/authentication/sign-up/basic',
    );
  },
};
