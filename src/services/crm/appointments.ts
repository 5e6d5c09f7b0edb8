/**
 * Appointments (dashboard/appointments): demos, design queries, follow-ups, site visits and
 * interviews on the calendar, read with their assignee and lead (`appointments_list`), booked,
 * edited and moved with the row's version (a stale move gets ConflictError). Who sees whose is the
 * database's decision: an executive their own and their leads', a manager everyone's. `findClashes`
 * is the pure rule the booking dialog warns with.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter, type RowValues } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListFilterRequest } from '../kit/list-page';
import { recordKeys, useWrite } from '../kit/record-queries';
import { asc } from '../kit/rows';
import { optionSchema, type Option } from '../kit/schemas';
import { listActiveStaffOptions } from '../kit/staff-options';

export const APPOINTMENT_KINDS = [
  'demo',
  'design_query',
  'follow_up',
  'site_visit',
  'interview',
  'installation',
  'delivery',
  'service_visit',
] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/**
 * The kinds the calendar's own "New appointment" offers. Installations and deliveries are booked
 * only from their order (book_installation, services/production/installation.ts ORDER_VISIT_KINDS;
 * the database refuses them without one), and service visits only from a client's ticket
 * (book_service_visit): the calendar shows them but does not offer them.
 */
export const GENERAL_APPOINTMENT_KINDS = [
  'demo',
  'design_query',
  'follow_up',
  'site_visit',
  'interview',
] as const satisfies readonly AppointmentKind[];
export type GeneralAppointmentKind = (typeof GENERAL_APPOINTMENT_KINDS)[number];

export const APPOINTMENT_KIND_LABELS: Record<AppointmentKind, string> = {
  demo: 'Demo',
  design_query: 'Design query',
  follow_up: 'Follow-up',
  site_visit: 'Site visit',
  interview: 'Interview',
  installation: 'Installation',
  delivery: 'Delivery',
  service_visit: 'Service visit',
};

/** Chakra colour palettes: each kind keeps its colour on the calendar and in badges. */
export const APPOINTMENT_KIND_PALETTE: Record<AppointmentKind, string> = {
  demo: 'purple',
  design_query: 'teal',
  follow_up: 'orange',
  site_visit: 'blue',
  interview: 'pink',
  installation: 'green',
  delivery: 'cyan',
  service_visit: 'yellow',
};

export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const isAppointmentKind = (value: unknown): value is AppointmentKind =>
  typeof value === 'string' && (APPOINTMENT_KINDS as readonly string[]).includes(value);

export const appointmentSchema = z.object({
  id: z.string(),
  kind: z.enum(APPOINTMENT_KINDS),
  title: z.string(),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  assignee_id: z.string().nullable(),
  lead_id: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().nullable(),
  version: z.number().int(),
  assignee_name: z.string().nullable().optional(),
  lead_name: z.string().nullable().optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export interface AppointmentQuery {
  /** ISO instants: appointments starting in [from, to). */
  from?: string | undefined;
  to?: string | undefined;
  assignee?: string | undefined;
  kind?: AppointmentKind | undefined;
}

/** The assignee and kind fields, then the half-open time range on starts_at. */
function appointmentFilterRequest(query: AppointmentQuery): ListFilterRequest {
  const where: Filter[] = [];
  if (query.from) where.push({ column: 'starts_at', op: 'gte', value: query.from });
  // lte on the instant before `to` keeps the range half-open.
  if (query.to)
    where.push({ column: 'starts_at', op: 'lte', value: new Date(Date.parse(query.to) - 1).toISOString() });
  return { filters: { assignee_id: query.assignee, kind: query.kind }, where };
}

export const appointmentFilters = (query: AppointmentQuery): Filter[] =>
  listFilters(appointmentFilterRequest(query));

/** The most appointments one calendar range shows. */
const APPOINTMENT_RANGE_LIMIT = 2000;

export async function listAppointments(
  query: AppointmentQuery = {},
  given?: DataSource,
): Promise<Appointment[]> {
  const { rows } = await fetchPage(
    'appointments_list',
    {
      ...appointmentFilterRequest(query),
      sort: [asc('starts_at'), asc('id')],
      page: 0,
      pageSize: APPOINTMENT_RANGE_LIMIT,
      count: 'none',
    },
    appointmentSchema,
    given,
  );
  return rows;
}

export interface AppointmentInput {
  title: string;
  kind: AppointmentKind;
  starts_at: string;
  duration_minutes: number;
  assignee_id: string | null;
  lead_id: string | null;
  location: string | null;
  notes: string | null;
}

export async function createAppointment(values: AppointmentInput, given?: DataSource): Promise<Appointment> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('appointments', {
    ...values,
    title: values.title.trim(),
    status: 'scheduled',
  });
  return appointmentSchema.parse(row);
}

export async function updateAppointment(
  id: string,
  version: number,
  changes: Partial<AppointmentInput> & { status?: AppointmentStatus },
  given?: DataSource,
): Promise<Appointment> {
  const ds = await source(given);
  const row = await ds.update<unknown>('appointments', id, version, changes);
  return appointmentSchema.parse(row);
}

/** Moves an appointment to a new start (and length) if nobody changed it since `version`. */
export function moveAppointment(
  move: { id: string; version: number; startsAt: string; durationMinutes: number },
  given?: DataSource,
): Promise<Appointment> {
  return updateAppointment(
    move.id,
    move.version,
    { starts_at: move.startsAt, duration_minutes: move.durationMinutes },
    given,
  );
}

export interface ClashCandidate {
  id?: string | undefined;
  assignee_id: string | null;
  starts_at: string;
  duration_minutes: number;
}

/**
 * The assignee's other appointments that overlap the candidate's time (touching end to start is
 * not a clash; cancelled ones do not count; nobody assigned, nothing clashes).
 */
export function findClashes<A extends ClashCandidate & { status?: string }>(
  candidate: ClashCandidate,
  others: readonly A[],
): A[] {
  if (!candidate.assignee_id) return [];
  const start = Date.parse(candidate.starts_at);
  const end = start + candidate.duration_minutes * 60_000;
  if (!Number.isFinite(start)) return [];
  return others.filter((other) => {
    if (other.id !== undefined && other.id === candidate.id) return false;
    if (other.assignee_id !== candidate.assignee_id || other.status === 'cancelled') return false;
    const otherStart = Date.parse(other.starts_at);
    const otherEnd = otherStart + other.duration_minutes * 60_000;
    return otherStart < end && start < otherEnd;
  });
}

/** The assignee's appointments on the days around a time (what a clash check compares with). */
export async function listAssigneeDay(
  assigneeId: string,
  startsAt: string,
  given?: DataSource,
): Promise<Appointment[]> {
  const start = Date.parse(startsAt);
  return listAppointments(
    {
      assignee: assigneeId,
      from: new Date(start - 24 * 3_600_000).toISOString(),
      to: new Date(start + 25 * 3_600_000).toISOString(),
    },
    given,
  );
}

export type NamedOption = Option;

/** Leads the caller may see whose name or phone matches, for the lead field's search. */
export async function searchLeadOptions(text: string, given?: DataSource): Promise<NamedOption[]> {
  const { rows } = await fetchPage(
    'leads',
    {
      select: ['id', 'name'],
      search: { columns: ['name', 'phone'], term: text },
      sort: [asc('name')],
      page: 0,
      pageSize: 20,
      count: 'none',
    },
    optionSchema,
    given,
  );
  return rows;
}

const keys = recordKeys<AppointmentQuery>('appointments');
/** A booked visit as the ticket and the order list it: the appointment's when, who, where and status. */
export const visitRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  assignee_id: z.string().nullable(),
  location: z.string().nullable(),
  status: z.string(),
});

/** Who goes on a booked visit, where and what they should know; empty or missing is none (null). */
export interface VisitCrew {
  assigneeId?: string | null | undefined;
  /** Empty or missing: the address the database picks for the visit. */
  location?: string | undefined;
  notes?: string | undefined;
}

/** Books a visit through the database function `booking`, given what it is for and when and the crew; resolves to the new appointment's id. */
export async function bookVisit(
  booking: 'book_service_visit' | 'book_installation',
  args: RowValues,
  crew: VisitCrew,
  given?: DataSource,
): Promise<string> {
  const ds = await source(given);
  return z.string().parse(
    await ds.rpc<unknown>(booking, {
      ...args,
      p_assignee_id: crew.assigneeId || null,
      p_location: crew.location?.trim() || null,
      p_notes: crew.notes?.trim() || null,
    }),
  );
}

export const appointmentKeys = {
  ...keys,
  assignees: () => [...keys.all, 'assignees'] as const,
  leads: (text: string) => [...keys.all, 'leads', text] as const,
};

export const appointmentQueries = {
  list: (query: AppointmentQuery, options: { enabled?: boolean } = {}) =>
    queryOptions({
      queryKey: appointmentKeys.list(query),
      queryFn: () => listAppointments(query),
      enabled: options.enabled ?? true,
    }),
  assignees: () =>
    queryOptions({
      queryKey: appointmentKeys.assignees(),
      queryFn: () => listActiveStaffOptions(),
      staleTime: 60_000,
    }),
  leads: (text: string) =>
    queryOptions({ queryKey: appointmentKeys.leads(text), queryFn: () => searchLeadOptions(text) }),
};

export const useAppointments = (query: AppointmentQuery, options: { enabled?: boolean } = {}) =>
  useQuery(appointmentQueries.list(query, options));

export const useAssigneeOptions = () => useQuery(appointmentQueries.assignees());

export const useLeadSearch = (text: string) => useQuery(appointmentQueries.leads(text));

/** A booking or a move reads the calendar's ranges again, whether or not it went through. */
const refresh = [appointmentKeys.lists()];

export const useCreateAppointment = () =>
  useWrite((values: AppointmentInput) => createAppointment(values), refresh, { handlesError: true });

export const useMoveAppointment = () =>
  useWrite(
    (move: { id: string; version: number; startsAt: string; durationMinutes: number }) =>
      moveAppointment(move),
    refresh,
    { handlesError: true },
  );
