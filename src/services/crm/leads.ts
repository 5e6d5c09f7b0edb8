/**
 * Leads: the working list (the leads_list read model, filtered, searched, sorted and paged in the
 * database), one lead, its follow-ups, add and edit, logging a follow-up and the bulk actions.
 * Row-level security decides what the caller sees and may change (an executive their own and their
 * campaigns' leads, a manager everyone's); a refusal reaches the caller as a DataSourceError.
 * Rules that must hold whatever the client live in SQL: log_follow_up (one transaction, no next
 * follow-up in the past) and bulk_update_leads (only leads.assign allocates).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { type LeadFormValues } from './lead-form';
import { LEAD_SOURCES } from './lead-rules';
import { leadFilters, leadSort, type LeadQuery, type LeadQueryContext } from './lead-query';
import { source } from '../kit/data-access';
import { numeric } from '../kit/schemas';
import { fetchPage, type ListPage } from '../kit/list-page';
import { listQuery, recordKeys, recordQuery, useWrite } from '../kit/record-queries';
import { asc, desc, eq, getRow, listRows } from '../kit/rows';

export { LEAD_SOURCES, LEAD_SOURCE_LABELS, type LeadSource } from './lead-rules';
export * from './lead-query';
export * from './lead-form';

export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  campaign_id: z.string().nullable(),
  owner_id: z.string().nullable(),
  stage_id: z.string(),
  status_id: z.string(),
  next_follow_up_at: z.string().nullable(),
  interest: z.string().nullable(),
  estimated_value: numeric.nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  owner_name: z.string().nullable(),
  campaign_name: z.string().nullable(),
  stage_name: z.string().nullable(),
  stage_colour: z.string().nullable(),
  stage_position: z.number().nullable(),
  status_name: z.string().nullable(),
  status_colour: z.string().nullable(),
  last_follow_up_at: z.string().nullable(),
  follow_up_count: numeric,
});
export type Lead = z.infer<typeof leadSchema>;

export const followUpSchema = z.object({
  id: z.string(),
  lead_id: z.string(),
  follow_up_at: z.string(),
  stage_id: z.string().nullable(),
  status_id: z.string().nullable(),
  comment: z.string().nullable(),
  by_staff_id: z.string().nullable(),
  by_name: z.string().nullable(),
  stage_name: z.string().nullable(),
  stage_colour: z.string().nullable(),
  status_name: z.string().nullable(),
  status_colour: z.string().nullable(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export type LeadPage = ListPage<Lead>;

export function listLeads(
  query: LeadQuery = {},
  context: LeadQueryContext = {},
  given?: DataSource,
): Promise<LeadPage> {
  return fetchPage(
    'leads_list',
    { where: leadFilters(query, context), sort: leadSort(query), page: query.page, pageSize: query.pageSize },
    leadSchema,
    given,
  );
}

/** Any 8-4-4-4-12 hex id (seeded ids are md5 hashes, not RFC versions, so zod's uuid() is too strict). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One lead, or null when there is none or the caller may not see it. */
export async function getLead(id: string, given?: DataSource): Promise<Lead | null> {
  if (!UUID_PATTERN.test(id)) return null;
  return getRow('leads_list', id, leadSchema, given);
}

/** Newest first: the timeline reads from the latest call down. */
export const listFollowUps = (leadId: string, given?: DataSource): Promise<FollowUp[]> =>
  listRows(
    'lead_follow_ups_list',
    followUpSchema,
    { filters: [eq('lead_id', leadId)], sort: [desc('follow_up_at'), asc('id')] },
    given,
  );

function leadRowValues(values: LeadFormValues, includeOwner: boolean) {
  return {
    name: values.name,
    phone: values.phone ?? null,
    email: values.email ?? null,
    company_name: values.company_name ?? null,
    address: values.address || null,
    city: values.city ?? null,
    state: values.state ?? null,
    pincode: values.pincode ?? null,
    source: values.source,
    campaign_id: values.campaign_id,
    ...(includeOwner ? { owner_id: values.owner_id } : {}),
    stage_id: values.stage_id,
    status_id: values.status_id,
    interest: values.interest ?? null,
    estimated_value: values.estimated_value,
    notes: values.notes ?? null,
  };
}

/**
 * Adds a lead (id null) or changes one if nobody saved it since `version`. The owner is written
 * only when it changed, so an executive editing a lead of her campaign does not trip the rule that
 * only a manager allocates.
 */
export async function saveLead(
  id: string | null,
  version: number | null,
  values: LeadFormValues,
  previousOwnerId: string | null = null,
  given?: DataSource,
): Promise<Lead> {
  const ds = await source(given);
  if (id === null) {
    const [row] = await ds.insert<{ id: string }>('leads', leadRowValues(values, values.owner_id !== null));
    const saved = row ? await getLead(row.id, ds) : null;
    if (!saved) throw new Error('The lead was saved but cannot be read back.');
    return saved;
  }
  await ds.update<unknown>(
    'leads',
    id,
    version ?? 0,
    leadRowValues(values, values.owner_id !== previousOwnerId),
  );
  const saved = await getLead(id, ds);
  if (!saved) throw new Error('The lead was saved but is no longer yours to see.');
  return saved;
}

export async function deleteLead(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('leads', id);
}

// ---------------------------------------------------------------------------------------------
// Follow-ups and bulk actions
// ---------------------------------------------------------------------------------------------

export const PAST_FOLLOW_UP_MESSAGE = 'The next follow-up cannot be in the past';

export interface LogFollowUpInput {
  leadId: string;
  stageId?: string | null | undefined;
  statusId?: string | null | undefined;
  comment?: string | null | undefined;
  /** ISO timestamp, or null to clear it. */
  nextFollowUpAt?: string | null | undefined;
}

/** Records a follow-up and moves the lead's stage, status and next follow-up, in one transaction. */
export async function logFollowUp(input: LogFollowUpInput, given?: DataSource): Promise<FollowUp> {
  const ds = await source(given);
  const row = await ds.rpc<{ id: string }>('log_follow_up', {
    p_lead_id: input.leadId,
    p_stage_id: input.stageId ?? null,
    p_status_id: input.statusId ?? null,
    p_comment: input.comment?.trim() || null,
    p_next_follow_up_at: input.nextFollowUpAt ?? null,
  });
  const { rows } = await ds.list<unknown>('lead_follow_ups_list', {
    filters: [eq('id', row.id)],
    count: 'none',
  });
  return followUpSchema.parse(rows[0]);
}

export interface LeadBulkChanges {
  owner_id?: string | null;
  stage_id?: string;
  status_id?: string;
  campaign_id?: string | null;
}

/** One statement for all the selected leads; answers how many changed (the caller's visible ones). */
export async function bulkUpdateLeads(
  ids: readonly string[],
  changes: LeadBulkChanges,
  given?: DataSource,
): Promise<number> {
  const ds = await source(given);
  const changed = await ds.rpc<unknown>('bulk_update_leads', { p_ids: [...ids], p_changes: changes });
  return z.number().int().parse(changed);
}

export const allocateLeads = (ids: readonly string[], ownerId: string, given?: DataSource) =>
  bulkUpdateLeads(ids, { owner_id: ownerId }, given);
export const changeLeadStage = (ids: readonly string[], stageId: string, given?: DataSource) =>
  bulkUpdateLeads(ids, { stage_id: stageId }, given);
export const changeLeadStatus = (ids: readonly string[], statusId: string, given?: DataSource) =>
  bulkUpdateLeads(ids, { status_id: statusId }, given);
export const moveLeadsToCampaign = (ids: readonly string[], campaignId: string | null, given?: DataSource) =>
  bulkUpdateLeads(ids, { campaign_id: campaignId }, given);

// ---------------------------------------------------------------------------------------------
// Query keys and hooks
// ---------------------------------------------------------------------------------------------

const keys = recordKeys<LeadQuery>('leads');
/** A list is keyed by the signed-in person too: "my leads" differ from one person to the next. */
export const leadKeys = {
  ...keys,
  list: (query: LeadQuery, context: LeadQueryContext = {}) =>
    [...keys.lists(), query, context.me ?? null] as const,
  followUps: (id: string) => [...keys.detail(id), 'follow-ups'] as const,
};

/** The lists and one lead as TanStack Query options: hooks, prefetching and tests share them. */
export const leadQueries = {
  list: (query: LeadQuery, context: LeadQueryContext = {}) =>
    listQuery(leadKeys.list(query, context), () => listLeads(query, context)),
  detail: (id: string | null) => recordQuery(id, leadKeys.detail, (leadId) => getLead(leadId)),
  followUps: (leadId: string | null) => recordQuery(leadId, leadKeys.followUps, (id) => listFollowUps(id)),
};

export const useLeads = (query: LeadQuery, context: LeadQueryContext = {}) =>
  useQuery(leadQueries.list(query, context));

export const useLead = (id: string | null) => useQuery(leadQueries.detail(id));

export const useFollowUps = (leadId: string | null) => useQuery(leadQueries.followUps(leadId));

export interface SaveLeadInput {
  id: string | null;
  version: number | null;
  values: LeadFormValues;
  previousOwnerId?: string | null;
}

/** Every lead query reads again after a write that went through (a refused one changed nothing). */
const refresh = [leadKeys.all];

/** Errors are left to the caller (formFailureOf with LEAD_CONSTRAINT_MESSAGES). */
export const useSaveLead = () =>
  useWrite(
    ({ id, version, values, previousOwnerId }: SaveLeadInput) =>
      saveLead(id, version, values, previousOwnerId ?? null),
    refresh,
    { handlesError: true, refreshOn: 'success' },
  );

export const useLogFollowUp = () =>
  useWrite((input: LogFollowUpInput) => logFollowUp(input), refresh, {
    handlesError: true,
    refreshOn: 'success',
  });

export const useBulkUpdateLeads = () =>
  useWrite(
    ({ ids, changes }: { ids: readonly string[]; changes: LeadBulkChanges }) => bulkUpdateLeads(ids, changes),
    refresh,
    { errorTitle: 'The change was not made', refreshOn: 'success' },
  );

export const useDeleteLead = () =>
  useWrite((id: string) => deleteLead(id), refresh, { refreshOn: 'success' });
