import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CandlestickChartsDemo } from '../../../src/ui/demos/charts/candlestick-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = [
  'MDF sheet price by week',
  'MDF sheet price with 3-week average',
  'MDF sheet price, zoomable',
];

const meta = { title: 'Demos/Charts/CandlestickCharts', component: CandlestickChartsDemo } satisfies Meta<
  typeof CandlestickChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Candlestick charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'MDF sheet price by week', 'W1')).toEqual([
      'open 2,140, close 2,165, low 2,120, high 2,180',
    ]);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
