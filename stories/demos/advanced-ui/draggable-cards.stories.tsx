import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DASHBOARD_ORDER_KEY,
  DraggableCardsDemo,
  TASK_ORDER_KEY,
} from '../../../src/ui/demos/advanced-ui/draggable-cards-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/DraggableCards',
  component: DraggableCardsDemo,
  beforeEach: () => {
    localStorage.removeItem(DASHBOARD_ORDER_KEY);
    localStorage.removeItem(TASK_ORDER_KEY);
  },
} satisfies Meta<typeof DraggableCardsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names of the items of a sortable list, top to bottom. */
const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-sortable-id'));

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Draggable cards');
    await expectNoPageOverflow();
    const tasks = canvas.getByRole('list', { name: 'Tasks in priority order' });
    const dashboard = canvas.getByRole('list', { name: 'Dashboard cards' });

    await step('keyboard: Space lifts, arrow moves, Space drops', async () => {
      await expect(order(tasks)).toEqual(['measure', 'boq', 'cutlist', 'photos']);
      within(tasks).getByRole('button', { name: 'Move Build the BOQ for wardrobes' }).focus();
      await userEvent.keyboard(' ');
      // Each step is announced in dnd-kit's live region.
      await waitFor(() =>
        expect(document.body).toHaveTextContent(
          'Picked up Build the BOQ for wardrobes. It is in position 2 of 4.',
        ),
      );
      await userEvent.keyboard('{ArrowUp}');
      await waitFor(() =>
        expect(document.body).toHaveTextContent('Build the BOQ for wardrobes moved to position 1 of 4.'),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await userEvent.keyboard(' ');
      await waitFor(() => expect(order(tasks)).toEqual(['boq', 'measure', 'cutlist', 'photos']));
      await expect(document.body).toHaveTextContent(
        'Build the BOQ for wardrobes dropped at position 1 of 4.',
      );
      await expect(stored(TASK_ORDER_KEY)).toEqual(['boq', 'measure', 'cutlist', 'photos']);
    });

    await step('keyboard in the grid: the right arrow moves a card one place on', async () => {
      within(dashboard).getByRole('button', { name: 'Move Leads today' }).focus();
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{ArrowRight}');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await userEvent.keyboard(' ');
      await waitFor(() => expect(order(dashboard).slice(0, 2)).toEqual(['quotations', 'leads']));
      await expect((stored(DASHBOARD_ORDER_KEY) as string[]).slice(0, 2)).toEqual(['quotations', 'leads']);
    });

    await step('Escape cancels a move', async () => {
      within(tasks).getByRole('button', { name: 'Move Upload site photos' }).focus();
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{ArrowUp}');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(order(tasks)).toEqual(['boq', 'measure', 'cutlist', 'photos']));
    });

    await step('mouse: drag a handle one card down', async () => {
      // Away from the viewport edges, so dnd-kit's auto-scroll stays out of the way.
      tasks.scrollIntoView({ block: 'center' });
      const handle = within(tasks).getByRole('button', { name: 'Move Build the BOQ for wardrobes' });
      const from = handle.getBoundingClientRect();
      const [first, second] = within(tasks)
        .getAllByRole('listitem')
        .map((item) => item.getBoundingClientRect());
      const slot = second!.top - first!.top;
      const x = from.x + from.width / 2;
      const startY = from.y + from.height / 2;
      const at = (y: number) => ({ bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
      handle.dispatchEvent(new MouseEvent('mousedown', at(startY)));
      for (let y = startY; y <= startY + slot + 6; y += 6) {
        document.dispatchEvent(new MouseEvent('mousemove', at(y)));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      document.dispatchEvent(new MouseEvent('mouseup', at(startY + slot + 6)));
      await waitFor(() => expect(order(tasks)).toEqual(['measure', 'boq', 'cutlist', 'photos']));
      await expect(stored(TASK_ORDER_KEY)).toEqual(['measure', 'boq', 'cutlist', 'photos']);
    });

    await step('touch: press and hold the handle, then slide it one card up', async () => {
      const handle = within(tasks).getByRole('button', { name: 'Move Build the BOQ for wardrobes' });
      const from = handle.getBoundingClientRect();
      const [first, second] = within(tasks)
        .getAllByRole('listitem')
        .map((item) => item.getBoundingClientRect());
      const slot = second!.top - first!.top;
      const x = from.x + from.width / 2;
      const startY = from.y + from.height / 2;
      const touchAt = (type: string, y: number) => {
        const touch = new Touch({ identifier: 1, target: handle, clientX: x, clientY: y });
        return new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: type === 'touchend' ? [] : [touch],
          targetTouches: type === 'touchend' ? [] : [touch],
          changedTouches: [touch],
        });
      };
      handle.dispatchEvent(touchAt('touchstart', startY));
      // The sensor waits 150 ms so a quick swipe still scrolls the page.
      await new Promise((resolve) => setTimeout(resolve, 250));
      for (let y = startY; y >= startY - slot - 6; y -= 6) {
        handle.dispatchEvent(touchAt('touchmove', y));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      handle.dispatchEvent(touchAt('touchend', startY - slot - 6));
      await waitFor(() => expect(order(tasks)).toEqual(['boq', 'measure', 'cutlist', 'photos']));
      await expect(stored(TASK_ORDER_KEY)).toEqual(['boq', 'measure', 'cutlist', 'photos']);
    });

    await step('restore forgets the saved order', async () => {
      // dnd-kit swallows every click for 50 ms after a drop (so the drop is not also a click); a person
      // cannot click that fast, but the test can, and on a fast run the restore click vanished.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await userEvent.click(canvas.getAllByRole('button', { name: 'Restore the default order' })[1]!);
      await expect(order(tasks)).toEqual(['measure', 'boq', 'cutlist', 'photos']);
      await expect(localStorage.getItem(TASK_ORDER_KEY)).toBeNull();
    });
  },
};

/** A saved order is read back; ids that no longer exist are dropped and new ones appended. */
export const RemembersValidatedOrder: Story = {
  beforeEach: () => {
    localStorage.setItem(TASK_ORDER_KEY, JSON.stringify(['photos', 'retired-task', 'cutlist', 'photos']));
    localStorage.setItem(DASHBOARD_ORDER_KEY, '{not json');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(order(canvas.getByRole('list', { name: 'Tasks in priority order' }))).toEqual([
      'photos',
      'cutlist',
      'measure',
      'boq',
    ]);
    await expect(order(canvas.getByRole('list', { name: 'Dashboard cards' }))[0]).toBe('leads');
  },
};

export const NarrowDark: Story = { ...narrowDark };
