import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AreaChartsDemo } from '../../../src/ui/demos/charts/area-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame } from './chart-demo-checks';

const LABELS = [
  'Monthly sales FY 2025-26',
  'Panel consumption by material',
  'Monthly sales, this year against last',
  'Margin variance against plan',
];

const meta = { title: 'Demos/Charts/AreaCharts', component: AreaChartsDemo } satisfies Meta<
  typeof AreaChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Area charts' })).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    const stacked = canvas.getByRole('table', { name: 'Panel consumption by material' });
    await expect(
      within(stacked)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'MDF', 'Particle board', 'Plywood', 'HDHMR']);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
