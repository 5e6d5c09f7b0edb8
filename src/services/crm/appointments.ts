/**
 * Appointments (dashboard/appointments): demos, design queries, follow-ups, site visits and
 * interviews on the calendar, read with their assignee and lead (`appointments_list`), booked,
 * edited and moved with the row's version (a stale move gets ConflictError). Who sees whose is the
 * database's decision: an executive their own and their leads', a manager everyone's. `findClashes`
 * is the pure rule the booking dialog warns with.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { source } from '../kit/data-access';

export const APPOINTMENT_KINDS = ['demo', 'design_query', 'follow_up', 'site_visit', 'interview'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

export const APPOINTMENT_KIND_LABELS: Record<AppointmentKind, string> = {
  demo: 'Demo',
  design_query: 'Design query',
  follow_up: 'Follow-up',
  site_visit: 'Site visit',
  interview: 'Interview',
};

/** Chakra colour palettes: each kind keeps its colour on the calendar and in badges. */
export const APPOINTMENT_KIND_PALETTE: Record<AppointmentKind, string> = {
  demo: 'purple',
  design_query: 'teal',
  follow_up: 'orange',
  site_visit: 'blue',
  interview: 'pink',
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

export function appointmentFilters(query: AppointmentQuery): Filter[] {
  const filters: Filter[] = [];
  if (query.from) filters.push({ column: 'starts_at', op: 'gte', value: query.from });
  // lte on the instant before `to` keeps the range half-open.
  if (query.to)
    filters.push({ column: 'starts_at', op: 'lte', value: new Date(Date.parse(query.to) - 1).toISOString() });
  if (query.assignee) filters.push({ column: 'assignee_id', op: 'eq', value: query.assignee });
  if (query.kind) filters.push({ column: 'kind', op: 'eq', value: query.kind });
  return filters;
}

export async function listAppointments(
  query: AppointmentQuery = {},
  given?: DataSource,
): Promise<Appointment[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('appointments_list', {
    filters: appointmentFilters(query),
    sort: [
      { column: 'starts_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    range: { from: 0, to: 1999 },
    count: 'none',
  });
  return z.array(appointmentSchema).parse(rows);
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

export const optionSchema = z.object({ id: z.string(), name: z.string() });
export type NamedOption = z.infer<typeof optionSchema>;

/** Active staff an appointment can be assigned to (sales, designers for site visits, HR for interviews). */
export async function listAssigneeOptions(given?: DataSource): Promise<NamedOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('staff', {
    columns: ['id', 'name'],
    filters: [{ column: 'active', op: 'eq', value: true }],
    sort: [{ column: 'name', ascending: true }],
    count: 'none',
  });
  return z.array(optionSchema).parse(rows);
}

/** Leads the caller may see whose name or phone matches, for the lead field's search. */
export async function searchLeadOptions(text: string, given?: DataSource): Promise<NamedOption[]> {
  const ds = await source(given);
  const pattern = `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await ds.list<unknown>('leads', {
    columns: ['id', 'name'],
    filters: text.trim()
      ? [
          {
            op: 'or',
            filters: [
              { column: 'name', op: 'ilike', value: pattern },
              { column: 'phone', op: 'ilike', value: pattern },
            ],
          },
        ]
      : [],
    sort: [{ column: 'name', ascending: true }],
    range: { from: 0, to: 19 },
    count: 'none',
  });
  return z.array(optionSchema).parse(rows);
}

export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => [...appointmentKeys.all, 'list'] as const,
  list: (query: AppointmentQuery) => [...appointmentKeys.lists(), query] as const,
  assignees: () => [...appointmentKeys.all, 'assignees'] as const,
  leads: (text: string) => [...appointmentKeys.all, 'leads', text] as const,
};

export function useAppointments(query: AppointmentQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: appointmentKeys.list(query),
    queryFn: () => listAppointments(query),
    enabled: options.enabled ?? true,
  });
}

export function useAssigneeOptions() {
  return useQuery({
    queryKey: appointmentKeys.assignees(),
    queryFn: () => listAssigneeOptions(),
    staleTime: 60_000,
  });
}

export function useLeadSearch(text: string) {
  return useQuery({ queryKey: appointmentKeys.leads(text), queryFn: () => searchLeadOptions(text) });
}

export function useCreateAppointment() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (values: AppointmentInput) => createAppointment(values),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.lists() }),
  });
}

export function useMoveAppointment() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (move: { id: string; version: number; startsAt: string; durationMinutes: number }) =>
      moveAppointment(move),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.lists() }),
  });
}
