import { Badge, Button, HStack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog, LazyEventCalendar, PageHeader, toaster, type EventCalendarView } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { useDemoStore } from '@/services/kit';
import {
  EVENT_KINDS,
  KIND_PALETTE,
  calendarStore,
  minutesOf,
  parseIsoDate,
  timeOf,
  toIsoDate,
  type CalendarEntry,
} from './full-calender/calendar-model';
import { EventDialog, type EventFormValues } from './full-calender/event-dialog';

type Draft = Omit<CalendarEntry, 'id'> & { id?: string };

const shortDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });
const at = (date: string, time: string) => {
  const day = parseIsoDate(date);
  const minutes = minutesOf(time);
  day.setHours(Math.floor(minutes / 60), minutes % 60, 0, 0);
  return day;
};
const clock = (date: Date) => timeOf(date.getHours() * 60 + date.getMinutes());

/** The workshop calendar (an app of the template) on the same EventCalendar as the appointments. */
export default function AppsFullCalenderPage() {
  const [entries, setEntries] = useDemoStore(calendarStore);
  const [view, setView] = useState<EventCalendarView>('month');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<CalendarEntry | null>(null);

  const events = useMemo(
    () =>
      entries.map((entry) => ({
        id: entry.id,
        title: entry.title,
        start: at(entry.date, entry.start),
        end: at(entry.date, entry.end),
        colorPalette: KIND_PALETTE[entry.kind],
      })),
    [entries],
  );

  const newDraft = (date: string, start = '10:00', end = timeOf(minutesOf(start) + 60)): Draft => ({
    title: '',
    kind: 'Site visit',
    date,
    start,
    end,
  });

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
    setDraft(null);
  };

  /** A drag or a resize: the new day, start and end, kept within the same day. */
  const reschedule = (id: string, start: Date, end: Date, verb: 'Moved' | 'Resized') => {
    const date = toIsoDate(start);
    const sameDay = toIsoDate(end) === date;
    const next = { date, start: clock(start), end: sameDay ? clock(end) : '23:59' };
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...next } : entry)));
    const entry = entries.find((candidate) => candidate.id === id);
    if (entry) {
      toaster.create(
        verb === 'Moved'
          ? { type: 'info', title: `Moved ${entry.title}`, description: shortDay.format(start) }
          : { type: 'info', title: `${entry.title} now ends at ${next.end}` },
      );
    }
  };

  return (
    <>
      <PageHeader
        title="Calendar"
        description="Site visits, design meetings, installations and deliveries. Select a day or a time to add an event; drag an event to move it, or its lower edge in week or day view to change its length."
        actions={
          <>
            <Button size="sm" colorPalette="brand" onClick={() => setDraft(newDraft(toIsoDate(new Date())))}>
              <Plus aria-hidden="true" />
              New event
            </Button>
            <DemoResetButton subject="the calendar" onReset={calendarStore.reset} />
          </>
        }
      />
      <HStack gap="1.5" wrap="wrap" mb="3" role="list" aria-label="Colours by kind">
        {EVENT_KINDS.map((kind) => (
          <Badge key={kind} role="listitem" colorPalette={KIND_PALETTE[kind]}>
            {kind}
          </Badge>
        ))}
      </HStack>
      <LazyEventCalendar
        label="Workshop calendar"
        events={events}
        view={view}
        onViewChange={setView}
        onSelectSlot={(slot) =>
          setDraft(
            slot.allDay
              ? newDraft(toIsoDate(slot.start))
              : newDraft(
                  toIsoDate(slot.start),
                  clock(slot.start),
                  toIsoDate(slot.end) === toIsoDate(slot.start) ? clock(slot.end) : '23:59',
                ),
          )
        }
        onEventClick={(event) => {
          const entry = entries.find((candidate) => candidate.id === event.id);
          if (entry) setDraft(entry);
        }}
        onMoveEvent={({ event, start, end }) => reschedule(event.id, start, end, 'Moved')}
        onResizeEvent={({ event, start, end }) => reschedule(event.id, start, end, 'Resized')}
      />

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
