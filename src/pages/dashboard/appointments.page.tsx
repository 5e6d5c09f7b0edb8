import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useListState } from '@/pages/list-kit';
import {
  ErrorState,
  GatedButton,
  LazyEventCalendar,
  toaster,
  type EventCalendarRange,
  OptionSelect,
} from '@/ui';
import { ConflictError } from '@/services/backend';
import {
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_KIND_PALETTE,
  APPOINTMENT_KINDS,
  appointmentKeys,
  moveAppointment,
  useAppointments,
  useAssigneeOptions,
  type Appointment,
} from '@/services/crm';
import { usePermissions } from '@/services/admin';
import { useStoredUser } from '@/services/auth';
import { AppointmentDialog } from './appointments/appointment-dialog';
import { AppointmentDrawer } from './appointments/appointment-drawer';
import { emptyForm, toCalendarEvent, type AppointmentFormInput } from './appointments/appointments-model';
import { appointmentQueryOf, appointmentsList, calendarViewOf } from './appointments/appointments.contract';
import { RouteHeader } from './page-frame';

export const APPOINTMENT_CONFLICT_MESSAGE =
  'This appointment was changed by someone else. The calendar has been reloaded.';

/** Demos, design queries, follow-ups, site visits and interviews on a calendar; whose is the database's call. */
export default function DashboardAppointmentsPage() {
  const client = useQueryClient();
  const list = useListState(appointmentsList);
  const filters = useMemo(() => appointmentQueryOf(list.state), [list.state]);
  const view = calendarViewOf(list.state);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const appointments = useAppointments({ ...filters, ...range }, { enabled: range !== null });
  const assignees = useAssigneeOptions();
  const permissions = usePermissions();
  const user = useStoredUser();
  const blocked = permissions.reason('appointments.manage');
  const [booking, setBooking] = useState<AppointmentFormInput | null>(null);

  const rows = useMemo(() => appointments.data ?? [], [appointments.data]);
  const events = useMemo(() => rows.map(toCalendarEvent), [rows]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const me = user?.staffId ?? null;

  const book = (start: Date, minutes: number) => {
    if (blocked) {
      toaster.create({ type: 'info', title: 'You cannot book appointments', description: blocked });
      return;
    }
    setBooking(emptyForm(start, minutes, filters.assignee ?? me));
  };

  const move = async (appointment: Appointment, start: Date, end: Date) => {
    try {
      await moveAppointment({
        id: appointment.id,
        version: appointment.version,
        startsAt: start.toISOString(),
        durationMinutes: Math.max(5, Math.round((end.getTime() - start.getTime()) / 60_000)),
      });
      toaster.create({ type: 'success', title: `${appointment.title} moved` });
    } catch (error) {
      toaster.create(
        error instanceof ConflictError
          ? { type: 'error', title: APPOINTMENT_CONFLICT_MESSAGE }
          : {
              type: 'error',
              title: 'The appointment was not moved',
              description: error instanceof Error ? error.message : undefined,
            },
      );
      throw error;
    } finally {
      await client.invalidateQueries({ queryKey: appointmentKeys.lists() });
    }
  };

  return (
    <Stack gap="4">
      <RouteHeader
        title="Appointments"
        description="Demos, design queries, follow-ups, site visits and interviews. Select a time to book one; drag one to move it."
        actions={
          <GatedButton
            size="sm"
            colorPalette="brand"
            blockedReason={permissions.isPending ? 'Checking what you may do…' : blocked}
            onClick={() => {
              const start = new Date();
              start.setMinutes(0, 0, 0);
              start.setHours(start.getHours() + 1);
              book(start, 60);
            }}
          >
            <Plus aria-hidden="true" /> New appointment
          </GatedButton>
        }
      />
      <HStack gap="2" wrap="wrap" role="group" aria-label="Appointment filters">
        <OptionSelect
          aria-label="Filter by assignee"
          value={filters.assignee ?? ''}
          onChange={(event) => list.setFilters({ assignee: event.currentTarget.value })}
          size="sm"
          layout={{ flex: '1 1 12rem', maxW: { md: '16rem' } }}
          placeholder="Everyone I can see"
          options={(assignees.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
        />
        <OptionSelect
          aria-label="Filter by kind"
          value={filters.kind ?? ''}
          onChange={(event) => list.setFilters({ kind: event.currentTarget.value })}
          size="sm"
          layout={{ flex: '1 1 10rem', maxW: { md: '14rem' } }}
          placeholder="All kinds"
          options={APPOINTMENT_KINDS.map((kind) => ({ value: kind, label: APPOINTMENT_KIND_LABELS[kind] }))}
        />
        <HStack gap="1.5" wrap="wrap" aria-label="Colours by kind" role="list">
          {APPOINTMENT_KINDS.map((kind) => (
            <Badge key={kind} role="listitem" colorPalette={APPOINTMENT_KIND_PALETTE[kind]} variant="subtle">
              {APPOINTMENT_KIND_LABELS[kind]}
            </Badge>
          ))}
        </HStack>
      </HStack>
      {appointments.isError ? (
        <ErrorState
          title="The appointments could not be loaded"
          message={appointments.error.message}
          onRetry={() => void appointments.refetch()}
        />
      ) : null}
      {appointments.isFetching && !appointments.data ? (
        <Text textStyle="sm" color="fg.muted">
          Loading the appointments…
        </Text>
      ) : null}
      <LazyEventCalendar
        label="Appointments"
        events={events}
        view={view}
        onViewChange={(next) => list.setFilters({ view: next })}
        {...(list.state.filters.date ? { initialDate: list.state.filters.date } : {})}
        onRangeChange={(next: EventCalendarRange) =>
          setRange({ from: next.start.toISOString(), to: next.end.toISOString() })
        }
        onSelectSlot={(slot) =>
          book(
            slot.allDay ? new Date(slot.start.getTime() + 10 * 3_600_000) : slot.start,
            slot.allDay ? 60 : Math.max(15, Math.round((slot.end.getTime() - slot.start.getTime()) / 60_000)),
          )
        }
        onEventClick={(event) => list.open(event.id)}
        {...(blocked
          ? {}
          : {
              onMoveEvent: async ({ event, start, end }) => {
                const appointment = byId.get(event.id);
                if (appointment) await move(appointment, start, end);
              },
            })}
      />
      <AppointmentDialog
        initial={booking}
        assignees={assignees.data ?? []}
        onClose={() => setBooking(null)}
      />
      <AppointmentDrawer
        appointment={list.openId ? (byId.get(list.openId) ?? null) : null}
        onClose={list.close}
      />
    </Stack>
  );
}
