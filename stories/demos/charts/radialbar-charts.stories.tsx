import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RadialbarChartsDemo } from '../../../src/ui/demos/charts/radialbar-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = ['Cutting yield this month', 'Quarter targets progress', 'Collections this quarter'];

const meta = { title: 'Demos/Charts/RadialbarCharts', component: RadialbarChartsDemo } satisfies Meta<
  typeof RadialbarChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Radial bar charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'Cutting yield this month', 'Cutting yield')).toEqual(['86']);
    await expect(tableRow(canvasElement, 'Quarter targets progress', 'Orders')).toEqual(['74']);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
