/**
 * The leads list's pure rules: the URL is the view (the contract's q, campaign, stage, status, owner,
 * source, due, sort, dir, page, size, cols and lead), the query the service runs for it, the
 * contact links behind the Call / WhatsApp / E-mail buttons, and the follow-up form's date rule.
 */
import type { DataTableColumnVisibility, DataTableState } from '@/ui';
import {
  LEAD_DUE_FILTERS,
  LEAD_SOURCES,
  type LeadDueFilter,
  type LeadQuery,
  type LeadSortColumn,
  type LeadSource,
} from '@/services/crm';

export const PAGE_SIZES = [25, 50, 100];

/** The list's columns; the filter columns' ids are the URL's filter parameters. */
export const LEAD_COLUMN_IDS = [
  'name',
  'phone',
  'email',
  'company',
  'campaign',
  'source',
  'stage',
  'status',
  'owner',
  'due',
  'last_follow_up',
  'city',
  'value',
  'created',
] as const;
export type LeadColumnId = (typeof LEAD_COLUMN_IDS)[number];

export const DEFAULT_VISIBLE_COLUMNS: readonly LeadColumnId[] = [
  'name',
  'phone',
  'company',
  'campaign',
  'stage',
  'status',
  'owner',
  'due',
  'value',
];

export const FILTER_PARAMS = ['campaign', 'stage', 'status', 'owner', 'source', 'due'] as const;

/** Column id -> what the service sorts by. Phone and e-mail do not sort. */
export const SORT_COLUMN_OF: Partial<Record<LeadColumnId, LeadSortColumn>> = {
  name: 'name',
  company: 'company_name',
  campaign: 'campaign_name',
  source: 'source',
  stage: 'stage_position',
  status: 'status_name',
  owner: 'owner_name',
  due: 'next_follow_up_at',
  last_follow_up: 'last_follow_up_at',
  city: 'city',
  value: 'estimated_value',
  created: 'created_at',
};

const isColumnId = (value: string): value is LeadColumnId =>
  (LEAD_COLUMN_IDS as readonly string[]).includes(value);
const isSource = (value: string | null | undefined): value is LeadSource =>
  (LEAD_SOURCES as readonly string[]).includes(value ?? '');
const isDue = (value: string | null | undefined): value is LeadDueFilter =>
  (LEAD_DUE_FILTERS as readonly string[]).includes(value ?? '');

export function tableStateFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort') ?? '';
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: FILTER_PARAMS.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: isColumnId(sort) && SORT_COLUMN_OF[sort] ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

/** `cols` lists the shown columns; without it the default set shows. The name always shows. */
export function visibilityFromParams(params: URLSearchParams): DataTableColumnVisibility {
  const listed = (params.get('cols') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(isColumnId);
  const shown = new Set<LeadColumnId>(listed.length > 0 ? listed : DEFAULT_VISIBLE_COLUMNS);
  shown.add('name');
  return Object.fromEntries(LEAD_COLUMN_IDS.map((id) => [id, shown.has(id)]));
}

export function colsParam(visibility: DataTableColumnVisibility): string | null {
  const shown = LEAD_COLUMN_IDS.filter((id) => visibility[id] !== false);
  const isDefault =
    shown.length === DEFAULT_VISIBLE_COLUMNS.length &&
    shown.every((id) => DEFAULT_VISIBLE_COLUMNS.includes(id));
  return isDefault ? null : shown.join(',');
}

/** The URL for a view; `lead` (the open drawer) is carried over from `current`. */
export function paramsFromView(
  state: DataTableState,
  visibility: DataTableColumnVisibility,
  current: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) {
    if (filter.value && (FILTER_PARAMS as readonly string[]).includes(filter.id))
      params.set(filter.id, filter.value);
  }
  const sort = state.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== PAGE_SIZES[0]) params.set('size', String(state.page.size));
  const cols = colsParam(visibility);
  if (cols) params.set('cols', cols);
  const lead = current.get('lead');
  if (lead) params.set('lead', lead);
  return params;
}

export function queryFromState(state: DataTableState): LeadQuery {
  const filter = (id: string) => state.filters.find((f) => f.id === id)?.value || undefined;
  const source = filter('source');
  const due = filter('due');
  const sort = state.sort[0];
  const sortColumn = sort && isColumnId(sort.id) ? SORT_COLUMN_OF[sort.id] : undefined;
  return {
    search: state.search.trim() || undefined,
    campaign: filter('campaign'),
    stage: filter('stage'),
    status: filter('status'),
    owner: filter('owner'),
    source: isSource(source) ? source : undefined,
    due: isDue(due) ? due : undefined,
    sort: sortColumn ? { column: sortColumn, descending: sort?.desc ?? false } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}

// ---------------------------------------------------------------------------------------------
// The follow-up form
// ---------------------------------------------------------------------------------------------

export const PAST_FOLLOW_UP = 'The next follow-up cannot be in the past';

/** A datetime-local value (YYYY-MM-DDTHH:mm, the browser's time zone) for a moment. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a datetime-local value names, or null when it is empty or not a date. */
export function fromLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/**
 * Why the next follow-up cannot be saved, or null. The form picks whole minutes, so the minute
 * that is under way still counts as now.
 */
export function nextFollowUpProblem(value: string, now: Date): string | null {
  if (value.trim() === '') return null;
  const at = fromLocalInput(value);
  if (!at) return 'Enter a date and time';
  const thisMinute = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate(),
    now.getHours(),
    now.getMinutes(),
  );
  return at.getTime() < thisMinute.getTime() ? PAST_FOLLOW_UP : null;
}
