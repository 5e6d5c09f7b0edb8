import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TimelineChartsDemo } from '../../../src/ui/demos/charts/timeline-charts';
import { expectChartsDrawn, expectNoSidewaysScroll, phoneFrame, tableRow } from './chart-demo-checks';

const LABELS = ['Project schedule by project', 'Mehta residence schedule', 'Project schedule by stage'];

const meta = { title: 'Demos/Charts/TimelineCharts', component: TimelineChartsDemo } satisfies Meta<
  typeof TimelineChartsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Timeline charts' }),
    ).toBeInTheDocument();
    await expectChartsDrawn(canvasElement, LABELS);
    await expect(tableRow(canvasElement, 'Mehta residence schedule', 'Mehta residence, Design')).toEqual([
      '5 Apr',
      '18 Apr',
    ]);
    // One bar per task: four stages of the Mehta residence.
    const mehta = within(canvasElement).getByRole('img', { name: 'Mehta residence schedule' });
    await waitFor(() =>
      expect(mehta.querySelectorAll('svg path[fill]:not([fill="none"])').length).toBeGreaterThanOrEqual(4),
    );
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectChartsDrawn(canvasElement, LABELS);
    await expectNoSidewaysScroll(canvasElement);
  },
};
