/**
 * The CRM's option lists: lead stages and statuses (in their configured order, with colours),
 * campaigns and the sales staff a lead can be allocated to. Filters, forms and bulk actions read
 * them; CRM settings and the campaigns page invalidate crmLookupKeys after changing them.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { asc, listRows } from '../kit/rows';

export const leadStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
  position: z.number(),
  is_closed: z.boolean(),
  is_won: z.boolean(),
  version: z.number().int(),
});
export type LeadStage = z.infer<typeof leadStageSchema>;

export const leadStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
  position: z.number(),
  version: z.number().int(),
});
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const campaignOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
});
export type CampaignOption = z.infer<typeof campaignOptionSchema>;

export const staffOptionSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type StaffOption = z.infer<typeof staffOptionSchema>;

/** Stages and statuses in their configured order (position, then name). */
const settingOrder = [asc('position'), asc('name')];

export const listLeadStages = (given?: DataSource): Promise<LeadStage[]> =>
  listRows(
    'lead_stages',
    leadStageSchema,
    { columns: ['id', 'name', 'colour', 'position', 'is_closed', 'is_won', 'version'], sort: settingOrder },
    given,
  );

export const listLeadStatuses = (given?: DataSource): Promise<LeadStatus[]> =>
  listRows(
    'lead_statuses',
    leadStatusSchema,
    { columns: ['id', 'name', 'colour', 'position', 'version'], sort: settingOrder },
    given,
  );

/** Every campaign the caller may see, active ones first, then by name. */
export async function listCampaignOptions(given?: DataSource): Promise<CampaignOption[]> {
  const options = await listRows(
    'campaigns',
    campaignOptionSchema,
    { columns: ['id', 'name', 'status'], sort: [asc('name')] },
    given,
  );
  const rank = (status: string) => (status === 'active' ? 0 : status === 'planned' ? 1 : 2);
  return options.sort((a, b) => rank(a.status) - rank(b.status) || a.name.localeCompare(b.name));
}

/** Active sales staff: who a lead can be allocated to. */
export const listSalesStaffOptions = (given?: DataSource): Promise<StaffOption[]> =>
  listRows(
    'sales_users',
    staffOptionSchema,
    { columns: ['id', 'name', 'email'], sort: [asc('name')] },
    given,
  );

export const crmLookupKeys = {
  all: ['crm-lookups'] as const,
  stages: () => [...crmLookupKeys.all, 'lead-stages'] as const,
  statuses: () => [...crmLookupKeys.all, 'lead-statuses'] as const,
  campaigns: () => [...crmLookupKeys.all, 'campaigns'] as const,
  salesStaff: () => [...crmLookupKeys.all, 'sales-staff'] as const,
};

const LOOKUP_STALE_MS = 60_000;

/** An option list: kept a minute, since they change only in CRM settings (which invalidate them). */
function useLookup<Option>(
  queryKey: readonly string[],
  list: () => Promise<Option[]>,
  options: { enabled?: boolean },
) {
  return useQuery({
    queryKey,
    queryFn: () => list(),
    staleTime: LOOKUP_STALE_MS,
    enabled: options.enabled ?? true,
  });
}

export const useLeadStages = (options: { enabled?: boolean } = {}) =>
  useLookup(crmLookupKeys.stages(), listLeadStages, options);

export const useLeadStatuses = (options: { enabled?: boolean } = {}) =>
  useLookup(crmLookupKeys.statuses(), listLeadStatuses, options);

export const useCampaignOptions = (options: { enabled?: boolean } = {}) =>
  useLookup(crmLookupKeys.campaigns(), listCampaignOptions, options);

export const useSalesStaffOptions = (options: { enabled?: boolean } = {}) =>
  useLookup(crmLookupKeys.salesStaff(), listSalesStaffOptions, options);
