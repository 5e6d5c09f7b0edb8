import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BubbleChartsDemo } from '../../../src/ui/demos/charts/bubble-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = [
  'Open quotations by area, chance and value',
  'Lead sources by volume, conversion and order value',
];

const meta = { title: 'Demos/Charts/BubbleCharts', component: BubbleChartsDemo } satisfies Meta<
  typeof BubbleChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Bubble charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(
      tableRow(
        canvasElement,
        'Open quotations by area, chance and value',
        'Residential: Q-2026-041 Mehta residence',
      ),
    ).toEqual(['Area (sq ft) 2,100, Chance (%) 70, Value (₹ lakh) 14.2']);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
