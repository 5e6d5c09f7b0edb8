import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProfilePage from '../../../../src/pages/pages/profile.page';
import { toaster } from '../../../../src/ui';
import { expectTitle, narrowDark } from '../ecommerce/shop-story';

const meta = {
  title: 'Pages/Pages/Profile',
  component: ProfilePage,
  parameters: { initialPath: '/pages/profile' },
  beforeEach: () => {
    localStorage.removeItem('fpw.demo.profile');
    return () => {
      localStorage.removeItem('fpw.demo.profile');
      toaster.remove();
    };
  },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export const EditAndUploadPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const phone = canvas.getByLabelText(/Mobile number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Enter a 10-digit Indian mobile number')).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '9812345678');
    const designation = canvas.getByLabelText(/Designation/);
    await userEvent.clear(designation);
    await userEvent.type(designation, 'Design lead');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Design lead')).toBeVisible();
    await expect(canvas.getByText('9812345678')).toBeVisible();

    await userEvent.upload(
      canvas.getByLabelText('Profile photo'),
      new File([PIXEL], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(localStorage.getItem('fpw.demo.profile')).toContain('data:image/png;base64'));
  },
};

export const NarrowDark: Story = narrowDark;
