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
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** FullCalendar reads the mouse (press, moves past its threshold, release) at real coordinates. */
async function mouseDrag(source: Element, from: { x: number; y: number }, to: { x: number; y: number }) {
  const fire = (type: string, x: number, y: number, target: EventTarget) =>
    target.dispatchEvent(
      new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 }),
    );
  fire('mousedown', from.x, from.y, source);
  for (let step = 1; step <= 6; step += 1) {
    fire('mousemove', from.x + ((to.x - from.x) * step) / 6, from.y + ((to.y - from.y) * step) / 6, document);
    await pause(30);
  }
  fire('mouseup', to.x, to.y, document);
  await pause(50);
}
/** Resolves once the element has kept the same box for a few frames. */
async function steady(element: Element) {
  let last = '';
  for (let tries = 0; tries < 40; tries += 1) {
    const box = JSON.stringify(element.getBoundingClientRect());
    if (box === last) return;
    last = box;
    await pause(50);
  }
}
const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

async function closeToasts() {
  toaster.dismiss();
  await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
}

export const CreateEditAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Calendar');
    await canvas.findByRole('radio', { name: 'List' }, { timeout: 15_000 });
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
    await waitFor(() => expect(stored('Sample laminates at the Rao flat')?.date).toBe(toIsoDate(new Date())));

    // The list view names each event by its title: open it to edit.
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Sample laminates at the Rao flat/ }));
    dialog = await body().findByRole('dialog', { name: 'Edit event' });
    const end = within(dialog).getByLabelText('Ends');
    await userEvent.clear(end);
    await userEvent.type(end, '09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await expect(await within(dialog).findByText('The end must be after the start.')).toBeVisible();
    await userEvent.clear(end);
    await userEvent.type(end, '12:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(stored('Sample laminates at the Rao flat')?.end).toBe('12:30'));

    // Deleting asks first.
    await userEvent.click(await canvas.findByRole('button', { name: /Sample laminates at the Rao flat/ }));
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
    const id = calendarStore.read().find((entry) => entry.title === 'HDHMR board delivery')?.id;
    if (!id) throw new Error('no delivery in the fixtures');
    const eventEl = () => canvasElement.querySelector<HTMLElement>(`[data-event-id="${id}"]`);

    // Week view: drag the delivery to Friday at 09:30.
    await userEvent.click(await canvas.findByRole('radio', { name: 'Week' }, { timeout: 15_000 }));
    await waitFor(() => expect(eventEl()).not.toBeNull(), { timeout: 15_000 });
    const friday = canvasElement.querySelector(`td.fc-timegrid-col[data-date="${addDays(monday, 4)}"]`);
    const slot = canvasElement.querySelector('td.fc-timegrid-slot-lane[data-time="09:30:00"]');
    if (!friday || !slot) throw new Error('no Friday column or 09:30 slot');
    // The calendar settles (lazy chunk, view switch, layout) before the press is aimed.
    await steady(eventEl()!);
    const grab = eventEl()!.getBoundingClientRect();
    await mouseDrag(
      eventEl()!,
      { x: grab.left + grab.width / 2, y: grab.top + 3 },
      { x: centre(friday).x, y: slot.getBoundingClientRect().top + 3 },
    );
    await waitFor(() =>
      expect(stored('HDHMR board delivery')).toMatchObject({
        date: addDays(monday, 4),
        start: '09:30',
        end: '10:30',
      }),
    );

    // Then stretch its lower edge by an hour. The "Moved" toast goes first, so nothing floats over the
    // calendar: FullCalendar only follows a pointer that is over the calendar itself.
    await closeToasts();
    const hour =
      (canvasElement.querySelector('td.fc-timegrid-slot-lane[data-time="11:00:00"]')?.getBoundingClientRect()
        .top ?? 0) -
      (canvasElement.querySelector('td.fc-timegrid-slot-lane[data-time="10:00:00"]')?.getBoundingClientRect()
        .top ?? 0);
    await waitFor(() => expect(eventEl()?.querySelector('.fc-event-resizer-end')).toBeTruthy());
    await steady(eventEl()!);
    const resizer = eventEl()!.querySelector<HTMLElement>('.fc-event-resizer-end')!;
    // A real pointer hovering the event shows its handle (CSS :hover, display none otherwise), and
    // FullCalendar aims from the handle's box; synthetic mouse events cannot hover, so show it here.
    resizer.style.display = 'block';
    const bottom = eventEl()!.getBoundingClientRect();
    const from = { x: bottom.left + bottom.width / 2, y: bottom.bottom - 3 };
    await mouseDrag(resizer, from, { x: from.x, y: from.y + hour });
    await waitFor(() => expect(stored('HDHMR board delivery')?.end).toBe('11:30'));

    await userEvent.click(canvas.getByRole('radio', { name: 'Day' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/\d{4}/);
    await closeToasts();
  },
};

export const NarrowDark: Story = { ...narrowDark };
