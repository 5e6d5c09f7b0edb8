import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PagesLandingPage from '../../../src/pages/pages/landing.page';
import { expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/Landing',
  component: PagesLandingPage,
  parameters: { layout: 'fullscreen', initialPath: '/pages/landing' },
} satisfies Meta<typeof PagesLandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NavigateAndEnquire: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expectNoPageOverflow();
    const nav = canvas.getByRole('navigation', { name: 'Landing page sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Reviews' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('landing-reviews'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'location'),
    );

    const form = canvas.getByRole('form', { name: 'Book a free site visit' });
    await userEvent.click(within(form).getByRole('button', { name: 'Request a free site visit' }));
    await expect(
      await within(form).findByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.'),
    ).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Vikram Rao');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '9822012345');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Site area' }), 'Wakad');
    await userEvent.click(within(form).getByRole('button', { name: 'Request a free site visit' }));
    await expect(await canvas.findByText('Thank you, Vikram Rao!')).toBeVisible();
  },
};

export const NarrowDark: Story = {
  ...narrowDark,
  play: async (context) => {
    await narrowDark.play();
    const canvas = within(context.canvasElement);
    // On a phone the section links fold into a menu.
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Landing page sections (menu)' });
    await userEvent.click(within(menu).getByRole('link', { name: 'How it works' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('landing-process'));
    await expect(canvas.queryByRole('navigation', { name: 'Landing page sections (menu)' })).toBeNull();
  },
};
