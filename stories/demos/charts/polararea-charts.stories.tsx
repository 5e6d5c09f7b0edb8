import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PolarareaChartsDemo } from '../../../src/ui/demos/charts/polararea-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = ['Appointments by type, polar area', 'Lead sources, rose', 'Designer workload by status'];

const meta = { title: 'Demos/Charts/PolarareaCharts', component: PolarareaChartsDemo } satisfies Meta<
  typeof PolarareaChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Polar area charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'Designer workload by status', 'Meera')).toEqual(['6', '1', '2']);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
