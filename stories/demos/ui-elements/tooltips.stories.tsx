import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TooltipsDemo } from '../../../src/ui/demos/ui-elements/tooltips-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark, screen } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Tooltips',
  component: TooltipsDemo,
} satisfies Meta<typeof TooltipsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Tooltips');
    await expectNoPageOverflow();

    await userEvent.hover(canvas.getByRole('button', { name: 'Print part labels' }));
    await waitFor(() => expect(screen().getByRole('tooltip')).toHaveTextContent('Print part labels'));
    await userEvent.unhover(canvas.getByRole('button', { name: 'Print part labels' }));
    await waitFor(() => expect(screen().queryByRole('tooltip')).toBeNull());

    // Keyboard focus shows it too, even on an action that is not available yet.
    const createOrder = canvas.getByRole('button', { name: 'Create order' });
    await expect(createOrder).toHaveAttribute('aria-disabled', 'true');
    // Tooltips open on keyboard focus (focus-visible), so reach the button with Tab.
    canvas.getByRole('button', { name: 'Measure tool' }).focus();
    await userEvent.tab();
    await expect(createOrder).toHaveFocus();
    await waitFor(() => expect(screen().getByRole('tooltip')).toHaveTextContent('Approve the BOQ first'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('tooltip')).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
