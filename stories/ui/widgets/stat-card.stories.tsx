import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from '../../../src/ui/components/stat-card/stat-card';

const lakhs = (rupees: number) =>
  `₹${(rupees / 100_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} L`;

/** The badge's colorPalette, read as the colour its palette variables resolve to. */
const paletteOf = (element: HTMLElement) =>
  getComputedStyle(element).getPropertyValue('--chakra-colors-color-palette-fg');
const tokenValue = (palette: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--chakra-colors-${palette}-fg`);

const meta = {
  title: 'UI/Widgets/StatCard',
  component: StatCard,
  args: {
    label: 'Orders booked',
    value: '₹42.6 L',
    change: 7,
    changeLabel: 'vs last month',
    trend: [2_860_000, 3_120_000, 2_940_000, 3_510_000, 3_980_000, 4_260_000],
    trendFormat: lakhs,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RisingIsGood: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹42.6 L')).toBeVisible();
    const badge = canvas.getByText('+7%');
    await expect(paletteOf(badge)).toBe(tokenValue('green'));
    // The sparkline is a described picture: a screen reader hears the range, not a drawing.
    await expect(
      canvas.getByRole('img', {
        name: 'Orders booked trend: from ₹28.6 L to ₹42.6 L, lowest ₹28.6 L, highest ₹42.6 L',
      }),
    ).toBeVisible();
  },
};

/** Overdue payments going up is bad news: red, though the number rose. */
export const LowerIsBetter: Story = {
  args: {
    label: 'Overdue payments',
    value: '₹3.1 L',
    change: 12.5,
    lowerIsBetter: true,
    trend: [180_000, 220_000, 250_000, 310_000],
  },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('+12.5%');
    // colorPalette shows up as the palette variables the badge's colours are drawn from.
    await expect(paletteOf(badge)).toBe(tokenValue('red'));
  },
};

export const WithoutTrend: Story = {
  args: { label: 'Open quotations', value: '18', change: undefined, trend: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('18')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
