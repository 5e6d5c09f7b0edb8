import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ContactUsPage from '../../../../src/pages/pages/contactus.page';
import { expectTitle, narrowDark } from '../ecommerce/shop-story';

const meta = {
  title: 'Pages/Pages/ContactUs',
  component: ContactUsPage,
  parameters: { initialPath: '/pages/contactus' },
} satisfies Meta<typeof ContactUsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidatesThenConfirms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Contact us');
    await userEvent.type(canvas.getByLabelText(/Email/), 'meera@');
    await userEvent.type(canvas.getByLabelText('Mobile number'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Enter your name')).toBeVisible();
    await expect(canvas.getByText('Enter an email address such as name@example.in')).toBeVisible();
    await expect(canvas.getByText('Enter a 10-digit Indian mobile number, or leave it empty')).toBeVisible();
    await expect(canvas.getByText('Tell us a little more (at least 20 characters)')).toBeVisible();

    await userEvent.type(canvas.getByLabelText(/Name/), 'Meera Nair');
    const email = canvas.getByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'meera.nair@example.in');
    await userEvent.clear(canvas.getByLabelText('Mobile number'));
    await userEvent.selectOptions(canvas.getByLabelText(/About/), 'Service and warranty');
    await userEvent.type(
      canvas.getByLabelText(/Message/),
      'A wardrobe shutter hinge has come loose after a year.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Thank you, Meera Nair. Your message is with us.')).toBeVisible();
    await expect(canvas.getByText(/meera.nair@example.in about “Service and warranty”/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
    await expect(canvas.getByLabelText(/Name/)).toHaveValue('');
  },
};

export const NarrowDark: Story = narrowDark;
