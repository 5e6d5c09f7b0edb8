import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { system } from '../../../src/ui';
import { BreakpointsDemo } from '../../../src/ui/demos/utilities/breakpoints-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/Breakpoints',
  component: BreakpointsDemo,
} satisfies Meta<typeof BreakpointsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The breakpoint the browser is in, worked out independently with matchMedia. */
const expectedBreakpoint = () =>
  system.breakpoints.values.reduce(
    (active, breakpoint) =>
      window.matchMedia(`(min-width: ${breakpoint.min})`).matches ? breakpoint.name : active,
    'base',
  );

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expectDemoHeading(canvasElement, 'Breakpoints');
  await expectNoPageOverflow();
  await waitFor(() =>
    expect(canvas.getByTestId('active-breakpoint')).toHaveTextContent(expectedBreakpoint()),
  );
  await expect(canvas.getByTestId('viewport-width')).toHaveTextContent(`${window.innerWidth} px`);
  const table = canvas.getByRole('table', { name: 'Breakpoints' });
  await expect(within(table).getByText('active').closest('tr')).toHaveAttribute('aria-current', 'true');
};

export const Default: Story = { play };

/** On a phone the readout says base. */
export const NarrowDark: Story = {
  ...narrowDark,
  play: async (context) => {
    await narrowDark.play();
    await play(context);
    await expect(within(context.canvasElement).getByTestId('active-breakpoint')).toHaveTextContent('base');
  },
};
