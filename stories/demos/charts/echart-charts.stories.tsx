import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EchartChartsDemo } from '../../../src/ui/demos/charts/echart-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = [
  'Sales funnel',
  'Cutting yield gauge',
  'Monthly sales over two years, zoomable',
  'Stock value by item, rose',
  'Designer workload',
  'MDF price with average',
];

const meta = { title: 'Demos/Charts/EchartCharts', component: EchartChartsDemo } satisfies Meta<
  typeof EchartChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'ECharts gallery' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'Sales funnel', 'Orders')).toEqual(['176']);
    await expect(tableRow(canvasElement, 'Cutting yield gauge', 'Yield')).toEqual(['86']);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
