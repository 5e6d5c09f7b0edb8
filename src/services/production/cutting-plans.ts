/**
 * Cutting plans made from a bill of material: what the optimizer needs (parts per processed panel,
 * full sheets on hand, usable offcuts) in one read, the engine's job built from it, the engine's
 * answer split into one plan per material with the sheets still missing, saving those plans, and
 * marking a plan as cut (stock, plan and offcuts change in one SQL transaction).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DataSourceError, type DataSource } from '../backend';
import { bomKeys } from './boms';
import { source } from '../kit/data-access';
import type {
  CuttingJob,
  CuttingPlan,
  Part,
  SawSettings,
  SheetPlan,
  StockSheet,
  UnplacedPart,
} from '../optimizer/types';
import { stockKeys } from './stock';

const numeric = z.union([z.number(), z.string().transform(Number)]);

const inputPartSchema = z.object({
  id: z.string(),
  name: z.string(),
  length_mm: z.number().int(),
  width_mm: z.number().int(),
  quantity: z.number().int(),
  grain_locked: z.boolean(),
  band_l1_mm: numeric,
  band_l2_mm: numeric,
  band_w1_mm: numeric,
  band_w2_mm: numeric,
  band_l1: z.string().nullable(),
  band_l2: z.string().nullable(),
  band_w1: z.string().nullable(),
  band_w2: z.string().nullable(),
});
export type OptimizerPart = z.infer<typeof inputPartSchema>;

const inputMaterialSchema = z.object({
  processed_panel_id: z.string(),
  code: z.string(),
  name: z.string(),
  sheet_length_mm: z.number().int(),
  sheet_width_mm: z.number().int(),
  thickness_mm: numeric,
  grain: z.enum(['none', 'lengthwise', 'widthwise']),
  price_per_sheet: numeric,
  stock_item_id: z.string().nullable(),
  on_hand: numeric,
  offcuts: z.array(
    z.object({
      id: z.string(),
      length_mm: z.number().int(),
      width_mm: z.number().int(),
      location: z.string().nullable(),
    }),
  ),
  parts: z.array(inputPartSchema),
});
export type OptimizerMaterial = z.infer<typeof inputMaterialSchema>;

export const optimizerInputSchema = z.object({
  bom_id: z.string(),
  bom_name: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  materials: z.array(inputMaterialSchema),
});
export type OptimizerInput = z.infer<typeof optimizerInputSchema>;

export async function loadOptimizerInput(bomId: string, given?: DataSource): Promise<OptimizerInput | null> {
  const ds = await source(given);
  const result = await ds.rpc<unknown>('optimizer_input', { p_bom_id: bomId });
  return result === null ? null : optimizerInputSchema.parse(result);
}

/** The saw as the shop runs it: 4 mm kerf, 10 mm trimmed off each edge, three stages. */
export const SHOP_SETTINGS: SawSettings = {
  kerf: 4,
  trim: 10,
  stages: 3,
  firstCut: 'either',
  minOffcutLength: 300,
  minOffcutWidth: 100,
};

const FULL = 'sheet:';
const OFFCUT = 'offcut:';

/**
 * A board whose grain runs across its width is handed to the engine turned, so the grain runs
 * along the engine's length as it expects.
 */
function sheetSize(material: OptimizerMaterial): { length: number; width: number } {
  return material.grain === 'widthwise'
    ? { length: material.sheet_width_mm, width: material.sheet_length_mm }
    : { length: material.sheet_length_mm, width: material.sheet_width_mm };
}

/**
 * One job for every material of the BOM. Materials are named by their processed panel's code;
 * full sheets are unlimited so the engine says how many it needs (compared with stock on hand
 * afterwards); each usable offcut is one sheet of its own, which the engine uses first.
 */
export function buildCuttingJob(input: OptimizerInput, settings: SawSettings = SHOP_SETTINGS): CuttingJob {
  const stock: StockSheet[] = [];
  const parts: Part[] = [];
  for (const material of input.materials) {
    const grain = material.grain === 'none' ? 'none' : 'length';
    const thickness = material.thickness_mm;
    const size = sheetSize(material);
    stock.push({
      id: `${FULL}${material.processed_panel_id}`,
      name: `${material.code} full sheet`,
      length: size.length,
      width: size.width,
      thickness,
      material: material.code,
      quantity: null,
      cost: material.price_per_sheet,
      grain,
      offcut: false,
    });
    for (const offcut of material.offcuts) {
      stock.push({
        id: `${OFFCUT}${offcut.id}`,
        name: `Offcut ${offcut.length_mm} × ${offcut.width_mm}${offcut.location ? ` (${offcut.location})` : ''}`,
        length: offcut.length_mm,
        width: offcut.width_mm,
        thickness,
        material: material.code,
        quantity: 1,
        cost: 0,
        grain,
        offcut: true,
      });
    }
    for (const part of material.parts) {
      parts.push({
        id: part.id,
        name: part.name,
        length: part.length_mm,
        width: part.width_mm,
        thickness,
        material: material.code,
        quantity: part.quantity,
        grainLocked: part.grain_locked,
        edgeBand: {
          length1: part.band_l1_mm,
          length2: part.band_l2_mm,
          width1: part.band_w1_mm,
          width2: part.band_w2_mm,
        },
      });
    }
  }
  return { id: input.bom_id, name: `${input.order_number} ${input.bom_name}`, parts, stock, settings };
}

export interface MaterialPlan {
  readonly material: OptimizerMaterial;
  readonly sheets: readonly SheetPlan[];
  readonly fullSheets: number;
  readonly offcutSheets: number;
  /** Whole sheets on hand now. */
  readonly onHand: number;
  /** Full sheets the plan needs beyond those on hand. */
  readonly missing: number;
  /** Part area over the area of the sheets used, 0..100, two decimals. */
  readonly yieldPercent: number;
  readonly cutCount: number;
  readonly unplaced: readonly UnplacedPart[];
}

/** The engine's answer, one plan per material (in the BOM's order of materials). */
export function splitByMaterial(input: OptimizerInput, plan: CuttingPlan): MaterialPlan[] {
  return input.materials.map((material) => {
    const sheets = plan.sheets.filter((sheet) => sheet.material === material.code);
    const partIds = new Set(material.parts.map((p) => p.id));
    const fullSheets = sheets.filter((s) => !s.offcutStock).length;
    const sheetArea = sheets.reduce((sum, s) => sum + s.length * s.width, 0);
    const partArea = sheets.reduce(
      (sum, s) => sum + s.parts.reduce((t, p) => t + p.cutLength * p.cutWidth, 0),
      0,
    );
    const onHand = Math.max(0, Math.floor(material.on_hand));
    return {
      material,
      sheets,
      fullSheets,
      offcutSheets: sheets.length - fullSheets,
      onHand,
      missing: Math.max(0, fullSheets - onHand),
      yieldPercent: sheetArea > 0 ? Math.round((partArea / sheetArea) * 10_000) / 100 : 0,
      cutCount: sheets.reduce((sum, s) => sum + s.cuts.length, 0),
      unplaced: plan.unplaced.filter((u) => partIds.has(u.partId)),
    };
  });
}

export interface LabelPart {
  readonly name: string;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly bands: { l1: string | null; l2: string | null; w1: string | null; w2: string | null };
}

/** What a saved plan keeps: the layout as the engine gave it, and what its labels print. */
export interface StoredPlanResult {
  readonly engine: 'fpw-optimizer';
  readonly order_id: string;
  readonly order_number: string;
  readonly bom_name: string;
  readonly panel_code: string;
  readonly panel_name: string;
  readonly settings: SawSettings;
  readonly sheets: readonly (SheetPlan & { offcut_id: string | null })[];
  readonly unplaced: readonly UnplacedPart[];
  readonly parts: Readonly<Record<string, LabelPart>>;
}

/** The argument of save_cutting_plan for one material. */
export function planPayload(
  input: OptimizerInput,
  plan: MaterialPlan,
  settings: SawSettings = SHOP_SETTINGS,
): Record<string, unknown> {
  const { material } = plan;
  const size = sheetSize(material);
  const result: StoredPlanResult = {
    engine: 'fpw-optimizer',
    order_id: input.order_id,
    order_number: input.order_number,
    bom_name: input.bom_name,
    panel_code: material.code,
    panel_name: material.name,
    settings,
    sheets: plan.sheets.map((sheet) => ({
      ...sheet,
      offcut_id: sheet.stockId.startsWith(OFFCUT) ? sheet.stockId.slice(OFFCUT.length) : null,
    })),
    unplaced: plan.unplaced,
    parts: Object.fromEntries(
      material.parts.map((p) => [
        p.id,
        {
          name: p.name,
          lengthMm: p.length_mm,
          widthMm: p.width_mm,
          bands: { l1: p.band_l1, l2: p.band_l2, w1: p.band_w1, w2: p.band_w2 },
        },
      ]),
    ),
  };
  return {
    name: `${input.order_number} ${material.code}`.slice(0, 160),
    processed_panel_id: material.processed_panel_id,
    sheet_length_mm: size.length,
    sheet_width_mm: size.width,
    saw_kerf_mm: settings.kerf,
    trim_mm: settings.trim,
    sheets_used: plan.fullSheets,
    yield_percent: plan.yieldPercent,
    result,
    parts: material.parts.map((p) => ({
      bom_part_id: p.id,
      name: p.name,
      length_mm: p.length_mm,
      width_mm: p.width_mm,
      quantity: p.quantity,
      grain_locked: p.grain_locked,
    })),
  };
}

/** Saves one plan per material in one transaction; refused (nothing saved) when any lacks sheets. */
export async function saveCuttingPlans(
  input: OptimizerInput,
  plans: readonly MaterialPlan[],
  given?: DataSource,
): Promise<string[]> {
  const short = plans.filter((p) => p.missing > 0);
  if (short.length > 0) {
    throw new DataSourceError(
      'rejected',
      `Not enough sheets: ${short.map((p) => `${p.material.code} needs ${p.missing} more`).join(', ')}.`,
    );
  }
  const ds = await source(given);
  const ids = await ds.rpc<unknown>('save_cutting_plans', {
    p_bom_id: input.bom_id,
    p_plans: plans.filter((p) => p.sheets.length > 0).map((p) => planPayload(input, p)),
  });
  return z.array(z.string()).parse(ids);
}

// Reading saved plans ----------------------------------------------------------------------------

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

function savedPlanOf(row: unknown): SavedCuttingPlan {
  const { result, ...plan } = planRowSchema.parse(row);
  const layout = storedResultSchema.safeParse(result);
  return { ...plan, layout: layout.success ? layout.data : null };
}

export async function getCuttingPlan(id: string, given?: DataSource): Promise<SavedCuttingPlan | null> {
  const ds = await source(given);
  const row = await ds.get<unknown>('cutting_plans', id, PLAN_COLUMNS);
  return row === null ? null : savedPlanOf(row);
}

export async function listCuttingPlans(bomId: string, given?: DataSource): Promise<SavedCuttingPlan[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('cutting_plans', {
    columns: PLAN_COLUMNS,
    filters: [{ column: 'bom_id', op: 'eq', value: bomId }],
    sort: [
      { column: 'created_at', ascending: false },
      { column: 'name', ascending: true },
    ],
    count: 'none',
  });
  return rows.map(savedPlanOf);
}

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

export function useOptimizerInput(bomId: string, enabled = true) {
  return useQuery({
    queryKey: cuttingPlanKeys.input(bomId),
    queryFn: () => loadOptimizerInput(bomId),
    enabled,
    // Stock moves under the plan: read it afresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCuttingPlans(bomId: string) {
  return useQuery({ queryKey: cuttingPlanKeys.bom(bomId), queryFn: () => listCuttingPlans(bomId) });
}

export function useCuttingPlan(id: string) {
  return useQuery({ queryKey: cuttingPlanKeys.detail(id), queryFn: () => getCuttingPlan(id) });
}

function useInvalidateProduction() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: cuttingPlanKeys.all }),
      client.invalidateQueries({ queryKey: stockKeys.all }),
      client.invalidateQueries({ queryKey: bomKeys.all }),
    ]);
}

export function useSaveCuttingPlans() {
  const invalidate = useInvalidateProduction();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: ({ input, plans }: { input: OptimizerInput; plans: readonly MaterialPlan[] }) =>
      saveCuttingPlans(input, plans),
    onSuccess: invalidate,
  });
}

export function useMarkPlanCut() {
  const invalidate = useInvalidateProduction();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: ({
      plan,
      minimum,
    }: {
      plan: Pick<SavedCuttingPlan, 'id' | 'version'>;
      minimum: OffcutMinimum;
    }) => markPlanCut(plan, minimum),
    onSettled: invalidate,
  });
}
