/**
 * Enterprise customers of the design tool (migration 20261125088000_enterprise_accounts.sql): the
 * accounts with their seats used, the renewals coming up, the seat holders, assigning and releasing
 * a seat, and editing an account. The seat limit is the database's rule: assigning beyond the seats
 * bought rejects with a DataSourceError whose constraint is `enterprise_seats_limit` and whose
 * message says it in words ("All 4 seats of … are taken: release one or buy more seats").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { numeric } from '../kit/schemas';
import { isDataSourceError, type DataSource, type Filter } from '../backend';
import type { ConstraintFields } from '../kit/form-errors';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from './subscribers';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, chosenSort } from '../kit/list-page';
import { listAndDetailQueries, recordKeys, recordQuery, useWrite } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';

export const SEAT_LIMIT_CONSTRAINT = 'enterprise_seats_limit';

const planSchema = z.enum(SUBSCRIPTION_PLANS);
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/);
const intSchema = numeric.pipe(z.number().int());

export const enterpriseAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: planSchema,
  seats_bought: intSchema,
  seats_used: intSchema,
  seats_free: intSchema,
  renewal_date: dateSchema.transform((value) => value.slice(0, 10)),
  days_to_renewal: intSchema,
  account_manager_id: z.string().nullable(),
  account_manager_name: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
});
export type EnterpriseAccount = z.infer<typeof enterpriseAccountSchema>;

export const enterpriseSeatSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  subscriber_id: z.string(),
  business_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  city: z.string(),
  assigned_at: z.string(),
  assigned_by_name: z.string().nullable(),
});
export type EnterpriseSeat = z.infer<typeof enterpriseSeatSchema>;

export const ENTERPRISE_SORT_COLUMNS = [
  'name',
  'plan',
  'seats_bought',
  'seats_used',
  'renewal_date',
] as const;
export type EnterpriseSortColumn = (typeof ENTERPRISE_SORT_COLUMNS)[number];

export interface EnterpriseQuery {
  /** Matches the account's name or its account manager's. */
  search?: string | undefined;
  plan?: SubscriptionPlan | undefined;
  sort?: { column: EnterpriseSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface EnterprisePage {
  rows: EnterpriseAccount[];
  total: number;
}

/** The search (the account's name or its manager's) and the plan, as the kit's filter request. */
const enterpriseFilterRequest = (query: EnterpriseQuery) => ({
  search: { columns: ['name', 'account_manager_name'], term: query.search },
  filters: { plan: query.plan },
});

export function enterpriseFilters(query: EnterpriseQuery): Filter[] {
  return listFilters(enterpriseFilterRequest(query));
}

export async function listEnterpriseAccounts(
  query: EnterpriseQuery = {},
  given?: DataSource,
): Promise<EnterprisePage> {
  const sort = chosenSort(query.sort, asc('name'), asc('id'));
  const request = { ...enterpriseFilterRequest(query), sort, page: query.page, pageSize: query.pageSize };
  return fetchPage('enterprise_accounts_list', request, enterpriseAccountSchema, given);
}

/** Accounts renewing today or within `days` days, soonest first. */
export const listRenewalsDue = (days = 30, given?: DataSource): Promise<EnterpriseAccount[]> =>
  listRows(
    'enterprise_accounts_list',
    enterpriseAccountSchema,
    {
      filters: [
        { column: 'days_to_renewal', op: 'gte', value: 0 },
        { column: 'days_to_renewal', op: 'lte', value: days },
      ],
      sort: [asc('renewal_date'), asc('name')],
    },
    given,
  );

export const getEnterpriseAccount = (id: string, given?: DataSource): Promise<EnterpriseAccount | null> =>
  getRow('enterprise_accounts_list', id, enterpriseAccountSchema, given);

export const listSeats = (accountId: string, given?: DataSource): Promise<EnterpriseSeat[]> =>
  listRows(
    'enterprise_seats_list',
    enterpriseSeatSchema,
    { filters: [eq('account_id', accountId)], sort: [asc('business_name'), asc('id')] },
    given,
  );

export async function assignSeat(accountId: string, subscriberId: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.insert('enterprise_seats', { account_id: accountId, subscriber_id: subscriberId });
}

export async function releaseSeat(seatId: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('enterprise_seats', seatId);
}

export interface SubscriberOption {
  value: string;
  label: string;
}

/** Subscribers matching what was typed (business, contact or e-mail), for the assign picker. */
export async function searchSubscriberOptions(text: string, given?: DataSource): Promise<SubscriberOption[]> {
  const { rows } = await fetchPage(
    'subscribers',
    {
      select: ['id', 'business_name', 'contact_name', 'city'],
      search: { columns: ['business_name', 'contact_name', 'email'], term: text },
      sort: [asc('business_name'), asc('id')],
      page: 0,
      pageSize: 20,
      count: 'none',
    },
    z.object({ id: z.string(), business_name: z.string(), contact_name: z.string(), city: z.string() }),
    given,
  );
  return rows.map((row) => ({
    value: row.id,
    label: `${row.business_name} · ${row.contact_name}, ${row.city}`,
  }));
}

/** What to tell the person when an assignment is refused: the database's own words where it gave them. */
export function seatRefusalOf(error: unknown): string {
  if (isDataSourceError(error)) {
    if (error.constraint === SEAT_LIMIT_CONSTRAINT) return error.message;
    if (error.constraint === 'enterprise_seats_account_subscriber_key')
      return 'This subscriber already holds a seat of this account.';
    if (error.kind === 'permission' || error.kind === 'not-found')
      return 'You may not change the seats of this account.';
    return error.message;
  }
  return error instanceof Error ? error.message : 'The seat could not be assigned.';
}

// ---------------------------------------------------------------------------------------------
// Editing an account
// ---------------------------------------------------------------------------------------------
export const enterpriseFormSchema = z.object({
  seats_bought: z
    .number({ error: 'Enter the number of seats.' })
    .int('Seats are whole numbers.')
    .min(1, 'At least one seat.')
    .max(10000, 'At most 10,000 seats.')
    .nullable()
    .refine((value) => value !== null, 'Enter the number of seats.'),
  renewal_date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the renewal date.'),
  account_manager_id: z.string(),
  notes: z.string().trim().max(4000, 'At most 4000 characters.'),
});
export type EnterpriseFormInput = z.input<typeof enterpriseFormSchema>;
export type EnterpriseForm = z.output<typeof enterpriseFormSchema>;

export function enterpriseFormOf(account: EnterpriseAccount): EnterpriseFormInput {
  return {
    seats_bought: account.seats_bought,
    renewal_date: account.renewal_date,
    account_manager_id: account.account_manager_id ?? '',
    notes: account.notes ?? '',
  };
}

export const ENTERPRISE_CONSTRAINT_FIELDS: ConstraintFields = {
  enterprise_seats_limit: {
    field: 'seats_bought',
    message: 'More seats are held than that: release some first.',
  },
  enterprise_accounts_seats_bought_check: { field: 'seats_bought', message: 'Between 1 and 10,000 seats.' },
  enterprise_accounts_notes_length_check: { field: 'notes', message: 'At most 4000 characters.' },
};

/** Saves the form if nobody saved the account since `version` (or over them, when `overwrite`). */
export async function updateEnterpriseAccount(
  id: string,
  version: number,
  form: EnterpriseForm,
  overwrite = false,
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  let expected = version;
  if (overwrite) {
    const fresh = await getEnterpriseAccount(id, ds);
    if (fresh) expected = fresh.version;
  }
  await ds.update('enterprise_accounts', id, expected, {
    seats_bought: form.seats_bought,
    renewal_date: form.renewal_date,
    account_manager_id: form.account_manager_id || null,
    notes: form.notes || null,
  });
}

// ---------------------------------------------------------------------------------------------
// Query keys and hooks
// ---------------------------------------------------------------------------------------------
const keys = recordKeys<EnterpriseQuery>('enterprise');
export const enterpriseKeys = {
  ...keys,
  renewals: (days: number) => [...keys.all, 'renewals', days] as const,
  seats: (id: string) => [...keys.detail(id), 'seats'] as const,
};

/** The list, the renewals and one account as TanStack Query options: hooks, prefetching and tests share them. */
export const enterpriseQueries = {
  ...listAndDetailQueries(enterpriseKeys, listEnterpriseAccounts, getEnterpriseAccount),
  renewals: (days = 30) =>
    queryOptions({ queryKey: enterpriseKeys.renewals(days), queryFn: () => listRenewalsDue(days) }),
};

export const useEnterpriseAccounts = (query: EnterpriseQuery) => useQuery(enterpriseQueries.list(query));

export const useRenewalsDue = (days = 30) => useQuery(enterpriseQueries.renewals(days));

export const useEnterpriseAccount = (id: string | null) => useQuery(enterpriseQueries.detail(id));

export const useSeats = (accountId: string | null) =>
  useQuery(recordQuery(accountId, enterpriseKeys.seats, (id) => listSeats(id)));

/** Seats used show in the list, the renewals and the account: all of them are refreshed. */
const refresh = [enterpriseKeys.all];

export const useAssignSeat = () =>
  useWrite(
    ({ accountId, subscriberId }: { accountId: string; subscriberId: string }) =>
      assignSeat(accountId, subscriberId),
    refresh,
    { handlesError: true },
  );

export const useReleaseSeat = () =>
  useWrite(({ seatId }: { seatId: string }) => releaseSeat(seatId), refresh, { handlesError: true });

export const useUpdateEnterpriseAccount = () =>
  useWrite(
    (input: { id: string; version: number; form: EnterpriseForm; overwrite: boolean }) =>
      updateEnterpriseAccount(input.id, input.version, input.form, input.overwrite),
    refresh,
    { handlesError: true, refreshOn: 'success' },
  );
