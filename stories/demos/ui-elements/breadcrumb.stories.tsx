import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BreadcrumbDemo } from '../../../src/ui/demos/ui-elements/breadcrumb-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark, screen } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Breadcrumb',
  component: BreadcrumbDemo,
} satisfies Meta<typeof BreadcrumbDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Breadcrumb');
    await expectNoPageOverflow();
    const collapsed = canvas.getByRole('navigation', { name: 'Collapsed breadcrumb' });
    await expect(within(collapsed).getByText('Cutting plan CP-0042')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(collapsed).getByRole('button', { name: 'Show hidden steps' }));
    await waitFor(() => expect(screen().getByRole('menuitem', { name: 'Kitchen' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('menuitem', { name: 'Kitchen' })).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
