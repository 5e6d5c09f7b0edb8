import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdditionalContentDemo } from '../../../src/ui/demos/utilities/additional-content-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/AdditionalContent',
  component: AdditionalContentDemo,
} satisfies Meta<typeof AdditionalContentDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Additional content');
    await expectNoPageOverflow();
    await expect(canvas.getByText(/^Stage 1 of 4/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText(/^Stage 2 of 4/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByText(/^Stage 1 of 4/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code for quotation Q-2026-0142' })).toBeVisible();
    await expect(canvas.getByText('27AABCA1234F1Z5')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
