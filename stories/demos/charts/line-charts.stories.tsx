import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LineChartsDemo } from '../../../src/ui/demos/charts/line-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame } from './chart-demo-checks';

const LABELS = [
  'Monthly sales FY 2025-26',
  'Sales against target, FY 2025-26',
  'Orders booked per month',
  'HDHMR sheets consumed per month',
];

const meta = { title: 'Demos/Charts/LineCharts', component: LineChartsDemo } satisfies Meta<
  typeof LineChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Line charts' })).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    // Switching the year redraws the chart and its data table.
    const april = () => canvas.getByRole('table', { name: /Monthly sales FY/ }).querySelector('tbody tr');
    await expect(april()).toHaveTextContent('Apr22.1');
    await userEvent.click(canvas.getByRole('button', { name: 'FY 2024-25' }));
    await expectChartsDrawn(canvasElement, ['Monthly sales FY 2024-25']);
    await expect(april()).toHaveTextContent('Apr18.4');
    await expect(canvas.getByRole('button', { name: 'FY 2024-25' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
