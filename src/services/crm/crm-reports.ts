/**
 * CRM reports and the sales dashboards. The database does the counting (crm_report, sales_dashboard
 * and crm_overview in supabase/migrations/20261125060000_crm_reports.sql, all security invoker), so
 * the figures cover exactly what the caller's row-level security lets them see and no list of rows
 * comes to the browser to be counted. Each answer is checked with zod here.
 *
 * Days are counted in the browser's time zone, so "today" on the dashboard is the person's today.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { recordQuery, useWrite } from '../kit/record-queries';
import { eq, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';
import { DEAL_STAGES } from './deals';

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What a report over a range says of the range: its days and the time zone they were counted in. */
const rangeReportSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  time_zone: z.string(),
});

export const reportMetricsSchema = z.object({
  leads_received: numeric,
  contacted: numeric,
  follow_ups: numeric,
  conversions: numeric,
  /** Of the leads received in the range, the share that has converted (0..1); null with none received. */
  conversion_rate: numeric.nullable(),
  median_hours_to_first_contact: numeric.nullable(),
});
export type ReportMetrics = z.infer<typeof reportMetricsSchema>;

export const campaignReportRowSchema = reportMetricsSchema.extend({
  campaign_id: z.string().nullable(),
  campaign_name: z.string().nullable(),
});
export type CampaignReportRow = z.infer<typeof campaignReportRowSchema>;

export const executiveReportRowSchema = reportMetricsSchema.extend({
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
});
export type ExecutiveReportRow = z.infer<typeof executiveReportRowSchema>;

/** A lead stage as the funnel and the pipeline both show it. */
const stageSchema = z.object({
  stage_id: z.string(),
  name: z.string(),
  colour: z.string(),
  position: numeric,
  is_won: z.boolean(),
  is_closed: z.boolean(),
});

export const funnelStageSchema = stageSchema.extend({
  /** Leads received in the range that sit on this stage now. */
  current: numeric,
  /** Leads received in the range that reached this stage or a later one. */
  reached: numeric,
});
export type FunnelStage = z.infer<typeof funnelStageSchema>;

export const crmReportSchema = rangeReportSchema.extend({
  totals: reportMetricsSchema,
  campaigns: z.array(campaignReportRowSchema),
  executives: z.array(executiveReportRowSchema),
  sources: z.array(z.object({ source: z.string(), leads: numeric, conversions: numeric })),
  funnel: z.array(funnelStageSchema),
});
export type CrmReport = z.infer<typeof crmReportSchema>;

export const dueLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  next_follow_up_at: z.string(),
  stage_name: z.string(),
  stage_colour: z.string(),
  due: z.enum(['overdue', 'today', 'tomorrow']),
});
export type DueLead = z.infer<typeof dueLeadSchema>;

export const pipelineStageSchema = stageSchema.extend({
  leads: numeric,
  value: numeric,
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

export const upcomingAppointmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.string(),
  starts_at: z.string(),
  duration_minutes: numeric,
  location: z.string().nullable(),
  lead_id: z.string().nullable(),
});
export type UpcomingAppointment = z.infer<typeof upcomingAppointmentSchema>;

export const teamMemberSchema = z.object({
  staff_id: z.string(),
  name: z.string(),
  due_today: numeric,
  overdue: numeric,
  open_leads: numeric,
  pipeline_value: numeric,
  conversions_month: numeric,
  target_conversions: numeric.nullable(),
  appointments_upcoming: numeric,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const salesDashboardSchema = z.object({
  now: z.string(),
  today: dateSchema,
  month: dateSchema,
  time_zone: z.string(),
  staff_id: z.string().nullable(),
  /** Due any time today (the leads list's due=today). */
  due_today: numeric,
  /** Due before now (the leads list's due=overdue): includes what was due earlier today. */
  overdue: numeric,
  /** Due before today began: the overdue leads that are not also among today's. */
  overdue_before_today: numeric,
  due_tomorrow: numeric,
  /** Up to 5 overdue (latest first), then up to 25 due today and 25 tomorrow, in due order. */
  follow_ups: z.array(dueLeadSchema),
  pipeline: z.array(pipelineStageSchema),
  conversions_month: numeric,
  converted_value_month: numeric,
  target_conversions: numeric.nullable(),
  target_value: numeric.nullable(),
  appointments: z.array(upcomingAppointmentSchema),
  appointments_upcoming: numeric,
  /** Per member of the sales team, for callers holding leads.assign; null for everyone else. */
  team: z.array(teamMemberSchema).nullable(),
});
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;

/** What the overview counts, in all and per week. */
const overviewFiguresSchema = z.object({
  leads: numeric,
  follow_ups: numeric,
  deals: numeric,
  deal_value: numeric,
  deals_won: numeric,
  won_value: numeric,
  conversions: numeric,
});

export const overviewWeekSchema = overviewFiguresSchema.extend({ week: dateSchema });
export type OverviewWeek = z.infer<typeof overviewWeekSchema>;

export const overviewCampaignSchema = z.object({
  campaign_id: z.string().nullable(),
  campaign_name: z.string().nullable(),
  leads: numeric,
  follow_ups: numeric,
  deals: numeric,
  deal_value: numeric,
  conversions: numeric,
});
export type OverviewCampaign = z.infer<typeof overviewCampaignSchema>;

export const crmOverviewSchema = rangeReportSchema.extend({
  totals: overviewFiguresSchema,
  weeks: z.array(overviewWeekSchema),
  deal_stages: z.array(z.object({ stage: z.enum(DEAL_STAGES), deals: numeric, value: numeric })),
  campaigns: z.array(overviewCampaignSchema),
});
export type CrmOverview = z.infer<typeof crmOverviewSchema>;

/** A report range: local days, both included (yyyy-mm-dd). */
export interface ReportRange {
  from: string;
  to: string;
}

/** The browser's IANA time zone; the database falls back to India's for one it does not know. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';
  } catch {
    return 'Asia/Kolkata';
  }
}

/** Asks the database for a report over the range, counted in the browser's time zone. */
async function fetchRangeReport<Schema extends z.ZodType>(
  report: 'crm_report' | 'crm_overview',
  schema: Schema,
  range: ReportRange,
  given?: DataSource,
): Promise<z.infer<Schema>> {
  const ds = await source(given);
  const answer = await ds.rpc<unknown>(report, {
    p_from: range.from,
    p_to: range.to,
    p_tz: browserTimeZone(),
  });
  return schema.parse(answer);
}

export const fetchCrmReport = (range: ReportRange, given?: DataSource): Promise<CrmReport> =>
  fetchRangeReport('crm_report', crmReportSchema, range, given);

export async function fetchSalesDashboard(
  now: Date = new Date(),
  given?: DataSource,
): Promise<SalesDashboard> {
  const ds = await source(given);
  const answer = await ds.rpc<unknown>('sales_dashboard', {
    p_now: now.toISOString(),
    p_tz: browserTimeZone(),
  });
  return salesDashboardSchema.parse(answer);
}

export const fetchCrmOverview = (range: ReportRange, given?: DataSource): Promise<CrmOverview> =>
  fetchRangeReport('crm_overview', crmOverviewSchema, range, given);

/** A month's target for one member of the sales team (sales_targets). */
export const salesTargetSchema = z.object({
  id: z.string(),
  staff_id: z.string(),
  month: dateSchema,
  target_conversions: numeric,
  target_value: numeric,
  version: z.number().int(),
});
export type SalesTarget = z.infer<typeof salesTargetSchema>;

export async function findSalesTarget(
  staffId: string,
  month: string,
  given?: DataSource,
): Promise<SalesTarget | null> {
  const rows = await listRows(
    'sales_targets',
    salesTargetSchema,
    { filters: [eq('staff_id', staffId), eq('month', month)] },
    given,
  );
  return rows[0] ?? null;
}

export interface SalesTargetInput {
  staffId: string;
  /** The first of the month, yyyy-mm-dd. */
  month: string;
  targetConversions: number;
  targetValue: number;
  /** The target being changed (its version guards against a newer save), or none to add one. */
  existing?: Pick<SalesTarget, 'id' | 'version'> | null | undefined;
}

/** Adds or changes a month's target; only lead allocators (leads.assign) may, the database decides. */
export async function saveSalesTarget(input: SalesTargetInput, given?: DataSource): Promise<SalesTarget> {
  const ds = await source(given);
  const values = { target_conversions: input.targetConversions, target_value: input.targetValue };
  if (input.existing) {
    return salesTargetSchema.parse(
      await ds.update<unknown>('sales_targets', input.existing.id, input.existing.version, values),
    );
  }
  const [row] = await ds.insert<unknown>('sales_targets', {
    staff_id: input.staffId,
    month: input.month,
    ...values,
  });
  return salesTargetSchema.parse(row);
}

export const crmReportKeys = {
  all: ['crm-reports'] as const,
  target: (staffId: string, month: string) => [...crmReportKeys.all, 'target', staffId, month] as const,
  reports: () => [...crmReportKeys.all, 'report'] as const,
  report: (range: ReportRange) => [...crmReportKeys.reports(), range] as const,
  salesDashboard: (staff: string) => [...crmReportKeys.all, 'sales-dashboard', staff] as const,
  overviews: () => [...crmReportKeys.all, 'overview'] as const,
  overview: (range: ReportRange) => [...crmReportKeys.overviews(), range] as const,
};

export function useCrmReport(range: ReportRange, enabled = true) {
  return useQuery({
    queryKey: crmReportKeys.report(range),
    queryFn: () => fetchCrmReport(range),
    enabled,
  });
}

/**
 * The caller's dashboard, per signed-in person (`staff`: their email or id). Always fetched afresh
 * when the page opens: a follow-up logged on the leads page a moment ago must show here.
 */
export function useSalesDashboard(staff: string, enabled = true) {
  return useQuery({
    queryKey: crmReportKeys.salesDashboard(staff),
    queryFn: () => fetchSalesDashboard(),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 5 * 60_000,
  });
}

export function useCrmOverview(range: ReportRange, enabled = true) {
  return useQuery({
    queryKey: crmReportKeys.overview(range),
    queryFn: () => fetchCrmOverview(range),
    enabled,
  });
}

export const useSalesTarget = (staffId: string | null, month: string) =>
  useQuery(
    recordQuery(
      staffId,
      (id) => crmReportKeys.target(id, month),
      (id) => findSalesTarget(id, month),
    ),
  );

/** Saves a target; the dashboards and the target itself are read again. Errors go to the caller. */
export const useSaveSalesTarget = () =>
  useWrite((input: SalesTargetInput) => saveSalesTarget(input), [crmReportKeys.all], {
    handlesError: true,
    refreshOn: 'success',
  });
