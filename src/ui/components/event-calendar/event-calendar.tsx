/**
 * The calendar of the workspace (appointments, the apps calendar): FullCalendar 6 with month, week,
 * day and list views under a toolbar of our own (named buttons, the period as a heading that is
 * announced, the view as a radio group), drawn with the theme's tokens so dark mode follows.
 * Import LazyEventCalendar, not this module: FullCalendar loads on first use.
 */
import { Box, Button, Flex, HStack, IconButton, SegmentGroup, Text, VisuallyHidden } from '@chakra-ui/react';
import type {
  DateSelectArg,
  DayCellMountArg,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
  EventMountArg,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  EVENT_CALENDAR_VIEWS,
  type EventCalendarChange,
  type EventCalendarEvent,
  type EventCalendarProps,
  type EventCalendarView,
} from './event-calendar-types';

const FC_VIEW: Record<EventCalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
};
const VIEW_LABEL: Record<EventCalendarView, string> = {
  month: 'Month',
  week: 'Week',
  day: 'Day',
  list: 'List',
};
const STEP_LABEL: Record<EventCalendarView, string> = {
  month: 'month',
  week: 'week',
  day: 'day',
  list: 'month',
};

const viewOf = (fcView: string): EventCalendarView =>
  (Object.entries(FC_VIEW).find(([, name]) => name === fcView)?.[0] as EventCalendarView | undefined) ??
  'month';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false });
const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });

/** What a screen reader hears for an event: title, day and time. */
export function describeEvent(event: Pick<EventCalendarEvent, 'title' | 'start' | 'end'>): string {
  return `${event.title}, ${dayFormat.format(event.start)}, ${timeFormat.format(event.start)} to ${timeFormat.format(event.end)}`;
}

/** FullCalendar's own colours, pointed at the theme's tokens. */
const THEME_CSS = {
  '--fc-border-color': 'var(--chakra-colors-border)',
  '--fc-page-bg-color': 'var(--chakra-colors-bg-panel)',
  '--fc-neutral-bg-color': 'var(--chakra-colors-bg-muted)',
  '--fc-neutral-text-color': 'var(--chakra-colors-fg-muted)',
  '--fc-today-bg-color': 'var(--chakra-colors-brand-subtle, var(--chakra-colors-bg-subtle))',
  '--fc-highlight-color': 'var(--chakra-colors-bg-emphasized)',
  '--fc-list-event-hover-bg-color': 'var(--chakra-colors-bg-muted)',
  '--fc-event-bg-color': 'var(--chakra-colors-blue-subtle)',
  '--fc-event-border-color': 'var(--chakra-colors-blue-solid)',
  '--fc-event-text-color': 'var(--chakra-colors-blue-fg)',
  '--fc-now-indicator-color': 'var(--chakra-colors-red-solid)',
  '& .fc': { fontSize: 'var(--chakra-font-sizes-sm)' },
  '& .fc a': { color: 'inherit', textDecoration: 'none' },
  '& .fc .fc-event:focus-visible': {
    outline: '2px solid var(--chakra-colors-border-inverted)',
    outlineOffset: '1px',
  },
  '& .fc .fc-list-event-dot': { borderColor: 'var(--fc-event-border-color)' },
  '& .fc .fc-daygrid-event-dot': { borderColor: 'var(--fc-event-border-color)' },
  // FullCalendar fades the days of the next and previous month to 30% opacity, which fails contrast
  // (2:1); they keep full opacity and take the muted text colour instead (readable in both modes).
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'var(--chakra-colors-fg-muted)' },
};

export default function EventCalendar({
  label,
  events,
  views = EVENT_CALENDAR_VIEWS,
  view,
  onViewChange,
  initialDate,
  onRangeChange,
  onSelectSlot,
  onEventClick,
  onMoveEvent,
  onResizeEvent,
  slotMinTime = '07:00:00',
  slotMaxTime = '21:00:00',
}: EventCalendarProps) {
  const calendar = useRef<FullCalendar>(null);
  const [ownView, setOwnView] = useState<EventCalendarView>(view ?? views[0] ?? 'month');
  const current = view ?? ownView;
  const [title, setTitle] = useState('');
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const rangeChange = useRef(onRangeChange);
  useEffect(() => {
    rangeChange.current = onRangeChange;
  }, [onRangeChange]);

  // A view given by the caller (from the URL, say) is followed.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (api && api.view.type !== FC_VIEW[current]) api.changeView(FC_VIEW[current]);
  }, [current]);

  const input: EventInput[] = useMemo(
    () =>
      events.map((event) => {
        const palette = event.colorPalette ?? 'blue';
        return {
          id: event.id,
          title: event.title,
          start: event.start,
          end: event.end,
          backgroundColor: `var(--chakra-colors-${palette}-subtle)`,
          borderColor: `var(--chakra-colors-${palette}-solid)`,
          textColor: `var(--chakra-colors-${palette}-fg)`,
          ...(event.editable === undefined ? {} : { editable: event.editable }),
        };
      }),
    [events],
  );

  const changeOf = (info: EventDropArg | EventResizeDoneArg): EventCalendarChange | null => {
    const original = byId.get(info.event.id);
    const start = info.event.start;
    if (!original || !start) return null;
    const length = original.end.getTime() - original.start.getTime();
    return { event: original, start, end: info.event.end ?? new Date(start.getTime() + length) };
  };
  const settle = (info: EventDropArg | EventResizeDoneArg, handler?: EventCalendarProps['onMoveEvent']) => {
    const change = changeOf(info);
    if (!change || !handler) {
      info.revert();
      return;
    }
    Promise.resolve()
      .then(() => handler(change))
      .catch(() => info.revert());
  };

  const pick = (next: EventCalendarView) => {
    if (view === undefined) setOwnView(next);
    onViewChange?.(next);
  };
  const api = () => calendar.current?.getApi();

  return (
    <Box as="section" aria-label={label} minW="0">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between" mb="3">
        <HStack gap="1" role="group" aria-label={`${label}: period`}>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={`Previous ${STEP_LABEL[current]}`}
            onClick={() => api()?.prev()}
          >
            <ChevronLeft />
          </IconButton>
          <Button size="sm" variant="outline" onClick={() => api()?.today()}>
            Today
          </Button>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={`Next ${STEP_LABEL[current]}`}
            onClick={() => api()?.next()}
          >
            <ChevronRight />
          </IconButton>
          <Text as="h2" textStyle="lg" fontWeight="semibold" ms="2" aria-live="polite">
            {title}
          </Text>
        </HStack>
        {views.length > 1 && (
          <SegmentGroup.Root
            size="sm"
            aria-label="Calendar view"
            value={current}
            onValueChange={(details) => {
              const next = views.find((candidate) => candidate === details.value);
              if (next) pick(next);
            }}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={views.map((value) => ({ value, label: VIEW_LABEL[value] }))} />
          </SegmentGroup.Root>
        )}
      </Flex>
      <Box
        role="region"
        aria-label={`${label}, ${VIEW_LABEL[current].toLowerCase()} view`}
        tabIndex={0}
        overflowX="auto"
        maxW="full"
        rounded="l2"
        focusVisibleRing="outside"
        css={THEME_CSS}
      >
        <Box minW={current === 'week' ? '48rem' : current === 'month' ? '36rem' : undefined}>
          <FullCalendar
            ref={calendar}
            plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
            initialView={FC_VIEW[current]}
            {...(initialDate ? { initialDate } : {})}
            headerToolbar={false}
            height="auto"
            firstDay={1}
            nowIndicator
            dayMaxEvents={3}
            slotMinTime={slotMinTime}
            slotMaxTime={slotMaxTime}
            slotDuration="00:30:00"
            snapDuration="00:15:00"
            allDaySlot={false}
            eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
            slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
            events={input}
            eventInteractive
            editable={Boolean(onMoveEvent)}
            eventStartEditable={Boolean(onMoveEvent)}
            eventDurationEditable={Boolean(onResizeEvent)}
            selectable={Boolean(onSelectSlot)}
            selectMirror
            select={(info: DateSelectArg) => {
              onSelectSlot?.({ start: info.start, end: info.end, allDay: info.allDay });
              info.view.calendar.unselect();
            }}
            eventClick={(info: EventClickArg) => {
              info.jsEvent.preventDefault();
              const event = byId.get(info.event.id);
              if (event) onEventClick?.(event);
            }}
            dayCellDidMount={(info: DayCellMountArg) => {
              // FullCalendar names a month cell by its day number's label ("November 17, 2026") while the
              // cell also shows its events, so the visible text is not part of the name (axe
              // label-content-name-mismatch). Without the reference the cell is named by all it shows.
              info.el.removeAttribute('aria-labelledby');
            }}
            eventDidMount={(info: EventMountArg) => {
              info.el.setAttribute('data-event-id', info.event.id);
              // A list view row stays a table row; its title link is what is focused and pressed.
              const target =
                info.el.tagName === 'TR'
                  ? info.el.querySelector<HTMLElement>('.fc-list-event-title a')
                  : info.el;
              if (target && !target.getAttribute('role')) target.setAttribute('role', 'button');
            }}
            eventContent={(arg: EventContentArg) => {
              // A list view keeps FullCalendar's own content: the title as a focusable link (made a button
              // in eventDidMount); content of ours would replace that link and leave nothing to press.
              if (arg.view.type.startsWith('list')) return true;
              const event = byId.get(arg.event.id);
              // The visible time and title are the accessible name, the day is added for screen readers.
              return (
                <Box
                  as="span"
                  display="block"
                  overflow="hidden"
                  px="0.5"
                  whiteSpace="normal"
                  lineHeight="short"
                >
                  {arg.timeText ? (
                    <Box as="span" fontWeight="semibold" me="1">
                      {arg.timeText}
                    </Box>
                  ) : null}
                  <Box as="span">{arg.event.title}</Box>
                  {event ? <VisuallyHidden>, {dayFormat.format(event.start)}</VisuallyHidden> : null}
                </Box>
              );
            }}
            eventDrop={(info: EventDropArg) => settle(info, onMoveEvent)}
            eventResize={(info: EventResizeDoneArg) => settle(info, onResizeEvent)}
            datesSet={(info: DatesSetArg) => {
              setTitle(info.view.title);
              const next = viewOf(info.view.type);
              rangeChange.current?.({ start: info.start, end: info.end, view: next });
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}
