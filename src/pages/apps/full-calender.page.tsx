import {
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  HStack,
  IconButton,
  SegmentGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CalendarDays, ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState, type DragEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { ConfirmDialog, EmptyState, PageHeader, ScrollRegion, toaster } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { useDemoStore } from '@/services/demo-store';
import {
  KIND_PALETTE,
  addDays,
  byStart,
  calendarStore,
  minutesOf,
  monthGrid,
  moveEntry,
  parseIsoDate,
  timeOf,
  toIsoDate,
  weekStart,
  type CalendarEntry,
} from './full-calender/calendar-model';
import { EventDialog, type EventFormValues } from './full-calender/event-dialog';

type View = 'month' | 'week' | 'day' | 'list';
const VIEWS: { value: View; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
  { value: 'list', label: 'List' },
];
const FIRST_HOUR = 7;
const LAST_HOUR = 21;
const HOUR_PX = 48;
const SNAP_MINUTES = 15;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DRAG_TYPE = 'application/x-fpw-event';

const monthTitle = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });
const dayTitle = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });

type Draft = Omit<CalendarEntry, 'id'> & { id?: string };

function snap(minutes: number) {
  return Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES;
}

export default function AppsFullCalenderPage() {
  const [entries, setEntries] = useDemoStore(calendarStore);
  const today = toIsoDate(new Date());
  const [view, setView] = useState<View>('month');
  const [cursor, setCursor] = useState(today);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [resizing, setResizing] = useState<{ id: string; end: string } | null>(null);
  const [deleting, setDeleting] = useState<CalendarEntry | null>(null);

  const shown = entries.map((entry) => (resizing?.id === entry.id ? { ...entry, end: resizing.end } : entry));
  const onDay = (date: string) => shown.filter((entry) => entry.date === date).sort(byStart);
  const step = (direction: 1 | -1) => {
    if (view === 'month') {
      const date = parseIsoDate(cursor);
      date.setDate(1);
      date.setMonth(date.getMonth() + direction);
      setCursor(toIsoDate(date));
    } else setCursor(addDays(cursor, (view === 'day' ? 1 : 7) * direction));
  };
  const weekDays =
    view === 'day' ? [cursor] : Array.from({ length: 7 }, (_, index) => addDays(weekStart(cursor), index));
  const heading =
    view === 'month' || view === 'list'
      ? monthTitle.format(parseIsoDate(cursor))
      : view === 'day'
        ? dayTitle.format(parseIsoDate(cursor))
        : `Week of ${shortDay.format(parseIsoDate(weekDays[0] ?? cursor))}`;

  const save = (values: EventFormValues) => {
    if (draft?.id) {
      const id = draft.id;
      setEntries((current) =>
        current.map((entry) =>
          entry.id === id ? { ...entry, ...values, title: values.title.trim() } : entry,
        ),
      );
      toaster.create({ type: 'success', title: 'Event saved' });
    } else {
      setEntries((current) => [
        ...current,
        { id: `ev-${crypto.randomUUID()}`, ...values, title: values.title.trim() },
      ]);
      toaster.create({ type: 'success', title: 'Event created', description: values.title.trim() });
    }
    setCursor(values.date);
    setDraft(null);
  };
  const newDraft = (date: string, start = '10:00'): Draft => ({
    title: '',
    kind: 'Site visit',
    date,
    start,
    end: timeOf(minutesOf(start) + 60),
  });
  const move = (id: string, date: string, start?: string) => {
    setEntries((current) =>
      current.map((entry) => (entry.id === id ? moveEntry(entry, date, start) : entry)),
    );
    const moved = entries.find((entry) => entry.id === id);
    if (moved)
      toaster.create({
        type: 'info',
        title: `Moved ${moved.title}`,
        description: shortDay.format(parseIsoDate(date)),
      });
  };
  const dragStart = (event: DragEvent, entry: CalendarEntry) => {
    event.dataTransfer.setData(DRAG_TYPE, entry.id);
    event.dataTransfer.setData('text/plain', entry.title);
    event.dataTransfer.effectAllowed = 'move';
  };
  const allowDrop = (event: DragEvent) => {
    if (event.dataTransfer.types.includes(DRAG_TYPE)) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    }
  };
  const startResize = (event: ReactPointerEvent, entry: CalendarEntry) => {
    event.preventDefault();
    event.stopPropagation();
    const originY = event.clientY;
    const originEnd = minutesOf(entry.end);
    const minimumEnd = minutesOf(entry.start) + SNAP_MINUTES;
    let latest = entry.end;
    const onMove = (moveEvent: PointerEvent) => {
      const minutes = snap(originEnd + ((moveEvent.clientY - originY) / HOUR_PX) * 60);
      latest = timeOf(Math.max(minimumEnd, Math.min(LAST_HOUR * 60, minutes)));
      setResizing({ id: entry.id, end: latest });
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      setResizing(null);
      if (latest !== entry.end) {
        setEntries((current) =>
          current.map((item) => (item.id === entry.id ? { ...item, end: latest } : item)),
        );
        toaster.create({ type: 'info', title: `${entry.title} now ends at ${latest}` });
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const chip = (entry: CalendarEntry, compact: boolean) => (
    <Box
      as="button"
      key={entry.id}
      draggable
      onDragStart={(event: DragEvent) => dragStart(event, entry)}
      onClick={() => setDraft(entry)}
      aria-label={`${entry.title}, ${entry.start} to ${entry.end}, ${entry.kind}`}
      data-testid="calendar-event"
      textAlign="start"
      w="full"
      px="1.5"
      py="0.5"
      rounded="l1"
      textStyle="xs"
      bg={`${KIND_PALETTE[entry.kind]}.subtle`}
      color={`${KIND_PALETTE[entry.kind]}.fg`}
      borderStartWidth="3px"
      borderStartColor={`${KIND_PALETTE[entry.kind]}.solid`}
      cursor="grab"
      truncate
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
    >
      {compact ? `${entry.start} ${entry.title}` : entry.title}
    </Box>
  );

  const hours = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, index) => FIRST_HOUR + index);
  const month = parseIsoDate(cursor).getMonth();
  const listEntries = shown
    .filter(
      (entry) =>
        parseIsoDate(entry.date).getMonth() === month &&
        parseIsoDate(entry.date).getFullYear() === parseIsoDate(cursor).getFullYear(),
    )
    .sort(byStart);

  return (
    <>
      <PageHeader
        title="Calendar"
        description="Site visits, design meetings, installations and deliveries. Drag an event to move it; drag its lower edge in week or day view to change its length."
        actions={
          <>
            <Button size="sm" colorPalette="brand" onClick={() => setDraft(newDraft(cursor))}>
              <Plus aria-hidden="true" />
              New event
            </Button>
            <DemoResetButton subject="the calendar" onReset={calendarStore.reset} />
          </>
        }
      />
      <Stack gap="4">
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <HStack gap="1">
            <IconButton size="sm" variant="outline" aria-label="Previous" onClick={() => step(-1)}>
              <ChevronLeft />
            </IconButton>
            <Button size="sm" variant="outline" onClick={() => setCursor(today)}>
              Today
            </Button>
            <IconButton size="sm" variant="outline" aria-label="Next" onClick={() => step(1)}>
              <ChevronRight />
            </IconButton>
            <Text as="h2" textStyle="lg" fontWeight="semibold" ms="2" aria-live="polite">
              {heading}
            </Text>
          </HStack>
          <SegmentGroup.Root
            size="sm"
            aria-label="Calendar view"
            value={view}
            onValueChange={(details) => setView((details.value as View | null) ?? 'month')}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={VIEWS} />
          </SegmentGroup.Root>
        </Flex>

        {view === 'month' && (
          <Box
            borderWidth="1px"
            rounded="l2"
            overflow="hidden"
            role="grid"
            aria-label={`${heading}, month view`}
          >
            <Grid templateColumns="repeat(7, minmax(0, 1fr))" role="row" bg="bg.muted">
              {WEEKDAYS.map((day) => (
                <Text
                  key={day}
                  role="columnheader"
                  textStyle="xs"
                  fontWeight="semibold"
                  textAlign="center"
                  py="1.5"
                >
                  {day}
                </Text>
              ))}
            </Grid>
            {monthGrid(cursor).map((week) => (
              <Grid key={week[0]} templateColumns="repeat(7, minmax(0, 1fr))" role="row">
                {week.map((date) => {
                  const inMonth = parseIsoDate(date).getMonth() === month;
                  const dayEntries = onDay(date);
                  return (
                    <Stack
                      key={date}
                      role="gridcell"
                      data-date={date}
                      gap="0.5"
                      minH={{ base: '16', md: '24' }}
                      p="1"
                      borderTopWidth="1px"
                      borderEndWidth="1px"
                      bg={inMonth ? 'bg.panel' : 'bg.subtle'}
                      minW="0"
                      onDragOver={allowDrop}
                      onDrop={(event: DragEvent) => {
                        const id = event.dataTransfer.getData(DRAG_TYPE);
                        if (id) move(id, date);
                      }}
                    >
                      <Button
                        size="2xs"
                        variant={date === today ? 'solid' : 'ghost'}
                        colorPalette={date === today ? 'brand' : 'gray'}
                        alignSelf="flex-start"
                        color={date === today ? undefined : inMonth ? 'fg' : 'fg.muted'}
                        aria-label={`New event on ${shortDay.format(parseIsoDate(date))}`}
                        onClick={() => setDraft(newDraft(date))}
                      >
                        {parseIsoDate(date).getDate()}
                      </Button>
                      {dayEntries.slice(0, 3).map((entry) => chip(entry, false))}
                      {dayEntries.length > 3 && (
                        <Button
                          size="2xs"
                          variant="plain"
                          onClick={() => {
                            setCursor(date);
                            setView('day');
                          }}
                        >
                          +{dayEntries.length - 3} more
                        </Button>
                      )}
                    </Stack>
                  );
                })}
              </Grid>
            ))}
          </Box>
        )}

        {(view === 'week' || view === 'day') && (
          <ScrollRegion label={`${heading}, time grid (scrolls sideways)`}>
            <Grid
              templateColumns={`3.5rem repeat(${weekDays.length}, minmax(${view === 'day' ? '12rem' : '7rem'}, 1fr))`}
              minW={view === 'week' ? '52rem' : undefined}
            >
              <Box bg="bg.muted" />
              {weekDays.map((date) => (
                <Text
                  key={date}
                  textStyle="xs"
                  fontWeight="semibold"
                  textAlign="center"
                  py="1.5"
                  bg="bg.muted"
                  color={date === today ? 'brand.fg' : 'fg'}
                >
                  {shortDay.format(parseIsoDate(date))}
                </Text>
              ))}
              <Box position="relative" h={`${hours.length * HOUR_PX}px`}>
                {hours.map((hour, index) => (
                  <Text
                    key={hour}
                    position="absolute"
                    top={`${index * HOUR_PX}px`}
                    insetEnd="1"
                    textStyle="2xs"
                    color="fg.muted"
                  >
                    {timeOf(hour * 60)}
                  </Text>
                ))}
              </Box>
              {weekDays.map((date) => (
                <Box
                  key={date}
                  position="relative"
                  h={`${hours.length * HOUR_PX}px`}
                  borderStartWidth="1px"
                  data-date={date}
                  data-testid="time-column"
                  bgImage={`repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--chakra-colors-border-muted) ${HOUR_PX - 1}px, var(--chakra-colors-border-muted) ${HOUR_PX}px)`}
                  onDragOver={allowDrop}
                  onDrop={(event: DragEvent<HTMLDivElement>) => {
                    const id = event.dataTransfer.getData(DRAG_TYPE);
                    if (!id) return;
                    const top = event.currentTarget.getBoundingClientRect().top;
                    const minutes = snap(FIRST_HOUR * 60 + ((event.clientY - top) / HOUR_PX) * 60);
                    move(id, date, timeOf(minutes));
                  }}
                  onDoubleClick={(event) => {
                    const top = event.currentTarget.getBoundingClientRect().top;
                    setDraft(
                      newDraft(date, timeOf(snap(FIRST_HOUR * 60 + ((event.clientY - top) / HOUR_PX) * 60))),
                    );
                  }}
                >
                  {onDay(date).map((entry) => {
                    const top = ((minutesOf(entry.start) - FIRST_HOUR * 60) / 60) * HOUR_PX;
                    const height = Math.max(
                      18,
                      ((minutesOf(entry.end) - minutesOf(entry.start)) / 60) * HOUR_PX,
                    );
                    return (
                      <Box
                        key={entry.id}
                        position="absolute"
                        top={`${Math.max(0, top)}px`}
                        h={`${height}px`}
                        insetInline="1"
                        display="flex"
                        flexDirection="column"
                      >
                        <Box
                          flex="1"
                          minH="0"
                          display="flex"
                          css={{
                            '& > button': { height: '100%', whiteSpace: 'normal', alignItems: 'flex-start' },
                          }}
                        >
                          {chip(entry, false)}
                        </Box>
                        <Box
                          aria-hidden="true"
                          data-testid="resize-handle"
                          position="absolute"
                          bottom="0"
                          insetInline="0"
                          h="2"
                          cursor="ns-resize"
                          onPointerDown={(event) => startResize(event, entry)}
                        />
                        <Text srOnly>
                          {entry.start} to {entry.end}
                        </Text>
                      </Box>
                    );
                  })}
                </Box>
              ))}
            </Grid>
          </ScrollRegion>
        )}

        {view === 'list' &&
          (listEntries.length === 0 ? (
            <EmptyState
              icon={<CalendarDays />}
              title="No events this month"
              description="Create one with “New event”."
            />
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label={`Events in ${heading}`}>
              {listEntries.map((entry) => (
                <Flex
                  as="li"
                  key={entry.id}
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  rounded="l2"
                  align="center"
                  wrap="wrap"
                >
                  <Text fontWeight="semibold" minW="9rem">
                    {shortDay.format(parseIsoDate(entry.date))}
                  </Text>
                  <Text color="fg.muted" minW="7rem">
                    {entry.start}–{entry.end}
                  </Text>
                  <Button
                    variant="plain"
                    p="0"
                    h="auto"
                    flex="1"
                    justifyContent="flex-start"
                    onClick={() => setDraft(entry)}
                    whiteSpace="normal"
                    textAlign="start"
                  >
                    {entry.title}
                  </Button>
                  <Badge colorPalette={KIND_PALETTE[entry.kind]}>{entry.kind}</Badge>
                </Flex>
              ))}
            </Stack>
          ))}
      </Stack>

      {draft && (
        <EventDialog
          key={draft.id ?? `new-${draft.date}-${draft.start}`}
          entry={draft}
          onSave={save}
          onClose={() => setDraft(null)}
          onDelete={
            draft.id
              ? () => {
                  const existing = entries.find((entry) => entry.id === draft.id);
                  setDraft(null);
                  if (existing) setDeleting(existing);
                }
              : undefined
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this event?"
        description={deleting ? `“${deleting.title}” is removed from the calendar.` : undefined}
        confirmLabel="Delete event"
        tone="danger"
        onConfirm={() => {
          if (!deleting) return;
          setEntries((current) => current.filter((entry) => entry.id !== deleting.id));
          toaster.create({ type: 'info', title: 'Event deleted' });
        }}
      />
    </>
  );
}
