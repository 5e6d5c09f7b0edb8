import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MixedChartsDemo } from '../../../src/ui/demos/charts/mixed-charts';
import {
  expectChartsDrawn,
  expectNoSidewaysScroll,
  phoneFrame,
  tableRow,
  tableColumns,
} from './chart-demo-checks';

const LABELS = [
  'Sales and orders per month',
  'Sales against last year and target',
  'Panel consumption with total',
];

const meta = { title: 'Demos/Charts/MixedCharts', component: MixedChartsDemo } satisfies Meta<
  typeof MixedChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Mixed charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableColumns(canvasElement, 'Sales and orders per month')).toEqual([
      'Month',
      'Sales (₹ lakh)',
      'Orders',
    ]);
    await expect(tableRow(canvasElement, 'Panel consumption with total', 'Apr').at(-1)).toBe('294');
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
