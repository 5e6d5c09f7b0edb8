// getRow and listRows read through whichever DataSource they are given and parse what comes back;
// listRows never asks for a count. A fake with only list and get stands in for the backend.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { DataSource, ListQuery, RowId } from '../backend';
import { asc, desc, eq, findRow, getRow, listRows } from './rows';

const rowSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A table of rows behind `list` and `get`, remembering what each call asked for. The object is a
 * plain Pick of DataSource; only the rows are asserted to the caller's Row, as a backend's JSON is.
 */
function fakeSource(rows: readonly Record<string, unknown>[]) {
  const asked: { lists: { relation: string; query: ListQuery | undefined }[]; gets: RowId[] } = {
    lists: [],
    gets: [],
  };
  const ds: Pick<DataSource, 'list' | 'get'> = {
    list: <Row>(relation: string, query?: ListQuery) => {
      asked.lists.push({ relation, query });
      return Promise.resolve({ rows: rows as Row[], count: null });
    },
    get: <Row>(_relation: string, id: RowId) => {
      asked.gets.push(id);
      const found = rows.find((row) => row.id === id);
      return Promise.resolve(found === undefined ? null : (found as Row));
    },
  };
  return { ds, asked };
}

describe('eq, asc and desc', () => {
  it('write a filter and sort keys as the DataSource takes them', () => {
    expect(eq('status', 'open')).toEqual({ column: 'status', op: 'eq', value: 'open' });
    expect(eq('active', true)).toEqual({ column: 'active', op: 'eq', value: true });
    expect(asc('name')).toEqual({ column: 'name', ascending: true });
    expect(desc('created_at')).toEqual({ column: 'created_at', ascending: false });
  });
});

describe('getRow', () => {
  it('parses the row with the id asked for', async () => {
    const { ds, asked } = fakeSource([{ id: 'a', name: 'Asha' }]);
    await expect(getRow('people', 'a', rowSchema, ds)).resolves.toEqual({ id: 'a', name: 'Asha' });
    expect(asked.gets).toEqual(['a']);
  });

  it('reads only the columns asked for, when asked', async () => {
    const { ds } = fakeSource([{ id: 'a', name: 'Asha' }]);
    const get = vi.spyOn(ds, 'get');
    await getRow('people', 'a', rowSchema, ds, { columns: ['id', 'name'] });
    expect(get).toHaveBeenLastCalledWith('people', 'a', ['id', 'name']);
    await getRow('people', 'a', rowSchema, ds);
    expect(get).toHaveBeenLastCalledWith('people', 'a');
  });

  it('answers null when there is no such row', async () => {
    const { ds } = fakeSource([]);
    await expect(getRow('people', 'missing', rowSchema, ds)).resolves.toBeNull();
  });

  it('refuses a row that does not fit the schema', async () => {
    const { ds } = fakeSource([{ id: 'a', name: 7 }]);
    await expect(getRow('people', 'a', rowSchema, ds)).rejects.toThrow();
  });
});

describe('findRow', () => {
  it('asks for the first matching row only, without a count, and parses it', async () => {
    const { ds, asked } = fakeSource([{ id: 'a', name: 'Asha' }]);
    await expect(findRow('people', rowSchema, { filters: [eq('team', 't1')] }, ds)).resolves.toEqual({
      id: 'a',
      name: 'Asha',
    });
    expect(asked.lists[0]?.query).toEqual({
      filters: [eq('team', 't1')],
      range: { from: 0, to: 0 },
      count: 'none',
    });
  });

  it('answers null when no row matches', async () => {
    const { ds } = fakeSource([]);
    await expect(findRow('people', rowSchema, {}, ds)).resolves.toBeNull();
  });
});

describe('listRows', () => {
  it('passes the columns, filters and order, asks for no count, and parses every row', async () => {
    const { ds, asked } = fakeSource([
      { id: 'a', name: 'Asha' },
      { id: 'b', name: 'Bala' },
    ]);
    const rows = await listRows(
      'people',
      rowSchema,
      { columns: ['id', 'name'], filters: [eq('team', 't1')], sort: [asc('name'), desc('id')] },
      ds,
    );
    expect(rows).toEqual([
      { id: 'a', name: 'Asha' },
      { id: 'b', name: 'Bala' },
    ]);
    expect(asked.lists).toEqual([
      {
        relation: 'people',
        query: {
          columns: ['id', 'name'],
          filters: [{ column: 'team', op: 'eq', value: 't1' }],
          sort: [
            { column: 'name', ascending: true },
            { column: 'id', ascending: false },
          ],
          count: 'none',
        },
      },
    ]);
  });

  it('asks for every row, without a count, when no query is given', async () => {
    const { ds, asked } = fakeSource([]);
    await expect(listRows('people', rowSchema, undefined, ds)).resolves.toEqual([]);
    expect(asked.lists[0]?.query).toEqual({ count: 'none' });
  });

  it('refuses rows that do not fit the schema', async () => {
    const { ds } = fakeSource([{ id: 'a' }]);
    await expect(listRows('people', rowSchema, {}, ds)).rejects.toThrow();
  });
});
