/** Calendar events of the workshop (site visits, design meetings, installations, deliveries) and date maths. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';

export const EVENT_KINDS = ['Site visit', 'Design meeting', 'Installation', 'Delivery', 'Office'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const KIND_PALETTE: Record<EventKind, string> = {
  'Site visit': 'blue',
  'Design meeting': 'purple',
  Installation: 'teal',
  Delivery: 'orange',
  Office: 'gray',
};

export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  kind: z.enum(EVENT_KINDS),
  /** yyyy-mm-dd, local. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** HH:MM, local; end after start, same day. */
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
});
export type CalendarEntry = z.infer<typeof calendarEventSchema>;

export const pad = (value: number) => String(value).padStart(2, '0');
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
export function parseIsoDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}
/** Monday of the week holding the date. */
export function weekStart(iso: string): string {
  const day = parseIsoDate(iso).getDay();
  return addDays(iso, -((day + 6) % 7));
}
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
export function timeOf(minutes: number): string {
  const clamped = Math.max(0, Math.min(24 * 60 - 1, minutes));
  return `${pad(Math.floor(clamped / 60))}:${pad(clamped % 60)}`;
}
/** The six weeks (Monday first) shown for the month holding the date. */
export function monthGrid(iso: string): string[][] {
  const first = parseIsoDate(iso);
  first.setDate(1);
  const start = weekStart(toIsoDate(first));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}
export function byStart(a: CalendarEntry, b: CalendarEntry): number {
  return a.date === b.date ? minutesOf(a.start) - minutesOf(b.start) : a.date < b.date ? -1 : 1;
}
/** Moves an event to another day (and start time), keeping its length. */
export function moveEntry(entry: CalendarEntry, date: string, start = entry.start): CalendarEntry {
  const length = minutesOf(entry.end) - minutesOf(entry.start);
  const startMinutes = Math.min(minutesOf(start), 24 * 60 - length);
  return { ...entry, date, start: timeOf(startMinutes), end: timeOf(startMinutes + length) };
}

const today = toIsoDate(new Date());
const monday = weekStart(today);
// Fixtures sit around the current week so the calendar opens on something to look at.
export const CALENDAR_FIXTURES: CalendarEntry[] = [
  {
    id: 'ev1',
    title: 'Measure the Mehta wardrobes',
    kind: 'Site visit',
    date: monday,
    start: '11:00',
    end: '12:30',
  },
  {
    id: 'ev2',
    title: 'Kitchen design review with Anita Sharma',
    kind: 'Design meeting',
    date: addDays(monday, 1),
    start: '15:00',
    end: '16:00',
  },
  {
    id: 'ev3',
    title: 'Install Iyer TV unit',
    kind: 'Installation',
    date: addDays(monday, 2),
    start: '09:30',
    end: '17:00',
  },
  {
    id: 'ev4',
    title: 'HDHMR board delivery',
    kind: 'Delivery',
    date: addDays(monday, 3),
    start: '10:00',
    end: '11:00',
  },
  {
    id: 'ev5',
    title: 'Weekly production planning',
    kind: 'Office',
    date: addDays(monday, 4),
    start: '09:00',
    end: '10:00',
  },
  {
    id: 'ev6',
    title: 'Rao kitchen site visit',
    kind: 'Site visit',
    date: addDays(monday, 8),
    start: '12:00',
    end: '13:00',
  },
  {
    id: 'ev7',
    title: 'Kapoor wardrobe handover',
    kind: 'Installation',
    date: addDays(monday, -3),
    start: '16:00',
    end: '17:00',
  },
];

export const calendarStore = createDemoStore('calendar', z.array(calendarEventSchema), CALENDAR_FIXTURES);
