// Clients' support tickets on the embedded DataSource with the shipped seed: the production lead
// opens a ticket on a dispatched order and finds it by order and by client; another client's order is
// refused, as is a ticket of nobody or of two customers; once the order's handover is signed the ticket
// shows the warranty's end and that it is within it; the SLA clock is support_sla_hours' and an
// unassigned client ticket past it reaches ticket.client, not the subscribers' queue; a service visit
// is booked at the order's site address, and refused to a sales executive and to a plain insert.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { refusedWithConstraint } from '../backend/testing/refusals';
import { getHandover, openHandover, saveChecklist, signHandover } from '../production/handover';
import {
  bookServiceVisit,
  listClientTickets,
  listServiceVisits,
  openClientTicket,
  type NewClientTicketInput,
} from './client-tickets';
import { getTicket, listTickets } from './support';

const { db, as, inRollback } = seededDatabase();
const lead = as('rahul.verma@fpw.in');
const admin = as('priya.nair@fpw.in');
const sales = as('asha.rao@fpw.in');

interface SeedOrder {
  id: string;
  client_id: string;
  project_id: string;
  shipping_address: string;
}

async function orders(): Promise<{ mine: SeedOrder; other: SeedOrder }> {
  const { rows } = await db.query<SeedOrder>(
    `select id, client_id, project_id, shipping_address from public.sales_orders
      where status = 'dispatched' order by number limit 1`,
  );
  const mine = rows[0]!;
  const { rows: others } = await db.query<SeedOrder>(
    `select id, client_id, project_id, shipping_address from public.sales_orders
      where client_id <> $1 order by number limit 1`,
    [mine.client_id],
  );
  return { mine, other: others[0]! };
}

/** A statement the database must refuse, run as its owner inside a savepoint: its error message. */
async function refusedAsOwner(sql: string, params: unknown[] = []): Promise<string> {
  await db.query('savepoint refused');
  try {
    await db.query(sql, params);
  } catch (error) {
    await db.query('rollback to savepoint refused');
    return error instanceof Error ? error.message : String(error);
  }
  await db.query('release savepoint refused');
  return 'accepted';
}

const ticketForm: NewClientTicketInput = {
  subject: 'Drawer runner grinds',
  description: 'Kitchen, top drawer.',
  priority: 'high',
};

describe('opening a client ticket', () => {
  it('opens on the client’s order and lists it by order and by client, as a client’s', async () => {
    await inRollback(async () => {
      const { mine } = await orders();
      const id = await openClientTicket({ clientId: mine.client_id, orderId: mine.id }, ticketForm, lead);
      const byOrder = await listClientTickets({ clientId: mine.client_id, orderId: mine.id }, lead);
      expect(byOrder.map((t) => t.id)).toEqual([id]);
      expect(byOrder[0]).toEqual(
        expect.objectContaining({
          customer_kind: 'client',
          client_id: mine.client_id,
          order_id: mine.id,
          subscriber_id: null,
          service_address: mine.shipping_address,
          warranty_until: null,
          in_warranty: null,
        }),
      );
      expect((await listClientTickets({ clientId: mine.client_id }, lead)).map((t) => t.id)).toContain(id);
      // The queue filter keeps the two kinds apart.
      const subscribers = await listTickets({ customers: 'subscriber', pageSize: 100 }, admin);
      expect(subscribers.rows.every((t) => t.customer_kind === 'subscriber')).toBe(true);
      expect(subscribers.rows.map((t) => t.id)).not.toContain(id);
      // A sales executive works the subscribers' queue, not clients' tickets.
      expect(await getTicket(id, sales)).toBeNull();
      expect(
        await refusedWithConstraint(
          openClientTicket({ clientId: mine.client_id, orderId: mine.id }, ticketForm, sales),
        ),
      ).toEqual(expect.objectContaining({ kind: 'permission' }));
    });
  });

  it('refuses another client’s order, and a ticket of nobody or of two customers', async () => {
    await inRollback(async () => {
      const { mine, other } = await orders();
      // The row-level rule refuses it to everyone (the production lead sees both orders)...
      for (const person of [lead, admin]) {
        expect(
          await refusedWithConstraint(
            openClientTicket({ clientId: mine.client_id, orderId: other.id }, ticketForm, person),
          ),
        ).toEqual(expect.objectContaining({ kind: 'permission' }));
      }
      // ...and the composite foreign key whatever the caller (here the database's owner).
      expect(
        await refusedAsOwner(
          `insert into public.support_tickets (client_id, order_id, subject) values ($1, $2, 'Wrong order')`,
          [mine.client_id, other.id],
        ),
      ).toMatch(/support_tickets_order_client_fkey/);
      const subscriber = (await db.query<{ id: string }>('select id from public.subscribers limit 1'))
        .rows[0]!;
      expect(
        await refusedWithConstraint(
          admin.insert('support_tickets', {
            subscriber_id: subscriber.id,
            client_id: mine.client_id,
            subject: 'Both',
          }),
        ),
      ).toEqual(expect.objectContaining({ constraint: 'support_tickets_customer_check' }));
      expect(await refusedAsOwner(`insert into public.support_tickets (subject) values ('Nobody')`)).toMatch(
        /support_tickets_customer_check/,
      );
    });
  });
});

describe('warranty and SLA', () => {
  it('shows the warranty from the signed handover, and the same SLA clock as every ticket', async () => {
    await inRollback(async () => {
      const { mine } = await orders();
      const id = await openClientTicket({ clientId: mine.client_id, orderId: mine.id }, ticketForm, lead);
      await openHandover(mine.id, lead);
      const handover = (await getHandover(mine.id, lead))!;
      await saveChecklist(
        handover,
        handover.checklist.map((item) => ({ ...item, installed: true })),
        lead,
      );
      const signaturePath = `${mine.project_id}/documents/${crypto.randomUUID()}-handover-signature.png`;
      const signed = await signHandover({ orderId: mine.id, signerName: 'Anil Kapoor', signaturePath }, lead);

      const ticket = (await getTicket(id, lead))!;
      expect(ticket.handed_over_at).not.toBeNull();
      expect(ticket.warranty_until?.slice(0, 10)).toBe(signed.warranty_until?.slice(0, 10));
      const { rows } = await db.query<{ expected: string }>(
        `select to_char(((now() at time zone 'Asia/Kolkata')::date + interval '12 months')::date, 'YYYY-MM-DD') as expected`,
      );
      expect(ticket.warranty_until?.slice(0, 10)).toBe(rows[0]!.expected);
      expect(ticket.in_warranty).toBe(true);
      // High priority: eight hours from opening, as for a subscriber's ticket.
      expect(Date.parse(ticket.sla_deadline) - Date.parse(ticket.created_at)).toBe(8 * 3_600_000);
      expect(ticket.sla_breached).toBe(false);
    });
  });

  it('tells ticket.client about an unassigned client ticket past its SLA, not the subscribers’ queue', async () => {
    await inRollback(async () => {
      const { mine } = await orders();
      // Opened nine hours ago at high priority (eight hours), nobody's yet.
      const { rows: opened } = await db.query<{ id: string }>(
        `insert into public.support_tickets (client_id, order_id, subject, priority, created_at)
         values ($1, $2, 'Shutter will not close', 'high', now() - interval '9 hours') returning id`,
        [mine.client_id, mine.id],
      );
      const id = opened[0]!.id;
      expect((await getTicket(id, lead))!.sla_breached).toBe(true);
      await lead.rpc('refresh_my_notifications', { p_tz: 'Asia/Kolkata' });
      await sales.rpc('refresh_my_notifications', { p_tz: 'Asia/Kolkata' });
      const { rows } = await db.query<{ email: string; kind: string }>(
        `select s.email, n.kind::text from public.notifications n join public.staff s on s.id = n.recipient_id
          where n.record_id = $1 order by s.email`,
        [id],
      );
      expect(rows).toEqual([{ email: 'rahul.verma@fpw.in', kind: 'ticket_sla_breached' }]);
    });
  });
});

describe('a service visit', () => {
  it('is booked on the calendar at the order’s site address, linked to the ticket; others may not', async () => {
    await inRollback(async () => {
      const { mine } = await orders();
      const id = await openClientTicket({ clientId: mine.client_id, orderId: mine.id }, ticketForm, admin);
      const crew = (
        await db.query<{ id: string }>(`select id from public.staff where email = 'imran.shaikh@fpw.in'`)
      ).rows[0]!.id;
      const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
      const endsAt = new Date(Date.parse(startsAt) + 90 * 60_000).toISOString();
      const visit = await bookServiceVisit({ ticketId: id, startsAt, endsAt, assigneeId: crew }, admin);
      const { rows } = await db.query<{
        kind: string;
        order_id: string;
        location: string;
        duration_minutes: number;
        assignee_id: string;
      }>(
        'select kind::text, order_id, location, duration_minutes, assignee_id from public.appointments where id = $1',
        [visit],
      );
      expect(rows[0]).toEqual({
        kind: 'service_visit',
        order_id: mine.id,
        location: mine.shipping_address,
        duration_minutes: 90,
        assignee_id: crew,
      });
      expect((await listServiceVisits(id, admin)).map((v) => v.id)).toEqual([visit]);

      // A sales executive may not work a client's ticket, so books nothing for it.
      expect(
        await refusedWithConstraint(bookServiceVisit({ ticketId: id, startsAt, endsAt }, sales)),
      ).toEqual(expect.objectContaining({ kind: 'permission' }));
      // Nor ties an appointment to a ticket by hand; and a visit ends after it starts.
      expect(
        await refusedWithConstraint(
          admin.insert('appointments', {
            kind: 'site_visit',
            title: 'By hand',
            starts_at: startsAt,
            ticket_id: id,
          }),
        ),
      ).toEqual(expect.objectContaining({ constraint: 'appointments_ticket_by_function' }));
      expect(
        await refusedWithConstraint(
          bookServiceVisit({ ticketId: id, startsAt: endsAt, endsAt: startsAt }, admin),
        ),
      ).toEqual(expect.objectContaining({ constraint: 'appointments_duration_minutes_check' }));
    });
  });
});
