import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityTimeline } from '../../../src/ui/components/activity-timeline/activity-timeline';

const NOW = new Date(2026, 2, 10, 15, 0);
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

const meta = {
  title: 'UI/Widgets/ActivityTimeline',
  component: ActivityTimeline,
  args: {
    title: 'Recent activity',
    now: NOW,
    activities: [
      { id: 'lead', title: 'New lead from the website', at: ago(3 * 24 * 60), palette: 'orange' },
      {
        id: 'won',
        title: 'Quotation Q-2026-0142 accepted',
        description: 'Mehta villa, straight kitchen',
        at: ago(20),
        by: 'Anita Rao',
        palette: 'green',
      },
      { id: 'plan', title: 'Cutting plan ready', at: ago(5 * 60), by: 'Workshop' },
    ],
  },
} satisfies Meta<typeof ActivityTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Quotation Q-2026-0142 accepted'),
      expect.stringContaining('Cutting plan ready'),
      expect.stringContaining('New lead from the website'),
    ]);
    await expect(items[0]).toHaveTextContent('20 minutes ago · Anita Rao');
    await expect(items[1]).toHaveTextContent('5 hours ago · Workshop');
    await expect(items[2]).toHaveTextContent('3 days ago');
  },
};
