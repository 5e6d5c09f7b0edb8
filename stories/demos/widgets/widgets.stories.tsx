import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WidgetsDemo } from '../../../src/ui/demos/widgets/widgets-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

/** Tuesday 10 March 2026, 3 pm: relative times and the diary read the same every run. */
const NOW = new Date(2026, 2, 10, 15, 0);

const meta = {
  title: 'Demos/Widgets/Widgets',
  component: WidgetsDemo,
  args: { now: NOW },
} satisfies Meta<typeof WidgetsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Widgets');
    await expectNoPageOverflow();

    await step('stat cards show the figure, the change and a described sparkline', async () => {
      await expect(canvas.getByText('₹42.6 L')).toBeVisible();
      await expect(
        canvas.getByRole('img', {
          name: 'Orders booked trend: from ₹28.6 L to ₹42.6 L, lowest ₹28.6 L, highest ₹42.6 L',
        }),
      ).toBeVisible();
      // Turnaround fell, and lower is better for it.
      await expect(canvas.getByText('−9.4%')).toBeVisible();
    });

    await step('the to-do widget adds and ticks off tasks', async () => {
      const tasks = canvas.getByRole('list', { name: 'My tasks tasks' });
      await expect(canvas.getByText('2 open')).toBeVisible();
      await userEvent.type(canvas.getByRole('textbox', { name: 'New task' }), 'Order 2 mm edge band{Enter}');
      await expect(within(tasks).getByRole('checkbox', { name: 'Order 2 mm edge band' })).not.toBeChecked();
      await expect(canvas.getByText('3 open')).toBeVisible();
      await userEvent.click(within(tasks).getByText('Send the Mehta villa quotation'));
      await expect(canvas.getByText('2 open')).toBeVisible();
    });

    await step('the diary moves by keyboard and lists the chosen day', async () => {
      await expect(canvas.getByRole('list', { name: 'Events on 10 March' }).children).toHaveLength(2);
      const today = canvas.getByRole('button', { name: /Tuesday, 10 March 2026, 2 events/ });
      await expect(today).toHaveAttribute('aria-current', 'date');
      today.focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      const thursday = canvas.getByRole('button', { name: /Thursday, 12 March 2026/ });
      await waitFor(() => expect(thursday).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('list', { name: 'Events on 12 March' })).toHaveTextContent(
        'Kitchen installation, Mehta villa',
      );
    });

    await step('rankings put the leader first', async () => {
      const designers = canvas
        .getByRole('heading', { name: 'Top designers by orders' })
        .closest('.chakra-card__root');
      await expect(within(designers as HTMLElement).getAllByRole('listitem')[0]).toHaveTextContent(
        'Anita Rao',
      );
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
