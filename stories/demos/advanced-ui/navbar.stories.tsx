import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavbarDemo } from '../../../src/ui/demos/advanced-ui/navbar-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/Navbar',
  component: NavbarDemo,
} satisfies Meta<typeof NavbarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Navbar');
    await expectNoPageOverflow();

    // Wide screen: the plain navbar shows its links and no menu button.
    const plain = canvas.getByRole('navigation', { name: 'Plain navbar' });
    await expect(within(plain).getByRole('link', { name: 'Quotations' })).toBeVisible();
    await expect(within(plain).queryByRole('button', { name: /menu/ })).toBeNull();

    // The phone navbar folds its links behind the menu button.
    const phone = canvas.getByRole('navigation', { name: 'Phone navbar' });
    await expect(within(phone).queryByRole('link', { name: 'Quotations' })).toBeNull();
    const toggle = within(phone).getByRole('button', { name: 'Open menu, Phone navbar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(within(phone).getByRole('link', { name: 'Quotations' })).toBeVisible());
    await expect(within(phone).getByRole('button', { name: 'Close menu, Phone navbar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(within(phone).getByRole('link', { name: 'Quotations' }));
    await waitFor(() => expect(within(phone).queryByRole('link', { name: 'Quotations' })).toBeNull());
    await userEvent.click(within(phone).getByRole('button', { name: 'Open menu, Phone navbar' }));
    await waitFor(() =>
      expect(within(phone).getByRole('link', { name: 'Quotations' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

export const NarrowDark: Story = {
  ...narrowDark,
  play: async ({ canvasElement }) => {
    await narrowDark.play();
    // On a phone every navbar collapses.
    const plain = within(canvasElement).getByRole('navigation', { name: 'Plain navbar' });
    await expect(within(plain).getByRole('button', { name: 'Open menu, Plain navbar' })).toBeVisible();
    await expect(within(plain).queryByRole('link', { name: 'Quotations' })).toBeNull();
  },
};
