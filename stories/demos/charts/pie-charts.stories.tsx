import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PieChartsDemo } from '../../../src/ui/demos/charts/pie-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = [
  'Lead sources',
  'Quotations by status',
  'Appointments by type',
  'Stock value by group and item',
];

const meta = { title: 'Demos/Charts/PieCharts', component: PieChartsDemo } satisfies Meta<
  typeof PieChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Pie charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'Lead sources', 'Website')).toEqual(['412']);
    await expect(tableRow(canvasElement, 'Stock value by group and item', 'Group: Hardware')).toEqual([
      '4.7',
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
