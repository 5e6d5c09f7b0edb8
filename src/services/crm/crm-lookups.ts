/**
 * The CRM's option lists: lead stages and statuses (in their configured order, with colours),
 * campaigns and the sales staff a lead can be allocated to. Filters, forms and bulk actions read
 * them; CRM settings and the campaigns page invalidate crmLookupKeys after changing them.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';

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

export async function listLeadStages(given?: DataSource): Promise<LeadStage[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('lead_stages', {
    columns: ['id', 'name', 'colour', 'position', 'is_closed', 'is_won', 'version'],
    sort: [
      { column: 'position', ascending: true },
      { column: 'name', ascending: true },
    ],
    count: 'none',
  });
  return z.array(leadStageSchema).parse(rows);
}

export async function listLeadStatuses(given?: DataSource): Promise<LeadStatus[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('lead_statuses', {
    columns: ['id', 'name', 'colour', 'position', 'version'],
    sort: [
      { column: 'position', ascending: true },
      { column: 'name', ascending: true },
    ],
    count: 'none',
  });
  return z.array(leadStatusSchema).parse(rows);
}

/** Every campaign the caller may see, active ones first, then by name. */
export async function listCampaignOptions(given?: DataSource): Promise<CampaignOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('campaigns', {
    columns: ['id', 'name', 'status'],
    sort: [{ column: 'name', ascending: true }],
    count: 'none',
  });
  const options = z.array(campaignOptionSchema).parse(rows);
  const rank = (status: string) => (status === 'active' ? 0 : status === 'planned' ? 1 : 2);
  return options.sort((a, b) => rank(a.status) - rank(b.status) || a.name.localeCompare(b.name));
}

/** Active sales staff: who a lead can be allocated to. */
export async function listSalesStaffOptions(given?: DataSource): Promise<StaffOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('sales_users', {
    columns: ['id', 'name', 'email'],
    sort: [{ column: 'name', ascending: true }],
    count: 'none',
  });
  return z.array(staffOptionSchema).parse(rows);
}

export const crmLookupKeys = {
  all: ['crm-lookups'] as const,
  stages: () => [...crmLookupKeys.all, 'lead-stages'] as const,
  statuses: () => [...crmLookupKeys.all, 'lead-statuses'] as const,
  campaigns: () => [...crmLookupKeys.all, 'campaigns'] as const,
  salesStaff: () => [...crmLookupKeys.all, 'sales-staff'] as const,
};

const LOOKUP_STALE_MS = 60_000;

export function useLeadStages(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: crmLookupKeys.stages(),
    queryFn: () => listLeadStages(),
    staleTime: LOOKUP_STALE_MS,
    enabled: options.enabled ?? true,
  });
}

export function useLeadStatuses(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: crmLookupKeys.statuses(),
    queryFn: () => listLeadStatuses(),
    staleTime: LOOKUP_STALE_MS,
    enabled: options.enabled ?? true,
  });
}

export function useCampaignOptions(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: crmLookupKeys.campaigns(),
    queryFn: () => listCampaignOptions(),
    staleTime: LOOKUP_STALE_MS,
    enabled: options.enabled ?? true,
  });
}

export function useSalesStaffOptions(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: crmLookupKeys.salesStaff(),
    queryFn: () => listSalesStaffOptions(),
    staleTime: LOOKUP_STALE_MS,
    enabled: options.enabled ?? true,
  });
}
