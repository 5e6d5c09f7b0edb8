/**
 * Projects: the list (projects_list, with client, designer and relationship manager names and the
 * payment totals), one project, its stage log, payment and design stages, its quotations and orders,
 * the headline figures (project_kpis() in SQL), creating one (from a won lead or from scratch),
 * moving its stage with a comment and recording a payment. Row-level security decides whose
 * projects a person sees; a project that is not theirs reads as null, like one that does not exist.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter, type SortKey } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListPage } from '../kit/list-page';
import { isPhoneNumber, toStoredPhone } from '../kit/contact-links';

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
const numberSchema = z.union([z.number(), z.string().transform(Number)]);

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
  estimate: numberSchema,
  area_sqft: numberSchema.nullable(),
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
  amount_due: numberSchema,
  /** Null for people who may not see payments (designers, production). */
  amount_received: numberSchema.nullable(),
  amount_pending: numberSchema.nullable(),
  amount_pending_now: numberSchema.nullable(),
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
  percent: numberSchema,
  due_date: dateSchema.nullable(),
  due_amount: numberSchema,
  received_amount: numberSchema,
  pending_amount: numberSchema,
});
export type PaymentStage = z.infer<typeof paymentStageSchema>;

export const designStageSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  percent: numberSchema,
  status: z.enum(['pending', 'in_progress', 'done']),
  completed_at: z.string().nullable(),
});
export type DesignStage = z.infer<typeof designStageSchema>;

export const kpisSchema = z.object({
  active: z.number(),
  on_hold: z.number(),
  completed: z.number(),
  value_in_progress: numberSchema,
  payments_pending: numberSchema.nullable(),
});
export type ProjectKpis = z.infer<typeof kpisSchema>;

export const wonLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  estimated_value: numberSchema.nullable(),
  interest: z.string().nullable(),
});
export type WonLead = z.infer<typeof wonLeadSchema>;

export const optionSchema = z.object({ id: z.string(), name: z.string() });
export type NamedOption = z.infer<typeof optionSchema>;

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

export function projectFilters(query: ProjectQuery): Filter[] {
  return listFilters({
    search: { columns: ['code', 'name', 'client_name'], term: query.search },
    filters: {
      stage: query.stage,
      category: query.category,
      status: query.status,
      designer_id: query.designer,
      relationship_manager_id: query.rm,
      city: query.city,
    },
    where: [
      ...(query.from ? [{ column: 'start_date', op: 'gte' as const, value: query.from }] : []),
      ...(query.to ? [{ column: 'start_date', op: 'lte' as const, value: query.to }] : []),
      ...(query.payments === 'due'
        ? [{ column: 'amount_pending_now', op: 'gte' as const, value: 0.01 }]
        : query.payments === 'month'
          ? [
              { column: 'amount_pending_month', op: 'gte' as const, value: 0.01 },
              { column: 'stage', op: 'neq' as const, value: 'closed' },
            ]
          : []),
    ],
  });
}

export function listProjects(query: ProjectQuery = {}, given?: DataSource): Promise<ProjectPage> {
  const sort: SortKey[] = [
    query.sort
      ? { column: query.sort.column, ascending: !query.sort.descending }
      : { column: 'start_date', ascending: false },
    { column: 'id', ascending: true },
  ];
  return fetchPage(
    'projects_list',
    { where: projectFilters(query), sort, page: query.page, pageSize: query.pageSize },
    projectSchema,
    given,
  );
}

/** One project, or null when it does not exist or is not the caller's to see. */
export async function getProject(id: string, given?: DataSource): Promise<Project | null> {
  // Any 8-4-4-4-12 hex id (the seed's md5 ids are not RFC versions, so not z.uuid()).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const ds = await source(given);
  const row = await ds.get<unknown>('projects_list', id);
  return row === null ? null : projectSchema.parse(row);
}

/** Oldest first: the project's story as it happened. */
export async function projectStageLog(projectId: string, given?: DataSource): Promise<StageLogEntry[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('project_stage_log', {
    filters: [{ column: 'project_id', op: 'eq', value: projectId }],
    sort: [
      { column: 'changed_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(stageLogSchema).parse(rows);
}

export async function projectPaymentStages(projectId: string, given?: DataSource): Promise<PaymentStage[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('project_payment_status', {
    filters: [{ column: 'project_id', op: 'eq', value: projectId }],
    sort: [{ column: 'position', ascending: true }],
    count: 'none',
  });
  return z.array(paymentStageSchema).parse(rows);
}

export async function projectDesignStages(projectId: string, given?: DataSource): Promise<DesignStage[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('project_design_stages', {
    columns: ['id', 'position', 'name', 'percent', 'status', 'completed_at'],
    filters: [{ column: 'project_id', op: 'eq', value: projectId }],
    sort: [{ column: 'position', ascending: true }],
    count: 'none',
  });
  return z.array(designStageSchema).parse(rows);
}

/** The project's quotations and orders, for links to their pages. */
export async function projectDocuments(
  projectId: string,
  given?: DataSource,
): Promise<{ quotations: LinkedDocument[]; orders: LinkedDocument[] }> {
  const ds = await source(given);
  const byProject: Filter[] = [{ column: 'project_id', op: 'eq', value: projectId }];
  const [quotations, orders] = await Promise.all([
    ds.list<unknown>('quotations', {
      columns: ['id', 'number', 'revision', 'status', 'title'],
      filters: byProject,
      sort: [
        { column: 'number', ascending: true },
        { column: 'revision', ascending: true },
      ],
      count: 'none',
    }),
    ds.list<unknown>('sales_orders', {
      columns: ['id', 'number', 'status'],
      filters: byProject,
      sort: [{ column: 'number', ascending: true }],
      count: 'none',
    }),
  ]);
  const quotationRows = z
    .array(linkedDocumentSchema.extend({ revision: z.number().int() }))
    .parse(quotations.rows)
    .map(({ revision, ...row }) => ({
      ...row,
      number: revision > 1 ? `${row.number} r${revision}` : row.number,
    }));
  const orderRows = z
    .array(linkedDocumentSchema.omit({ title: true }))
    .parse(orders.rows)
    .map((row) => ({ ...row, title: null }));
  return { quotations: quotationRows, orders: orderRows };
}

/** How many site surveys and designs the project has (their own pages come later). */
export async function projectWorkCounts(
  projectId: string,
  given?: DataSource,
): Promise<{ recces: number; designs: number }> {
  const ds = await source(given);
  const byProject: Filter[] = [{ column: 'project_id', op: 'eq', value: projectId }];
  const [recces, designs] = await Promise.all([
    ds.list<unknown>('recces', {
      columns: ['id'],
      filters: byProject,
      count: 'exact',
      range: { from: 0, to: 0 },
    }),
    ds.list<unknown>('designs', {
      columns: ['id'],
      filters: byProject,
      count: 'exact',
      range: { from: 0, to: 0 },
    }),
  ]);
  return { recces: recces.count ?? recces.rows.length, designs: designs.count ?? designs.rows.length };
}

export async function projectKpis(given?: DataSource): Promise<ProjectKpis> {
  const ds = await source(given);
  return kpisSchema.parse(await ds.rpc<unknown>('project_kpis'));
}

/** Won leads the caller sees that have no project yet, for "create from a won lead". */
export async function listWonLeads(given?: DataSource): Promise<WonLead[]> {
  const ds = await source(given);
  const stages = await ds.list<unknown>('lead_stages', {
    columns: ['id'],
    filters: [{ column: 'is_won', op: 'eq', value: true }],
    count: 'none',
  });
  const stageIds = z
    .array(z.object({ id: z.string() }))
    .parse(stages.rows)
    .map((row) => row.id);
  if (stageIds.length === 0) return [];
  const [leads, projects] = await Promise.all([
    ds.list<unknown>('leads', {
      columns: ['id', 'name', 'phone', 'email', 'address', 'city', 'estimated_value', 'interest'],
      filters: [{ column: 'stage_id', op: 'in', value: stageIds }],
      sort: [{ column: 'name', ascending: true }],
      count: 'none',
    }),
    ds.list<unknown>('projects', { columns: ['lead_id'], count: 'none' }),
  ]);
  const taken = new Set(
    z
      .array(z.object({ lead_id: z.string().nullable() }))
      .parse(projects.rows)
      .map((row) => row.lead_id),
  );
  return z
    .array(wonLeadSchema)
    .parse(leads.rows)
    .filter((lead) => !taken.has(lead.id));
}

/** Active staff of a designation, for the designer and relationship manager choices. */
export async function listStaffOptions(
  designations: readonly string[],
  given?: DataSource,
): Promise<NamedOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('staff', {
    columns: ['id', 'name'],
    filters: [
      { column: 'designation', op: 'in', value: designations },
      { column: 'active', op: 'eq', value: true },
    ],
    sort: [{ column: 'name', ascending: true }],
    count: 'none',
  });
  return z.array(optionSchema).parse(rows);
}

export async function listClientOptions(given?: DataSource): Promise<NamedOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('clients', {
    columns: ['id', 'name'],
    sort: [{ column: 'name', ascending: true }],
    count: 'none',
  });
  return z.array(optionSchema).parse(rows);
}

/** Cities of the projects the caller sees, for the city filter. */
export async function listProjectCities(given?: DataSource): Promise<string[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('projects', { columns: ['city'], count: 'none' });
  const cities = z.array(z.object({ city: z.string().nullable() })).parse(rows);
  return [...new Set(cities.flatMap((row) => (row.city ? [row.city] : [])))].sort((a, b) =>
    a.localeCompare(b),
  );
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));
const optionalId = z
  .string()
  .nullable()
  .transform((value) => (value ? value : null));
const isoDate = z
  .string()
  .nullable()
  .refine((value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Use a date like 2026-11-25')
  .transform((value) => (value ? value : null));

/** The create form's values, checked in the browser as SQL checks them. */
export const projectFormSchema = z
  .object({
    source: z.enum(['lead', 'scratch']),
    lead_id: optionalId,
    client_id: optionalId,
    client_name: optionalText(160, 'Keep the name under 160 characters'),
    client_phone: optionalText(20, 'Keep the phone under 20 characters')
      .transform((value) => (value === null ? null : toStoredPhone(value)))
      .refine((value) => value === null || isPhoneNumber(value), 'Use a phone number like +91 98450 10001'),
    name: optionalText(160, 'Keep the name under 160 characters'),
    category: z.enum(PROJECT_CATEGORIES),
    site_address: optionalText(400, 'Keep the address under 400 characters'),
    city: optionalText(160, 'Keep the city under 160 characters'),
    estimate: z
      .number({ message: 'Enter the estimate in rupees' })
      .nullable()
      .refine(
        (value) => value === null || (Number.isFinite(value) && value >= 0),
        'The estimate cannot be negative',
      )
      .refine((value) => value === null || value <= 999_999_999_999, 'That estimate is too large'),
    area_sqft: z
      .number()
      .nullable()
      .refine(
        (value) => value === null || (Number.isFinite(value) && value > 0),
        'The area must be above zero',
      )
      .refine((value) => value === null || value <= 10_000_000, 'That area is too large'),
    start_date: isoDate,
    target_date: isoDate,
    designer_id: optionalId,
    relationship_manager_id: optionalId,
    notes: optionalText(4000, 'Keep the notes under 4000 characters'),
  })
  .superRefine((values, context) => {
    if (values.source === 'lead' && !values.lead_id) {
      context.addIssue({ code: 'custom', path: ['lead_id'], message: 'Choose the won lead' });
    }
    if (values.source === 'scratch') {
      if (!values.client_id && !values.client_name) {
        context.addIssue({
          code: 'custom',
          path: ['client_id'],
          message: 'Choose a client, or type a new client’s name',
        });
      }
      if (!values.name) context.addIssue({ code: 'custom', path: ['name'], message: 'Name the project' });
    }
    if (values.start_date && values.target_date && values.target_date < values.start_date) {
      context.addIssue({
        code: 'custom',
        path: ['target_date'],
        message: 'The target date cannot be before the start',
      });
    }
  });
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormValues = z.output<typeof projectFormSchema>;

/** Constraint names the database may give, and the field each belongs to. */
export const PROJECT_CONSTRAINT_FIELDS = {
  projects_name_check: { field: 'name', message: 'Name the project (up to 160 characters).' },
  projects_estimate_check: { field: 'estimate', message: 'The estimate cannot be negative.' },
  projects_area_sqft_check: { field: 'area_sqft', message: 'The area must be above zero.' },
  projects_dates_check: { field: 'target_date', message: 'The target date cannot be before the start.' },
  clients_phone_check: { field: 'client_phone', message: 'Use a phone number like +91 98450 10001.' },
} as const;

/** Creates the project (and its client when needed); the database copies the stage templates in. */
export async function createProject(values: ProjectFormValues, given?: DataSource): Promise<{ id: string }> {
  const ds = await source(given);
  const { source: from, lead_id, ...rest } = values;
  const payload = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
  const row =
    from === 'lead' && lead_id
      ? await ds.rpc<unknown>('create_project_from_lead', { p_lead_id: lead_id, p_values: payload })
      : await ds.rpc<unknown>('create_project', { p_values: payload });
  return z.object({ id: z.string() }).parse(row);
}

export interface StageMove {
  id: string;
  to: ProjectStage;
  version: number;
  note: string;
}

/** Moves the project if nobody saved it since `version`; the comment goes into the stage log. */
export async function moveProjectStage(move: StageMove, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('move_project_stage', {
    p_project_id: move.id,
    p_to_stage: move.to,
    p_version: move.version,
    p_note: move.note,
  });
}

export const paymentFormSchema = z.object({
  amount: z
    .number({ message: 'Enter the amount received' })
    .refine((value) => Number.isFinite(value) && value > 0, 'Enter an amount above zero')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use rupees and paise only'),
  paid_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date it was received'),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().trim().max(160, 'Keep the reference under 160 characters'),
});
export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

export interface PaymentInput extends PaymentFormValues {
  stageId: string;
}

/** Records a payment on a payment stage; more than is pending there is refused with the database's message. */
export async function recordPayment(input: PaymentInput, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('record_payment', {
    p_stage_id: input.stageId,
    p_amount: input.amount,
    p_paid_on: input.paid_on,
    p_mode: input.mode,
    p_reference: input.reference || null,
  });
}

// ---------------------------------------------------------------------------------------------
// Query keys and hooks
// ---------------------------------------------------------------------------------------------

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (query: ProjectQuery) => [...projectKeys.lists(), query] as const,
  kpis: () => [...projectKeys.all, 'kpis'] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectKeys.details(), id] as const,
  stageLog: (id: string) => [...projectKeys.detail(id), 'stage-log'] as const,
  paymentStages: (id: string) => [...projectKeys.detail(id), 'payment-stages'] as const,
  designStages: (id: string) => [...projectKeys.detail(id), 'design-stages'] as const,
  documents: (id: string) => [...projectKeys.detail(id), 'documents'] as const,
  work: (id: string) => [...projectKeys.detail(id), 'work'] as const,
  cities: () => [...projectKeys.all, 'cities'] as const,
  wonLeads: () => [...projectKeys.all, 'won-leads'] as const,
  staff: (designations: readonly string[]) => [...projectKeys.all, 'staff', ...designations] as const,
  clients: () => [...projectKeys.all, 'clients'] as const,
};

/** The list and one project as TanStack Query options: hooks, prefetching and tests share them. */
export const projectQueries = {
  list: (query: ProjectQuery) =>
    queryOptions({
      queryKey: projectKeys.list(query),
      queryFn: () => listProjects(query),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string | null) =>
    queryOptions({
      queryKey: projectKeys.detail(id ?? ''),
      queryFn: () => getProject(id ?? ''),
      enabled: id !== null && id !== '',
    }),
};

export function useProjects(query: ProjectQuery) {
  return useQuery(projectQueries.list(query));
}

export function useProjectKpis() {
  return useQuery({ queryKey: projectKeys.kpis(), queryFn: () => projectKpis() });
}

export function useProject(id: string | null) {
  return useQuery(projectQueries.detail(id));
}

export function useProjectStageLog(id: string) {
  return useQuery({ queryKey: projectKeys.stageLog(id), queryFn: () => projectStageLog(id) });
}

export function useProjectPaymentStages(id: string) {
  return useQuery({ queryKey: projectKeys.paymentStages(id), queryFn: () => projectPaymentStages(id) });
}

export function useProjectDesignStages(id: string) {
  return useQuery({ queryKey: projectKeys.designStages(id), queryFn: () => projectDesignStages(id) });
}

export function useProjectDocuments(id: string) {
  return useQuery({ queryKey: projectKeys.documents(id), queryFn: () => projectDocuments(id) });
}

export function useProjectWorkCounts(id: string) {
  return useQuery({ queryKey: projectKeys.work(id), queryFn: () => projectWorkCounts(id) });
}

export function useProjectCities() {
  return useQuery({ queryKey: projectKeys.cities(), queryFn: () => listProjectCities(), staleTime: 60_000 });
}

export function useWonLeads(enabled = true) {
  return useQuery({ queryKey: projectKeys.wonLeads(), queryFn: () => listWonLeads(), enabled });
}

export function useStaffOptions(designations: readonly string[]) {
  return useQuery({
    queryKey: projectKeys.staff(designations),
    queryFn: () => listStaffOptions(designations),
    staleTime: 60_000,
  });
}

export function useClientOptions() {
  return useQuery({ queryKey: projectKeys.clients(), queryFn: () => listClientOptions(), staleTime: 60_000 });
}

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (values: ProjectFormValues) => createProject(values),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

export function useMoveProjectStage() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (move: StageMove) => moveProjectStage(move),
    onSettled: async (_result, _error, move) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.detail(move.id) }),
        client.invalidateQueries({ queryKey: projectKeys.lists() }),
        client.invalidateQueries({ queryKey: projectKeys.kpis() }),
      ]);
    },
  });
}

export function useRecordPayment(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (input: PaymentInput) => recordPayment(input),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.paymentStages(projectId) }),
        client.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        client.invalidateQueries({ queryKey: projectKeys.lists() }),
        client.invalidateQueries({ queryKey: projectKeys.kpis() }),
      ]);
    },
  });
}
