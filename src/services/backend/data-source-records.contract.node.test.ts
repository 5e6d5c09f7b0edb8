// The DataSource contract, one record at a time: get, insert, update, remove and rpc give the same
// rows and typed errors on the embedded and the Supabase implementation (testing/contract-harness.ts).
import { describe, expect, it } from 'vitest';
import { DataSourceError } from './data-source.ts';
import { BOARD_IDS, type Board } from './testing/contract-fixture';
import { db, failureOf, names, describeContract } from './testing/contract-harness';

describeContract((harness) => {
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
        await db.query(`select notes, version from public.contract_boards where id = $1`, [BOARD_IDS.birch]),
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
        await failureOf(source.update('contract_boards', BOARD_IDS.birch, 1, { name: 'Waterproof Ply 25' })),
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
      expect(await source.rpc<number>('contract_total_thickness', { p_materials: ['plywood', 'mdf'] })).toBe(
        74,
      );
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
      const rule = await source.rpc('contract_check_thickness', { p_mm: 0 }).catch((error: unknown) => error);
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
