// Every text column has a maximum length by constraint (issue 15; 20261125090100_text_limits.sql):
// free text had none, so one request could store megabytes in a row. This walks the catalogue, so a
// text column added later without a limit fails here.
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

interface TextColumn {
  table_name: string;
  column_name: string;
  limits: string[];
}

/** Every text (or unbounded varchar) column of a public base table, with its length checks. */
async function textColumns(): Promise<TextColumn[]> {
  const { rows } = await db.query<TextColumn>(`
    select c.relname as table_name, a.attname as column_name,
           coalesce(array(select pg_catalog.pg_get_constraintdef(k.oid) from pg_catalog.pg_constraint k
                           where k.conrelid = c.oid and k.contype = 'c' and k.conkey = array[a.attnum]
                             and pg_catalog.pg_get_constraintdef(k.oid) ~ 'length\\(.*\\)\\s*<'), '{}') as limits
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and a.attnum > 0 and not a.attisdropped
       and (a.atttypid = 'pg_catalog.text'::regtype
            or (a.atttypid = 'pg_catalog.varchar'::regtype and a.atttypmod < 0))
     order by 1, 2`);
  return rows;
}

/** The length limit a column's checks give (the smallest upper bound). */
function limitOf(column: TextColumn): number | null {
  const bounds = column.limits.flatMap((definition) =>
    [...definition.matchAll(/length\(.*?\)+\s*<(=?)\s*(\d+)/g)].map(
      (match) => Number(match[2]) - (match[1] === '=' ? 0 : 1),
    ),
  );
  return bounds.length === 0 ? null : Math.min(...bounds);
}

describe('every text column has a maximum length', () => {
  it('finds a length check on every text column of every public table', async () => {
    const columns = await textColumns();
    expect(columns.length).toBeGreaterThan(100);
    const unlimited = columns
      .filter((column) => limitOf(column) === null)
      .map((column) => `${column.table_name}.${column.column_name}`);
    expect(unlimited).toEqual([]);
  });

  it('sizes the limit by the column’s role', async () => {
    const limits = new Map(
      (await textColumns()).map((column) => [`${column.table_name}.${column.column_name}`, limitOf(column)]),
    );
    expect(limits.get('quotations.terms')).toBe(4000);
    expect(limits.get('quotations.decision_note')).toBe(4000);
    expect(limits.get('sales_orders.shipping_address')).toBe(4000);
    expect(limits.get('subscribers.remarks')).toBe(4000);
    expect(limits.get('subscribers.email')).toBe(254);
    expect(limits.get('org_settings.phone')).toBe(20);
    expect(limits.get('payments.reference')).toBeLessThanOrEqual(500);
    // Names keep the tighter limits their tables gave them.
    expect(limits.get('staff.name')).toBe(120);
  });

  it('refuses terms longer than 4000 characters and keeps 4000', async () => {
    // The administrator: since issue 20 the sales executive sees no project with a draft.
    const write = (length: number) =>
      as(db, 'admin', (tx) =>
        attempt(
          tx,
          `update public.quotations set version = version + 1, terms = repeat('x', $1::integer)
            where id = (select id from public.quotations where status = 'draft' order by id limit 1) returning id`,
          [length],
        ),
      );
    expect(await write(4000)).toMatchObject({ ok: true, rows: [expect.anything()] });
    expect(await write(4001)).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'quotations_terms_length_check',
    });
  });

  it('still takes a logo data URL of a 200 KB file, and refuses a much larger one', async () => {
    // 200 KB base64-encoded is about 273 000 characters; the limit is 300 000 until the file store lands.
    const logo = (characters: number) =>
      rolledBack(db, (tx) =>
        attempt(
          tx,
          `update public.org_settings set version = version + 1, logo_path = 'data:image/png;base64,' || repeat('A', $1::integer) returning id`,
          [characters],
        ),
      );
    expect(await logo(Math.ceil((200 * 1024 * 4) / 3))).toMatchObject({ ok: true });
    expect(await logo(400_000)).toMatchObject({
      ok: false,
      code: '23514',
      constraint: 'org_settings_logo_path_length_check',
    });
  });
});
