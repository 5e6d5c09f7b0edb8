/**
 * The appointments calendar's URL contract: `assignee` (staff id) and `kind` filter it, `view` is
 * month, day or list (week when absent), `date` the day it opens on, `appointment` the one open
 * in the drawer.
 */
import { anyText, defineListContract, isoDate, oneOf } from '@/pages/list-kit';
import type { EventCalendarView } from '@/ui';
import { APPOINTMENT_KINDS, type AppointmentQuery } from '@/services/crm';

export const appointmentsList = defineListContract({
  filters: {
    assignee: anyText,
    kind: oneOf(APPOINTMENT_KINDS),
    view: oneOf(['month', 'day', 'list']),
    date: isoDate,
  },
  // A calendar: the range it shows is what it loads, neither sorted nor paged by the URL.
  sortKeys: [],
  pageSizes: [],
  openRecord: 'appointment',
});

export type AppointmentsListState = ReturnType<typeof appointmentsList.read>;

export const calendarViewOf = (state: AppointmentsListState): EventCalendarView =>
  state.filters.view ?? 'week';

/** The filters the service applies (the calendar adds the range it shows). */
export function appointmentQueryOf(
  state: AppointmentsListState,
): Pick<AppointmentQuery, 'assignee' | 'kind'> {
  return { assignee: state.filters.assignee, kind: state.filters.kind };
}
