/**
 * The leads list's query: what the page asks for (filters, search, sort, paging) turned into the
 * DataSource's filters and sort keys on the leads_list read model. Pure; leads.ts runs it.
 */
import type { Filter, SortKey } from '../backend';
import type { LeadSource } from './lead-rules';

export const LEAD_DUE_FILTERS = ['overdue', 'today', 'week', 'none'] as const;
export type LeadDueFilter = (typeof LEAD_DUE_FILTERS)[number];
export const LEAD_DUE_LABELS: Record<LeadDueFilter, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  week: 'Due in the next 7 days',
  none: 'No follow-up set',
};

/** Columns the list may be sorted by. */
export const LEAD_SORT_COLUMNS = [
  'name',
  'company_name',
  'city',
  'source',
  'campaign_name',
  'owner_name',
  'stage_position',
  'status_name',
  'next_follow_up_at',
  'last_follow_up_at',
  'estimated_value',
  'created_at',
] as const;
export type LeadSortColumn = (typeof LEAD_SORT_COLUMNS)[number];

export interface LeadQuery {
  /** Matches the name, phone, e-mail or company (any of them). */
  search?: string | undefined;
  campaign?: string | undefined;
  stage?: string | undefined;
  status?: string | undefined;
  /** A staff id, or `me` for the caller (ownerId then says who that is). */
  owner?: string | undefined;
  source?: LeadSource | undefined;
  due?: LeadDueFilter | undefined;
  sort?: { column: LeadSortColumn; descending?: boolean } | undefined;
  /** Zero-based page; with pageSize, the rows to return. Left out: every matching row. */
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** What `owner=me` and the due filters are relative to. */
export interface LeadQueryContext {
  now?: Date | undefined;
  /** The caller's staff id, for `owner: 'me'`. */
  me?: string | null | undefined;
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_*]/g, (c) => (c === '*' ? ' ' : `\\${c}`))}%`;
}

function startOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The due windows on next_follow_up_at, in the browser's time zone: overdue is before now; today
 * is the rest of the calendar day (and what was due earlier today); week is today and the six days
 * after it; none has no follow-up set.
 */
export function dueFilters(due: LeadDueFilter, now: Date): Filter[] {
  const column = 'next_follow_up_at';
  const today = startOfLocalDay(now);
  switch (due) {
    case 'overdue':
      return [{ column, op: 'lte', value: new Date(now.getTime() - 1).toISOString() }];
    case 'today':
      return [
        { column, op: 'gte', value: today.toISOString() },
        { column, op: 'lte', value: new Date(addDays(today, 1).getTime() - 1).toISOString() },
      ];
    case 'week':
      return [
        { column, op: 'gte', value: today.toISOString() },
        { column, op: 'lte', value: new Date(addDays(today, 7).getTime() - 1).toISOString() },
      ];
    case 'none':
      return [{ column, op: 'is', value: null }];
  }
}

export function leadFilters(query: LeadQuery, context: LeadQueryContext = {}): Filter[] {
  const filters: Filter[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const digits = search.replace(/\D/g, '');
    filters.push({
      op: 'or',
      filters: [
        { column: 'name', op: 'ilike', value: pattern },
        { column: 'email', op: 'ilike', value: pattern },
        { column: 'company_name', op: 'ilike', value: pattern },
        { column: 'phone', op: 'ilike', value: pattern },
        // Phones are stored as +91 and ten digits: a number typed with spaces or dashes still finds it.
        ...(digits.length >= 3 && digits !== search
          ? [{ column: 'phone', op: 'ilike' as const, value: likePattern(digits) }]
          : []),
      ],
    });
  }
  if (query.campaign) filters.push({ column: 'campaign_id', op: 'eq', value: query.campaign });
  if (query.stage) filters.push({ column: 'stage_id', op: 'eq', value: query.stage });
  if (query.status) filters.push({ column: 'status_id', op: 'eq', value: query.status });
  if (query.owner) {
    const owner = query.owner === 'me' ? context.me : query.owner;
    // `me` with nobody signed in matches nothing rather than everything.
    filters.push(owner ? { column: 'owner_id', op: 'eq', value: owner } : { op: 'or', filters: [] });
  }
  if (query.source) filters.push({ column: 'source', op: 'eq', value: query.source });
  if (query.due) filters.push(...dueFilters(query.due, context.now ?? new Date()));
  return filters;
}

export function leadSort(query: LeadQuery): SortKey[] {
  const sort: SortKey[] = [];
  if (query.sort) {
    sort.push({ column: query.sort.column, ascending: !query.sort.descending });
  } else {
    // The working order: the soonest follow-up first, leads without one after.
    sort.push({ column: 'next_follow_up_at', ascending: true, nullsFirst: false });
  }
  if (query.sort?.column !== 'name') sort.push({ column: 'name', ascending: true });
  sort.push({ column: 'id', ascending: true });
  return sort;
}
