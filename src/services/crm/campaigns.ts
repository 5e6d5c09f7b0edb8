/**
 * Campaigns: the list with leads counted per stage (the campaign_summaries view), one campaign, the
 * save of a campaign with its agents in one transaction (save_campaign), and the CSV lead import
 * (import_leads). Rows are checked with zod; row-level security and has_permission in the SQL
 * functions decide who may do what, and their refusals reach the caller as DataSourceErrors.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import type { ConstraintFields } from '../kit/form-errors';
import { importAnswerSchema, type ImportAnswer, type LeadImportRow } from './lead-import';
import { source } from '../kit/data-access';
import { fetchPage, type ListFilterRequest, type ListPage, chosenSort } from '../kit/list-page';
import { listAndDetailQueries, recordKeys, useWrite } from '../kit/record-queries';
import { asc, getRow, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';
import { leadKeys } from './leads';

export const CAMPAIGN_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const CAMPAIGN_STATUSES = ['planned', 'active', 'paused', 'completed'] as const;
export const DUPLICATE_POLICIES = ['skip', 'merge', 'allow', 'assign_to_existing_owner'] as const;
export type CampaignPriority = (typeof CAMPAIGN_PRIORITIES)[number];
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type DuplicatePolicy = (typeof DUPLICATE_POLICIES)[number];

export const PRIORITY_LABELS: Record<CampaignPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  planned: 'Planned',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
};
export const DUPLICATE_POLICY_LABELS: Record<DuplicatePolicy, string> = {
  skip: 'Reject duplicates',
  merge: 'Merge into the existing lead',
  allow: 'Allow duplicates',
  assign_to_existing_owner: 'Give to the existing lead’s owner',
};

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

export const campaignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  pipeline: z.string(),
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  priority: z.enum(CAMPAIGN_PRIORITIES),
  duplicate_lead_policy: z.enum(DUPLICATE_POLICIES),
  status: z.enum(CAMPAIGN_STATUSES),
  start_date: dateSchema.nullable(),
  end_date: dateSchema.nullable(),
  budget: numeric.nullable(),
  description: z.string().nullable(),
  version: z.number().int(),
  agent_ids: z.array(z.string()),
  agent_names: z.array(z.string()),
  lead_count: z.number().int(),
  won_count: z.number().int(),
  /** Lead stage id → how many of the campaign's (visible) leads are at it. */
  stage_counts: z.record(z.string(), z.number().int()),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

const campaignRowSchema = z.object({ id: z.string(), name: z.string(), version: z.number().int() });
export type SavedCampaign = z.infer<typeof campaignRowSchema>;

export const CAMPAIGN_SORT_COLUMNS = [
  'name',
  'pipeline',
  'status',
  'priority',
  'start_date',
  'end_date',
  'lead_count',
  'owner_name',
] as const;
export type CampaignSortColumn = (typeof CAMPAIGN_SORT_COLUMNS)[number];

export interface CampaignQuery {
  search?: string | undefined;
  status?: CampaignStatus | undefined;
  priority?: CampaignPriority | undefined;
  sort?: { column: CampaignSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The search covers the name, pipeline and owner; status and priority are one condition each. */
function campaignPageRequest(query: CampaignQuery): ListFilterRequest {
  return {
    search: { columns: ['name', 'pipeline', 'owner_name'], term: query.search },
    filters: { status: query.status, priority: query.priority },
  };
}

export function listCampaigns(
  query: CampaignQuery = {},
  given?: DataSource,
): Promise<ListPage<CampaignSummary>> {
  const sort = chosenSort(query.sort ?? { column: 'start_date', descending: true }, asc('name'), asc('id'));
  return fetchPage(
    'campaign_summaries',
    { ...campaignPageRequest(query), sort, page: query.page, pageSize: query.pageSize },
    campaignSummarySchema,
    given,
  );
}

export const getCampaign = (id: string, given?: DataSource): Promise<CampaignSummary | null> =>
  getRow('campaign_summaries', id, campaignSummarySchema, given);

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a date.');

export const campaignFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the campaign’s name.').max(120, 'At most 120 characters.'),
    pipeline: z
      .string()
      .trim()
      .min(1, 'Name the pipeline, e.g. Residential.')
      .max(80, 'At most 80 characters.'),
    owner_id: z.string(),
    agent_ids: z.array(z.string()),
    priority: z.enum(CAMPAIGN_PRIORITIES, { error: 'Choose a priority.' }),
    duplicate_lead_policy: z.enum(DUPLICATE_POLICIES, { error: 'Choose what happens to duplicates.' }),
    status: z.enum(CAMPAIGN_STATUSES, { error: 'Choose a status.' }),
    start_date: optionalDate,
    end_date: optionalDate,
    budget: z
      .number()
      .refine((value) => Number.isFinite(value), 'Enter an amount.')
      .min(0, 'A budget cannot be negative.')
      .max(999_999_999_999, 'That budget is too large.')
      .nullable(),
    description: z.string().trim().max(4000, 'At most 4000 characters.'),
  })
  .refine((form) => !form.start_date || !form.end_date || form.end_date >= form.start_date, {
    path: ['end_date'],
    message: 'The end date cannot be before the start date.',
  });
export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignForm = z.output<typeof campaignFormSchema>;

export const CAMPAIGN_CONSTRAINT_FIELDS: ConstraintFields = {
  campaigns_name_key: { field: 'name', message: 'Another campaign already has this name.' },
  campaigns_name_check: { field: 'name', message: 'Enter a name of 1 to 120 characters.' },
  campaigns_pipeline_check: { field: 'pipeline', message: 'Enter a pipeline of 1 to 80 characters.' },
  campaigns_dates_check: { field: 'end_date', message: 'The end date cannot be before the start date.' },
  campaigns_budget_check: { field: 'budget', message: 'A budget cannot be negative.' },
  campaigns_description_length_check: { field: 'description', message: 'At most 4000 characters.' },
};

export const EMPTY_CAMPAIGN_FORM: CampaignFormInput = {
  name: '',
  pipeline: '',
  owner_id: '',
  agent_ids: [],
  priority: 'medium',
  duplicate_lead_policy: 'skip',
  status: 'planned',
  start_date: '',
  end_date: '',
  budget: null,
  description: '',
};

export function campaignFormOf(campaign: CampaignSummary): CampaignFormInput {
  return {
    name: campaign.name,
    pipeline: campaign.pipeline,
    owner_id: campaign.owner_id ?? '',
    agent_ids: [...campaign.agent_ids],
    priority: campaign.priority,
    duplicate_lead_policy: campaign.duplicate_lead_policy,
    status: campaign.status,
    start_date: campaign.start_date?.slice(0, 10) ?? '',
    end_date: campaign.end_date?.slice(0, 10) ?? '',
    budget: campaign.budget,
    description: campaign.description ?? '',
  };
}

/**
 * Creates (existing null) or changes a campaign and sets its agents, in one transaction. A stale
 * version rejects with a 'conflict' DataSourceError; with `overwrite` the current version is read
 * first, so the person's values win.
 */
export async function saveCampaign(
  form: CampaignForm,
  existing: { id: string; version: number } | null,
  options: { overwrite?: boolean } = {},
  given?: DataSource,
): Promise<SavedCampaign> {
  const ds = await source(given);
  const version =
    existing && options.overwrite
      ? ((await getCampaign(existing.id, ds))?.version ?? existing.version)
      : existing?.version;
  const { agent_ids: agentIds, ...values } = form;
  const row = await ds.rpc<unknown>('save_campaign', {
    p_id: existing?.id ?? null,
    p_version: version ?? null,
    p_values: values,
    p_agent_ids: agentIds,
  });
  return campaignRowSchema.parse(row);
}

/** Rows per import_leads call: one call (one transaction) for any file the import accepts. */
export const IMPORT_MAX_ROWS = 20_000;

/** Imports the checked rows into the campaign in one transaction; the database's answer. */
export async function importLeads(
  campaignId: string,
  rows: readonly LeadImportRow[],
  given?: DataSource,
): Promise<ImportAnswer> {
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new Error(
      `At most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows can be imported at once: split the file.`,
    );
  }
  const ds = await source(given);
  const answer = await ds.rpc<unknown>('import_leads', { p_campaign_id: campaignId, p_rows: rows });
  return importAnswerSchema.parse(answer);
}

export const salesStaffSchema = z.object({ id: z.string(), name: z.string() });
export type SalesStaff = z.infer<typeof salesStaffSchema>;

/** Active sales staff, for the owner and agents fields. */
export const listSalesStaff = (given?: DataSource): Promise<SalesStaff[]> =>
  listRows('sales_users', salesStaffSchema, { columns: ['id', 'name'], sort: [asc('name')] }, given);

export const campaignKeys = {
  ...recordKeys<CampaignQuery>('campaigns'),
  salesStaff: () => ['staff', 'sales'] as const,
};

const campaignQueries = listAndDetailQueries(campaignKeys, listCampaigns, getCampaign);

export const useCampaigns = (query: CampaignQuery) => useQuery(campaignQueries.list(query));

export const useCampaign = (id: string | null) => useQuery(campaignQueries.detail(id));

export const useSalesStaff = () =>
  useQuery({ queryKey: campaignKeys.salesStaff(), queryFn: () => listSalesStaff() });

export interface SaveCampaignInput {
  form: CampaignForm;
  existing: { id: string; version: number } | null;
  overwrite?: boolean;
}

export const useSaveCampaign = () =>
  useWrite(
    ({ form, existing, overwrite }: SaveCampaignInput) =>
      saveCampaign(form, existing, { overwrite: overwrite ?? false }),
    [campaignKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );

export interface ImportLeadsInput {
  campaignId: string;
  rows: readonly LeadImportRow[];
}

/** After an import, the campaigns (their counts) and every leads query are stale. */
export const useImportLeads = () =>
  useWrite(
    ({ campaignId, rows }: ImportLeadsInput) => importLeads(campaignId, rows),
    [campaignKeys.all, leadKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );
