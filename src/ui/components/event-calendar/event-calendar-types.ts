/** The calendar's props, kept apart from the component so importing them does not load FullCalendar. */

export type EventCalendarView = 'month' | 'week' | 'day' | 'list';

export const EVENT_CALENDAR_VIEWS: readonly EventCalendarView[] = ['month', 'week', 'day', 'list'];

export interface EventCalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  /** A Chakra colour palette (`blue`, `purple`, …): the event is drawn in its subtle, solid and fg tokens. */
  colorPalette?: string | undefined;
  /** False keeps this one event from being dragged (or resized). Default: the calendar's setting. */
  editable?: boolean | undefined;
}

export interface EventCalendarSlot {
  start: Date;
  /** Exclusive, as FullCalendar gives it: a whole-day selection of the 3rd ends at midnight of the 4th. */
  end: Date;
  allDay: boolean;
}

export interface EventCalendarChange {
  event: EventCalendarEvent;
  start: Date;
  end: Date;
}

export interface EventCalendarRange {
  /** First visible moment and the (exclusive) end of the visible range. */
  start: Date;
  end: Date;
  view: EventCalendarView;
}

export interface EventCalendarProps {
  /** Accessible name of the calendar, e.g. "Appointments". */
  label: string;
  events: readonly EventCalendarEvent[];
  /** Which views the toolbar offers (default: month, week, day, list). */
  views?: readonly EventCalendarView[];
  /** The view shown; with onViewChange the caller keeps it (in the URL, say). */
  view?: EventCalendarView;
  onViewChange?: (view: EventCalendarView) => void;
  /** A yyyy-mm-dd date the calendar opens on (default: today). */
  initialDate?: string;
  /** Called whenever the visible range changes (load the events for it). */
  onRangeChange?: (range: EventCalendarRange) => void;
  /** Selecting a day (month) or a time range (week, day) creates something; leave out to disable. */
  onSelectSlot?: (slot: EventCalendarSlot) => void;
  /** A click, or Enter on a focused event. */
  onEventClick?: (event: EventCalendarEvent) => void;
  /** An event dragged to another time. A rejected promise puts it back where it was. */
  onMoveEvent?: (change: EventCalendarChange) => Promise<void> | void;
  /** An event's end dragged (week and day views). A rejected promise puts it back. */
  onResizeEvent?: (change: EventCalendarChange) => Promise<void> | void;
  /** First and last hour of the time grid (default 07:00–21:00). */
  slotMinTime?: string;
  slotMaxTime?: string;
}
