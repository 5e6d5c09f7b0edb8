/**
 * The two reads every domain repeats: one row by id, and every row of a small list (lookups, a
 * record's lines, its history), each parsed by the row's schema. Paged lists use fetchPage
 * (list-page.ts). `eq`, `asc` and `desc` keep a read's filters and order to one line each.
 */
import { z } from 'zod';
import type { ColumnFilter, DataSource, FilterValue, ListQuery, RowId, SortKey } from '../backend';
import { source } from './data-access';

/**
 * One row of a table or view by its id, or null when there is none or the caller may not see it.
 * `given` needs only `get` (a test's fake can be that alone); `columns` limits what is read.
 */
export async function getRow<Schema extends z.ZodType>(
  relation: string,
  id: RowId,
  rowSchema: Schema,
  given?: Pick<DataSource, 'get'>,
  { columns }: { columns?: readonly string[] } = {},
): Promise<z.infer<Schema> | null> {
  const ds = given ?? (await source());
  const row = await (columns ? ds.get<unknown>(relation, id, columns) : ds.get<unknown>(relation, id));
  return row === null ? null : rowSchema.parse(row);
}

/**
 * Every matching row of a table or view (or those in `range`), in the order asked, without a count.
 * `given` needs only `list`.
 */
export async function listRows<Schema extends z.ZodType>(
  relation: string,
  rowSchema: Schema,
  query: Pick<ListQuery, 'columns' | 'filters' | 'sort' | 'range'> = {},
  given?: Pick<DataSource, 'list'>,
): Promise<z.infer<Schema>[]> {
  const ds = given ?? (await source());
  const { rows } = await ds.list<unknown>(relation, { ...query, count: 'none' });
  return z.array(rowSchema).parse(rows);
}

/** The first row matching the query (in its order), or null when none does. */
export async function findRow<Schema extends z.ZodType>(
  relation: string,
  rowSchema: Schema,
  query: Pick<ListQuery, 'columns' | 'filters' | 'sort'>,
  given?: Pick<DataSource, 'list'>,
): Promise<z.infer<Schema> | null> {
  const [row] = await listRows(relation, rowSchema, { ...query, range: { from: 0, to: 0 } }, given);
  return row ?? null;
}

/** `column = value`. */
export const eq = (column: string, value: FilterValue): ColumnFilter => ({ column, op: 'eq', value });

/** Ascending on a column (nulls last, as Postgres). */
export const asc = (column: string): SortKey => ({ column, ascending: true });

/** Descending on a column (nulls first, as Postgres). */
export const desc = (column: string): SortKey => ({ column, ascending: false });
