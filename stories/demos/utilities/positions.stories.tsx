import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PositionsDemo } from '../../../src/ui/demos/utilities/positions-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/Positions',
  component: PositionsDemo,
} satisfies Meta<typeof PositionsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Positions');
    await expectNoPageOverflow();
    const scroller = canvas.getByRole('region', { name: 'Order lines, scrollable' });
    const header = within(scroller).getByText('Order O-2026-0087 · 12 lines');
    scroller.scrollTop = 120;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    // The sticky header stays at the top of its scroller while the lines move under it.
    await expect(
      Math.abs(header.getBoundingClientRect().top - scroller.getBoundingClientRect().top),
    ).toBeLessThanOrEqual(2);
    await expect(
      within(scroller)
        .getByText(/^Line 1:/)
        .getBoundingClientRect().top,
    ).toBeLessThan(scroller.getBoundingClientRect().top);
  },
};

export const NarrowDark: Story = { ...narrowDark };
