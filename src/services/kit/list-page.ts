/**
 * The list kit's service half: one filter builder (a search across columns in one `or`, one
 * condition per field) and one paged fetch (range, exact count, rows checked by a zod schema), so
 * a domain's list function is its relation, its search columns, its fields and its sort.
 */
import { z } from 'zod';
import type { ColumnFilter, CountMode, DataSource, Filter, FilterValue, SortKey } from '../backend';
import { source } from './data-access';
import { likePattern } from './like-pattern';

export { likePattern };

export interface ListSearch {
  /** The columns searched, any of which may match. */
  columns: readonly string[];
  term: string | null | undefined;
  /** More ways to match the same term (a phone typed with spaces, say). */
  also?: readonly ColumnFilter[];
}

/** Values of the list's fields, one `eq` each; empty values (undefined, null, '') are no condition. */
export type FieldValues = Readonly<Record<string, FilterValue | null | undefined>>;

export interface ListFilterRequest {
  search?: ListSearch | undefined;
  filters?: FieldValues | undefined;
  /** Conditions that are not equality on a field (date ranges, due windows), after the fields. */
  where?: readonly Filter[] | undefined;
}

/** The search (one `or`, first), then one `eq` per field in the order given, then `where`. */
export function listFilters({ search, filters = {}, where = [] }: ListFilterRequest): Filter[] {
  const result: Filter[] = [];
  const term = search?.term?.trim();
  if (search && term) {
    const pattern = likePattern(term);
    result.push({
      op: 'or',
      filters: [
        ...search.columns.map((column) => ({ column, op: 'ilike' as const, value: pattern })),
        ...(search.also ?? []),
      ],
    });
  }
  for (const [column, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') result.push({ column, op: 'eq', value });
  }
  result.push(...where);
  return result;
}

/** The column a person chose to sort a list by, as a list's query carries it. */
export interface ChosenSort {
  column: string;
  descending?: boolean | undefined;
}

/**
 * A list's order: the chosen column first (if any), then the list's own order for ties, leaving out
 * a key on the chosen column (it would order nothing more). Pass a default as `chosen` (`query.sort
 * ?? { column, descending }`) when the list's own first key gives way to the person's choice.
 */
export function chosenSort(chosen: ChosenSort | undefined, ...fallback: readonly SortKey[]): SortKey[] {
  if (!chosen) return [...fallback];
  return [
    { column: chosen.column, ascending: !chosen.descending },
    ...fallback.filter((key) => key.column !== chosen.column),
  ];
}

export interface PageRequest extends ListFilterRequest {
  /** Columns to return; all when left out. */
  select?: readonly string[] | undefined;
  sort?: readonly SortKey[] | undefined;
  /** Zero-based page; with pageSize, the rows to return. Left out: every matching row. */
  page?: number | undefined;
  pageSize?: number | undefined;
  /** `exact` unless the relation is big enough to want the planner's estimate. */
  count?: CountMode | undefined;
}

export interface ListPage<Row> {
  rows: Row[];
  /** Matching rows on every page. */
  total: number;
}

/** The rows of one page of a table or view, and how many match in all. */
export async function fetchPage<Schema extends z.ZodType>(
  relation: string,
  request: PageRequest,
  rowSchema: Schema,
  given?: DataSource,
): Promise<ListPage<z.infer<Schema>>> {
  const ds = await source(given);
  const { page, pageSize } = request;
  const paged = page !== undefined && pageSize !== undefined && page >= 0 && pageSize > 0;
  const { rows, count } = await ds.list<unknown>(relation, {
    ...(request.select ? { columns: request.select } : {}),
    filters: listFilters(request),
    ...(request.sort ? { sort: request.sort } : {}),
    ...(paged ? { range: { from: page * pageSize, to: (page + 1) * pageSize - 1 } } : {}),
    count: request.count ?? 'exact',
  });
  const parsed = z.array(rowSchema).parse(rows);
  return { rows: parsed, total: count ?? parsed.length };
}
