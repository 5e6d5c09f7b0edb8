// The DataSource contract, list: filters, sort, ranges and counts give the same rows on the embedded
// and the Supabase implementation, under the same row-level security (testing/contract-harness.ts).
import { describe, expect, it } from 'vitest';
import type { DataSource } from './data-source.ts';
import { BOARD_IDS, type Board } from './testing/contract-fixture';
import { db, failureOf, names, describeContract } from './testing/contract-harness';

describeContract((harness) => {
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
        names((await source.list<Board>('contract_boards', { ...filters, sort: [{ column: 'name' }] })).rows);
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
        names((await source.list<Board>('contract_boards', { ...filters, sort: [{ column: 'name' }] })).rows);
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
});
