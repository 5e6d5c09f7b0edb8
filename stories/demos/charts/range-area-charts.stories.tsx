import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RangeAreaChartsDemo } from '../../../src/ui/demos/charts/range-area-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = ['Cutting yield range by month', 'Sales with forecast range'];

const meta = { title: 'Demos/Charts/RangeAreaCharts', component: RangeAreaChartsDemo } satisfies Meta<
  typeof RangeAreaChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Range area charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    // The table lists the real low and high, not the stacked band height the drawing uses.
    await expect(tableRow(canvasElement, 'Cutting yield range by month', 'Apr')).toEqual(['68', '79', '88']);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
