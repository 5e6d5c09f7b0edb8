import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScatterChartsDemo } from '../../../src/ui/demos/charts/scatter-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame } from './chart-demo-checks';

const LABELS = ['Cutting yield against parts per plan', 'Quotation value against area'];

const meta = { title: 'Demos/Charts/ScatterCharts', component: ScatterChartsDemo } satisfies Meta<
  typeof ScatterChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Scatter charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    const plans = within(canvasElement).getByRole('table', { name: 'Cutting yield against parts per plan' });
    await expect(within(plans).getAllByRole('row')).toHaveLength(18 + 1);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
