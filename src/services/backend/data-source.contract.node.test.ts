// The DataSource contract, run against both implementations: the embedded one on PGlite, and the
// Supabase one through supabase-js against MSW handlers that emulate PostgREST and GoTrue over the
// same PGlite (testing/postgrest-emulator.ts). Both must give the same rows, counts and typed
// errors, under the same row-level security. A second block pins the PostgREST requests the
// Supabase implementation sends, since the emulator accepts only what it understands.
import type { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, DataSourceError, type DataSource } from './data-source.ts';
import { createEmbeddedDataSource } from './embedded-data-source.ts';
import { createSupabaseDataSource } from './supabase-data-source.ts';
import { BOARD_IDS, CONTRACT_FIXTURE_SQL, type Board } from './testing/contract-fixture';
import { supabaseEmulator, type SupabaseEmulator } from './testing/postgrest-emulator';
import { claimsOf, openTestDatabase } from './testing/test-database';
import { DEMO_PASSWORD } from '../auth/auth';

const PROJECT = { url: 'https://contract.supabase.test', anonKey: 'contract-anon-key' };

/** Who asks: signed out, a sales executive (reads only), the production lead (writes), the admin. */
type Caller = 'anon' | 'sales' | 'production' | 'admin';
const EMAILS: Record<Exclude<Caller, 'anon'>, string> = {
  sales: 'asha.rao@fpw.in',
  production: 'rahul.verma@fpw.in',
  admin: 'priya.nair@fpw.in',
};

interface Harness {
  as(caller: Caller): Promise<DataSource>;
}

let db: PGlite;
let emulator: SupabaseEmulator;
let server: ReturnType<typeof setupServer>;

beforeAll(async () => {
  db = await openTestDatabase();
  emulator = supabaseEmulator({ ...PROJECT, db });
  server = setupServer(...emulator.handlers);
  server.listen({ onUnhandledFrame: 'error' });
}, 240_000);

afterAll(async () => {
  server?.close();
  await db?.close();
});

async function resetFixture() {
  await db.exec(`
    drop table if exists public.contract_boards cascade;
    drop function if exists public.contract_boards_at_least(numeric), public.contract_total_thickness(text[], boolean),
      public.contract_note(uuid, text), public.contract_check_thickness(numeric);
    ${CONTRACT_FIXTURE_SQL}`);
}

const embedded: Harness = {
  async as(caller) {
    const claims = caller === 'anon' ? null : await claimsOf(db, EMAILS[caller]);
    return createEmbeddedDataSource(db, { caller: () => claims });
  },
};

const supabaseClients = new Map<Caller, Promise<DataSource>>();
const supabase: Harness = {
  as(caller) {
    let source = supabaseClients.get(caller);
    if (source === undefined) {
      source = (async () => {
        const client = createClient(PROJECT.url, PROJECT.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false, storageKey: `contract-${caller}` },
          db: { retry: false },
        });
        if (caller !== 'anon') {
          const { error } = await client.auth.signInWithPassword({
            email: EMAILS[caller],
            password: DEMO_PASSWORD,
          });
          if (error) throw error;
        }
        return createSupabaseDataSource(client);
      })();
      supabaseClients.set(caller, source);
    }
    return source;
  },
};

/** The typed error a call rejected with, as comparable fields. */
async function failureOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return {
      type: error.constructor.name,
      kind: error.kind,
      ...(error.constraint === undefined ? {} : { constraint: error.constraint }),
      ...(error instanceof ConflictError ? { currentVersion: error.currentVersion } : {}),
    };
  }
  throw new Error('expected the call to fail');
}

const names = (rows: Pick<Board, 'name'>[]) => rows.map((row) => row.name);

function contract(label: string, harness: Harness) {
  describe(`${label} DataSource`, () => {
    beforeEach(resetFixture);

    describe('list', () => {
      it('returns every row the caller may see, sorted, with an exact count', async () => {
        const source = await harness.as('sales');
        const { rows, count } = await source.list<Board>('contract_boards', {
          sort: [{ column: 'name' }],
          count: 'exact',
        });
        expect(names(rows)).toEqual([
          'Birch Ply 18',
          'HDHMR Grey 18',
          'MDF Plain 25',
          'MDF Plain 6',
          'Particle Board 12',
          'Waterproof Ply 25',
        ]);
        expect(count).toBe(6);
      });

      it('renders rows as PostgREST does: numbers, booleans, arrays, JSON and ISO timestamps', async () => {
        const source = await harness.as('sales');
        const { rows } = await source.list<Board>('contract_boards', {
          filters: [{ column: 'id', op: 'eq', value: BOARD_IDS.birch }],
        });
        expect(rows).toEqual([
          expect.objectContaining({
            id: BOARD_IDS.birch,
            name: 'Birch Ply 18',
            material: 'plywood',
            thickness_mm: 18,
            grain: true,
            notes: null,
            tags: ['birch', 'ply'],
            spec: { sheet: [2440, 1220] },
            created_at: '2026-03-01T10:00:00+00:00',
            version: 1,
          }),
        ]);
      });

      it('filters with eq, neq, in, ilike, gte, lte and is null', async () => {
        const source = await harness.as('sales');
        const filtered = async (filters: Parameters<DataSource['list']>[1]) =>
          names(
            (await source.list<Board>('contract_boards', { ...filters, sort: [{ column: 'name' }] })).rows,
          );
        expect(await filtered({ filters: [{ column: 'material', op: 'eq', value: 'plywood' }] })).toEqual([
          'Birch Ply 18',
          'Waterproof Ply 25',
        ]);
        expect(await filtered({ filters: [{ column: 'grain', op: 'eq', value: true }] })).toEqual([
          'Birch Ply 18',
          'Waterproof Ply 25',
        ]);
        expect(await filtered({ filters: [{ column: 'material', op: 'neq', value: 'mdf' }] })).toEqual([
          'Birch Ply 18',
          'HDHMR Grey 18',
          'Particle Board 12',
          'Waterproof Ply 25',
        ]);
        expect(
          await filtered({ filters: [{ column: 'material', op: 'in', value: ['mdf', 'hdhmr'] }] }),
        ).toEqual(['HDHMR Grey 18', 'MDF Plain 25', 'MDF Plain 6']);
        expect(await filtered({ filters: [{ column: 'name', op: 'ilike', value: '%PLY%' }] })).toEqual([
          'Birch Ply 18',
          'Waterproof Ply 25',
        ]);
        expect(await filtered({ filters: [{ column: 'name', op: 'ilike', value: 'mdf*' }] })).toEqual([
          'MDF Plain 25',
          'MDF Plain 6',
        ]);
        expect(
          await filtered({
            filters: [
              { column: 'thickness_mm', op: 'gte', value: 12 },
              { column: 'thickness_mm', op: 'lte', value: 18 },
            ],
          }),
        ).toEqual(['Birch Ply 18', 'HDHMR Grey 18', 'Particle Board 12']);
        expect(
          await filtered({ filters: [{ column: 'created_at', op: 'gte', value: '2026-03-05T00:00:00Z' }] }),
        ).toEqual(['MDF Plain 25', 'Waterproof Ply 25']);
        expect(await filtered({ filters: [{ column: 'notes', op: 'is', value: null }] })).toEqual([
          'Birch Ply 18',
          'HDHMR Grey 18',
          'MDF Plain 25',
        ]);
      });

      it('matches any of several conditions with one or filter, ANDed with the rest', async () => {
        const source = await harness.as('sales');
        const filtered = async (filters: Parameters<DataSource['list']>[1]) =>
          names(
            (await source.list<Board>('contract_boards', { ...filters, sort: [{ column: 'name' }] })).rows,
          );
        const search = (text: string) => ({
          op: 'or' as const,
          filters: [
            { column: 'name', op: 'ilike' as const, value: `*${text}*` },
            { column: 'material', op: 'ilike' as const, value: `*${text}*` },
          ],
        });
        expect(await filtered({ filters: [search('hdhmr')] })).toEqual(['HDHMR Grey 18']);
        expect(await filtered({ filters: [search('ply')] })).toEqual(['Birch Ply 18', 'Waterproof Ply 25']);
        expect(
          await filtered({ filters: [search('ply'), { column: 'thickness_mm', op: 'gte', value: 20 }] }),
        ).toEqual(['Waterproof Ply 25']);
        expect(
          await filtered({
            filters: [
              {
                op: 'or',
                filters: [
                  { column: 'material', op: 'in', value: ['mdf'] },
                  { column: 'notes', op: 'is', value: null },
                  { column: 'thickness_mm', op: 'eq', value: 12 },
                ],
              },
            ],
          }),
        ).toEqual(['Birch Ply 18', 'HDHMR Grey 18', 'MDF Plain 25', 'MDF Plain 6', 'Particle Board 12']);
        expect(await filtered({ filters: [{ op: 'or', filters: [] }] })).toEqual([]);
        // What someone types into a search box stays data inside the or filter too.
        for (const text of ['a,b', 'x)', '"q"', 'name.eq.x', 'a\\b']) {
          expect(await filtered({ filters: [search(text)] })).toEqual([]);
        }
      });

      it('treats filter values as data, never as SQL or PostgREST syntax', async () => {
        const source = await harness.as('sales');
        for (const value of ["x' or '1'='1", 'plywood,mdf', 'plywood)', '"plywood"']) {
          const { rows } = await source.list<Board>('contract_boards', {
            filters: [{ column: 'material', op: 'eq', value }],
          });
          expect(rows).toEqual([]);
        }
        const { rows } = await source.list<Board>('contract_boards', {
          filters: [{ column: 'material', op: 'in', value: ['mdf,plywood', 'hdhmr'] }],
        });
        expect(names(rows)).toEqual(['HDHMR Grey 18']);
      });

      it('sorts by several keys, descending and with nulls placed as asked', async () => {
        const source = await harness.as('sales');
        const byThickness = await source.list<Board>('contract_boards', {
          sort: [{ column: 'thickness_mm', ascending: false }, { column: 'name' }],
        });
        expect(names(byThickness.rows)).toEqual([
          'MDF Plain 25',
          'Waterproof Ply 25',
          'Birch Ply 18',
          'HDHMR Grey 18',
          'Particle Board 12',
          'MDF Plain 6',
        ]);
        const notesFirst = await source.list<Board>('contract_boards', {
          columns: ['notes'],
          sort: [{ column: 'notes', nullsFirst: true }],
        });
        expect(notesFirst.rows.map((row) => row.notes)).toEqual([
          null,
          null,
          null,
          'budget',
          'thin backs',
          'wet areas',
        ]);
        const notesLast = await source.list<Board>('contract_boards', {
          columns: ['notes'],
          sort: [{ column: 'notes', ascending: false, nullsFirst: false }],
        });
        expect(notesLast.rows.map((row) => row.notes)).toEqual([
          'wet areas',
          'thin backs',
          'budget',
          null,
          null,
          null,
        ]);
      });

      it('pages with a range and counts exactly, by estimate, or not at all', async () => {
        const source = await harness.as('sales');
        const page = { sort: [{ column: 'name' }], range: { from: 2, to: 3 } } as const;
        const exact = await source.list<Board>('contract_boards', { ...page, count: 'exact' });
        expect(names(exact.rows)).toEqual(['MDF Plain 25', 'MDF Plain 6']);
        expect(exact.count).toBe(6);
        // Small tables are counted exactly even when an estimate is allowed.
        expect((await source.list<Board>('contract_boards', { ...page, count: 'estimated' })).count).toBe(6);
        expect((await source.list<Board>('contract_boards', { ...page, count: 'none' })).count).toBeNull();
        expect((await source.list<Board>('contract_boards', page)).count).toBeNull();
        const beyond = await source.list<Board>('contract_boards', {
          range: { from: 10, to: 19 },
          count: 'exact',
        });
        expect(beyond).toEqual({ rows: [], count: 6 });
        const filteredCount = await source.list<Board>('contract_boards', {
          filters: [{ column: 'material', op: 'eq', value: 'mdf' }],
          range: { from: 0, to: 0 },
          count: 'exact',
        });
        expect(filteredCount.rows).toHaveLength(1);
        expect(filteredCount.count).toBe(2);
      });

      it('returns only the columns asked for', async () => {
        const source = await harness.as('sales');
        const { rows } = await source.list<Pick<Board, 'id' | 'name'>>('contract_boards', {
          columns: ['id', 'name'],
          filters: [{ column: 'id', op: 'eq', value: BOARD_IDS.waterproof }],
        });
        expect(rows).toEqual([{ id: BOARD_IDS.waterproof, name: 'Waterproof Ply 25' }]);
      });

      it('reads views as tables: sales_users under the staff policies', async () => {
        const asDesigner = await harness.as('production');
        const { rows } = await asDesigner.list<{ email: string }>('sales_users', {
          sort: [{ column: 'email' }],
        });
        const { rows: expected } = await db.query<{ email: string }>(
          `select email from public.staff where designation = 'sales' and active order by email`,
        );
        expect(rows.map((row) => row.email)).toEqual(expected.map((row) => row.email));
        expect((await (await harness.as('anon')).list('sales_users')).rows).toEqual([]);
      });

      it('shows a signed-out caller nothing (row-level security)', async () => {
        const source = await harness.as('anon');
        expect(await source.list('contract_boards', { count: 'exact' })).toEqual({ rows: [], count: 0 });
      });

      it('rejects unknown tables and columns as invalid requests', async () => {
        const source = await harness.as('sales');
        expect(await failureOf(source.list('no_such_boards'))).toMatchObject({ kind: 'invalid' });
        expect(
          await failureOf(
            source.list('contract_boards', { filters: [{ column: 'colour', op: 'eq', value: 'red' }] }),
          ),
        ).toMatchObject({ kind: 'invalid' });
        expect(
          await failureOf(source.list('contract_boards', { sort: [{ column: 'name;drop' }] })),
        ).toMatchObject({
          kind: 'invalid',
        });
        expect(
          await failureOf(
            source.list('contract_boards', {
              filters: [{ column: 'thickness_mm', op: 'gte', value: 'thick' }],
            }),
          ),
        ).toMatchObject({ kind: 'invalid' });
      });
    });

    describe('get', () => {
      it('returns one row by id, null when there is none or the caller may not see it', async () => {
        const source = await harness.as('sales');
        expect(await source.get<Board>('contract_boards', BOARD_IDS.hdhmr)).toMatchObject({
          name: 'HDHMR Grey 18',
          thickness_mm: 18,
        });
        expect(await source.get('contract_boards', BOARD_IDS.hdhmr, ['name'])).toEqual({
          name: 'HDHMR Grey 18',
        });
        expect(await source.get('contract_boards', 'c0000000-0000-4000-8000-0000000000ff')).toBeNull();
        expect(await (await harness.as('anon')).get('contract_boards', BOARD_IDS.hdhmr)).toBeNull();
      });
    });

    describe('insert', () => {
      it('inserts one row and returns it as stored, with defaults', async () => {
        const source = await harness.as('production');
        const [board] = await source.insert<Board>('contract_boards', {
          name: 'Plywood 9',
          material: 'plywood',
          thickness_mm: 9,
          tags: ['thin'],
          spec: { sheet: [2440, 1830] },
        });
        expect(board).toMatchObject({
          name: 'Plywood 9',
          thickness_mm: 9,
          grain: false,
          notes: null,
          tags: ['thin'],
          spec: { sheet: [2440, 1830] },
          version: 1,
        });
        expect(board?.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(await source.get<Board>('contract_boards', board?.id ?? '')).toMatchObject({
          name: 'Plywood 9',
        });
      });

      it('inserts several rows in one call', async () => {
        const source = await harness.as('admin');
        const boards = await source.insert<Board>('contract_boards', [
          { name: 'HDHMR 12', material: 'hdhmr', thickness_mm: 12 },
          { name: 'HDHMR 25', material: 'hdhmr', thickness_mm: 25, grain: true },
        ]);
        expect(names(boards)).toEqual(['HDHMR 12', 'HDHMR 25']);
        expect(boards.map((board) => board.grain)).toEqual([false, true]);
      });

      it('names the constraint that refused a row', async () => {
        const source = await harness.as('production');
        expect(
          await failureOf(
            source.insert('contract_boards', { name: 'Birch Ply 18', material: 'plywood', thickness_mm: 18 }),
          ),
        ).toEqual({ type: 'DataSourceError', kind: 'constraint', constraint: 'contract_boards_name_key' });
        expect(
          await failureOf(
            source.insert('contract_boards', { name: 'Paper', material: 'mdf', thickness_mm: 0 }),
          ),
        ).toEqual({
          type: 'DataSourceError',
          kind: 'constraint',
          constraint: 'contract_boards_thickness_check',
        });
        expect(
          await failureOf(
            source.insert('contract_boards', { name: 'Glass', material: 'glass', thickness_mm: 6 }),
          ),
        ).toEqual({
          type: 'DataSourceError',
          kind: 'constraint',
          constraint: 'contract_boards_material_check',
        });
      });

      it('is refused to a caller the policies do not allow, and inserts nothing', async () => {
        const refusal = await failureOf(
          (await harness.as('sales')).insert('contract_boards', {
            name: 'Sneaky',
            material: 'mdf',
            thickness_mm: 6,
          }),
        );
        expect(refusal).toMatchObject({ kind: 'permission' });
        expect(
          await failureOf(
            (await harness.as('anon')).insert('contract_boards', {
              name: 'Sneaky',
              material: 'mdf',
              thickness_mm: 6,
            }),
          ),
        ).toMatchObject({ kind: 'permission' });
        const { rows } = await db.query(`select 1 from public.contract_boards where name = 'Sneaky'`);
        expect(rows).toEqual([]);
      });
    });

    describe('non-finite numbers', () => {
      it('are refused before anything is sent: insert, update and rpc, at any depth', async () => {
        const source = await harness.as('production');
        const refusalOf = (work: Promise<unknown>) =>
          work.then(
            () => 'sent',
            (error: unknown) => error,
          );
        const notFinite = (column: string) => ({
          kind: 'invalid',
          message: `A number is not finite: ${column}`,
        });
        for (const thickness of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
          const refusal = await refusalOf(
            source.insert('contract_boards', {
              name: 'Not a board',
              material: 'mdf',
              thickness_mm: thickness,
            }),
          );
          expect(refusal).toBeInstanceOf(DataSourceError);
          expect(refusal).toMatchObject(notFinite('thickness_mm'));
        }
        expect(
          await refusalOf(
            source.insert('contract_boards', [
              { name: 'Fine', material: 'mdf', thickness_mm: 6 },
              { name: 'Deep', material: 'mdf', thickness_mm: 6, spec: { sheet: [2440, Number.NaN] } },
            ]),
          ),
        ).toMatchObject(notFinite('spec'));
        expect(
          await refusalOf(source.update('contract_boards', BOARD_IDS.mdf6, 1, { thickness_mm: Number.NaN })),
        ).toMatchObject(notFinite('thickness_mm'));
        expect(
          await refusalOf(source.rpc('contract_check_thickness', { p_mm: Number.POSITIVE_INFINITY })),
        ).toMatchObject(notFinite('p_mm'));
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::integer as n from public.contract_boards
            where name in ('Not a board', 'Fine', 'Deep') or version > 1`,
        );
        expect(rows[0]?.n).toBe(0);
      });
    });

    describe('update', () => {
      it('changes the row when the version still matches, and returns it with the next version', async () => {
        const source = await harness.as('production');
        const updated = await source.update<Board>('contract_boards', BOARD_IDS.mdf6, 1, {
          notes: 'backs and drawer bottoms',
          thickness_mm: 6.5,
        });
        expect(updated).toMatchObject({ notes: 'backs and drawer bottoms', thickness_mm: 6.5, version: 2 });
        const again = await source.update<Board>('contract_boards', BOARD_IDS.mdf6, 2, { notes: null });
        expect(again).toMatchObject({ notes: null, version: 3 });
      });

      it('ignores an id or version among the changes: the id names the row, the version is the guard', async () => {
        const source = await harness.as('production');
        const updated = await source.update<Board>('contract_boards', BOARD_IDS.mdf6, 1, {
          id: BOARD_IDS.birch,
          version: 99,
          name: 'MDF Plain 6 mm',
        });
        expect(updated).toMatchObject({ id: BOARD_IDS.mdf6, name: 'MDF Plain 6 mm', version: 2 });
      });

      it('reports a stale version as a conflict and overwrites nothing', async () => {
        const source = await harness.as('production');
        await source.update('contract_boards', BOARD_IDS.hdhmr, 1, { notes: 'saved first' });
        const stale = await failureOf(
          source.update('contract_boards', BOARD_IDS.hdhmr, 1, { notes: 'saved second' }),
        );
        expect(stale).toEqual({ type: 'ConflictError', kind: 'conflict', currentVersion: 2 });
        expect(await source.get<Board>('contract_boards', BOARD_IDS.hdhmr)).toMatchObject({
          notes: 'saved first',
          version: 2,
        });
      });

      it('reports a missing row as not found', async () => {
        const source = await harness.as('production');
        const missing = await failureOf(
          source.update('contract_boards', 'c0000000-0000-4000-8000-0000000000ff', 1, { notes: 'x' }),
        );
        expect(missing).toEqual({ type: 'NotFoundError', kind: 'not-found' });
      });

      it('reports a change the policies refuse as a permission error, not a conflict', async () => {
        const refusal = await failureOf(
          (await harness.as('sales')).update('contract_boards', BOARD_IDS.birch, 1, { notes: 'x' }),
        );
        expect(refusal).toMatchObject({ kind: 'permission' });
        expect(
          await db.query(`select notes, version from public.contract_boards where id = $1`, [
            BOARD_IDS.birch,
          ]),
        ).toMatchObject({ rows: [{ notes: null, version: 1 }] });
        // Signed out, the row is not even visible: not found.
        expect(
          await failureOf(
            (await harness.as('anon')).update('contract_boards', BOARD_IDS.birch, 1, { notes: 'x' }),
          ),
        ).toMatchObject({ kind: 'not-found' });
      });

      it('names the constraint a change breaks', async () => {
        const source = await harness.as('production');
        expect(
          await failureOf(
            source.update('contract_boards', BOARD_IDS.birch, 1, { name: 'Waterproof Ply 25' }),
          ),
        ).toMatchObject({ kind: 'constraint', constraint: 'contract_boards_name_key' });
      });
    });

    describe('remove', () => {
      it('deletes one row', async () => {
        const source = await harness.as('admin');
        await source.remove('contract_boards', BOARD_IDS.particle);
        expect(await source.get('contract_boards', BOARD_IDS.particle)).toBeNull();
      });

      it('reports a missing row as not found, and a refused delete as a permission error', async () => {
        const admin = await harness.as('admin');
        expect(
          await failureOf(admin.remove('contract_boards', 'c0000000-0000-4000-8000-0000000000ff')),
        ).toEqual({
          type: 'NotFoundError',
          kind: 'not-found',
        });
        expect(
          await failureOf((await harness.as('sales')).remove('contract_boards', BOARD_IDS.birch)),
        ).toMatchObject({
          kind: 'permission',
        });
        expect(await admin.get('contract_boards', BOARD_IDS.birch)).not.toBeNull();
      });
    });

    describe('rpc', () => {
      it('returns the rows of a set-returning function', async () => {
        const source = await harness.as('sales');
        const boards = await source.rpc<Board[]>('contract_boards_at_least', { p_min_mm: 20 });
        expect(names(boards)).toEqual(['MDF Plain 25', 'Waterproof Ply 25']);
        expect(boards[1]).toMatchObject({ thickness_mm: 25, grain: true });
      });

      it('returns the value of a scalar function, with list and defaulted arguments', async () => {
        const source = await harness.as('sales');
        expect(
          await source.rpc<number>('contract_total_thickness', { p_materials: ['plywood', 'mdf'] }),
        ).toBe(74);
        expect(
          await source.rpc<number>('contract_total_thickness', {
            p_materials: ['plywood', 'mdf'],
            p_grain_only: true,
          }),
        ).toBe(43);
        expect(await source.rpc<string>('current_designation')).toBe('sales');
      });

      it('runs a function that returns nothing, under the caller’s policies', async () => {
        await (
          await harness.as('production')
        ).rpc('contract_note', { p_id: BOARD_IDS.waterproof, p_note: 'checked' });
        const { rows } = await db.query<{ notes: string }>(
          `select notes from public.contract_boards where id = $1`,
          [BOARD_IDS.waterproof],
        );
        expect(rows[0]?.notes).toBe('checked');
        await (
          await harness.as('sales')
        ).rpc('contract_note', { p_id: BOARD_IDS.waterproof, p_note: 'not allowed' });
        const { rows: after } = await db.query<{ notes: string }>(
          `select notes from public.contract_boards where id = $1`,
          [BOARD_IDS.waterproof],
        );
        expect(after[0]?.notes).toBe('checked');
      });

      it('passes on a rule’s own message, and rejects unknown functions', async () => {
        const source = await harness.as('sales');
        const rule = await source
          .rpc('contract_check_thickness', { p_mm: 0 })
          .catch((error: unknown) => error);
        expect(rule).toBeInstanceOf(DataSourceError);
        expect(rule).toMatchObject({ kind: 'rejected', message: 'A board must be thicker than 0 mm' });
        expect(await source.rpc('contract_check_thickness', { p_mm: 3 })).toBe('ok');
        expect(await failureOf(source.rpc('no_such_function'))).toMatchObject({ kind: 'invalid' });
        expect(await failureOf(source.rpc('contract_total_thickness', { p_colour: 'red' }))).toMatchObject({
          kind: 'invalid',
        });
      });
    });
  });
}

contract('embedded', embedded);
contract('Supabase', supabase);

describe('the PostgREST requests of the Supabase DataSource', () => {
  beforeEach(async () => {
    await resetFixture();
    emulator.takeRestRequests();
  });

  const only = () => {
    const sent = emulator.takeRestRequests();
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };

  it('lists with filters, sort, range and count as query parameters and headers', async () => {
    const source = await supabase.as('sales');
    await source.list('contract_boards', {
      columns: ['id', 'name'],
      filters: [
        { column: 'material', op: 'eq', value: 'plywood' },
        { column: 'material', op: 'neq', value: 'mdf' },
        { column: 'material', op: 'in', value: ['plywood', 'hdhmr', 'mdf,plywood'] },
        { column: 'name', op: 'ilike', value: '%ply%' },
        { column: 'thickness_mm', op: 'gte', value: 12 },
        { column: 'thickness_mm', op: 'lte', value: 25 },
        { column: 'notes', op: 'is', value: null },
      ],
      sort: [
        { column: 'thickness_mm', ascending: false },
        { column: 'name', nullsFirst: true },
      ],
      range: { from: 20, to: 29 },
      count: 'exact',
    });
    const request = only();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/rest/v1/contract_boards');
    expect([...request.url.searchParams]).toEqual([
      ['select', 'id,name'],
      ['material', 'eq.plywood'],
      ['material', 'neq.mdf'],
      ['material', 'in.(plywood,hdhmr,"mdf,plywood")'],
      ['name', 'ilike.%ply%'],
      ['thickness_mm', 'gte.12'],
      ['thickness_mm', 'lte.25'],
      ['notes', 'is.null'],
      ['order', 'thickness_mm.desc,name.asc.nullsfirst'],
      ['offset', '20'],
      ['limit', '10'],
    ]);
    expect(request.headers.get('prefer')).toContain('count=exact');
    expect(request.headers.get('apikey')).toBe(PROJECT.anonKey);
    expect(request.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(request.headers.get('authorization')).not.toBe(`Bearer ${PROJECT.anonKey}`);

    await source.list('contract_boards', { count: 'estimated' });
    expect(only().headers.get('prefer')).toContain('count=estimated');
    await source.list('contract_boards');
    const plain = only();
    expect([...plain.url.searchParams]).toEqual([['select', '*']]);
    expect(plain.headers.get('prefer') ?? '').not.toContain('count=');
  });

  it('signed out, sends the anon key as the bearer token', async () => {
    await (await supabase.as('anon')).list('sales_users');
    const request = only();
    expect(request.url.pathname).toBe('/rest/v1/sales_users');
    expect(request.headers.get('authorization')).toBe(`Bearer ${PROJECT.anonKey}`);
  });

  it('gets one row with an id filter', async () => {
    await (await supabase.as('sales')).get('contract_boards', BOARD_IDS.birch, ['name']);
    const request = only();
    expect(request.method).toBe('GET');
    expect([...request.url.searchParams]).toEqual([
      ['select', 'name'],
      ['id', `eq.${BOARD_IDS.birch}`],
    ]);
  });

  it('inserts with a JSON body and asks for the stored rows back', async () => {
    await (
      await supabase.as('production')
    ).insert('contract_boards', [
      { name: 'A 6', material: 'mdf', thickness_mm: 6 },
      { name: 'B 9', material: 'mdf', thickness_mm: 9, notes: 'n' },
    ]);
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.url.searchParams.get('select')).toBe('*');
    expect(request.url.searchParams.get('columns')).toBe('"name","material","thickness_mm","notes"');
    expect(request.headers.get('prefer')).toContain('return=representation');
    // Keys missing from a row take the column default, as on the embedded backend.
    expect(request.headers.get('prefer')).toContain('missing=default');
    expect(request.body).toEqual([
      { name: 'A 6', material: 'mdf', thickness_mm: 6 },
      { name: 'B 9', material: 'mdf', thickness_mm: 9, notes: 'n' },
    ]);
  });

  it('updates with an id and version guard, sending the next version', async () => {
    await (
      await supabase.as('production')
    ).update('contract_boards', BOARD_IDS.birch, 1, { notes: 'edge banded' });
    const request = only();
    expect(request.method).toBe('PATCH');
    expect([...request.url.searchParams]).toEqual([
      ['id', `eq.${BOARD_IDS.birch}`],
      ['version', 'eq.1'],
      ['select', '*'],
    ]);
    expect(request.body).toEqual({ notes: 'edge banded', version: 2 });
    expect(request.headers.get('prefer')).toContain('return=representation');
  });

  it('after a guarded update matches nothing, asks for the current version to tell conflict from refusal', async () => {
    const source = await supabase.as('production');
    await expect(
      source.update('contract_boards', BOARD_IDS.birch, 7, { notes: 'late' }),
    ).rejects.toBeInstanceOf(ConflictError);
    const [patch, lookup] = emulator.takeRestRequests();
    expect(patch?.method).toBe('PATCH');
    expect(lookup?.method).toBe('GET');
    expect([...(lookup?.url.searchParams ?? [])]).toEqual([
      ['select', 'version'],
      ['id', `eq.${BOARD_IDS.birch}`],
    ]);
  });

  it('deletes by id and asks for the deleted id back', async () => {
    await (await supabase.as('admin')).remove('contract_boards', BOARD_IDS.particle);
    const request = only();
    expect(request.method).toBe('DELETE');
    expect([...request.url.searchParams]).toEqual([
      ['id', `eq.${BOARD_IDS.particle}`],
      ['select', 'id'],
    ]);
  });

  it('calls a function with POST /rpc/<name> and its named arguments as the body', async () => {
    await (
      await supabase.as('sales')
    ).rpc('contract_total_thickness', { p_materials: ['mdf'], p_grain_only: false });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/rest/v1/rpc/contract_total_thickness');
    expect(request.body).toEqual({ p_materials: ['mdf'], p_grain_only: false });
  });

  it('refuses names that are not plain identifiers before anything is sent', async () => {
    const source = await supabase.as('sales');
    expect(await failureOf(source.list('contract_boards?select=*&or=(id.eq.1)'))).toMatchObject({
      kind: 'invalid',
    });
    expect(
      await failureOf(source.list('contract_boards', { filters: [{ column: 'or', op: 'eq', value: '1' }] })),
    ).toMatchObject({ kind: 'invalid' });
    expect(await failureOf(source.list('contract_boards', { columns: ['name,staff(*)'] }))).toMatchObject({
      kind: 'invalid',
    });
    expect(emulator.takeRestRequests()).toEqual([]);
  });

  it('turns a failed network into an unavailable error', async () => {
    const client = createClient('https://unreachable.supabase.test', PROJECT.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      db: { retry: false },
    });
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('https://unreachable.supabase.test/rest/v1/*', () => HttpResponse.error()));
    expect(await failureOf(createSupabaseDataSource(client).list('contract_boards'))).toMatchObject({
      kind: 'unavailable',
    });
    server.resetHandlers();
  });
});
