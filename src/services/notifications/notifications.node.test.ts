// The notifications inbox on the embedded DataSource with the shipped seed (issue 24): each event
// makes its notification for the right person (a lead assigned, a quotation waiting for approval, a
// payment recorded), the time-based ones come once however often the inbox refreshes, and a person
// reads, marks read and clears only their own; nobody inserts one directly.
import { beforeAll, describe, expect, it } from 'vitest';
import { isDataSourceError, type DataSource } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  clearNotifications,
  countUnreadNotifications,
  listMyNotifications,
  markNotificationsRead,
  notificationSummary,
  refreshMyNotifications,
} from '.';

const seeded = seededDatabase();
const { db, inRollback } = seeded;
const as: Record<'asha' | 'vikram' | 'priya', DataSource> = {
  asha: seeded.as('asha.rao@fpw.in'),
  vikram: seeded.as('vikram.singh@fpw.in'),
  priya: seeded.as('priya.nair@fpw.in'),
};
const staff: Record<'asha' | 'vikram' | 'priya', string> = { asha: '', vikram: '', priya: '' };

beforeAll(async () => {
  for (const [name, email] of [
    ['asha', 'asha.rao@fpw.in'],
    ['vikram', 'vikram.singh@fpw.in'],
    ['priya', 'priya.nair@fpw.in'],
  ] as const) {
    const { rows } = await db.query<{ id: string }>('select id from public.staff where email = $1', [email]);
    staff[name] = rows[0]?.id ?? '';
  }
}, 240_000);

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0];
}

describe('notifications made where the event happens', () => {
  it('tells the new owner of a lead, not the manager who assigned it nor anyone else', async () => {
    await inRollback(async () => {
      const lead = await one<{ id: string; version: number; name: string }>(
        `select id, version, name from public.leads where owner_id is distinct from $1 order by id limit 1`,
        [staff.asha],
      );
      await as.vikram.update('leads', lead.id, lead.version, { owner_id: staff.asha });
      const mine = await listMyNotifications({ kind: 'lead_assigned' }, as.asha);
      expect(mine).toEqual([
        expect.objectContaining({
          kind: 'lead_assigned',
          title: `Lead assigned to you: ${lead.name}`,
          link: `/dashboard/leads?lead=${lead.id}`,
          record_id: lead.id,
          read_at: null,
        }),
      ]);
      expect(mine[0]?.body).toContain('From Vikram Singh');
      expect(await listMyNotifications({ kind: 'lead_assigned' }, as.vikram)).toEqual([]);
      expect(await listMyNotifications({ kind: 'lead_assigned' }, as.priya)).toEqual([]);
    });
  });

  it('tells the people who may approve a quotation once it is sent, not the sender', async () => {
    await inRollback(async () => {
      const quotation = await one<{ id: string; version: number; number: string }>(
        `select id, version, number from public.quotations where status = 'draft' order by number limit 1`,
      );
      await as.priya.rpc('set_quotation_status', {
        p_quotation_id: quotation.id,
        p_version: quotation.version,
        p_status: 'sent',
      });
      const vikrams = await listMyNotifications({ kind: 'quotation_approval' }, as.vikram);
      expect(vikrams).toEqual([
        expect.objectContaining({ link: `/dashboard/quotation?id=${quotation.id}`, record_id: quotation.id }),
      ]);
      expect(vikrams[0]?.title).toMatch(new RegExp(`^Quotation ${quotation.number}.* waiting for approval$`));
      // The sales executive may send but not approve; the administrator sent it herself.
      expect(await listMyNotifications({ kind: 'quotation_approval' }, as.asha)).toEqual([]);
      expect(await listMyNotifications({ kind: 'quotation_approval' }, as.priya)).toEqual([]);
    });
  });

  it("tells the project's relationship manager that a payment came in", async () => {
    await inRollback(async () => {
      const stage = await one<{ id: string; manager: string; project_id: string }>(
        `select s.id, p.relationship_manager_id as manager, p.id as project_id
           from public.project_payment_stages s
           join public.projects p on p.id = s.project_id
          where p.relationship_manager_id is not null and p.relationship_manager_id <> $1
            and p.estimate * s.percent / 100
                - coalesce((select sum(x.amount) from public.payments x where x.payment_stage_id = s.id), 0) >= 1500
          order by s.id limit 1`,
        [staff.priya],
      );
      const payment = await as.priya.rpc<{ id: string }>('record_payment', {
        p_stage_id: stage.id,
        p_amount: 1250,
        p_paid_on: null,
        p_mode: 'upi',
        p_reference: 'UTR 4471',
      });
      const told = await db.query<{ recipient_id: string; title: string; link: string; record_id: string }>(
        `select recipient_id, title, link, record_id from public.notifications where kind = 'payment_received'`,
      );
      expect(told.rows).toEqual([
        {
          recipient_id: stage.manager,
          title: 'Payment received: ₹1,250',
          link: `/dashboard/Project-details?id=${stage.project_id}`,
          record_id: payment.id,
        },
      ]);
    });
  });
});

describe('notify(), what other features call to tell someone', () => {
  it('tells once per dedupe key, keeps links inside the app and never refuses the event that calls it', async () => {
    await inRollback(async () => {
      const call = (title: string, link: string | null, key: string) =>
        one<{ id: string | null }>(
          `select public.notify($1, 'part_rejected', $2, 'Edge band lifting', $3, null, $4) as id`,
          [staff.priya, title, link, key],
        );
      const told = await call('Part rejected at quality check: Shutter L2', 'https://evil.example/x', 'qc:1');
      expect(told.id).not.toBeNull();
      expect((await call('Part rejected again', '/dashboard/production', 'qc:1')).id).toBeNull();
      expect((await call('   ', '/dashboard/production', 'qc:2')).id).toBeNull();
      const [row] = await listMyNotifications({ kind: 'part_rejected' }, as.priya);
      expect(row).toMatchObject({
        id: told.id,
        title: 'Part rejected at quality check: Shutter L2',
        link: null,
      });
    });
  });
});

describe('the time-based ones, for the caller when the inbox asks', () => {
  it('makes a follow-up due, an appointment tomorrow and a ticket past its SLA once, however often it runs', async () => {
    await inRollback(async () => {
      const lead = await one<{ id: string }>(
        `update public.leads set next_follow_up_at = now() - interval '2 hours'
          where id = (select id from public.leads where owner_id = $1 order by id limit 1) returning id`,
        [staff.asha],
      );
      const appointment = await one<{ id: string }>(
        `insert into public.appointments (kind, title, starts_at, assignee_id, status)
         values ('site_visit', 'Measure the Mehta kitchen',
                 ((now() at time zone $2)::date + 1 + time '11:00') at time zone $2,
                 $1, 'scheduled') returning id`,
        // "Tomorrow" is in the time zone the inbox reports, the one this process runs in.
        [staff.asha, Intl.DateTimeFormat().resolvedOptions().timeZone],
      );
      const ticket = await one<{ id: string }>(
        `insert into public.support_tickets (subscriber_id, subject, priority, status, assignee_id, created_at)
         values ((select id from public.subscribers order by id limit 1), 'Render stops at 80%', 'urgent', 'open', $1,
                 now() - interval '6 hours') returning id`,
        [staff.asha],
      );

      expect(await refreshMyNotifications(as.asha)).toBeGreaterThanOrEqual(3);
      const inbox = await listMyNotifications({}, as.asha);
      const about = (id: string) => inbox.filter((item) => item.record_id === id).map((item) => item.kind);
      expect(about(lead.id)).toEqual(['follow_up_due']);
      expect(about(appointment.id)).toEqual(['appointment_tomorrow']);
      expect(about(ticket.id)).toEqual(['ticket_sla_breached']);
      expect(inbox.find((item) => item.record_id === appointment.id)?.title).toBe(
        'Tomorrow 11:00: Measure the Mehta kitchen',
      );

      expect(await refreshMyNotifications(as.asha)).toBe(0);
      expect(await listMyNotifications({}, as.asha)).toHaveLength(inbox.length);
      // Someone else's refresh makes nothing about Asha's records.
      await refreshMyNotifications(as.vikram);
      const vikrams = await listMyNotifications({}, as.vikram);
      expect(
        vikrams.filter((item) => [lead.id, appointment.id, ticket.id].includes(item.record_id ?? '')),
      ).toEqual([]);
    });
  });
});

describe('each person reads, marks and clears only their own', () => {
  it('keeps one inbox from another and refuses direct inserts', async () => {
    await inRollback(async () => {
      const lead = await one<{ id: string; version: number }>(
        `select id, version from public.leads where owner_id is distinct from $1 order by id limit 1`,
        [staff.asha],
      );
      await as.vikram.update('leads', lead.id, lead.version, { owner_id: staff.asha });
      const [hers] = await listMyNotifications({ kind: 'lead_assigned' }, as.asha);
      if (!hers) throw new Error('expected Asha to be told');

      expect((await listMyNotifications({}, as.vikram)).map((item) => item.id)).not.toContain(hers.id);
      expect(await markNotificationsRead([hers.id], as.vikram)).toBe(0);
      expect(await clearNotifications([hers.id], as.vikram)).toBe(0);
      expect(await clearNotifications(null, as.vikram)).toBeGreaterThanOrEqual(0);
      expect((await listMyNotifications({ unreadOnly: true }, as.asha)).map((item) => item.id)).toContain(
        hers.id,
      );

      const refused = await as.vikram
        .insert('notifications', {
          recipient_id: staff.asha,
          kind: 'lead_assigned',
          title: 'Fake',
          dedupe_key: 'fake',
        })
        .then(
          () => null,
          (error: unknown) => (isDataSourceError(error) ? error.kind : 'other'),
        );
      expect(refused).toBe('permission');
      await expect(
        as.vikram.rpc('notify', {
          p_recipient: staff.asha,
          p_kind: 'lead_assigned',
          p_title: 'Fake',
          p_body: '',
          p_link: null,
          p_record_id: null,
          p_dedupe_key: 'fake',
        }),
      ).rejects.toMatchObject({ kind: 'permission' });

      await refreshMyNotifications(as.asha);
      const unread = await countUnreadNotifications(as.asha);
      expect(unread).toBeGreaterThanOrEqual(1);
      expect((await notificationSummary(as.asha)).unread).toBe(unread);
      expect(await markNotificationsRead([hers.id], as.asha)).toBe(1);
      expect(await countUnreadNotifications(as.asha)).toBe(unread - 1);
      await markNotificationsRead(null, as.asha);
      expect(await countUnreadNotifications(as.asha)).toBe(0);
      expect(await clearNotifications([hers.id], as.asha)).toBe(1);
      expect((await listMyNotifications({}, as.asha)).map((item) => item.id)).not.toContain(hers.id);
    });
  });
});
