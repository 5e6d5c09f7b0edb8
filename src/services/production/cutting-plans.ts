/**
 * Cutting plans made from a bill of material: what the optimizer needs (parts per processed panel,
 * full sheets on hand, usable offcuts) in one read, the engine's job built from it, the engine's
 * answer split into one plan per material with the sheets still missing, saving those plans, and
 * marking a plan as cut (stock, plan and offcuts change in one SQL transaction).
 */
import { z } from 'zod';
import { DataSourceError, type DataSource } from '../backend';
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
import { numeric } from '../kit/schemas';
import { SHOP_SETTINGS } from '../optimizer/shop-settings';

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

export { SHOP_SETTINGS };

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
