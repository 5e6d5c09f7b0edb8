import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { system } from '../../../src/ui';
import { TypographyDemo } from '../../../src/ui/demos/ui-elements/typography-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Typography',
  component: TypographyDemo,
} satisfies Meta<typeof TypographyDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Typography');
    await expectNoPageOverflow();
    const scale = canvas.getByRole('region', { name: 'Type scale samples' });
    const samples = within(scale).getAllByText('Edge band');
    const tokens = [...(system.tokens.categoryMap.get('fontSizes')?.values() ?? [])];
    await expect(samples).toHaveLength(tokens.length);
    // Each sample is drawn at its token's size, smallest first.
    const sizes = samples.map((sample) => parseFloat(getComputedStyle(sample).fontSize));
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    await expect(within(scale).getByText('md · 1rem')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
