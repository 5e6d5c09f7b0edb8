/**
 * Subscribers of the 3D design tool (the "adonai" pages): listing with the list page's filters,
 * one subscriber, their plan history and the plan change. Every function reads through the one
 * DataSource and checks the rows it gets back with zod, so a schema drift fails loudly here rather
 * than as `undefined` in a table cell. Row-level security decides who may change a plan (sales and
 * admin); a refusal reaches the caller as a DataSourceError of kind 'permission'.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { numeric } from '../kit/schemas';
import { type DataSource, type Filter } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, chosenSort } from '../kit/list-page';
import { listAndDetailQueries, recordKeys, recordQuery, useWrite } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';

export const SUBSCRIPTION_PLANS = ['free_trial', 'basic', 'pro', 'elite'] as const;
export const SUBSCRIBER_STATUSES = [
  'trial',
  'active',
  'past_due',
  'suspended',
  'cancelled',
  'expired',
] as const;

export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const PLAN_LABELS: Record<SubscriptionPlan, string> = {
  free_trial: 'Free trial',
  basic: 'Basic',
  pro: 'Pro',
  elite: 'Elite',
};

export const STATUS_LABELS: Record<SubscriberStatus, string> = {
  trial: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const planSchema = z.enum(SUBSCRIPTION_PLANS);
const statusSchema = z.enum(SUBSCRIBER_STATUSES);
/** Postgres dates come back as YYYY-MM-DD; numerics as numbers (or strings from some drivers). */
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

export const subscriberSchema = z.object({
  id: z.string(),
  business_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  plan: planSchema,
  status: statusSchema,
  start_date: dateSchema,
  end_date: dateSchema.nullable(),
  sales_person_id: z.string().nullable(),
  account_manager_id: z.string().nullable(),
  manager_id: z.string().nullable(),
  discount_percent: numeric,
  remarks: z.string().nullable(),
  version: z.number().int(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const planChangeSchema = z.object({
  id: z.string(),
  subscriber_id: z.string(),
  from_plan: planSchema.nullable(),
  to_plan: planSchema,
  changed_at: z.string(),
  changed_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

export const staffNameSchema = z.object({ id: z.string(), name: z.string() });
export type StaffName = z.infer<typeof staffNameSchema>;

/** Columns the list may be sorted by (what the table offers as sortable). */
export const SUBSCRIBER_SORT_COLUMNS = [
  'business_name',
  'plan',
  'status',
  'start_date',
  'end_date',
  'city',
  'discount_percent',
] as const;
export type SubscriberSortColumn = (typeof SUBSCRIBER_SORT_COLUMNS)[number];

export interface SubscriberQuery {
  /** Matches the business name, contact name or email (whichever the text looks like). */
  search?: string | undefined;
  plan?: SubscriptionPlan | undefined;
  status?: SubscriberStatus | undefined;
  city?: string | undefined;
  sort?: { column: SubscriberSortColumn; descending?: boolean } | undefined;
  /** Zero-based page; with pageSize, the rows to return. Left out: every matching row. */
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface SubscriberPage {
  rows: Subscriber[];
  total: number;
}

/**
 * The search and the fields as the kit's filter request. One column is searched, whichever the
 * text looks like: an address finds by email, anything else by the business name.
 */
const subscriberFilterRequest = (query: SubscriberQuery) => ({
  search: {
    columns: [query.search?.includes('@') ? 'email' : 'business_name'],
    term: query.search,
  },
  filters: { plan: query.plan, status: query.status, city: query.city },
});

export function subscriberFilters(query: SubscriberQuery): Filter[] {
  return listFilters(subscriberFilterRequest(query));
}

export async function listSubscribers(
  query: SubscriberQuery = {},
  given?: DataSource,
): Promise<SubscriberPage> {
  // A stable order under paging: ties broken by name, then id.
  const sort = chosenSort(query.sort, asc('business_name'), asc('id'));
  const request = { ...subscriberFilterRequest(query), sort, page: query.page, pageSize: query.pageSize };
  return fetchPage('subscribers', request, subscriberSchema, given);
}

export const getSubscriber = (id: string, given?: DataSource): Promise<Subscriber | null> =>
  getRow('subscribers', id, subscriberSchema, given);

/** Oldest change first: the story of the account as it happened. */
export const planHistory = (subscriberId: string, given?: DataSource): Promise<PlanChange[]> =>
  listRows(
    'subscriber_plan_history',
    planChangeSchema,
    { filters: [eq('subscriber_id', subscriberId)], sort: [asc('changed_at'), asc('id')] },
    given,
  );

/**
 * Moves a subscriber to another plan if nobody changed them since `version` was read. The database
 * aligns the status (off the trial: active) and writes the history row; a stale version rejects
 * with ConflictError, a caller who is not sales or admin with a 'permission' or 'not-found' error.
 */
export async function changePlan(
  id: string,
  plan: SubscriptionPlan,
  version: number,
  given?: DataSource,
): Promise<Subscriber> {
  const ds = await source(given);
  const row = await ds.update<unknown>('subscribers', id, version, { plan });
  return subscriberSchema.parse(row);
}

/** Staff names for the sales person, account manager and manager columns. */
export const listStaffNames = (given?: DataSource): Promise<StaffName[]> =>
  listRows('staff', staffNameSchema, { columns: ['id', 'name'], sort: [asc('name')] }, given);

/** Distinct cities, for the city filter. */
export async function listSubscriberCities(given?: DataSource): Promise<string[]> {
  const cities = await listRows('subscribers', z.object({ city: z.string() }), { columns: ['city'] }, given);
  return [...new Set(cities.map((row) => row.city))].sort((a, b) => a.localeCompare(b));
}

const keys = recordKeys<SubscriberQuery>('subscribers');
export const subscriberKeys = {
  ...keys,
  history: (id: string) => [...keys.detail(id), 'history'] as const,
  cities: () => [...keys.all, 'cities'] as const,
  staffNames: () => ['staff', 'names'] as const,
};

/** The list, one subscriber and their history as TanStack Query options, shared by hooks and tests. */
export const subscriberQueries = {
  ...listAndDetailQueries(subscriberKeys, listSubscribers, getSubscriber),
  history: (id: string | null) =>
    recordQuery(id, subscriberKeys.history, (subscriberId) => planHistory(subscriberId)),
  cities: () => queryOptions({ queryKey: subscriberKeys.cities(), queryFn: () => listSubscriberCities() }),
  staffNames: () => queryOptions({ queryKey: subscriberKeys.staffNames(), queryFn: () => listStaffNames() }),
};

export const useSubscribers = (query: SubscriberQuery) => useQuery(subscriberQueries.list(query));

export const useSubscriber = (id: string | null) => useQuery(subscriberQueries.detail(id));

export const usePlanHistory = (id: string | null) => useQuery(subscriberQueries.history(id));

export const useSubscriberCities = () => useQuery(subscriberQueries.cities());

export const useStaffNames = () => useQuery(subscriberQueries.staffNames());

export interface ChangePlanInput {
  id: string;
  plan: SubscriptionPlan;
  version: number;
}

/** Errors are left to the caller (mutateAsync rejects; `error` holds them) to word for the person. */
export const useChangePlan = () =>
  useWrite(
    ({ id, plan, version }: ChangePlanInput) => changePlan(id, plan, version),
    // The list (plan and status columns), the record and its history all changed.
    ({ id }) => [subscriberKeys.lists(), subscriberKeys.detail(id)],
    { handlesError: true, refreshOn: 'success' },
  );
