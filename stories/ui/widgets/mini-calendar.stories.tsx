import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MiniCalendar } from '../../../src/ui/components/mini-calendar/mini-calendar';

const meta = {
  title: 'UI/Widgets/MiniCalendar',
  component: MiniCalendar,
  args: {
    title: 'Team diary',
    today: new Date(2026, 2, 10),
    onSelectDate: fn(),
    events: [
      { id: 'survey', date: '2026-03-10', title: 'Site survey, Baner' },
      { id: 'install', date: '2026-03-17', title: 'Kitchen installation, Mehta villa' },
      { id: 'dispatch', date: '2026-04-06', title: 'Dispatch: Sharma wardrobes' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof MiniCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndEvents: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const day = (name: RegExp) => canvas.getByRole('button', { name });
    await expect(canvas.getByRole('list', { name: 'Events on 10 March' })).toHaveTextContent(
      'Site survey, Baner',
    );

    await step('only the focused day is in the tab order (ARIA grid pattern)', async () => {
      await expect(day(/^Tuesday, 10 March 2026/)).toHaveAttribute('tabindex', '0');
      await expect(day(/^Wednesday, 11 March 2026/)).toHaveAttribute('tabindex', '-1');
    });

    await step('arrow down moves a week; Enter chooses the day', async () => {
      day(/^Tuesday, 10 March 2026/).focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(day(/^Tuesday, 17 March 2026, 1 events/)).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectDate).toHaveBeenCalledWith('2026-03-17');
      await expect(canvas.getByRole('list', { name: 'Events on 17 March' })).toHaveTextContent(
        'Kitchen installation, Mehta villa',
      );
    });

    await step('Page Down goes to the next month', async () => {
      await userEvent.keyboard('{PageDown}');
      await waitFor(() => expect(day(/^Friday, 17 April 2026/)).toHaveFocus());
      await expect(canvas.getByText('April 2026')).toBeVisible();
    });
  },
};
