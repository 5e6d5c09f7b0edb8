/**
 * Support tickets of design-tool subscribers (migration 20261125088050_support_tickets.sql): the
 * queue with its filters, the counts of open, breached and resolved this week, one ticket with its
 * thread, replies and internal notes, and status and assignee changes guarded by the row's version
 * (a stale version rejects with ConflictError, never overwrites).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { TICKET_PRIORITIES, type TicketPriority } from './support-sla';
import { source } from '../kit/data-access';
import { fetchPage, type ListFilterRequest, type ListPage, chosenSort } from '../kit/list-page';
import { listAndDetailQueries, recordKeys, recordQuery, useWrite } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';

export { TICKET_PRIORITIES, type TicketPriority };

export const TICKET_STATUSES = ['new', 'open', 'waiting_on_customer', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const OPEN_STATUSES: readonly TicketStatus[] = ['new', 'open', 'waiting_on_customer'];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  open: 'Open',
  waiting_on_customer: 'Waiting on customer',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const TICKET_CUSTOMER_KINDS = ['client', 'subscriber'] as const;
export type TicketCustomerKind = (typeof TICKET_CUSTOMER_KINDS)[number];
export const TICKET_CUSTOMER_KIND_LABELS: Record<TicketCustomerKind, string> = {
  client: 'Clients',
  subscriber: 'Design-tool subscribers',
};

const text = z.string().nullable();

/** A row of support_tickets_list: a design-tool subscriber's ticket, or a client's (with its order). */
export const ticketSchema = z.object({
  id: z.string(),
  subscriber_id: text,
  business_name: text,
  contact_name: text,
  subscriber_email: text,
  subject: z.string(),
  description: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  created_at: z.string(),
  first_response_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  version: z.number().int(),
  sla_deadline: z.string(),
  sla_breached: z.boolean(),
  message_count: z.union([z.number(), z.string().transform(Number)]),
  customer_kind: z.enum(TICKET_CUSTOMER_KINDS),
  customer_name: text,
  client_id: text,
  client_name: text,
  client_phone: text,
  order_id: text,
  order_number: text,
  project_id: text,
  /** Where a service visit goes: the order's site address, else the client's. */
  service_address: text,
  handed_over_at: text,
  /** The warranty's last day (from the order's signed handover); null while not handed over. */
  warranty_until: text,
  /** Opened within the warranty; null while the order has no signed handover. */
  in_warranty: z.boolean().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  ticket_id: z.string(),
  body: z.string(),
  internal: z.boolean(),
  by_name: z.string().nullable(),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const TICKET_SORT_COLUMNS = ['created_at', 'priority', 'status', 'sla_deadline', 'subject'] as const;
export type TicketSortColumn = (typeof TICKET_SORT_COLUMNS)[number];

export interface TicketQuery {
  search?: string | undefined;
  status?: TicketStatus | 'active' | undefined;
  priority?: TicketPriority | undefined;
  /** A staff id, or 'none' for the unassigned queue. */
  assignee?: string | undefined;
  breached?: boolean | undefined;
  /** Tickets of these subscribers only (an enterprise account's seat holders). */
  subscriberIds?: readonly string[] | undefined;
  /** Clients' tickets or design-tool subscribers' only. */
  customers?: TicketCustomerKind | undefined;
  /** One client's tickets, or one order's. */
  clientId?: string | undefined;
  orderId?: string | undefined;
  sort?: { column: TicketSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const TICKET_SEARCH_COLUMNS = ['subject', 'customer_name', 'contact_name', 'order_number'] as const;

/** The search across subject and customer, one condition per field, and the queues' own. */
function ticketListRequest(query: TicketQuery): ListFilterRequest {
  const where: Filter[] = [];
  if (query.status === 'active') where.push({ column: 'status', op: 'in', value: OPEN_STATUSES });
  if (query.assignee === 'none') where.push({ column: 'assignee_id', op: 'is', value: null });
  if (query.subscriberIds) where.push({ column: 'subscriber_id', op: 'in', value: query.subscriberIds });
  return {
    search: { columns: TICKET_SEARCH_COLUMNS, term: query.search },
    filters: {
      status: query.status === 'active' ? undefined : query.status,
      priority: query.priority,
      assignee_id: query.assignee === 'none' ? undefined : query.assignee,
      sla_breached: query.breached ? true : undefined,
      customer_kind: query.customers,
      client_id: query.clientId,
      order_id: query.orderId,
    },
    where,
  };
}

export async function listTickets(query: TicketQuery = {}, given?: DataSource): Promise<ListPage<Ticket>> {
  return fetchPage(
    'support_tickets_list',
    {
      ...ticketListRequest(query),
      sort: chosenSort(query.sort ?? { column: 'sla_deadline' }, asc('id')),
      page: query.page,
      pageSize: query.pageSize,
    },
    ticketSchema,
    given,
  );
}

/** Monday 00:00 (local) of the week holding `now`. */
export function startOfWeek(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

export interface TicketCounts {
  open: number;
  breached: number;
  resolvedThisWeek: number;
}

export async function ticketCounts(now = new Date(), given?: DataSource): Promise<TicketCounts> {
  const ds = await source(given);
  const countOf = async (filters: Filter[]) =>
    (
      await ds.list('support_tickets_list', {
        columns: ['id'],
        filters,
        range: { from: 0, to: 0 },
        count: 'exact',
      })
    ).count ?? 0;
  const open: Filter = { column: 'status', op: 'in', value: OPEN_STATUSES };
  const [openCount, breached, resolvedThisWeek] = await Promise.all([
    countOf([open]),
    countOf([open, eq('sla_breached', true)]),
    countOf([{ column: 'resolved_at', op: 'gte', value: startOfWeek(now).toISOString() }]),
  ]);
  return { open: openCount, breached, resolvedThisWeek };
}

export const getTicket = (id: string, given?: DataSource): Promise<Ticket | null> =>
  getRow('support_tickets_list', id, ticketSchema, given);

export const ticketThread = (id: string, given?: DataSource): Promise<TicketMessage[]> =>
  listRows(
    'support_ticket_thread',
    ticketMessageSchema,
    { filters: [eq('ticket_id', id)], sort: [asc('created_at'), asc('id')] },
    given,
  );

export async function addTicketMessage(
  ticketId: string,
  body: string,
  internal: boolean,
  given?: DataSource,
) {
  const ds = await source(given);
  await ds.insert('support_ticket_messages', { ticket_id: ticketId, body: body.trim(), internal });
}

export async function updateTicket(
  id: string,
  version: number,
  changes: { status?: TicketStatus; assignee_id?: string | null },
  given?: DataSource,
) {
  const ds = await source(given);
  await ds.update('support_tickets', id, version, changes);
}

const keys = recordKeys<TicketQuery>('support');
export const supportKeys = {
  ...keys,
  counts: () => [...keys.all, 'counts'] as const,
  thread: (id: string) => [...keys.detail(id), 'thread'] as const,
};

export const ticketQueries = listAndDetailQueries(supportKeys, listTickets, getTicket);

export const useTickets = (query: TicketQuery) => useQuery(ticketQueries.list(query));

/** The tickets of an account's seat holders, newest first (none while it has no holder). */
export function useSubscribersTickets(subscriberIds: readonly string[] | undefined) {
  const query: TicketQuery = {
    subscriberIds,
    sort: { column: 'created_at', descending: true },
    page: 0,
    pageSize: 20,
  };
  return useQuery({
    ...ticketQueries.list(query),
    placeholderData: undefined,
    enabled: subscriberIds !== undefined && subscriberIds.length > 0,
  });
}

export const useTicketCounts = () =>
  useQuery({ queryKey: supportKeys.counts(), queryFn: () => ticketCounts() });

export const useTicket = (id: string | null) => useQuery(ticketQueries.detail(id));

export const useTicketThread = (id: string | null) =>
  useQuery(recordQuery(id, supportKeys.thread, (ticketId) => ticketThread(ticketId)));

/** A first reply opens a new ticket and stamps its first response: the whole area refreshes. */
export const useAddTicketMessage = () =>
  useWrite(
    (input: { ticketId: string; body: string; internal: boolean }) =>
      addTicketMessage(input.ticketId, input.body, input.internal),
    [supportKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );

export const useUpdateTicket = () =>
  useWrite(
    (input: {
      id: string;
      version: number;
      changes: { status?: TicketStatus; assignee_id?: string | null };
    }) => updateTicket(input.id, input.version, input.changes),
    [supportKeys.all],
    { errorTitle: 'The ticket was not changed' },
  );

// ---------------------------------------------------------------------------------------------
// Opening a ticket
// ---------------------------------------------------------------------------------------------
export const newTicketSchema = z.object({
  subscriber_id: z.string().min(1, 'Choose the customer.'),
  subject: z.string().trim().min(1, 'Say what it is about.').max(160, 'At most 160 characters.'),
  description: z.string().trim().max(4000, 'At most 4000 characters.'),
  priority: z.enum(TICKET_PRIORITIES, { error: 'Choose a priority.' }),
  assignee_id: z.string(),
});
export type NewTicketInput = z.input<typeof newTicketSchema>;
export type NewTicket = z.output<typeof newTicketSchema>;

export const EMPTY_TICKET: NewTicketInput = {
  subscriber_id: '',
  subject: '',
  description: '',
  priority: 'medium',
  assignee_id: '',
};

export async function openTicket(form: NewTicket, given?: DataSource): Promise<string> {
  const ds = await source(given);
  const [row] = await ds.insert<{ id: string }>('support_tickets', {
    subscriber_id: form.subscriber_id,
    subject: form.subject,
    description: form.description,
    priority: form.priority,
    assignee_id: form.assignee_id || null,
  });
  if (!row) throw new Error('The ticket was not saved.');
  return row.id;
}

export const useOpenTicket = () =>
  useWrite((form: NewTicket) => openTicket(form), [supportKeys.all], {
    handlesError: true,
    refreshOn: 'success',
  });

/** Subscribers to open a ticket for: id and business name, by name. */
export async function listTicketCustomers(given?: DataSource): Promise<{ value: string; label: string }[]> {
  const rows = await listRows(
    'subscribers',
    z.object({ id: z.string(), business_name: z.string(), city: z.string() }),
    { columns: ['id', 'business_name', 'city'], sort: [asc('business_name')] },
    given,
  );
  return rows.map((row) => ({ value: row.id, label: `${row.business_name}, ${row.city}` }));
}

export const useTicketCustomers = () =>
  useQuery({ queryKey: [...supportKeys.all, 'customers'], queryFn: () => listTicketCustomers() });
