import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoxplotChartsDemo } from '../../../src/ui/demos/charts/boxplot-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = [
  'Cutting yield by material',
  'Lead time by furniture category',
  'Cutting yield by material against target',
];

const meta = { title: 'Demos/Charts/BoxplotCharts', component: BoxplotChartsDemo } satisfies Meta<
  typeof BoxplotChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Box plot charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'Lead time by furniture category', 'TV units')).toEqual([
      'min 12, Q1 14.8, median 17.5, Q3 20.5, max 25',
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
