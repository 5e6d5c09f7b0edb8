import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpinnersDemo } from '../../../src/ui/demos/ui-elements/spinners-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Spinners',
  component: SpinnersDemo,
} satisfies Meta<typeof SpinnersDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Spinners');
    await expectNoPageOverflow();
    // Every spinner sits in a status region that says what is loading.
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.length).toBeGreaterThanOrEqual(5);
    for (const status of statuses) await expect(status.textContent?.trim()).toBeTruthy();
    await expect(canvas.getByRole('button', { name: /Generating PDF/ })).toBeDisabled();
  },
};

export const NarrowDark: Story = { ...narrowDark };
