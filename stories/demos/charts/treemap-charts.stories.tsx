import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TreemapChartsDemo } from '../../../src/ui/demos/charts/treemap-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = ['Stock value by group and item', 'BOQ cost by trade'];

const meta = { title: 'Demos/Charts/TreemapCharts', component: TreemapChartsDemo } satisfies Meta<
  typeof TreemapChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Treemap charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'Stock value by group and item', 'Panels / MDF 18 mm')).toEqual([
      '9.6',
    ]);
    await expect(tableRow(canvasElement, 'Stock value by group and item', 'Panels')).toEqual(['24.3']);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
