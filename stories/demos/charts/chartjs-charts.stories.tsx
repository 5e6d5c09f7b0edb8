import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChartjsChartsDemo } from '../../../src/ui/demos/charts/chartjs-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame } from './chart-demo-checks';

const LABELS = [
  'Gallery: monthly sales, two years',
  'Gallery: MDF and plywood sheets',
  'Gallery: quotations by status',
  'Gallery: lead sources',
  'Gallery: supplier scores',
  'Gallery: appointments by type',
  'Gallery: open quotations',
  'Gallery: yield against parts',
  'Gallery: sales and orders',
];

const meta = { title: 'Demos/Charts/ChartjsCharts', component: ChartjsChartsDemo } satisfies Meta<
  typeof ChartjsChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Chart gallery' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(9);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
