import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChartsDemo } from '../../../src/ui/demos/charts/bar-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = [
  'Leads by source',
  'Leads by source and stage',
  'Planned and actual days per stage',
  'BOQ budget variance by trade',
];

const meta = { title: 'Demos/Charts/BarCharts', component: BarChartsDemo } satisfies Meta<
  typeof BarChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Bar charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'Leads by source', 'Website')).toEqual(['412']);
    await expect(tableRow(canvasElement, 'BOQ budget variance by trade', 'Carpentry')).toEqual(['-0.6']);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
