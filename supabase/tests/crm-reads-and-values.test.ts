// Who reads the CRM, and what values it holds (issue 20, findings 1, 4 and 9), on PGlite as
// PostgREST runs a request. Designers, production, machine operators and accounts read no leads,
// contacts or companies, and only the clients of projects (or orders) they can see; business
// analytics answer holders of analytics.view alone. E-mails and phones are checked by the tables:
// `x@y.co?bcc=spy@evil.example` is not an e-mail, `(+91) 98450 123 04` is stored as +91 98450 123 04.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  asRole,
  attempt,
  claimsOf,
  openTestDatabase,
  rolledBack,
  type Person,
  type Session,
} from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const OPERATOR = 'imran.shaikh@fpw.in';
const SALES_MANAGER = 'vikram.singh@fpw.in';

async function asEmail<T>(email: string, work: (tx: Session) => Promise<T>): Promise<T> {
  return asRole(db, await claimsOf(db, email), work);
}

async function count(tx: Session, sql: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(`select count(*)::integer as n from (${sql}) x`);
  return rows[0]!.n;
}

async function ids(tx: Session, sql: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(sql);
  return rows.map((row) => row.id).sort();
}

const CRM_TABLES = ['leads', 'contacts', 'companies', 'lead_follow_ups', 'deals', 'campaigns'];

describe('the CRM tables', () => {
  const outsiders: Person[] = ['designer', 'production', 'accounts'];

  it('are unreadable to designers, production and accounts, and to a machine operator', async () => {
    for (const person of outsiders) {
      const seen = await as(db, person, async (tx) => {
        const counts: Record<string, number> = {};
        for (const table of CRM_TABLES) counts[table] = await count(tx, `select 1 from public.${table}`);
        return counts;
      });
      expect(seen, person).toEqual(Object.fromEntries(CRM_TABLES.map((table) => [table, 0])));
    }
    const operator = await asEmail(OPERATOR, async (tx) => ({
      contacts: await count(tx, 'select 1 from public.contacts'),
      companies: await count(tx, 'select 1 from public.companies'),
      leads: await count(tx, 'select 1 from public.leads'),
    }));
    expect(operator).toEqual({ contacts: 0, companies: 0, leads: 0 });
  });

  it('stay readable to the sales team', async () => {
    const seen = await as(db, 'sales', async (tx) => ({
      contacts: await count(tx, 'select 1 from public.contacts'),
      companies: await count(tx, 'select 1 from public.companies'),
      clients: await count(tx, 'select 1 from public.clients'),
    }));
    const all = await rolledBack(db, async (tx) => ({
      contacts: await count(tx, 'select 1 from public.contacts'),
      companies: await count(tx, 'select 1 from public.companies'),
      clients: await count(tx, 'select 1 from public.clients'),
    }));
    expect(all.contacts).toBeGreaterThan(0);
    expect(seen).toEqual(all);
  });
});

describe('clients', () => {
  it('a designer reads the clients of her projects and no other', async () => {
    const expected = await rolledBack(db, (tx) =>
      ids(
        tx,
        `select distinct p.client_id as id from public.projects p join public.staff s on s.id = p.designer_id
          where s.email = 'meera.iyer@fpw.in' and p.client_id is not null`,
      ),
    );
    const total = await rolledBack(db, (tx) => count(tx, 'select 1 from public.clients'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(total);
    expect(await as(db, 'designer', (tx) => ids(tx, 'select id from public.clients'))).toEqual(expected);
  });

  it('production reads the clients of the orders it makes, and the order page still shows the name', async () => {
    const expected = await rolledBack(db, (tx) =>
      ids(tx, 'select distinct client_id as id from public.sales_orders'),
    );
    const total = await rolledBack(db, (tx) => count(tx, 'select 1 from public.clients'));
    expect(expected.length).toBeLessThan(total);
    for (const reader of ['rahul.verma@fpw.in', OPERATOR]) {
      const seen = await asEmail(reader, async (tx) => ({
        clients: await ids(tx, 'select id from public.clients'),
        unnamedOrders: await count(tx, 'select 1 from public.orders_list where client_name is null'),
        addresses: await count(tx, `select 1 from public.orders_list where shipping_address <> ''`),
      }));
      expect(seen.clients, reader).toEqual(expected);
      expect(seen.unnamedOrders, reader).toBe(0);
      expect(seen.addresses, reader).toBeGreaterThan(0);
    }
  });
});

describe('business analytics', () => {
  const ask = `select public.business_analytics('2026-01-01', '2026-12-31')`;

  it('are refused to designers, production, operators and sales executives', async () => {
    for (const person of ['designer', 'production', 'sales'] as const) {
      const result = await as(db, person, (tx) => attempt(tx, ask));
      expect(result, person).toMatchObject({ ok: false, code: '42501' });
      if (!result.ok) expect(result.message).toMatch(/analytics\.view/);
    }
    expect(await asEmail(OPERATOR, (tx) => attempt(tx, ask))).toMatchObject({ ok: false, code: '42501' });
  });

  it('answer administrators, sales managers and accounts', async () => {
    for (const person of ['admin', 'accounts'] as const) {
      expect((await as(db, person, (tx) => attempt(tx, ask))).ok, person).toBe(true);
    }
    expect((await asEmail(SALES_MANAGER, (tx) => attempt(tx, ask))).ok).toBe(true);
  });
});

describe('e-mail and phone values', () => {
  const NEW_LEAD = `insert into public.leads (name, email, phone, stage_id, status_id)
    values ('Riya Sen', $1, $2, (select id from public.lead_stages order by position limit 1),
            (select id from public.lead_statuses order by position limit 1)) returning id`;

  it('refuses a lead e-mail that carries a hidden copy, and takes a plain one', async () => {
    await as(db, 'sales', async (tx) => {
      for (const bad of ['x@y.co?bcc=spy@evil.example', 'a@b.in&cc=c@d.in', 'two words@b.in', 'a@b@c.in']) {
        const result = await attempt(tx, NEW_LEAD, [bad, '+91 98450 55501']);
        expect(result, bad).toMatchObject({ ok: false, code: '23514', constraint: 'leads_email_check' });
      }
      expect((await attempt(tx, NEW_LEAD, ['riya.sen@example.in', '+91 98450 55501'])).ok).toBe(true);
    });
  });

  it('refuses it on an update as well, with the version carried', async () => {
    await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `select l.id from public.leads l join public.staff s on s.id = l.owner_id
          where s.email = 'asha.rao@fpw.in' order by l.id limit 1`,
      );
      const result = await attempt(
        tx,
        `update public.leads set email = 'x@y.co?bcc=spy@evil.example', version = version + 1 where id = $1`,
        [rows[0]!.id],
      );
      expect(result).toMatchObject({ ok: false, code: '23514', constraint: 'leads_email_check' });
    });
  });

  it('rejects such an e-mail as one row of an import, and imports the rest', async () => {
    const result = await asEmail(SALES_MANAGER, async (tx) => {
      const { rows } = await tx.query<{ result: { imported: number; rejected_rows: { row: number }[] } }>(
        `select public.import_leads((select id from public.campaigns order by name limit 1), $1::jsonb) as result`,
        [
          JSON.stringify([
            { row: 2, name: 'Riya Sen', phone: '+91 98450 55502', email: 'x@y.co?bcc=spy@evil.example' },
            { row: 3, name: 'Kabir Das', phone: '+91 98450 55503', email: 'kabir@example.in' },
          ]),
        ],
      );
      return rows[0]!.result;
    });
    expect(result.imported).toBe(1);
    expect(result.rejected_rows.map((row) => row.row)).toEqual([2]);
  });

  it('checks every e-mail and phone column the same way', async () => {
    await rolledBack(db, async (tx) => {
      const cases: [string, string][] = [
        [
          `insert into public.contacts (name, email) values ('X', 'x@y.co?bcc=spy@evil.example')`,
          'contacts_email_check',
        ],
        [`insert into public.companies (name, email) values ('X', 'a&b@y.co')`, 'companies_email_check'],
        [`insert into public.clients (name, email) values ('X', 'x@y.co?cc=z@w.in')`, 'clients_email_check'],
        [
          `update public.staff set email = 'x@fpw.in?bcc=y@evil.example' where email = 'asha.rao@fpw.in'`,
          'staff_email_format_check',
        ],
        [
          `insert into public.contacts (name, phone) values ('X', '(+91) 98450 123 04')`,
          'contacts_phone_check',
        ],
        [`insert into public.clients (name, phone) values ('X', '+91 98')`, 'clients_phone_check'],
        [`update public.staff set phone = '(((---)))' where email = 'asha.rao@fpw.in'`, 'staff_phone_check'],
        [`update public.org_settings set phone = '+91 2012 3456 7890 1234'`, 'org_settings_phone_check'],
      ];
      for (const [sql, constraint] of cases) {
        expect(await attempt(tx, sql), sql).toMatchObject({ ok: false, code: '23514', constraint });
      }
      const fine = await attempt(
        tx,
        `insert into public.contacts (name, email, phone) values ('Riya Sen', 'riya.sen@example.in', '+91 98450 123 04')`,
      );
      expect(fine.ok).toBe(true);
    });
  });
});
