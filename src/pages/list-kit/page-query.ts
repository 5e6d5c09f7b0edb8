/**
 * The part of every list's service query that the kit's state gives as is: the search (trimmed, left
 * out when empty), the sort (its key, or the column a key stands for), and the page from 0. A page's
 * `xQueryOf` spreads it and adds its own filters.
 */
import type { ListState } from './list-contract';

export interface PageQuery<Column extends string> {
  search: string | undefined;
  sort: { column: Column; descending: boolean } | undefined;
  /** From 0, as services count. */
  page: number;
  pageSize: number;
}

export function pageQueryOf<SortKey extends string>(
  state: Pick<ListState<never, SortKey>, 'search' | 'sort' | 'page' | 'pageSize'>,
): PageQuery<SortKey>;
export function pageQueryOf<SortKey extends string, Column extends string>(
  state: Pick<ListState<never, SortKey>, 'search' | 'sort' | 'page' | 'pageSize'>,
  columnOf: Readonly<Record<SortKey, Column>>,
): PageQuery<Column>;
export function pageQueryOf(
  { search, sort, page, pageSize }: Pick<ListState, 'search' | 'sort' | 'page' | 'pageSize'>,
  columnOf?: Readonly<Record<string, string>>,
): PageQuery<string> {
  return {
    search: search.trim() || undefined,
    sort: sort
      ? { column: columnOf ? (columnOf[sort.key] ?? sort.key) : sort.key, descending: sort.desc }
      : undefined,
    page: page - 1,
    pageSize,
  };
}
