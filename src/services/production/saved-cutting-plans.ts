/**
 * Saved cutting plans: reading them back (the layout as the engine gave it, or null for a summary
 * only), marking one as cut, and the queries and mutations pages use.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { useWrite } from '../kit/record-queries';
import { asc, desc, eq, getRow, listRows } from '../kit/rows';
import { bomKeys } from './boms';
import { stockKeys } from './stock';
import {
  loadOptimizerInput,
  saveCuttingPlans,
  SHOP_SETTINGS,
  type MaterialPlan,
  type OptimizerInput,
  type StoredPlanResult,
} from './cutting-plans';
import { numeric } from '../kit/schemas';

const cutSchema = z.object({
  order: z.number(),
  axis: z.enum(['x', 'y']),
  position: z.number(),
  from: z.number(),
  to: z.number(),
  stage: z.number(),
  trim: z.boolean(),
});
const sheetPlanSchema = z.object({
  index: z.number(),
  stockId: z.string(),
  stockName: z.string(),
  material: z.string(),
  thickness: z.number(),
  length: z.number(),
  width: z.number(),
  offcutStock: z.boolean(),
  grain: z.enum(['length', 'none']),
  trim: z.number(),
  kerf: z.number(),
  parts: z.array(
    z.object({
      partId: z.string(),
      name: z.string(),
      copy: z.number(),
      labelId: z.string(),
      x: z.number(),
      y: z.number(),
      sizeX: z.number(),
      sizeY: z.number(),
      cutLength: z.number(),
      cutWidth: z.number(),
      rotated: z.boolean(),
      grainLocked: z.boolean(),
    }),
  ),
  cuts: z.array(cutSchema),
  offcuts: z.array(
    z.object({ x: z.number(), y: z.number(), sizeX: z.number(), sizeY: z.number(), reusable: z.boolean() }),
  ),
  yield: z.number(),
  cost: z.number(),
  offcut_id: z.string().nullable(),
});
const bandName = z.string().nullable();
const storedResultSchema = z.object({
  engine: z.literal('fpw-optimizer'),
  order_id: z.string(),
  order_number: z.string(),
  bom_name: z.string(),
  panel_code: z.string(),
  panel_name: z.string(),
  settings: z.object({
    kerf: z.number(),
    trim: z.number(),
    stages: z.union([z.literal(2), z.literal(3), z.literal('unlimited')]),
    firstCut: z.enum(['length', 'width', 'either']),
    minOffcutLength: z.number(),
    minOffcutWidth: z.number(),
  }),
  sheets: z.array(sheetPlanSchema),
  unplaced: z.array(
    z.object({ partId: z.string(), name: z.string(), quantity: z.number(), reason: z.string() }),
  ),
  parts: z.record(
    z.string(),
    z.object({
      name: z.string(),
      lengthMm: z.number(),
      widthMm: z.number(),
      bands: z.object({ l1: bandName, l2: bandName, w1: bandName, w2: bandName }),
    }),
  ),
});

export const CUTTING_PLAN_STATUSES = [
  'draft',
  'optimised',
  'approved',
  'cut',
  'superseded',
  'cancelled',
] as const;
export type CuttingPlanStatus = (typeof CUTTING_PLAN_STATUSES)[number];
export const CUTTING_PLAN_STATUS_LABELS: Record<CuttingPlanStatus, string> = {
  draft: 'Draft',
  optimised: 'Optimised',
  approved: 'Approved',
  cut: 'Cut',
  superseded: 'Superseded',
  cancelled: 'Cancelled',
};

const planRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  bom_id: z.string().nullable(),
  processed_panel_id: z.string(),
  sheet_length_mm: z.number().int(),
  sheet_width_mm: z.number().int(),
  sheets_available: z.number().int(),
  status: z.enum(CUTTING_PLAN_STATUSES),
  sheets_used: z.number().int().nullable(),
  yield_percent: numeric.nullable(),
  optimised_at: z.string().nullable(),
  version: z.number().int(),
  result: z.unknown(),
});

export interface SavedCuttingPlan extends Omit<z.infer<typeof planRowSchema>, 'result'> {
  /** The layout, or null for a plan recorded as a summary only (the demo's older plans). */
  readonly layout: StoredPlanResult | null;
}

const PLAN_COLUMNS = [
  'id',
  'name',
  'bom_id',
  'processed_panel_id',
  'sheet_length_mm',
  'sheet_width_mm',
  'sheets_available',
  'status',
  'sheets_used',
  'yield_percent',
  'optimised_at',
  'version',
  'result',
] as const;

/** A plan row with its stored result read as a layout (null when it is not one). */
const savedPlanSchema = planRowSchema.transform(({ result, ...plan }): SavedCuttingPlan => {
  const layout = storedResultSchema.safeParse(result);
  return { ...plan, layout: layout.success ? layout.data : null };
});

export async function getCuttingPlan(id: string, given?: DataSource): Promise<SavedCuttingPlan | null> {
  return getRow('cutting_plans', id, savedPlanSchema, given, { columns: PLAN_COLUMNS });
}

export const listCuttingPlans = (bomId: string, given?: DataSource): Promise<SavedCuttingPlan[]> =>
  listRows(
    'cutting_plans',
    savedPlanSchema,
    { columns: PLAN_COLUMNS, filters: [eq('bom_id', bomId)], sort: [desc('created_at'), asc('name')] },
    given,
  );

export const offcutMinimumSchema = z
  .object({
    length: z.number().int('Whole mm, please.').min(50, 'At least 50 mm.').max(6000, 'At most 6000 mm.'),
    width: z.number().int('Whole mm, please.').min(50, 'At least 50 mm.').max(3000, 'At most 3000 mm.'),
  })
  .refine((value) => value.width <= value.length, {
    message: 'The width may not be above the length.',
    path: ['width'],
  });
export type OffcutMinimum = z.infer<typeof offcutMinimumSchema>;

export interface CutOutcome {
  readonly version: number;
  readonly offcuts: number;
}

/** Marks a plan as cut: its full sheets leave stock, its leftovers of the minimum size join it. */
export async function markPlanCut(
  plan: Pick<SavedCuttingPlan, 'id' | 'version'>,
  minimum: OffcutMinimum = { length: SHOP_SETTINGS.minOffcutLength, width: SHOP_SETTINGS.minOffcutWidth },
  given?: DataSource,
): Promise<CutOutcome> {
  const min = offcutMinimumSchema.parse(minimum);
  const ds = await source(given);
  const outcome = await ds.rpc<unknown>('mark_cutting_plan_cut', {
    p_plan_id: plan.id,
    p_version: plan.version,
    p_min_length_mm: min.length,
    p_min_width_mm: min.width,
  });
  return z.object({ version: z.number().int(), offcuts: z.number().int() }).parse(outcome);
}

export const cuttingPlanKeys = {
  all: ['cutting-plans'] as const,
  input: (bomId: string) => [...cuttingPlanKeys.all, 'input', bomId] as const,
  bom: (bomId: string) => [...cuttingPlanKeys.all, 'bom', bomId] as const,
  detail: (id: string) => [...cuttingPlanKeys.all, 'detail', id] as const,
};

export const cuttingPlanQueries = {
  /** Stock moves under the plan: read afresh each time the dialog opens. */
  input: (bomId: string, enabled = true) =>
    queryOptions({
      queryKey: cuttingPlanKeys.input(bomId),
      queryFn: () => loadOptimizerInput(bomId),
      enabled,
      staleTime: 0,
      gcTime: 0,
    }),
  list: (bomId: string) =>
    queryOptions({ queryKey: cuttingPlanKeys.bom(bomId), queryFn: () => listCuttingPlans(bomId) }),
  detail: (id: string) =>
    queryOptions({ queryKey: cuttingPlanKeys.detail(id), queryFn: () => getCuttingPlan(id) }),
};

export function useOptimizerInput(bomId: string, enabled = true) {
  return useQuery(cuttingPlanQueries.input(bomId, enabled));
}

export function useCuttingPlans(bomId: string) {
  return useQuery(cuttingPlanQueries.list(bomId));
}

export function useCuttingPlan(id: string) {
  return useQuery(cuttingPlanQueries.detail(id));
}

/** What a plan's write changes: the plans, the stock they reserve or consume, and the BOMs. */
const production = [cuttingPlanKeys.all, stockKeys.all, bomKeys.all];

export const useSaveCuttingPlans = () =>
  useWrite(
    ({ input, plans }: { input: OptimizerInput; plans: readonly MaterialPlan[] }) =>
      saveCuttingPlans(input, plans),
    production,
    { handlesError: true, refreshOn: 'success' },
  );

export const useMarkPlanCut = () =>
  useWrite(
    ({ plan, minimum }: { plan: Pick<SavedCuttingPlan, 'id' | 'version'>; minimum: OffcutMinimum }) =>
      markPlanCut(plan, minimum),
    production,
    { handlesError: true },
  );
