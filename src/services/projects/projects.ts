/**
 * Projects: the list (projects_list, with client, designer and relationship manager names and the
 * payment totals), one project, its stage log, payment and design stages, its quotations and orders,
 * the headline figures (project_kpis() in SQL) and the choices a project form offers, with the
 * queryOptions the hooks share. Row-level security decides whose projects a person sees; a project
 * that is not theirs reads as null, like one that does not exist. Writes are in project-writes.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, chosenSort } from '../kit/list-page';
import { listAndDetailQueries, recordKeys } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';
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
  const sort = chosenSort(query.sort ?? { column: 'start_date', descending: true }, asc('id'));
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
  return getRow('projects_list', id, projectSchema, given);
}

/** Oldest first: the project's story as it happened. */
export const projectStageLog = (projectId: string, given?: DataSource): Promise<StageLogEntry[]> =>
  listRows(
    'project_stage_log',
    stageLogSchema,
    { filters: [eq('project_id', projectId)], sort: [asc('changed_at'), asc('id')] },
    given,
  );

export const projectPaymentStages = (projectId: string, given?: DataSource): Promise<PaymentStage[]> =>
  listRows(
    'project_payment_status',
    paymentStageSchema,
    { filters: [eq('project_id', projectId)], sort: [asc('position')] },
    given,
  );

export const projectDesignStages = (projectId: string, given?: DataSource): Promise<DesignStage[]> =>
  listRows(
    'project_design_stages',
    designStageSchema,
    {
      columns: ['id', 'position', 'name', 'percent', 'status', 'completed_at'],
      filters: [eq('project_id', projectId)],
      sort: [asc('position')],
    },
    given,
  );

/** The project's quotations and orders, for links to their pages. */
export async function projectDocuments(
  projectId: string,
  given?: DataSource,
): Promise<{ quotations: LinkedDocument[]; orders: LinkedDocument[] }> {
  const ds = await source(given);
  const byProject = [eq('project_id', projectId)];
  const [quotations, orders] = await Promise.all([
    listRows(
      'quotations',
      linkedDocumentSchema.extend({ revision: z.number().int() }),
      {
        columns: ['id', 'number', 'revision', 'status', 'title'],
        filters: byProject,
        sort: [asc('number'), asc('revision')],
      },
      ds,
    ),
    listRows(
      'sales_orders',
      linkedDocumentSchema.omit({ title: true }),
      { columns: ['id', 'number', 'status'], filters: byProject, sort: [asc('number')] },
      ds,
    ),
  ]);
  return {
    quotations: quotations.map(({ revision, ...row }) => ({
      ...row,
      number: revision > 1 ? `${row.number} r${revision}` : row.number,
    })),
    orders: orders.map((row) => ({ ...row, title: null })),
  };
}

/** How many site surveys and designs the project has (their own pages come later). */
export async function projectWorkCounts(
  projectId: string,
  given?: DataSource,
): Promise<{ recces: number; designs: number }> {
  const ds = await source(given);
  const byProject = [eq('project_id', projectId)];
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
  const stages = await listRows(
    'lead_stages',
    z.object({ id: z.string() }),
    { columns: ['id'], filters: [eq('is_won', true)] },
    ds,
  );
  const stageIds = stages.map((row) => row.id);
  if (stageIds.length === 0) return [];
  const [leads, projects] = await Promise.all([
    listRows(
      'leads',
      wonLeadSchema,
      {
        columns: ['id', 'name', 'phone', 'email', 'address', 'city', 'estimated_value', 'interest'],
        filters: [{ column: 'stage_id', op: 'in', value: stageIds }],
        sort: [asc('name')],
      },
      ds,
    ),
    listRows('projects', z.object({ lead_id: z.string().nullable() }), { columns: ['lead_id'] }, ds),
  ]);
  const taken = new Set(projects.map((row) => row.lead_id));
  return leads.filter((lead) => !taken.has(lead.id));
}

export const listClientOptions = (given?: DataSource): Promise<NamedOption[]> =>
  listRows('clients', optionSchema, { columns: ['id', 'name'], sort: [asc('name')] }, given);

/** Projects the caller sees as choices named "code · name", by code (the design and task filters). */
export async function listProjectNameOptions(given?: DataSource): Promise<NamedOption[]> {
  const projects = await listRows(
    'projects',
    z.object({ id: z.string(), code: z.string().nullable(), name: z.string() }),
    { columns: ['id', 'code', 'name'], sort: [asc('code')] },
    given,
  );
  return projects.map((p) => ({ id: p.id, name: p.code ? `${p.code} · ${p.name}` : p.name }));
}

/** Cities of the projects the caller sees, for the city filter. */
export async function listProjectCities(given?: DataSource): Promise<string[]> {
  const cities = await listRows(
    'projects',
    z.object({ city: z.string().nullable() }),
    { columns: ['city'] },
    given,
  );
  return [...new Set(cities.flatMap((row) => (row.city ? [row.city] : [])))].sort((a, b) =>
    a.localeCompare(b),
  );
}

// Query keys and hooks

const keys = recordKeys<ProjectQuery>('projects');
export const projectKeys = {
  ...keys,
  kpis: () => [...keys.all, 'kpis'] as const,
  stageLog: (id: string) => [...keys.detail(id), 'stage-log'] as const,
  paymentStages: (id: string) => [...keys.detail(id), 'payment-stages'] as const,
  designStages: (id: string) => [...keys.detail(id), 'design-stages'] as const,
  documents: (id: string) => [...keys.detail(id), 'documents'] as const,
  work: (id: string) => [...keys.detail(id), 'work'] as const,
  cities: () => [...keys.all, 'cities'] as const,
  wonLeads: () => [...keys.all, 'won-leads'] as const,
  staff: (designations: readonly string[]) => [...keys.all, 'staff', ...designations] as const,
  clients: () => [...keys.all, 'clients'] as const,
};

/** The list and one project as TanStack Query options: hooks, prefetching and tests share them. */
export const projectQueries = listAndDetailQueries(projectKeys, listProjects, getProject);

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
