import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColumnChartsDemo } from '../../../src/ui/demos/charts/column-charts';
import {
  expectChartsDrawn,
  expectNoSidewaysScroll,
  phoneFrame,
  tableRow,
  tableColumns,
} from './chart-demo-checks';

const LABELS = [
  'Orders booked per month',
  'Panel consumption by material, stacked',
  'Quotations per quarter by status',
  'Sales per quarter FY 2025-26',
  'Margin variance against plan, by month',
];

const meta = { title: 'Demos/Charts/ColumnCharts', component: ColumnChartsDemo } satisfies Meta<
  typeof ColumnChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Column charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'Sales per quarter FY 2025-26', 'Q1')).toEqual(['70']);
    await expect(tableColumns(canvasElement, 'Quotations per quarter by status')).toEqual([
      'Quarter',
      'Sent',
      'Approved',
      'Rejected',
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
