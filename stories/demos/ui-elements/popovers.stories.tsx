import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PopoversDemo } from '../../../src/ui/demos/ui-elements/popovers-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark, screen } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Popovers',
  component: PopoversDemo,
} satisfies Meta<typeof PopoversDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Popovers');
    await expectNoPageOverflow();
    const trigger = canvas.getByRole('button', { name: 'Change quantity' });
    await userEvent.click(trigger);
    const field = await screen().findByRole('textbox', { name: 'Pairs' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, '24{Enter}');
    await waitFor(() => expect(canvas.getByTestId('hinge-quantity')).toHaveTextContent('24 pairs'));
    await waitFor(() => expect(screen().queryByRole('textbox', { name: 'Pairs' })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Top' }));
    const placed = await screen().findByText(/Placed on the top/);
    await waitFor(() => expect(placed).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByText(/Placed on the top/)).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
