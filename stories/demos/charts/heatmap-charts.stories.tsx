import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeatmapChartsDemo } from '../../../src/ui/demos/charts/heatmap-charts';
import {
  expectChartsDrawn,
  expectNoSidewaysScroll,
  phoneFrame,
  tableRow,
  tableColumns,
} from './chart-demo-checks';

const LABELS = ['Site visits by weekday and time slot', 'Panel consumption by month and material'];

const meta = { title: 'Demos/Charts/HeatmapCharts', component: HeatmapChartsDemo } satisfies Meta<
  typeof HeatmapChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Heatmap charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableColumns(canvasElement, 'Site visits by weekday and time slot')).toEqual([
      'Time slot',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    await expect(tableRow(canvasElement, 'Site visits by weekday and time slot', '11–13')).toEqual([
      '6',
      '7',
      '5',
      '8',
      '6',
      '12',
      '9',
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
