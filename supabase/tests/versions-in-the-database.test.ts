// Versions in the database (issue 20, finding 8), on PGlite as PostgREST runs a request: a client's
// update of a versioned row must set version to the version it read plus one (touch_row refuses
// anything else with serialization_failure, which the DataSources report as a conflict), whatever
// `where` it sends. Updates made for the client by security definer functions and triggers are the
// database's own. Every security invoker function that updates a versioned table carries the
// version, so the pages' bulk actions, kanban moves and saves keep working.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromEmbeddedError } from '@/services/backend/postgres-errors';
import { as, attempt, openTestDatabase, rolledBack, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const ASHA_LEAD = `(select l.id from public.leads l
   join public.staff s on s.id = l.owner_id where s.email = 'asha.rao@fpw.in' order by l.id limit 1)`;

async function versionOf(tx: Session, table: string, id: string): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(`select version from public.${table} where id = $1`, [
    id,
  ]);
  return rows[0]!.version;
}

describe('every versioned table', () => {
  it('has the touch trigger that checks and bumps the version', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `select c.table_name
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and c.column_name = 'version' and t.table_type = 'BASE TABLE'
          and not exists (
            select 1 from pg_catalog.pg_trigger g
             where g.tgrelid = format('public.%I', c.table_name)::regclass
               and g.tgfoid = 'public.touch_row()'::regprocedure and not g.tgisinternal)`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([]);
    const { rows: versioned } = await db.query<{ n: number }>(
      `select count(*)::integer as n from information_schema.columns where table_schema = 'public' and column_name = 'version'`,
    );
    expect(versioned[0]!.n).toBeGreaterThan(50);
  });
});

describe('a client update of a versioned row', () => {
  it('is refused without the version it read, even when the row is the caller’s', async () => {
    await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ id: string; version: number }>(
        `select id, version from public.leads where id = ${ASHA_LEAD}`,
      );
      const lead = rows[0]!;
      const bare = await attempt(tx, `update public.leads set notes = 'overwritten' where id = $1`, [
        lead.id,
      ]);
      expect(bare).toMatchObject({ ok: false, code: '40001' });
      if (bare.ok) return;
      expect(bare.message).toMatch(/version/);
      const skipped = await attempt(
        tx,
        `update public.leads set notes = 'x', version = version + 2 where id = $1`,
        [lead.id],
      );
      expect(skipped).toMatchObject({ ok: false, code: '40001' });
      const guessed = await attempt(tx, `update public.leads set notes = 'x', version = 1000 where id = $1`, [
        lead.id,
      ]);
      expect(guessed).toMatchObject({ ok: false, code: '40001' });
      expect(await versionOf(tx, 'leads', lead.id)).toBe(lead.version);
    });
  });

  it('goes through with version = read + 1, and is bumped once', async () => {
    await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ id: string; version: number }>(
        `select id, version from public.leads where id = ${ASHA_LEAD}`,
      );
      const lead = rows[0]!;
      const saved = await attempt(
        tx,
        `update public.leads set notes = 'called back', version = $2 + 1 where id = $1 and version = $2 returning version`,
        [lead.id, lead.version],
      );
      expect(saved).toEqual({ ok: true, rows: [{ version: lead.version + 1 }] });
    });
  });

  it('is reported by the DataSources as a conflict', async () => {
    const error = await as(db, 'sales', async (tx) => {
      try {
        await tx.query(`update public.leads set notes = 'overwritten' where id = ${ASHA_LEAD}`);
        return null;
      } catch (caught) {
        return caught;
      }
    });
    expect(fromEmbeddedError(error).kind).toBe('conflict');
  });

  it('leaves the database’s own updates alone: definer functions, migrations and seeds', async () => {
    await as(db, 'designer', async (tx) => {
      const result = await attempt(tx, `select public.update_my_profile('Meera Iyer', '+91 98450 10003')`);
      expect(result.ok).toBe(true);
    });
    await rolledBack(db, async (tx) => {
      const result = await attempt(
        tx,
        `update public.leads set notes = 'by the owner' where id = ${ASHA_LEAD}`,
      );
      expect(result.ok).toBe(true);
    });
  });
});

describe('the security invoker functions the pages call', () => {
  it('carry the version in every update of a versioned table', async () => {
    const { rows } = await db.query<{ name: string; body: string }>(
      `select p.oid::regprocedure::text as name, p.prosrc as body
         from pg_catalog.pg_proc p
        where p.pronamespace = 'public'::regnamespace and not p.prosecdef
          and p.prorettype <> 'trigger'::regtype`,
    );
    const { rows: tables } = await db.query<{ table_name: string }>(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'version'`,
    );
    const versioned = new Set(tables.map((row) => row.table_name));
    const missing: string[] = [];
    for (const { name, body } of rows) {
      // Comments may hold a `;` or a `where` of their own.
      const updates = body
        .replace(/--[^\n]*/g, '')
        .matchAll(
          /(?:update\s+public\.(\w+)(?:\s+(?:as\s+)?\w+)?|insert\s+into\s+public\.(\w+)[\s\S]*?do\s+update)\s+set\s+([\s\S]*?)(?:\bwhere\b|\bfrom\b|\breturning\b|;|$)/gi,
        );
      for (const [, updated, upserted, assignments] of updates) {
        const table = updated ?? upserted ?? '';
        if (versioned.has(table) && !/\bversion\s*=/.test(assignments ?? ''))
          missing.push(`${name} updates ${table}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('still work for the people who use them: bulk task status, follow-ups, reordering stages', async () => {
    await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `select id from public.tasks where status <> 'done' order by id limit 2`,
      );
      if (rows.length > 0) {
        const moved = await attempt(tx, `select public.tasks_bulk_set_status($1::uuid[], 'done')`, [
          rows.map((r) => r.id),
        ]);
        expect(moved.ok).toBe(true);
      }
      const followUp = await attempt(
        tx,
        `select public.log_follow_up(${ASHA_LEAD}, p_comment => 'Spoke about the wardrobe')`,
      );
      expect(followUp).toMatchObject({ ok: true });
    });
    await as(db, 'admin', async (tx) => {
      const { rows } = await tx.query<{ ids: string[] }>(
        `select array_agg(id order by position desc) as ids from public.lead_stages`,
      );
      const reordered = await attempt(tx, `select public.reorder_lead_stages($1::uuid[])`, [rows[0]!.ids]);
      expect(reordered.ok).toBe(true);
    });
  });
});
