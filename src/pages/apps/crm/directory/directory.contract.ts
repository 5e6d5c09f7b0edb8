/**
 * The directory lists' URL contracts (companies, contacts, clients): q, one parameter per filter
 * column, sort, dir, page, size, and `id` for the open drawer; and the service query a view asks for.
 */
import { anyText, defineListContract, type FilterParser, pageQueryOf } from '@/pages/list-kit';
import { DIRECTORY, type DirectoryKind, type DirectoryQuery } from '@/services/crm';

function directoryContract(kind: DirectoryKind) {
  const config = DIRECTORY[kind];
  const filters: Record<string, FilterParser> = Object.fromEntries(config.filters.map((id) => [id, anyText]));
  return defineListContract({ filters, sortKeys: config.sorts, openRecord: 'id' });
}

export type DirectoryListContract = ReturnType<typeof directoryContract>;
export type DirectoryListState = ReturnType<DirectoryListContract['read']>;

export const DIRECTORY_LISTS: Record<DirectoryKind, DirectoryListContract> = {
  companies: directoryContract('companies'),
  contacts: directoryContract('contacts'),
  clients: directoryContract('clients'),
};

export function directoryQueryOf(state: DirectoryListState): DirectoryQuery {
  return {
    ...pageQueryOf(state),
    filters: Object.fromEntries(
      Object.entries(state.filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  };
}
