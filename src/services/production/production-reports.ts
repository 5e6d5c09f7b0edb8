/**
 * The reports page's production and stock tabs. The database does the sums (read models in
 * supabase/migrations/20261125190000_production_and_stock_reports.sql, all security invoker), so
 * the figures cover what the caller's row-level security lets them see. Each answer is checked
 * with zod here. Months are the business's (India Standard Time) months, first day yyyy-mm-dd.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { asc, desc, eq, listRows } from '../kit/rows';
import { STOCK_ITEM_KINDS, STOCK_MOVEMENT_KINDS, stockLevelSchema, type StockLevel } from './stock';
import { numeric } from '../kit/schemas';

const monthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-01/)
  .transform((value) => value.slice(0, 10));

export const materialYieldSchema = z.object({
  processed_panel_id: z.string(),
  processed_panel_code: z.string(),
  processed_panel_name: z.string(),
  plans: numeric,
  plans_cut: numeric,
  sheets_used: numeric,
  sheets_cut: numeric,
  parts: numeric,
  sheet_area_m2: numeric,
  part_area_m2: numeric,
  /** Of the sheets' area, the share the parts cover (0..100), weighted by sheet area. */
  yield_percent: numeric.nullable(),
  last_optimised_at: z.string().nullable(),
});
export type MaterialYield = z.infer<typeof materialYieldSchema>;

export const consumptionMonthSchema = z.object({
  month: monthSchema,
  item_kind: z.enum(STOCK_ITEM_KINDS),
  unit: z.string(),
  quantity: numeric,
  quantity_by_plans: numeric,
  plans: numeric,
  value: numeric,
});
export type ConsumptionMonth = z.infer<typeof consumptionMonthSchema>;

export const movementMonthSchema = z.object({
  month: monthSchema,
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  movements: numeric,
  value_in: numeric,
  value_out: numeric,
});
export type MovementMonth = z.infer<typeof movementMonthSchema>;

export const kindValuationSchema = z.object({
  kind: z.enum(STOCK_ITEM_KINDS),
  items: numeric,
  below_reorder_level: numeric,
  stock_value: numeric,
});
export type KindValuation = z.infer<typeof kindValuationSchema>;

export interface ProductionReport {
  materials: MaterialYield[];
  /** Consumption of every kind of item per month, oldest month first. */
  consumption: ConsumptionMonth[];
  totals: {
    plans: number;
    sheetsUsed: number;
    sheetsCut: number;
    /** Over every material, weighted by sheet area; null with no plan optimised. */
    yieldPercent: number | null;
  };
}

export interface StockReport {
  valuation: KindValuation[];
  /** What the stock on hand is worth at purchase price, every kind together. */
  totalValue: number;
  belowReorder: StockLevel[];
  /** Per month and kind of movement, oldest month first. */
  movements: MovementMonth[];
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The production totals from the rows per material (the same weighting the view uses). */
export function productionTotals(materials: readonly MaterialYield[]): ProductionReport['totals'] {
  const sheetArea = materials.reduce((sum, row) => sum + row.sheet_area_m2, 0);
  const partArea = materials.reduce((sum, row) => sum + row.part_area_m2, 0);
  return {
    plans: materials.reduce((sum, row) => sum + row.plans, 0),
    sheetsUsed: materials.reduce((sum, row) => sum + row.sheets_used, 0),
    sheetsCut: materials.reduce((sum, row) => sum + row.sheets_cut, 0),
    yieldPercent: sheetArea > 0 ? round((partArea / sheetArea) * 100, 2) : null,
  };
}

export async function fetchProductionReport(given?: DataSource): Promise<ProductionReport> {
  const ds = await source(given);
  const [materials, consumption] = await Promise.all([
    listRows(
      'production_yield_by_material',
      materialYieldSchema,
      { sort: [desc('sheets_used'), asc('processed_panel_code')] },
      ds,
    ),
    listRows(
      'stock_consumption_by_month',
      consumptionMonthSchema,
      { sort: [asc('month'), asc('item_kind'), asc('unit')] },
      ds,
    ),
  ]);
  return { materials, consumption, totals: productionTotals(materials) };
}

export async function fetchStockReport(given?: DataSource): Promise<StockReport> {
  const ds = await source(given);
  const [valuation, belowReorder, movements] = await Promise.all([
    listRows('stock_valuation_by_kind', kindValuationSchema, { sort: [desc('stock_value')] }, ds),
    listRows(
      'stock_levels',
      stockLevelSchema,
      { filters: [eq('active', true), eq('below_reorder_level', true)], sort: [asc('sku')] },
      ds,
    ),
    listRows('stock_movements_by_month', movementMonthSchema, { sort: [asc('month'), asc('kind')] }, ds),
  ]);
  return {
    valuation,
    totalValue: round(
      valuation.reduce((sum, row) => sum + row.stock_value, 0),
      2,
    ),
    belowReorder,
    movements,
  };
}

export interface MonthTotals {
  month: string;
  valueIn: number;
  valueOut: number;
  movements: number;
  byKind: Partial<Record<(typeof STOCK_MOVEMENT_KINDS)[number], number>>;
}

/** The movement rows folded into one line per month, oldest first, for the chart and the table. */
export function movementsPerMonth(rows: readonly MovementMonth[]): MonthTotals[] {
  const months = new Map<string, MonthTotals>();
  for (const row of rows) {
    const entry = months.get(row.month) ?? {
      month: row.month,
      valueIn: 0,
      valueOut: 0,
      movements: 0,
      byKind: {},
    };
    entry.valueIn = round(entry.valueIn + row.value_in, 2);
    entry.valueOut = round(entry.valueOut + row.value_out, 2);
    entry.movements += row.movements;
    entry.byKind[row.kind] = (entry.byKind[row.kind] ?? 0) + row.movements;
    months.set(row.month, entry);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export const productionReportKeys = {
  all: ['production-reports'] as const,
  production: () => [...productionReportKeys.all, 'production'] as const,
  stock: () => [...productionReportKeys.all, 'stock'] as const,
};

export function useProductionReport(enabled = true) {
  return useQuery({
    queryKey: productionReportKeys.production(),
    queryFn: () => fetchProductionReport(),
    enabled,
  });
}

export function useStockReport(enabled = true) {
  return useQuery({
    queryKey: productionReportKeys.stock(),
    queryFn: () => fetchStockReport(),
    enabled,
  });
}
