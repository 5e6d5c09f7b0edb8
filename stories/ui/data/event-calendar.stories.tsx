import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LazyEventCalendar } from '../../../src/ui/components/event-calendar/lazy-event-calendar';
import type {
  EventCalendarChange,
  EventCalendarEvent,
  EventCalendarSlot,
  EventCalendarView,
} from '../../../src/ui/components/event-calendar/event-calendar-types';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const EVENTS: EventCalendarEvent[] = [
  {
    id: 'visit',
    title: 'Site visit: Rao flat',
    start: at(17, 10),
    end: at(17, 11, 30),
    colorPalette: 'blue',
  },
  { id: 'demo', title: 'Demo: Mehta family', start: at(18, 14), end: at(18, 15), colorPalette: 'purple' },
  { id: 'call', title: 'Follow-up call: Iyer', start: at(19, 9), end: at(19, 9, 30), colorPalette: 'teal' },
];

interface DemoProps {
  view?: EventCalendarView;
  refuseMoves?: boolean;
  onMoveEvent?: (change: EventCalendarChange) => void;
  onSelectSlot?: (slot: EventCalendarSlot) => void;
  onEventClick?: (event: EventCalendarEvent) => void;
}

function CalendarDemo({
  view = 'week',
  refuseMoves = false,
  onMoveEvent,
  onSelectSlot,
  onEventClick,
}: DemoProps) {
  const [events, setEvents] = useState(EVENTS);
  const [shown, setShown] = useState<EventCalendarView>(view);
  return (
    <LazyEventCalendar
      label="Appointments"
      events={events}
      view={shown}
      onViewChange={setShown}
      initialDate="2026-11-16"
      onEventClick={onEventClick}
      onSelectSlot={onSelectSlot}
      onMoveEvent={async (change) => {
        onMoveEvent?.(change);
        if (refuseMoves) throw new Error('Refused');
        setEvents((current) =>
          current.map((event) =>
            event.id === change.event.id ? { ...event, start: change.start, end: change.end } : event,
          ),
        );
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/EventCalendar',
  component: CalendarDemo,
  args: { onMoveEvent: fn(), onSelectSlot: fn(), onEventClick: fn() },
} satisfies Meta<typeof CalendarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const eventElement = async (canvasElement: HTMLElement, id: string) => {
  let found: HTMLElement | null = null;
  await waitFor(
    () => {
      found = canvasElement.querySelector<HTMLElement>(`[data-event-id="${id}"]`);
      expect(found).not.toBeNull();
    },
    { timeout: 15_000 },
  );
  return found as unknown as HTMLElement;
};

/** A mouse drag as FullCalendar reads it: press, a few moves past its threshold, release. */
async function drag(source: HTMLElement, toX: number, toY: number) {
  const from = source.getBoundingClientRect();
  const startX = from.left + from.width / 2;
  const startY = from.top + Math.min(8, from.height / 2);
  const mouse = (type: string, x: number, y: number, target: EventTarget) =>
    target.dispatchEvent(
      new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 }),
    );
  mouse('mousedown', startX, startY, source);
  for (let step = 1; step <= 6; step += 1) {
    const x = startX + ((toX - startX) * step) / 6;
    const y = startY + ((toY - startY) * step) / 6;
    mouse('mousemove', x, y, document);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  mouse('mouseup', toX, toY, document);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

export const WeekViewAndDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /Nov 16.*22, 2026/ }, { timeout: 15_000 }),
    ).toBeVisible();
    const visit = await canvas.findByRole('button', { name: /10:00.*11:30.*Site visit: Rao flat/ });
    await userEvent.click(visit);
    await expect(args.onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'visit' }));
    // The keyboard reaches events too: Enter on a focused one opens it.
    const demo = canvas.getByRole('button', { name: /Demo: Mehta family/ });
    demo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'demo' }));
  },
};

export const SwitchesViewsAndPeriods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: /Nov 16.*22, 2026/ }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await expect(await canvas.findByText('Follow-up call: Iyer')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Day' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /2026/ })).toBeVisible();
  },
};

export const SelectsASlot: Story = {
  args: { view: 'week' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: /Nov 16.*22, 2026/ }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await canvas.findByRole('heading', { level: 2, name: 'November 2026' });
    const day = canvasElement.querySelector<HTMLElement>(
      'td.fc-daygrid-day[data-date="2026-11-20"] .fc-daygrid-day-frame',
    );
    if (!day) throw new Error('no day cell for 20 November');
    // FullCalendar finds the day under the pointer, so the press needs real coordinates.
    const box = day.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    for (const type of ['mousedown', 'mouseup', 'click']) {
      day.dispatchEvent(
        new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 }),
      );
    }
    await waitFor(() =>
      expect(args.onSelectSlot).toHaveBeenCalledWith(
        expect.objectContaining({ allDay: true, start: at(20, 0) }),
      ),
    );
  },
};

export const DragMovesAnEvent: Story = {
  play: async ({ canvasElement, args }) => {
    const visit = await eventElement(canvasElement, 'visit');
    const column = canvasElement.querySelector<HTMLElement>('td.fc-timegrid-col[data-date="2026-11-19"]');
    if (!column) throw new Error('no column for 19 November');
    const target = column.getBoundingClientRect();
    const from = visit.getBoundingClientRect();
    await drag(visit, target.left + target.width / 2, from.top + Math.min(8, from.height / 2));
    await waitFor(() => expect(args.onMoveEvent).toHaveBeenCalled());
    const change = (args.onMoveEvent as unknown as { mock: { calls: [EventCalendarChange][] } }).mock
      .calls[0]?.[0];
    await expect(change?.event.id).toBe('visit');
    // Same length, on the day it was dropped on.
    await expect(change?.start.getDate()).toBe(19);
    await expect((change?.end.getTime() ?? 0) - (change?.start.getTime() ?? 0)).toBe(90 * 60_000);
    await waitFor(async () =>
      expect((await eventElement(canvasElement, 'visit')).closest('td')?.getAttribute('data-date')).toBe(
        '2026-11-19',
      ),
    );
  },
};

export const RefusedMoveGoesBack: Story = {
  args: { refuseMoves: true },
  play: async ({ canvasElement, args }) => {
    const visit = await eventElement(canvasElement, 'visit');
    const column = canvasElement.querySelector<HTMLElement>('td.fc-timegrid-col[data-date="2026-11-20"]');
    if (!column) throw new Error('no column for 20 November');
    const target = column.getBoundingClientRect();
    const from = visit.getBoundingClientRect();
    await drag(visit, target.left + target.width / 2, from.top + Math.min(8, from.height / 2));
    await waitFor(() => expect(args.onMoveEvent).toHaveBeenCalled());
    await waitFor(async () =>
      expect((await eventElement(canvasElement, 'visit')).closest('td')?.getAttribute('data-date')).toBe(
        '2026-11-17',
      ),
    );
  },
};
