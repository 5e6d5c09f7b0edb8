/**
 * Bills of quantities: a project's lines per room (boq_lines, with each line's client and budget
 * amount and the sent or approved quotation that locks it), the totals per room and for the project
 * (boq_totals in SQL, the one definition), inline edits saved with the row's version, lines added
 * blank or from the catalogue, and quotations made from selected lines.
 */
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type RowValues } from '../backend';
import { source } from '../kit/data-access';
import { recordQuery, useWrite } from '../kit/record-queries';
import { asc, desc, eq, getRow, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

export const BOQ_ITEM_TYPES = [
  'raw_material',
  'labour',
  'transport',
  'bought_out',
  'production',
  'site_work',
] as const;
export const MEASURE_UNITS = ['sqft', 'rft', 'nos', 'lump_sum', 'sqm', 'set'] as const;
export const BOQ_STATUSES = ['draft', 'approved', 'quoted', 'executed', 'cancelled'] as const;

export const BOQ_LABELS: Readonly<Record<string, string>> = {
  raw_material: 'Raw material',
  labour: 'Labour',
  transport: 'Transport',
  bought_out: 'Bought out',
  production: 'Production',
  site_work: 'Site work',
  sqft: 'sq ft',
  rft: 'r ft',
  nos: 'nos',
  lump_sum: 'lump sum',
  sqm: 'sq m',
  set: 'set',
  draft: 'Draft',
  approved: 'Approved',
  quoted: 'Quoted',
  executed: 'Executed',
  cancelled: 'Cancelled',
  sent: 'Sent',
  rejected: 'Rejected',
};

export const boqLineSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  room: z.string(),
  position: z.number().int(),
  item_code: z.string(),
  trade_category: z.string(),
  item_type: z.enum(BOQ_ITEM_TYPES),
  description: z.string(),
  length_mm: z.number().int().nullable(),
  breadth_mm: z.number().int().nullable(),
  height_mm: z.number().int().nullable(),
  quantity: numeric,
  unit: z.enum(MEASURE_UNITS),
  client_rate: numeric,
  budget_rate: numeric,
  hsn: z.string().nullable(),
  gst_rate: numeric,
  discount_percent: numeric,
  status: z.enum(BOQ_STATUSES),
  client_amount: numeric,
  budget_amount: numeric,
  locked_by_quotation_id: z.string().nullable(),
  locked_by_reference: z.string().nullable(),
  locked_by_status: z.string().nullable(),
  version: z.number().int(),
});
export type BoqLine = z.infer<typeof boqLineSchema>;

const figuresSchema = z.object({
  line_count: numeric,
  client_amount: numeric,
  budget_amount: numeric,
  margin_amount: numeric,
  margin_percent: numeric,
});
export const boqTotalsSchema = figuresSchema.extend({
  rooms: z.array(figuresSchema.extend({ room: z.string() })),
});
export type BoqTotals = z.infer<typeof boqTotalsSchema>;
export type BoqFigures = z.infer<typeof figuresSchema>;

export const projectOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  client_name: z.string(),
});
export type ProjectOption = z.infer<typeof projectOptionSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isRowId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && UUID.test(id);

/** A query about one record that waits for a row id (the page's id may be anything typed in the address). */
export const rowIdQuery = <Result, Key extends QueryKey>(
  id: string | null,
  queryKey: (id: string) => Key,
  queryFn: (id: string) => Promise<Result>,
) => ({ ...recordQuery(id, queryKey, queryFn), enabled: isRowId(id) });

/** The projects the caller can see, newest first, for the picker. */
export const listProjectOptions = (given?: DataSource): Promise<ProjectOption[]> =>
  listRows(
    'projects_list',
    projectOptionSchema,
    { columns: ['id', 'code', 'name', 'client_name'], sort: [desc('code')] },
    given,
  );

export async function getProjectOption(id: string, given?: DataSource): Promise<ProjectOption | null> {
  if (!isRowId(id)) return null;
  return getRow('projects_list', id, projectOptionSchema, given, {
    columns: ['id', 'code', 'name', 'client_name'],
  });
}

export async function listBoqLines(projectId: string, given?: DataSource): Promise<BoqLine[]> {
  if (!isRowId(projectId)) return [];
  return listRows(
    'boq_lines',
    boqLineSchema,
    { filters: [eq('project_id', projectId)], sort: [asc('room'), asc('position'), asc('id')] },
    given,
  );
}

export const getBoqLine = (id: string, given?: DataSource): Promise<BoqLine | null> =>
  getRow('boq_lines', id, boqLineSchema, given);

export async function boqTotals(projectId: string, given?: DataSource): Promise<BoqTotals> {
  const ds = await source(given);
  return boqTotalsSchema.parse(await ds.rpc<unknown>('boq_totals', { p_project_id: projectId }));
}

/** One or more cells of a line, if nobody saved it since `version` (ConflictError otherwise). */
export async function saveBoqCells(
  id: string,
  version: number,
  changes: RowValues,
  given?: DataSource,
): Promise<number> {
  const ds = await source(given);
  const row = await ds.update<{ version: number }>('boq_items', id, version, changes);
  return row.version;
}

export interface NewBoqLine {
  project_id: string;
  room: string;
  position: number;
  item_code: string;
  trade_category: string;
  item_type: (typeof BOQ_ITEM_TYPES)[number];
  description: string;
  quantity: number;
  unit: (typeof MEASURE_UNITS)[number];
  client_rate: number;
  budget_rate: number;
  hsn: string | null;
  gst_rate: number;
  discount_percent?: number;
  length_mm?: number | null;
  breadth_mm?: number | null;
  height_mm?: number | null;
}

export async function addBoqLine(line: NewBoqLine, given?: DataSource): Promise<string> {
  const ds = await source(given);
  const [row] = await ds.insert<{ id: string }>('boq_items', { ...line });
  return row!.id;
}

export async function deleteBoqLine(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('boq_items', id);
}

export async function createQuotationFromBoqLines(
  input: {
    projectId: string;
    lineIds: readonly string[];
    title: string;
    marginPercent?: number;
    validDays?: number;
  },
  given?: DataSource,
): Promise<string> {
  const ds = await source(given);
  return ds.rpc<string>('create_quotation_from_boq_lines', {
    p_project_id: input.projectId,
    p_boq_item_ids: [...input.lineIds],
    p_title: input.title,
    p_margin_percent: input.marginPercent ?? 0,
    p_valid_days: input.validDays ?? 30,
  });
}

export const boqKeys = {
  all: ['boq'] as const,
  projects: () => [...boqKeys.all, 'projects'] as const,
  project: (id: string) => [...boqKeys.all, 'project', id] as const,
  lines: (projectId: string) => [...boqKeys.all, 'lines', projectId] as const,
  totals: (projectId: string) => [...boqKeys.all, 'totals', projectId] as const,
};

export function useProjectOptions() {
  return useQuery({ queryKey: boqKeys.projects(), queryFn: () => listProjectOptions() });
}

export const useProjectOption = (id: string | null) =>
  useQuery(recordQuery(id, boqKeys.project, getProjectOption));

export const useBoqLines = (projectId: string | null) =>
  useQuery(rowIdQuery(projectId, boqKeys.lines, listBoqLines));

export const useBoqTotals = (projectId: string | null) =>
  useQuery(rowIdQuery(projectId, boqKeys.totals, boqTotals));

/** After a change the project's lines and totals are read again. */
const projectBoq = (projectId: string) => [boqKeys.lines(projectId), boqKeys.totals(projectId)];

export function useInvalidateBoq(projectId: string) {
  const client = useQueryClient();
  return () => Promise.all(projectBoq(projectId).map((queryKey) => client.invalidateQueries({ queryKey })));
}

export const useSaveBoqCells = (projectId: string) =>
  useWrite(
    ({ id, version, changes }: { id: string; version: number; changes: RowValues }) =>
      saveBoqCells(id, version, changes),
    projectBoq(projectId),
    { handlesError: true },
  );

export const useAddBoqLine = (projectId: string) =>
  useWrite((line: NewBoqLine) => addBoqLine(line), projectBoq(projectId), {
    handlesError: true,
    refreshOn: 'success',
  });

export const useDeleteBoqLine = (projectId: string) =>
  useWrite((id: string) => deleteBoqLine(id), projectBoq(projectId), {
    handlesError: true,
    refreshOn: 'success',
  });
