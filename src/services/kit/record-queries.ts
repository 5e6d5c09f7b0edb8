/**
 * How a domain names and reads its server state, in one shape: keys under the domain's name (so one
 * invalidation of `keys.all` reaches every list, record and side query), a list's queryOptions that
 * keep the last page on screen while the next loads, a record's that wait for an id, and the mutation
 * hook that reads the domain again after a write. Hooks, prefetching and tests share the factories.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** all, lists(), list(query), details(), detail(id), all under the domain's name. */
export function recordKeys<Query>(name: string) {
  const all = [name] as const;
  return {
    all,
    lists: () => [name, 'list'] as const,
    list: (query: Query) => [name, 'list', query] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: string) => [name, 'detail', id] as const,
  };
}

/** A list's query: while the next page or filter loads, the last answer stays on screen. */
export function listQuery<Page, Key extends QueryKey>(queryKey: Key, queryFn: () => Promise<Page>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}

/** A query about one record (or its lines): asks nothing until there is an id. */
export function recordQuery<Result, Key extends QueryKey>(
  id: string | null,
  queryKey: (id: string) => Key,
  queryFn: (id: string) => Promise<Result>,
) {
  return queryOptions({
    queryKey: queryKey(id ?? ''),
    queryFn: () => queryFn(id ?? ''),
    enabled: id !== null && id !== '',
  });
}

/** The list and detail queries of a domain whose list and detail read one function each. */
export function listAndDetailQueries<Query, Page, Row, ListKey extends QueryKey, DetailKey extends QueryKey>(
  keys: { list: (query: Query) => ListKey; detail: (id: string) => DetailKey },
  list: (query: Query) => Promise<Page>,
  get: (id: string) => Promise<Row>,
) {
  return {
    list: (query: Query) => listQuery(keys.list(query), () => list(query)),
    detail: (id: string | null) => recordQuery(id, keys.detail, (recordId) => get(recordId)),
  };
}

export interface WriteOptions<Variables, Result> {
  /** The form beside the fields shows the error; the app's toaster stays quiet. */
  handlesError?: boolean;
  /** The toast's title when the toaster reports the failure. */
  errorTitle?: string;
  /** `success`: read again only after a write that went through (a failed one changed nothing). */
  refreshOn?: 'success' | 'settled';
  onSuccess?: (result: Result, variables: Variables) => void;
}

/** A query key to read again: a key and every key below it, or (`exact`) only that one query. */
export type RefreshKey = QueryKey | { queryKey: QueryKey; exact: boolean };

/**
 * What a write reads again: fixed keys, or keys of the record it wrote (from its variables, or its
 * result, which is undefined after a failed write).
 */
export type Refresh<Variables, Result> =
  readonly RefreshKey[] | ((variables: Variables, result: Result | undefined) => readonly RefreshKey[]);

const refreshFilter = (key: RefreshKey) => ('queryKey' in key ? key : { queryKey: key });

/**
 * A write that reads the named queries again after it (by default whether or not it went through,
 * since a conflict means the screen is stale). mutateAsync resolves once the reads are asked for.
 */
export function useWrite<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  refresh: Refresh<Variables, Result>,
  options: WriteOptions<Variables, Result> = {},
) {
  const client = useQueryClient();
  const invalidate = (variables: Variables, result: Result | undefined) => {
    const keys = typeof refresh === 'function' ? refresh(variables, result) : refresh;
    return Promise.all(keys.map((key) => client.invalidateQueries(refreshFilter(key))));
  };
  const { handlesError, errorTitle, refreshOn = 'settled', onSuccess } = options;
  return useMutation({
    meta: {
      ...(handlesError ? { handlesError } : {}),
      ...(errorTitle !== undefined ? { errorTitle } : {}),
    },
    mutationFn,
    onSuccess: async (result: Result, variables: Variables) => {
      onSuccess?.(result, variables);
      if (refreshOn === 'success') await invalidate(variables, result);
    },
    onSettled: (result: Result | undefined, _error: Error | null, variables: Variables) =>
      refreshOn === 'settled' ? invalidate(variables, result) : undefined,
  });
}
