import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ContactsPage from '../../../../src/pages/pages/contacts.page';
import { toaster } from '../../../../src/ui';
import { expectTitle, narrowDark, screen } from '../ecommerce/shop-story';

const meta = {
  title: 'Pages/Pages/Contacts',
  component: ContactsPage,
  parameters: { initialPath: '/pages/contacts' },
  beforeEach: () => {
    localStorage.removeItem('fpw.demo.contacts');
    return () => {
      localStorage.removeItem('fpw.demo.contacts');
      toaster.remove();
    };
  },
} satisfies Meta<typeof ContactsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Contacts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

export const AddFavouriteAndSwitchView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Contacts');
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Add contact' }));
    await userEvent.type(dialog.getByLabelText(/Name/), 'Vikram Shah');
    await userEvent.type(dialog.getByLabelText(/Email/), 'vikram@');
    await userEvent.click(dialog.getByRole('button', { name: 'Save contact' }));
    await expect(await dialog.findByText('Enter an email address such as name@example.in')).toBeVisible();
    await expect(dialog.getByText('Enter a 10-digit Indian mobile number')).toBeVisible();
    const email = dialog.getByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'vikram.shah@example.in');
    await userEvent.type(dialog.getByLabelText(/Mobile number/), '9825012345');
    await userEvent.click(dialog.getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(names(canvasElement).some((text) => text.includes('Vikram Shah'))).toBe(true));

    await userEvent.click(canvas.getByRole('button', { name: 'Favourite Vikram Shah' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Favourites only' }));
    await waitFor(() => expect(names(canvasElement)).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Show as list' }));
    await expect(canvas.getByRole('button', { name: 'Show as list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(localStorage.getItem('fpw.demo.contacts')).toContain('vikram.shah@example.in');
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Neha Gupta' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete Neha Gupta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names(canvasElement).some((text) => text.includes('Neha Gupta'))).toBe(false));
  },
};

export const NarrowDark: Story = narrowDark;
