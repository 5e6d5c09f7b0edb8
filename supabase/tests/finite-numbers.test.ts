// No number that breaks the books (issue 15): PostgreSQL orders NaN above every number, so
// `quantity > 0` holds for it, and numeric takes 'Infinity' too. Every numeric, real and double
// precision column of every public base table refuses both, by a constraint named
// <table>_<column>_finite_check (20261125090000_finite_numbers.sql). This walks the catalogue, so a
// column added later without its check fails here; supabase/tests/090_finite_numbers.sql proves the
// same on PostgreSQL 15 (npm run db:check).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, attempt, openTestDatabase, rolledBack } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

interface NumberColumn {
  table_name: string;
  column_name: string;
  generated: boolean;
  finite_check: string | null;
}

async function numberColumns(): Promise<NumberColumn[]> {
  const { rows } = await db.query<NumberColumn>(`
    select c.relname as table_name, a.attname as column_name, a.attgenerated <> '' as generated,
           (select pg_catalog.pg_get_constraintdef(k.oid) from pg_catalog.pg_constraint k
             where k.conrelid = c.oid and k.contype = 'c' and k.conkey = array[a.attnum]
               and k.conname = left(c.relname || '_' || a.attname || '_finite_check', 63)) as finite_check
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and a.attnum > 0 and not a.attisdropped
       and a.atttypid in ('pg_catalog.numeric'::regtype, 'pg_catalog.float4'::regtype, 'pg_catalog.float8'::regtype)
     order by 1, 2`);
  return rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

describe('every numeric column refuses NaN and infinities', () => {
  it('finds the numeric columns of the schema in the catalogue', async () => {
    const columns = await numberColumns();
    // 59 numeric columns of base tables when this was written (the 74 counted views too).
    expect(columns.length).toBeGreaterThanOrEqual(59);
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual(
      expect.arrayContaining([
        'stock_movements.quantity',
        'boq_items.quantity',
        'boq_items.client_rate',
        'boq_items.budget_rate',
        'quotation_lines.quantity',
        'quotation_lines.unit_cost',
        'payments.amount',
      ]),
    );
  });

  it('gives every one of them its <table>_<column>_finite_check', async () => {
    const missing = (await numberColumns())
      .filter((column) => column.finite_check === null || !column.finite_check.includes("<> 'NaN'::"))
      .map((column) => `${column.table_name}.${column.column_name}`);
    expect(missing).toEqual([]);
  });

  it('refuses NaN and Infinity written into an existing row of every table that has one', async () => {
    const columns = (await numberColumns()).filter((column) => !column.generated);
    const accepted = await rolledBack(db, async (tx) => {
      // Triggers off (the owner may): only the constraints decide, not the append-only or workflow
      // guards, which would refuse the write for another reason.
      await tx.exec(`set local session_replication_role = replica`);
      const through: string[] = [];
      let tried = 0;
      for (const column of columns) {
        const table = quoted(column.table_name);
        const target = quoted(column.column_name);
        for (const value of ['NaN', 'Infinity', '-Infinity']) {
          const outcome = await attempt(
            tx,
            `update public.${table} set ${target} = $1
              where ctid = (select ctid from public.${table} limit 1) returning 1`,
            [value],
          );
          if (outcome.ok && outcome.rows.length > 0)
            through.push(`${column.table_name}.${column.column_name}=${value}`);
          if (outcome.ok && outcome.rows.length === 0) continue;
          tried += 1;
          if (!outcome.ok && value === 'NaN' && outcome.code !== '23514') {
            through.push(`${column.table_name}.${column.column_name}: ${outcome.message}`);
          }
        }
      }
      return { through, tried };
    });
    // Infinity is refused by the same check, by <table>_<column>_infinity_check where an earlier
    // migration's check named only NaN, or by numeric(p, s) itself (field overflow).
    expect(accepted.through).toEqual([]);
    expect(accepted.tried).toBeGreaterThan(150);
  });
});

describe('the writes of issue 15, as the people who make them', () => {
  it('refuses a stock purchase of NaN, and of Infinity', async () => {
    for (const value of ['NaN', 'Infinity']) {
      const outcome = await as(db, 'production', (tx) =>
        attempt(
          tx,
          `insert into public.stock_movements (stock_item_id, kind, quantity, reference)
           values (md5('fpw:stock-item:HW-LEG-100')::uuid, 'purchase', $1, 'PO-NAN') returning id`,
          [value],
        ),
      );
      expect(outcome, value).toMatchObject({ ok: false });
    }
    const nan = await as(db, 'production', (tx) =>
      attempt(
        tx,
        `insert into public.stock_movements (stock_item_id, kind, quantity, reference)
         values (md5('fpw:stock-item:HW-LEG-100')::uuid, 'purchase', 'NaN', 'PO-NAN')`,
      ),
    );
    expect(nan).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'stock_movements_quantity_finite_check',
    });
  });

  it('refuses NaN BOQ quantities and rates', async () => {
    for (const column of ['quantity', 'client_rate', 'budget_rate']) {
      const outcome = await as(db, 'designer', (tx) =>
        attempt(
          tx,
          `update public.boq_items set version = version + 1, ${column} = 'NaN' where id = (select id from public.boq_items limit 1)`,
        ),
      );
      expect(outcome, column).toMatchObject({
        ok: false,
        code: '23514',
        constraint: `boq_items_${column}_finite_check`,
      });
    }
  });

  it('refuses a NaN quotation line, so no total becomes NaN', async () => {
    const outcome = await as(db, 'admin', (tx) =>
      attempt(
        tx,
        `update public.quotation_lines set version = version + 1, quantity = 'NaN'
          where id = (select l.id from public.quotation_lines l join public.quotations q on q.id = l.quotation_id
                       where q.status = 'draft' limit 1)`,
      ),
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'quotation_lines_quantity_finite_check',
    });
  });
});
