import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsFullCalenderPage from '../../../src/pages/apps/full-calender.page';
import {
  addDays,
  calendarStore,
  toIsoDate,
  weekStart,
} from '../../../src/pages/apps/full-calender/calendar-model';
import { toaster } from '../../../src/ui';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/FullCalender',
  component: AppsFullCalenderPage,
  parameters: { initialPath: '/apps/full-calender' },
  beforeEach: () => {
    calendarStore.reset();
    return () => calendarStore.reset();
  },
} satisfies Meta<typeof AppsFullCalenderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const stored = (title: string) => calendarStore.read().find((entry) => entry.title === title);

function dragTo(source: Element, target: Element, clientY?: number) {
  const transfer = new DataTransfer();
  source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: transfer }));
  const rect = target.getBoundingClientRect();
  const point = {
    bubbles: true,
    cancelable: true,
    dataTransfer: transfer,
    clientX: rect.left + 5,
    clientY: clientY ?? rect.top + 5,
  };
  target.dispatchEvent(new DragEvent('dragover', point));
  target.dispatchEvent(new DragEvent('drop', point));
  source.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer: transfer }));
}

async function closeToasts() {
  toaster.dismiss();
  await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
}

export const CreateEditAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Calendar');
    await expectNoPageOverflow();
    await userEvent.click(canvas.getByRole('button', { name: 'New event' }));
    let dialog = await body().findByRole('dialog', { name: 'New event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await expect(await within(dialog).findByText('Name the event (at least 3 characters).')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Title' }),
      'Sample laminates at the Rao flat',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    const created = await canvas.findByRole('button', {
      name: /^Sample laminates at the Rao flat, 10:00 to 11:00/,
    });
    await expect(stored('Sample laminates at the Rao flat')?.date).toBe(toIsoDate(new Date()));

    // Edit: an end before the start is refused beside the field.
    await userEvent.click(created);
    dialog = await body().findByRole('dialog', { name: 'Edit event' });
    const end = within(dialog).getByLabelText('Ends');
    await userEvent.clear(end);
    await userEvent.type(end, '09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await expect(await within(dialog).findByText('The end must be after the start.')).toBeVisible();
    await userEvent.clear(end);
    await userEvent.type(end, '12:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await expect(
      await canvas.findByRole('button', { name: /^Sample laminates at the Rao flat, 10:00 to 12:30/ }),
    ).toBeInTheDocument();

    // The list view shows it; deleting asks first.
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Sample laminates at the Rao flat' }));
    dialog = await body().findByRole('dialog', { name: 'Edit event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Delete this event?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(stored('Sample laminates at the Rao flat')).toBeUndefined());
    await closeToasts();
  },
};

export const DragAndResize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monday = weekStart(toIsoDate(new Date()));
    // Month view: drag the delivery to the day after.
    const delivery = await canvas.findByRole('button', { name: /^HDHMR board delivery/ });
    const target = canvasElement.querySelector(`[role="gridcell"][data-date="${addDays(monday, 4)}"]`);
    if (!target) throw new Error('no target day');
    dragTo(delivery, target);
    await waitFor(() => expect(stored('HDHMR board delivery')?.date).toBe(addDays(monday, 4)));
    await expect(stored('HDHMR board delivery')?.start).toBe('10:00');

    // Week view: drag to a time, then stretch the lower edge by one hour.
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    const columns = await canvas.findAllByTestId('time-column');
    const tuesday = columns[1];
    if (!tuesday) throw new Error('no Tuesday column');
    const event = canvas.getByRole('button', { name: /^HDHMR board delivery/ });
    // 7:00 is the top of the grid; 48 px an hour, so 2 h 30 min down is 9:30.
    dragTo(event, tuesday, tuesday.getBoundingClientRect().top + 2.5 * 48);
    await waitFor(() =>
      expect(stored('HDHMR board delivery')).toMatchObject({
        date: addDays(monday, 1),
        start: '09:30',
        end: '10:30',
      }),
    );

    const moved = canvas.getByRole('button', { name: /^HDHMR board delivery/ });
    const handle = moved.parentElement?.parentElement?.querySelector('[data-testid="resize-handle"]');
    if (!handle) throw new Error('no resize handle');
    const y = handle.getBoundingClientRect().bottom - 2;
    handle.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientY: y, pointerId: 1 }));
    window.dispatchEvent(new PointerEvent('pointermove', { clientY: y + 48, pointerId: 1 }));
    window.dispatchEvent(new PointerEvent('pointerup', { clientY: y + 48, pointerId: 1 }));
    await waitFor(() => expect(stored('HDHMR board delivery')?.end).toBe('11:30'));

    await userEvent.click(canvas.getByRole('radio', { name: 'Day' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/\d{4}/);
    await closeToasts();
  },
};

export const NarrowDark: Story = { ...narrowDark };
