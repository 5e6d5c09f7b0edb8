/**
 * Stock: what is on hand (the sum of the ledger, never a stored number), what it is worth at the
 * last purchase price, which items are at or below their reorder level, the ledger of one item with
 * its running balance, and the two movements people record by hand: a purchase received and a count
 * adjustment with its reason. The database refuses a movement that would take stock below zero.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DataSourceError, isDataSourceError, type DataSource, type Filter } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListPage, chosenSort } from '../kit/list-page';
import { listQuery, recordQuery, useWrite } from '../kit/record-queries';
import { asc, desc, eq, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

export const STOCK_ITEM_KINDS = [
  'panel',
  'skin',
  'edge_band',
  'processed_panel',
  'hardware',
  'consumable',
] as const;
export const STOCK_MOVEMENT_KINDS = ['purchase', 'consumption', 'adjustment', 'offcut_return'] as const;
export const OFFCUT_STATUSES = ['available', 'reserved', 'used', 'scrapped'] as const;

export type StockItemKind = (typeof STOCK_ITEM_KINDS)[number];
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const STOCK_KIND_LABELS: Record<StockItemKind, string> = {
  panel: 'Board',
  skin: 'Skin',
  edge_band: 'Edge band',
  processed_panel: 'Processed panel',
  hardware: 'Hardware',
  consumable: 'Consumable',
};

export const MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  purchase: 'Purchase',
  consumption: 'Consumption',
  adjustment: 'Adjustment',
  offcut_return: 'Offcut returned',
};

export const stockLevelSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  kind: z.enum(STOCK_ITEM_KINDS),
  unit: z.string(),
  location: z.string().nullable(),
  reorder_level: numeric,
  reorder_quantity: numeric,
  active: z.boolean(),
  on_hand: numeric,
  below_reorder_level: z.boolean(),
  last_moved_at: z.string().nullable(),
  last_unit_cost: numeric.nullable(),
  stock_value: numeric,
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

export const ledgerLineSchema = z.object({
  id: z.string(),
  stock_item_id: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantity: numeric,
  moved_at: z.string(),
  reference: z.string().nullable(),
  unit_cost: numeric.nullable(),
  note: z.string().nullable(),
  recorded_by_name: z.string().nullable(),
  balance: numeric,
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const offcutSchema = z.object({
  id: z.string(),
  processed_panel_code: z.string(),
  processed_panel_name: z.string(),
  cutting_plan_name: z.string().nullable(),
  length_mm: z.number().int(),
  width_mm: z.number().int(),
  status: z.enum(OFFCUT_STATUSES),
  location: z.string().nullable(),
  created_at: z.string(),
});
export type Offcut = z.infer<typeof offcutSchema>;

export const STOCK_SORT_COLUMNS = ['sku', 'name', 'kind', 'on_hand', 'stock_value', 'last_moved_at'] as const;

export interface StockQuery {
  search?: string | undefined;
  kind?: StockItemKind | undefined;
  belowReorder?: boolean | undefined;
  sort?: { column: (typeof STOCK_SORT_COLUMNS)[number]; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function stockFilters(query: StockQuery): Filter[] {
  return listFilters({
    search: { columns: ['sku', 'name', 'location'], term: query.search },
    filters: { active: true, kind: query.kind, below_reorder_level: query.belowReorder ? true : undefined },
  });
}

export async function listStockLevels(
  query: StockQuery = {},
  given?: DataSource,
): Promise<ListPage<StockLevel>> {
  const sort = chosenSort(query.sort, asc('sku'));
  return fetchPage(
    'stock_levels',
    { where: stockFilters(query), sort, page: query.page, pageSize: query.pageSize },
    stockLevelSchema,
    given,
  );
}

export async function getStockLevel(id: string, given?: DataSource): Promise<StockLevel | null> {
  const [row] = await listRows('stock_levels', stockLevelSchema, { filters: [eq('id', id)] }, given);
  return row ?? null;
}

export interface StockSummary {
  items: number;
  belowReorder: number;
  value: number;
}

/** Figures above the list: items stocked, how many need reordering, and what the stock is worth. */
export async function stockSummary(given?: DataSource): Promise<StockSummary> {
  const parsed = await listRows(
    'stock_levels',
    stockLevelSchema.pick({ below_reorder_level: true, stock_value: true }),
    { columns: ['below_reorder_level', 'stock_value'], filters: [eq('active', true)] },
    given,
  );
  return {
    items: parsed.length,
    belowReorder: parsed.filter((row) => row.below_reorder_level).length,
    value: Math.round(parsed.reduce((sum, row) => sum + row.stock_value, 0) * 100) / 100,
  };
}

/** An item's ledger, newest first, each line with the balance after it. */
export async function stockLedger(stockItemId: string, given?: DataSource): Promise<LedgerLine[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('stock_ledger', {
    filters: [eq('stock_item_id', stockItemId)],
    sort: [desc('moved_at'), desc('id')],
    range: { from: 0, to: 199 },
    count: 'none',
  });
  return z.array(ledgerLineSchema).parse(rows);
}

export const listOffcuts = (given?: DataSource): Promise<Offcut[]> =>
  listRows(
    'offcuts_list',
    offcutSchema,
    {
      filters: [{ column: 'status', op: 'in', value: ['available', 'reserved'] }],
      sort: [asc('processed_panel_code'), desc('length_mm')],
    },
    given,
  );

const positive = (label: string) =>
  z
    .number({ error: `Enter the ${label}.` })
    .nullable()
    .refine(
      (value) => value !== null && Number.isFinite(value) && value > 0,
      `The ${label} must be more than 0.`,
    )
    .refine((value) => value === null || value <= 100_000, `The ${label} may not be above 100000.`);

export const purchaseSchema = z.object({
  quantity: positive('quantity'),
  unit_cost: z
    .number({ error: 'Enter the price per unit.' })
    .nullable()
    .refine(
      (value) => value === null || (Number.isFinite(value) && value >= 0 && value <= 10_000_000),
      'Enter a price from 0 to 1,00,00,000.',
    ),
  reference: z
    .string()
    .trim()
    .min(1, 'Enter the purchase order or invoice number.')
    .max(60, 'Keep the reference within 60 characters.'),
  note: z.string().trim().max(500, 'Keep the note within 500 characters.'),
});
export type PurchaseForm = z.input<typeof purchaseSchema>;

export const adjustmentSchema = z.object({
  quantity: z
    .number({ error: 'Enter the change, e.g. -2 for two sheets fewer.' })
    .nullable()
    .refine(
      (value) => value !== null && Number.isFinite(value) && value !== 0,
      'Enter the change, e.g. -2 for two sheets fewer.',
    )
    .refine((value) => value === null || Math.abs(value) <= 100_000, 'The change may not exceed 100000.'),
  note: z
    .string()
    .trim()
    .min(3, 'Say why the count changed.')
    .max(500, 'Keep the reason within 500 characters.'),
});
export type AdjustmentForm = z.input<typeof adjustmentSchema>;

/** The ledger's refusal of a draw below zero, in the person's words. */
export function movementRefusal(error: unknown, item: { name: string; unit: string }): string {
  if (isDataSourceError(error) && error.constraint === 'stock_movements_on_hand_check') {
    const onHand = /only ([\d.]+) on hand/.exec(error.message)?.[1];
    return `That would take ${item.name} below zero${onHand ? `: only ${Number(onHand)} ${item.unit} on hand` : ''}.`;
  }
  if (isDataSourceError(error) && (error.kind === 'permission' || error.kind === 'not-found')) {
    return 'Recording stock needs the “stock.adjust” permission.';
  }
  return error instanceof Error ? error.message : 'The movement was not recorded.';
}

async function recordMovement(
  item: { id: string; name: string; unit: string },
  values: Record<string, unknown>,
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  try {
    await ds.insert('stock_movements', { stock_item_id: item.id, ...values });
  } catch (error) {
    throw new DataSourceError('rejected', movementRefusal(error, item), {}, { cause: error });
  }
}

export async function receivePurchase(
  item: { id: string; name: string; unit: string },
  form: PurchaseForm,
  given?: DataSource,
): Promise<void> {
  const values = purchaseSchema.parse(form);
  return recordMovement(
    item,
    {
      kind: 'purchase',
      quantity: values.quantity,
      unit_cost: values.unit_cost,
      reference: values.reference,
      note: values.note || null,
    },
    given,
  );
}

export async function adjustStock(
  item: { id: string; name: string; unit: string },
  form: AdjustmentForm,
  given?: DataSource,
): Promise<void> {
  const values = adjustmentSchema.parse(form);
  return recordMovement(item, { kind: 'adjustment', quantity: values.quantity, note: values.note }, given);
}

export const stockKeys = {
  all: ['stock'] as const,
  levels: (query: StockQuery) => [...stockKeys.all, 'levels', query] as const,
  level: (id: string) => [...stockKeys.all, 'level', id] as const,
  summary: () => [...stockKeys.all, 'summary'] as const,
  ledger: (id: string) => [...stockKeys.all, 'ledger', id] as const,
  offcuts: () => [...stockKeys.all, 'offcuts'] as const,
};

export const stockQueries = {
  list: (query: StockQuery) => listQuery(stockKeys.levels(query), () => listStockLevels(query)),
  detail: (id: string | null) => recordQuery(id, stockKeys.level, getStockLevel),
};

export function useStockLevels(query: StockQuery) {
  return useQuery(stockQueries.list(query));
}

export function useStockSummary() {
  return useQuery({ queryKey: stockKeys.summary(), queryFn: () => stockSummary() });
}

export function useStockLevel(id: string | null) {
  return useQuery(stockQueries.detail(id));
}

export const useStockLedger = (id: string | null) => useQuery(recordQuery(id, stockKeys.ledger, stockLedger));

export function useOffcuts(enabled = true) {
  return useQuery({ queryKey: stockKeys.offcuts(), queryFn: () => listOffcuts(), enabled });
}

/** A purchase or an adjustment: the levels, the summary and the item's ledger are read again. */
export const useRecordMovement = () =>
  useWrite(
    (
      input:
        | { kind: 'purchase'; item: StockLevel; form: PurchaseForm }
        | { kind: 'adjustment'; item: StockLevel; form: AdjustmentForm },
    ) =>
      input.kind === 'purchase'
        ? receivePurchase(input.item, input.form)
        : adjustStock(input.item, input.form),
    [stockKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );
