/**
 * The leads list's query: what the page asks for (filters, search, sort, paging) turned into the
 * DataSource's filters and sort keys on the leads_list read model. Pure; leads.ts runs it.
 */
import type { Filter, SortKey } from '../backend';
import { chosenSort, likePattern, listFilters } from '../kit/list-page';
import { asc } from '../kit/rows';
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
  const search = query.search?.trim() ?? '';
  const digits = search.replace(/\D/g, '');
  const owner = query.owner === 'me' ? context.me : query.owner;
  return listFilters({
    search: {
      columns: ['name', 'email', 'company_name', 'phone'],
      term: search,
      // Phones are stored as +91 and ten digits: a number typed with spaces or dashes still finds it.
      also:
        digits.length >= 3 && digits !== search
          ? [{ column: 'phone', op: 'ilike', value: likePattern(digits) }]
          : [],
    },
    filters: {
      campaign_id: query.campaign,
      stage_id: query.stage,
      status_id: query.status,
      owner_id: owner,
      source: query.source,
    },
    where: [
      // `me` with nobody signed in matches nothing rather than everything.
      ...(query.owner && !owner ? [{ op: 'or' as const, filters: [] }] : []),
      ...(query.due ? dueFilters(query.due, context.now ?? new Date()) : []),
    ],
  });
}

export function leadSort(query: LeadQuery): SortKey[] {
  if (query.sort) return chosenSort(query.sort, asc('name'), asc('id'));
  // The working order: the soonest follow-up first, leads without one after.
  return [{ column: 'next_follow_up_at', ascending: true, nullsFirst: false }, asc('name'), asc('id')];
}
