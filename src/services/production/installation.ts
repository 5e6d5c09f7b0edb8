/**
 * An order's installation and delivery visits: booked on the same calendar as every appointment
 * (kinds `installation` and `delivery`), for the order's crew lead, at the order's site address
 * unless another is given. The database decides who books (book_installation, installation.book).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { appointmentKeys, bookVisit, visitRowSchema, type VisitCrew } from '../crm/appointments';
import { useWrite } from '../kit/record-queries';
import { asc, eq, listRows } from '../kit/rows';
import { listActiveStaffOptions } from '../kit/staff-options';

export const ORDER_VISIT_KINDS = ['installation', 'delivery'] as const;
export type OrderVisitKind = (typeof ORDER_VISIT_KINDS)[number];

export const ORDER_VISIT_LABELS: Record<OrderVisitKind, string> = {
  installation: 'Installation',
  delivery: 'Delivery',
};

export const orderVisitSchema = visitRowSchema.extend({
  kind: z.string(),
  notes: z.string().nullable(),
  order_id: z.string(),
});
export type OrderVisit = z.infer<typeof orderVisitSchema>;

/** What the "Book installation" form holds: the day and local time, the length, crew lead and place. */
export const bookInstallationSchema = z.object({
  kind: z.enum(ORDER_VISIT_KINDS),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick the day'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time such as 09:30'),
  durationMinutes: z.coerce.number().int().min(15, 'At least 15 minutes').max(1440, 'At most a day'),
  assigneeId: z.string(),
  location: z.string().trim().max(4000),
  notes: z.string().trim().max(2000),
});
export type BookInstallationFormInput = z.input<typeof bookInstallationSchema>;
export type BookInstallationForm = z.output<typeof bookInstallationSchema>;

/** The form's values as the booking: the day and time are the browser's local time. */
export const bookingOf = (orderId: string, form: BookInstallationForm): BookInstallationInput => ({
  orderId,
  kind: form.kind,
  startsAt: new Date(`${form.date}T${form.time}`).toISOString(),
  durationMinutes: form.durationMinutes,
  assigneeId: form.assigneeId || null,
  location: form.location,
  notes: form.notes,
});

/** The assignee leads the crew (none: nobody yet); an empty or missing location is the order's shipping address. */
export interface BookInstallationInput extends VisitCrew {
  orderId: string;
  kind: OrderVisitKind;
  /** An ISO instant. */
  startsAt: string;
  durationMinutes?: number | undefined;
}

/** Books the visit; resolves to the new appointment's id. */
export const bookInstallation = (input: BookInstallationInput, given?: DataSource): Promise<string> =>
  bookVisit(
    'book_installation',
    {
      p_order_id: input.orderId,
      p_starts_at: new Date(input.startsAt).toISOString(),
      p_kind: input.kind,
      p_duration_minutes: input.durationMinutes ?? 240,
    },
    input,
    given,
  );

/** The order's installation and delivery visits, soonest first (those the caller may see). */
export async function listOrderVisits(orderId: string, given?: DataSource): Promise<OrderVisit[]> {
  return listRows(
    'appointments',
    orderVisitSchema,
    { filters: [eq('order_id', orderId)], sort: [asc('starts_at')] },
    given,
  );
}

export const installationKeys = {
  all: ['installation'] as const,
  visits: (orderId: string) => [...installationKeys.all, 'visits', orderId] as const,
  crew: () => [...installationKeys.all, 'crew'] as const,
};

export const installationQueries = {
  visits: (orderId: string) =>
    queryOptions({ queryKey: installationKeys.visits(orderId), queryFn: () => listOrderVisits(orderId) }),
  /** Who leads a crew: the production staff. */
  crew: () =>
    queryOptions({
      queryKey: installationKeys.crew(),
      queryFn: () => listActiveStaffOptions(['production']),
      staleTime: 300_000,
    }),
};

export function useCrewOptions() {
  return useQuery(installationQueries.crew());
}

export function useOrderVisits(orderId: string) {
  return useQuery(installationQueries.visits(orderId));
}

export const useBookInstallation = () =>
  useWrite(
    (input: BookInstallationInput) => bookInstallation(input),
    [installationKeys.all, appointmentKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );
