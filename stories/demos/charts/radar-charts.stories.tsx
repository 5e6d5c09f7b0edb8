import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RadarChartsDemo } from '../../../src/ui/demos/charts/radar-charts';
import {
  expectChartsDrawn,
  expectNoSidewaysScroll,
  phoneFrame,
  tableRow,
  tableColumns,
} from './chart-demo-checks';

const LABELS = [
  'Laminate supplier scores',
  'Merino supplier scores',
  'Laminate supplier scores on a round grid',
];

const meta = { title: 'Demos/Charts/RadarCharts', component: RadarChartsDemo } satisfies Meta<
  typeof RadarChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Radar charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableColumns(canvasElement, 'Merino supplier scores')).toEqual([
      'Supplier',
      'Price',
      'Quality',
      'Delivery',
      'Range',
      'Credit terms',
      'Support',
    ]);
    await expect(tableRow(canvasElement, 'Laminate supplier scores', 'Local dealer')).toEqual([
      '5',
      '3',
      '3',
      '2',
      '5',
      '3',
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
