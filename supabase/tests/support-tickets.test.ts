// Support tickets (migration 20261125088050_support_tickets.sql), on PGlite as each caller: who
// sees and works tickets, the SLA deadline per priority and its breach, the first response and
// resolution stamps, and the version guard on a status change.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, attempt, openTestDatabase, rolledBack, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const ticket = (n: number) => `md5('fpw:ticket:${n}')::uuid`;

async function count(tx: Session, sql: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(`select count(*)::integer as n from (${sql}) q`);
  return rows[0]?.n ?? -1;
}

describe('who sees and works tickets', () => {
  it('shows subscribers’ tickets and threads to sales and accounts, not to design or production', async () => {
    expect(await as(db, 'sales', (tx) => count(tx, 'select id from public.support_tickets_list'))).toBe(6);
    expect(await as(db, 'accounts', (tx) => count(tx, 'select id from public.support_tickets'))).toBe(6);
    expect(await as(db, 'sales', (tx) => count(tx, 'select id from public.support_ticket_thread'))).toBe(6);
    const subscribers = 'select id from public.support_tickets where subscriber_id is not null';
    const subscribersThreads = `select m.id from public.support_ticket_messages m
      join public.support_tickets t on t.id = m.ticket_id where t.subscriber_id is not null`;
    for (const person of ['designer', 'production'] as const) {
      expect(await as(db, person, (tx) => count(tx, subscribers))).toBe(0);
      expect(await as(db, person, (tx) => count(tx, subscribersThreads))).toBe(0);
    }
    // Clients' tickets are ticket.client's (the production lead's among others), not the designer's.
    expect(await as(db, 'designer', (tx) => count(tx, 'select id from public.support_tickets'))).toBe(0);
    expect(
      await as(db, 'production', (tx) =>
        count(tx, 'select id from public.support_tickets where client_id is not null'),
      ),
    ).toBe(2);
  });

  it('lets sales open a ticket and reply; refuses accounts (view only) and design', async () => {
    await as(db, 'sales', async (tx) => {
      const opened = await attempt(
        tx,
        `insert into public.support_tickets (subscriber_id, subject, priority)
         values (md5('fpw:subscriber:9')::uuid, 'Door handles missing from the library', 'high') returning id`,
      );
      expect(opened.ok).toBe(true);
      const reply = await attempt(
        tx,
        `insert into public.support_ticket_messages (ticket_id, body) values ($1, 'Added in today''s update.') returning by_staff_id`,
        [opened.ok ? opened.rows[0]?.['id'] : null],
      );
      expect(reply.ok).toBe(true);
    });
    for (const person of ['accounts', 'designer'] as const) {
      await as(db, person, async (tx) => {
        const opened = await attempt(
          tx,
          `insert into public.support_tickets (subscriber_id, subject) values (md5('fpw:subscriber:9')::uuid, 'x')`,
        );
        expect(opened.ok).toBe(false);
        const noted = await attempt(
          tx,
          `insert into public.support_ticket_messages (ticket_id, body) values (${ticket(1)}, 'note')`,
        );
        expect(noted.ok).toBe(false);
      });
    }
  });
});

describe('the SLA', () => {
  it('gives each priority its hours: urgent 4, high 8, medium 24, low 72', async () => {
    const { rows } = await db.query<{ p: string; h: number }>(
      `select p::text, public.support_sla_hours(p) as h from unnest(enum_range(null::public.priority)) p order by h`,
    );
    expect(rows.map((row) => [row.p, row.h])).toEqual([
      ['urgent', 4],
      ['high', 8],
      ['medium', 24],
      ['low', 72],
    ]);
  });

  it('puts the deadline at creation plus the hours, breached once passed unresolved', async () => {
    await rolledBack(db, async (tx) => {
      await tx.query(
        `insert into public.support_tickets (id, subscriber_id, subject, priority, created_at) values
           (md5('t:a')::uuid, md5('fpw:subscriber:9')::uuid, 'urgent, 5 hours old', 'urgent', now() - interval '5 hours'),
           (md5('t:b')::uuid, md5('fpw:subscriber:9')::uuid, 'low, 5 hours old', 'low', now() - interval '5 hours')`,
      );
      const { rows } = await tx.query<{ subject: string; hours: number; breached: boolean }>(
        `select subject, extract(epoch from sla_deadline - created_at)::integer / 3600 as hours, sla_breached as breached
           from public.support_tickets_list where id in (md5('t:a')::uuid, md5('t:b')::uuid) order by subject desc`,
      );
      expect(rows).toEqual([
        { subject: 'urgent, 5 hours old', hours: 4, breached: true },
        { subject: 'low, 5 hours old', hours: 72, breached: false },
      ]);
    });
  });
});

describe('stamps and the version guard', () => {
  it('stamps the first response on the first reply (not a note) and opens a new ticket', async () => {
    await as(db, 'sales', async (tx) => {
      await tx.query(
        `insert into public.support_ticket_messages (ticket_id, body, internal) values (${ticket(3)}, 'Checking with the catalogue team', true)`,
      );
      const afterNote = await tx.query<{ status: string; first_response_at: string | null }>(
        `select status, first_response_at from public.support_tickets where id = ${ticket(3)}`,
      );
      expect(afterNote.rows[0]).toEqual({ status: 'new', first_response_at: null });
      await tx.query(
        `insert into public.support_ticket_messages (ticket_id, body) values (${ticket(3)}, 'The shades arrive in Friday''s update.')`,
      );
      const afterReply = await tx.query<{ status: string; responded: boolean }>(
        `select status, first_response_at is not null as responded from public.support_tickets where id = ${ticket(3)}`,
      );
      expect(afterReply.rows[0]).toEqual({ status: 'open', responded: true });
    });
  });

  it('stamps resolved_at on resolving, clears it on reopening, and bumps the version', async () => {
    await as(db, 'sales', async (tx) => {
      const resolved = await tx.query<{ resolved: boolean; version: number }>(
        `update public.support_tickets set version = version + 1, status = 'resolved' where id = ${ticket(1)}
         returning resolved_at is not null as resolved, version`,
      );
      expect(resolved.rows[0]).toEqual({ resolved: true, version: 2 });
      const reopened = await tx.query<{ resolved: boolean }>(
        `update public.support_tickets set version = version + 1, status = 'open' where id = ${ticket(1)} returning resolved_at is not null as resolved`,
      );
      expect(reopened.rows[0]).toEqual({ resolved: false });
    });
  });
});
