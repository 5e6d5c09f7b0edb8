/**
 * Support tickets of clients and their orders (after-sale service, migration
 * 20261129140100_client_tickets.sql): opened by staff from the order or the client, on the same
 * queue, SLA and thread as the design-tool subscribers' (support.ts), with the order's warranty from
 * its signed handover; a ticket books a service visit on the calendar (book_service_visit). The
 * database decides who may (ticket.client, or the ticket's assignee) and that an order is the client's.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { appointmentKeys, bookVisit, visitRowSchema, type VisitCrew } from '../crm/appointments';
import { source } from '../kit/data-access';
import { useWrite } from '../kit/record-queries';
import { asc, eq, listRows } from '../kit/rows';
import { listTickets, supportKeys, TICKET_PRIORITIES, type Ticket } from './support';

export const newClientTicketSchema = z.object({
  subject: z.string().trim().min(1, 'Say what it is about.').max(160, 'At most 160 characters.'),
  description: z.string().trim().max(4000, 'At most 4000 characters.'),
  priority: z.enum(TICKET_PRIORITIES, { error: 'Choose a priority.' }),
});
export type NewClientTicketInput = z.input<typeof newClientTicketSchema>;
export type NewClientTicket = z.output<typeof newClientTicketSchema>;

export const EMPTY_CLIENT_TICKET: NewClientTicketInput = { subject: '', description: '', priority: 'medium' };

/** Whose ticket: a client, and optionally one of that client's orders. */
export interface ClientTicketTarget {
  clientId: string;
  orderId?: string | null | undefined;
}

/** Opens a client's ticket (on one of their orders when given); resolves to its id. */
export async function openClientTicket(
  target: ClientTicketTarget,
  form: NewClientTicketInput,
  given?: DataSource,
): Promise<string> {
  const values = newClientTicketSchema.parse(form);
  const ds = await source(given);
  const [row] = await ds.insert<{ id: string }>('support_tickets', {
    client_id: target.clientId,
    order_id: target.orderId ?? null,
    subject: values.subject,
    description: values.description,
    priority: values.priority,
  });
  if (!row) throw new Error('The ticket was not saved.');
  return row.id;
}

/** A client's tickets, or one order's, newest first. */
export async function listClientTickets(target: ClientTicketTarget, given?: DataSource): Promise<Ticket[]> {
  const page = await listTickets(
    {
      customers: 'client',
      clientId: target.clientId,
      orderId: target.orderId ?? undefined,
      sort: { column: 'created_at', descending: true },
      page: 0,
      pageSize: 50,
    },
    given,
  );
  return page.rows;
}

// ---------------------------------------------------------------------------------------------
// Service visits
// ---------------------------------------------------------------------------------------------
/** What the "Book service visit" form holds: the day, start and end (local time), who goes, where. */
export const serviceVisitSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick the day'),
    from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time such as 10:00'),
    to: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time such as 12:00'),
    assigneeId: z.string(),
    location: z.string().trim().max(4000, 'At most 4000 characters.'),
    notes: z.string().trim().max(2000, 'At most 2000 characters.'),
  })
  .refine((form) => form.to > form.from, { path: ['to'], message: 'Ends after it starts' });
export type ServiceVisitFormInput = z.input<typeof serviceVisitSchema>;
export type ServiceVisitForm = z.output<typeof serviceVisitSchema>;

/** An empty or missing location is the order's site address, else the client's. */
export interface ServiceVisitInput extends VisitCrew {
  ticketId: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
}

/** The form's values as the booking: the day and times are the browser's local time. */
export const serviceVisitOf = (ticketId: string, form: ServiceVisitForm): ServiceVisitInput => ({
  ticketId,
  startsAt: new Date(`${form.date}T${form.from}`).toISOString(),
  endsAt: new Date(`${form.date}T${form.to}`).toISOString(),
  assigneeId: form.assigneeId || null,
  location: form.location,
  notes: form.notes,
});

/** Books the visit; resolves to the new appointment's id. */
export const bookServiceVisit = (input: ServiceVisitInput, given?: DataSource): Promise<string> =>
  bookVisit(
    'book_service_visit',
    {
      p_ticket_id: input.ticketId,
      p_starts_at: new Date(input.startsAt).toISOString(),
      p_ends_at: new Date(input.endsAt).toISOString(),
    },
    input,
    given,
  );

export const serviceVisitRowSchema = visitRowSchema.extend({ ticket_id: z.string() });
export type ServiceVisit = z.infer<typeof serviceVisitRowSchema>;

/** The ticket's service visits, soonest first (those the caller may see). */
export const listServiceVisits = (ticketId: string, given?: DataSource): Promise<ServiceVisit[]> =>
  listRows(
    'appointments',
    serviceVisitRowSchema,
    {
      columns: Object.keys(serviceVisitRowSchema.shape),
      filters: [eq('ticket_id', ticketId)],
      sort: [asc('starts_at')],
    },
    given,
  );

export const clientTicketKeys = {
  list: (target: ClientTicketTarget) =>
    [...supportKeys.lists(), 'client', target.clientId, target.orderId ?? null] as const,
  visits: (ticketId: string) => [...supportKeys.detail(ticketId), 'visits'] as const,
};

export const clientTicketQueries = {
  list: (target: ClientTicketTarget) =>
    queryOptions({ queryKey: clientTicketKeys.list(target), queryFn: () => listClientTickets(target) }),
  visits: (ticketId: string) =>
    queryOptions({ queryKey: clientTicketKeys.visits(ticketId), queryFn: () => listServiceVisits(ticketId) }),
};

export const useClientTickets = (target: ClientTicketTarget | null) =>
  useQuery({
    ...clientTicketQueries.list(target ?? { clientId: '' }),
    enabled: target !== null && target.clientId !== '',
  });

export const useServiceVisits = (ticketId: string) => useQuery(clientTicketQueries.visits(ticketId));

export const useOpenClientTicket = () =>
  useWrite(
    (input: { target: ClientTicketTarget; form: NewClientTicketInput }) =>
      openClientTicket(input.target, input.form),
    [supportKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );

/** A booked visit shows on the ticket and on the calendar. */
export const useBookServiceVisit = () =>
  useWrite((input: ServiceVisitInput) => bookServiceVisit(input), [supportKeys.all, appointmentKeys.all], {
    handlesError: true,
    refreshOn: 'success',
  });
