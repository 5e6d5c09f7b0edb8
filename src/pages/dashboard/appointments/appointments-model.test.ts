import { describe, expect, it } from 'vitest';
import { APPOINTMENT_KINDS, GENERAL_APPOINTMENT_KINDS, type Appointment } from '@/services/crm';
import { ORDER_VISIT_KINDS } from '@/services/production';
import {
  appointmentFormSchema,
  clashMessage,
  emptyForm,
  KIND_OPTIONS,
  toCalendarEvent,
  toInput,
} from './appointments-model';

const appointment: Appointment = {
  id: 'a1',
  kind: 'site_visit',
  title: 'Site visit: Rao flat',
  starts_at: '2026-11-20T04:30:00.000Z',
  duration_minutes: 90,
  assignee_id: 's1',
  lead_id: null,
  location: null,
  status: 'scheduled',
  notes: null,
  version: 1,
};

describe('appointments model', () => {
  it('draws an appointment in its kind’s colour for its length; a cancelled one grey and fixed', () => {
    const event = toCalendarEvent(appointment);
    expect(event.colorPalette).toBe('blue');
    expect(event.end.getTime() - event.start.getTime()).toBe(90 * 60_000);
    const cancelled = toCalendarEvent({ ...appointment, status: 'cancelled' });
    expect(cancelled).toMatchObject({
      colorPalette: 'gray',
      editable: false,
      title: 'Cancelled: Site visit: Rao flat',
    });
  });

  it('says what it clashes with', () => {
    expect(clashMessage([appointment])).toMatch(/^Clashes with Site visit: Rao flat at .*\d{2}:\d{2}/);
  });

  it('checks the booking form and turns it into a row', () => {
    const start = new Date(2026, 10, 20, 10, 30);
    const form = emptyForm(start, 60, 's1');
    expect(appointmentFormSchema.safeParse(form).success).toBe(false);
    const parsed = appointmentFormSchema.parse({ ...form, title: ' Demo ', kind: 'demo' });
    const row = toInput(parsed, 'lead-1');
    expect(row).toMatchObject({
      title: 'Demo',
      kind: 'demo',
      duration_minutes: 60,
      lead_id: 'lead-1',
      location: null,
    });
    expect(new Date(row.starts_at).getTime()).toBe(start.getTime());
    expect(appointmentFormSchema.safeParse({ ...form, title: 'x', time: '25:00' }).success).toBe(false);
  });

  it('offers no installation, delivery or service visit in "New appointment": those are booked from their order or ticket', () => {
    expect(KIND_OPTIONS.map((o) => o.label)).toEqual([
      'Demo',
      'Design query',
      'Follow-up',
      'Site visit',
      'Interview',
    ]);
    // Every kind is either offered here, booked from an order, or booked from a client's ticket
    // (a service visit, book_service_visit), never two of these.
    expect([...GENERAL_APPOINTMENT_KINDS, ...ORDER_VISIT_KINDS, 'service_visit'].sort()).toEqual(
      [...APPOINTMENT_KINDS].sort(),
    );
    expect(
      appointmentFormSchema.safeParse({
        ...emptyForm(new Date(), 60, 's1'),
        title: 'x',
        kind: 'service_visit',
      }).success,
    ).toBe(false);
    const form = { ...emptyForm(new Date(2026, 10, 20, 10, 30), 60, 's1'), title: 'Fit the kitchen' };
    for (const kind of ORDER_VISIT_KINDS) {
      expect(appointmentFormSchema.safeParse({ ...form, kind }).success).toBe(false);
    }
    expect(appointmentFormSchema.safeParse({ ...form, kind: 'site_visit' }).success).toBe(true);
    // Those already booked still show on the calendar, in their own colour.
    expect(toCalendarEvent({ ...appointment, kind: 'installation' }).colorPalette).toBe('green');
  });
});
