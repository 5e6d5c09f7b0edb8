/**
 * Projects: the list (projects_list, with client, designer and relationship manager names and the
 * payment totals), one project, its stage log, payment and design stages, its quotations and orders,
 * the headline figures (project_kpis() in SQL), creating one (from a won lead or from scratch),
 * moving its stage with a comment and recording a payment. Row-level security decides whose
 * projects a person sees; a project that is not theirs reads as null, like one that does not exist.
 */
import { z } from 'zod';
import { type ListPage } from '../kit/list-page';
import { numeric, optionSchema, type Option } from '../kit/schemas';

export const PROJECT_STAGES = [
  'enquiry',
  'recce',
  'design',
  'quotation',
  'approved',
  'production',
  'installation',
  'handover',
  'closed',
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];
export const PROJECT_STAGE_LABELS: Record<ProjectStage, string> = {
  enquiry: 'Enquiry',
  recce: 'Recce',
  design: 'Design',
  quotation: 'Quotation',
  approved: 'Approved',
  production: 'Production',
  installation: 'Installation',
  handover: 'Handover',
  closed: 'Closed',
};

export const PROJECT_CATEGORIES = [
  'residential',
  'commercial',
  'hospitality',
  'retail',
  'office',
  'modular_kitchen',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export const PROJECT_CATEGORY_LABELS: Record<ProjectCategory, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  hospitality: 'Hospitality',
  retail: 'Retail',
  office: 'Office',
  modular_kitchen: 'Modular kitchen',
};

export const PROJECT_STATUSES = ['active', 'on_hold', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
};

export const PAYMENT_MODES = ['neft', 'upi', 'rtgs', 'cheque', 'cash', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  neft: 'NEFT',
  upi: 'UPI',
  rtgs: 'RTGS',
  cheque: 'Cheque',
  cash: 'Cash',
  card: 'Card',
};

export const isProjectStage = (value: unknown): value is ProjectStage =>
  (PROJECT_STAGES as readonly unknown[]).includes(value);
export const isProjectCategory = (value: unknown): value is ProjectCategory =>
  (PROJECT_CATEGORIES as readonly unknown[]).includes(value);
export const isProjectStatus = (value: unknown): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly unknown[]).includes(value);

/** The stage after this one, or null at the last. */
export function nextStage(stage: ProjectStage): ProjectStage | null {
  return PROJECT_STAGES[PROJECT_STAGES.indexOf(stage) + 1] ?? null;
}

const dateSchema = z.string().transform((value) => value.slice(0, 10));

export const projectSchema = z.object({
  id: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  client_phone: z.string().nullable(),
  client_email: z.string().nullable(),
  lead_id: z.string().nullable(),
  category: z.enum(PROJECT_CATEGORIES),
  site_address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  estimate: numeric,
  area_sqft: numeric.nullable(),
  start_date: dateSchema.nullable(),
  target_date: dateSchema.nullable(),
  completed_on: dateSchema.nullable(),
  designer_id: z.string().nullable(),
  designer_name: z.string().nullable(),
  relationship_manager_id: z.string().nullable(),
  relationship_manager_name: z.string().nullable(),
  stage: z.enum(PROJECT_STAGES),
  on_hold: z.boolean(),
  on_hold_reason: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  notes: z.string().nullable(),
  amount_due: numeric,
  /** Null for people who may not see payments (designers, production). */
  amount_received: numeric.nullable(),
  amount_pending: numeric.nullable(),
  amount_pending_now: numeric.nullable(),
  version: z.number().int(),
});
export type Project = z.infer<typeof projectSchema>;

export const stageLogSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  from_stage: z.enum(PROJECT_STAGES).nullable(),
  to_stage: z.enum(PROJECT_STAGES),
  changed_at: z.string(),
  changed_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type StageLogEntry = z.infer<typeof stageLogSchema>;

export const paymentStageSchema = z.object({
  payment_stage_id: z.string(),
  project_id: z.string(),
  position: z.number().int(),
  name: z.string(),
  percent: numeric,
  due_date: dateSchema.nullable(),
  due_amount: numeric,
  received_amount: numeric,
  pending_amount: numeric,
});
export type PaymentStage = z.infer<typeof paymentStageSchema>;

export const designStageSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  percent: numeric,
  status: z.enum(['pending', 'in_progress', 'done']),
  completed_at: z.string().nullable(),
});
export type DesignStage = z.infer<typeof designStageSchema>;

export const kpisSchema = z.object({
  active: z.number(),
  on_hold: z.number(),
  completed: z.number(),
  value_in_progress: numeric,
  payments_pending: numeric.nullable(),
});
export type ProjectKpis = z.infer<typeof kpisSchema>;

export const wonLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  estimated_value: numeric.nullable(),
  interest: z.string().nullable(),
});
export type WonLead = z.infer<typeof wonLeadSchema>;

export { optionSchema };
export type NamedOption = Option;

export const linkedDocumentSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  title: z.string().nullable(),
});
export type LinkedDocument = z.infer<typeof linkedDocumentSchema>;

export const PROJECT_SORT_COLUMNS = [
  'code',
  'name',
  'client_name',
  'stage',
  'estimate',
  'start_date',
  'target_date',
  'city',
] as const;
export type ProjectSortColumn = (typeof PROJECT_SORT_COLUMNS)[number];
export const isProjectSortColumn = (value: unknown): value is ProjectSortColumn =>
  (PROJECT_SORT_COLUMNS as readonly unknown[]).includes(value);

export const PROJECT_PAYMENTS_FILTERS = ['due', 'month'] as const;
export type ProjectPaymentsFilter = (typeof PROJECT_PAYMENTS_FILTERS)[number];
export const isProjectPaymentsFilter = (value: unknown): value is ProjectPaymentsFilter =>
  (PROJECT_PAYMENTS_FILTERS as readonly unknown[]).includes(value);

export interface ProjectQuery {
  /** Matches the code, the name or the client's name. */
  search?: string | undefined;
  stage?: ProjectStage | undefined;
  category?: ProjectCategory | undefined;
  status?: ProjectStatus | undefined;
  designer?: string | undefined;
  rm?: string | undefined;
  city?: string | undefined;
  /** Start date from / to (YYYY-MM-DD, inclusive). */
  from?: string | undefined;
  to?: string | undefined;
  /**
   * `due`: payment stages due by today still wait for money; `month`: a payment stage due this
   * month still waits for money, on a project not closed (the operations dashboard's figure).
   */
  payments?: ProjectPaymentsFilter | undefined;
  sort?: { column: ProjectSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export type ProjectPage = ListPage<Project>;
