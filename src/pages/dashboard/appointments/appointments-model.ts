/**
 * The appointments page's pure rules: the calendar's events, the booking form's schema, and the
 * words of a clash warning (the URL's filters and view are appointments.contract.ts's).
 */
import { z } from 'zod';
import type { EventCalendarEvent } from '@/ui';
import {
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_KIND_PALETTE,
  GENERAL_APPOINTMENT_KINDS,
  type Appointment,
  type AppointmentInput,
} from '@/services/crm';

export function endOf(appointment: Pick<Appointment, 'starts_at' | 'duration_minutes'>): Date {
  return new Date(Date.parse(appointment.starts_at) + appointment.duration_minutes * 60_000);
}

/** Cancelled appointments stay on the calendar, struck through in the title, and are not dragged. */
export function toCalendarEvent(appointment: Appointment): EventCalendarEvent {
  const cancelled = appointment.status === 'cancelled';
  return {
    id: appointment.id,
    title: cancelled ? `Cancelled: ${appointment.title}` : appointment.title,
    start: new Date(appointment.starts_at),
    end: endOf(appointment),
    colorPalette: cancelled ? 'gray' : APPOINTMENT_KIND_PALETTE[appointment.kind],
    editable: !cancelled,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
export const localDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
export const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
export const formatWhen = (iso: string) => timeFormat.format(new Date(iso));

/** "Clashes with Site visit: Rao flat at Fri, 20 Nov, 10:00" for each clash. */
export function clashMessage(clashes: readonly Pick<Appointment, 'title' | 'starts_at'>[]): string {
  return clashes.map((clash) => `Clashes with ${clash.title} at ${formatWhen(clash.starts_at)}`).join('. ');
}

export const appointmentFormSchema = z.object({
  title: z.string().trim().min(1, 'Give the appointment a title.').max(160, 'At most 160 characters.'),
  kind: z.enum(GENERAL_APPOINTMENT_KINDS, { error: 'Choose the kind of appointment.' }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day.'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the start as HH:MM, e.g. 10:30.'),
  duration_minutes: z
    .number({ error: 'Give the length in minutes.' })
    .int('Whole minutes.')
    .min(5, 'At least 5 minutes.')
    .max(1440, 'At most a day.'),
  assignee_id: z.string().min(1, 'Choose who goes.'),
  location: z.string().trim().max(300, 'At most 300 characters.'),
  notes: z.string().trim().max(4000, 'At most 4000 characters.'),
});
export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
export type AppointmentForm = z.output<typeof appointmentFormSchema>;

export function emptyForm(start: Date, minutes: number, assigneeId: string | null): AppointmentFormInput {
  return {
    title: '',
    kind: 'site_visit',
    date: localDate(start),
    time: localTime(start),
    duration_minutes: minutes,
    assignee_id: assigneeId ?? '',
    location: '',
    notes: '',
  };
}

/** The row to insert, from the form and the chosen lead. */
export function toInput(form: AppointmentForm, leadId: string | null): AppointmentInput {
  return {
    title: form.title,
    kind: form.kind,
    starts_at: new Date(`${form.date}T${form.time}:00`).toISOString(),
    duration_minutes: form.duration_minutes,
    assignee_id: form.assignee_id || null,
    lead_id: leadId,
    location: form.location || null,
    notes: form.notes || null,
  };
}

/** What "New appointment" offers: not installations or deliveries, which are booked from their order. */
export const KIND_OPTIONS = GENERAL_APPOINTMENT_KINDS.map((kind) => ({
  value: kind,
  label: APPOINTMENT_KIND_LABELS[kind],
}));
