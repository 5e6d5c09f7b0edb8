/**
 * The documents list's URL contract, so a shared link or the back button lands on the same view:
 * `q` (title or file name), `project`, `kind`, `uploader` (a staff id), `from` and `to` (upload
 * days, yyyy-mm-dd), `sort`/`dir`, `page`, `size`, and `document` (the one open in the drawer).
 * On a project's page the project is fixed, and the page's own parameters (`id`, `tab`) are kept
 * by the list hook's `keep`.
 */
import { anyText, defineListContract, oneOf, type FilterParser, pageQueryOf } from '@/pages/list-kit';
import { DOCUMENT_KINDS, type DocumentQuery, type DocumentSortColumn } from '@/services/projects';

/** A real calendar day (not 2026-02-31). */
export const calendarDay: FilterParser = (raw) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw ? raw : undefined;
};

/** Column id -> what the service sorts by. */
const SORT_COLUMN_OF = {
  title: 'title',
  project: 'project_name',
  kind: 'kind',
  uploaded_at: 'uploaded_at',
  size_bytes: 'size_bytes',
} as const satisfies Record<string, DocumentSortColumn>;

export const documentsList = defineListContract({
  filters: {
    project: anyText,
    kind: oneOf(DOCUMENT_KINDS),
    uploader: anyText,
    from: calendarDay,
    to: calendarDay,
  },
  tableFilters: ['project', 'kind', 'uploader'],
  sortKeys: Object.keys(SORT_COLUMN_OF) as (keyof typeof SORT_COLUMN_OF)[],
  openRecord: 'document',
});

export type DocumentsListState = ReturnType<typeof documentsList.read>;

/** The service query for a view; `fixedProject` (a project's own page) wins over `project`. */
export function documentQueryOf(
  state: DocumentsListState,
  fixedProject: string | null = null,
): DocumentQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state, SORT_COLUMN_OF),
    projectId: fixedProject ?? filters.project,
    kind: filters.kind,
    uploadedBy: filters.uploader,
    from: filters.from,
    to: filters.to,
  };
}

/** Whether the view narrows the list (search, a filter or a date); a fixed project does not. */
export function isFiltered(state: DocumentsListState, fixedProject: string | null = null): boolean {
  const { project, ...others } = state.filters;
  return (
    Boolean(state.search.trim()) || Object.keys(others).length > 0 || (fixedProject === null && !!project)
  );
}
