/**
 * Projects: the list (projects_list, with client, designer and relationship manager names and the
 * payment totals), one project, its stage log, payment and design stages, its quotations and orders,
 * the headline figures (project_kpis() in SQL) and the choices a project form offers, with the
 * queryOptions the hooks share. Row-level security decides whose projects a person sees; a project
 * that is not theirs reads as null, like one that does not exist. Writes are in project-writes.ts.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter, type SortKey } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters } from '../kit/list-page';
import { listActiveStaffOptions } from '../kit/staff-options';
import {
  designStageSchema,
  kpisSchema,
  linkedDocumentSchema,
  optionSchema,
  paymentStageSchema,
  projectSchema,
  stageLogSchema,
  wonLeadSchema,
  type DesignStage,
  type LinkedDocument,
  type NamedOption,
  type PaymentStage,
  type Project,
  type ProjectKpis,
  type ProjectPage,
  type ProjectQuery,
  type StageLogEntry,
  type WonLead,
} from './project-model';

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

// Query keys and hooks

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
    queryFn: () => listActiveStaffOptions(designations),
    staleTime: 60_000,
  });
}

export function useClientOptions() {
  return useQuery({ queryKey: projectKeys.clients(), queryFn: () => listClientOptions(), staleTime: 60_000 });
}
