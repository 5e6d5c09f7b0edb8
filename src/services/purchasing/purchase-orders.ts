/**
 * Purchase orders: raised as drafts from the items at or below their reorder level (one per
 * supplier, the cheapest for each item, for its reorder quantity), sent, then received in one or
 * more goods receipts that post to the stock ledger at the order's rate. The database decides who
 * may (purchase.order, stock.receive), what a draft is, and that more than was ordered needs a
 * reason; this file reads, parses and puts its refusals in the person's words.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { DataSourceError, isDataSourceError, type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListPage, chosenSort } from '../kit/list-page';
import { listQuery, recordKeys } from '../kit/record-queries';
import { asc, desc, eq, getRow, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

export const PURCHASE_ORDER_STATUSES = ['draft', 'sent', 'partly_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partly_received: 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const purchaseOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  order_date: z.string(),
  expected_date: z.string().nullable(),
  notes: z.string().nullable(),
  sent_at: z.string().nullable(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  supplier_state: z.string().nullable(),
  lines: z.number().int(),
  taxable: numeric,
  gst: numeric,
  total: numeric,
  version: z.number().int(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** A line in the stock item's own unit (sheets of board, rolls or metres of edge band). */
export const purchaseOrderLineSchema = z.object({
  id: z.string(),
  purchase_order_id: z.string(),
  position: z.number().int(),
  stock_item_id: z.string(),
  sku: z.string(),
  item_name: z.string(),
  unit: z.string(),
  quantity: numeric,
  rate: numeric,
  gst_rate: numeric,
  line_total: numeric,
  received_quantity: numeric,
  outstanding_quantity: numeric,
  version: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const raisedOrdersSchema = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      supplier_id: z.string(),
      supplier_name: z.string(),
      lines: z.number().int(),
    }),
  ),
  skipped: z.array(z.object({ stock_item_id: z.string(), sku: z.string(), name: z.string() })),
});
export type RaisedOrders = z.infer<typeof raisedOrdersSchema>;

export const PURCHASE_ORDER_SORT_COLUMNS = [
  'number',
  'order_date',
  'supplier_name',
  'total',
  'status',
] as const;

export interface PurchaseOrderQuery {
  search?: string | undefined;
  status?: PurchaseOrderStatus | undefined;
  supplierId?: string | undefined;
  sort?: { column: (typeof PURCHASE_ORDER_SORT_COLUMNS)[number]; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function purchaseOrderFilters(query: PurchaseOrderQuery) {
  return listFilters({
    search: { columns: ['number', 'supplier_name', 'notes'], term: query.search },
    filters: { status: query.status, supplier_id: query.supplierId },
  });
}

export async function listPurchaseOrders(
  query: PurchaseOrderQuery = {},
  given?: DataSource,
): Promise<ListPage<PurchaseOrder>> {
  const sort = chosenSort(query.sort, desc('number'));
  return fetchPage(
    'purchase_order_summaries',
    { where: purchaseOrderFilters(query), sort, page: query.page, pageSize: query.pageSize },
    purchaseOrderSchema,
    given,
  );
}

export const getPurchaseOrder = (id: string, given?: DataSource): Promise<PurchaseOrder | null> =>
  getRow('purchase_order_summaries', id, purchaseOrderSchema, given);

export const listPurchaseOrderLines = (orderId: string, given?: DataSource): Promise<PurchaseOrderLine[]> =>
  listRows(
    'purchase_order_line_details',
    purchaseOrderLineSchema,
    { filters: [eq('purchase_order_id', orderId)], sort: [asc('position')] },
    given,
  );

/** The database's refusal in the person's words: who may, and what a draft or a receipt must be. */
export function purchasingRefusal(error: unknown): string {
  if (isDataSourceError(error) && error.kind === 'permission') {
    const code = /"([a-z_.]+)" permission/.exec(error.message)?.[1];
    return code ? `This needs the “${code}” permission.` : 'You may not change purchase orders.';
  }
  if (isDataSourceError(error) && error.constraint === 'goods_receipts_over_receipt_reason') {
    return `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`;
  }
  return error instanceof Error ? error.message : 'The purchase order was not changed.';
}

/** Calls a purchasing function, its refusal put in the person's words (purchasingRefusal). */
export async function purchasingCall<Result>(
  fn: string,
  args: Record<string, unknown>,
  given?: DataSource,
): Promise<Result> {
  const ds = await source(given);
  try {
    return await ds.rpc<Result>(fn, args);
  } catch (error) {
    if (!isDataSourceError(error)) throw error;
    throw new DataSourceError(
      error.kind === 'permission' ? 'permission' : 'rejected',
      purchasingRefusal(error),
      { code: error.code, constraint: error.constraint },
      { cause: error },
    );
  }
}

/** One draft per supplier for the items at or below their reorder level that no open order covers. */
export async function raiseReorderPurchaseOrders(given?: DataSource): Promise<RaisedOrders> {
  return raisedOrdersSchema.parse(await purchasingCall<unknown>('raise_reorder_purchase_orders', {}, given));
}

export async function sendPurchaseOrder(id: string, given?: DataSource): Promise<void> {
  await purchasingCall<unknown>('send_purchase_order', { p_id: id }, given);
}

export async function cancelPurchaseOrder(id: string, given?: DataSource): Promise<void> {
  await purchasingCall<unknown>('cancel_purchase_order', { p_id: id }, given);
}

export const goodsReceiptSchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: z.guid('Choose the line that came.'),
        quantity: z
          .number({ error: 'Enter the quantity that came.' })
          .refine(
            (value) => Number.isFinite(value) && value > 0,
            'The quantity that came must be more than 0.',
          )
          .refine((value) => value <= 100_000, 'The quantity may not be above 100000.'),
      }),
    )
    .min(1, 'Say what came: at least one line.'),
  reason: z.string().trim().max(1000, 'Keep the reason within 1000 characters.'),
});
export type GoodsReceiptForm = z.input<typeof goodsReceiptSchema>;

/** Records one goods receipt; returns its id. More than was ordered needs a reason. */
export async function receiveGoods(
  orderId: string,
  form: GoodsReceiptForm,
  given?: DataSource,
): Promise<string> {
  const values = goodsReceiptSchema.parse(form);
  const id = await purchasingCall<unknown>(
    'receive_goods',
    { p_purchase_order_id: orderId, p_lines: values.lines, p_reason: values.reason || null },
    given,
  );
  return z.string().parse(id);
}

const keys = recordKeys<PurchaseOrderQuery>('purchase-orders');
export const purchaseOrderKeys = { ...keys, lines: (id: string) => [...keys.all, 'lines', id] as const };

export const purchaseOrderQueries = {
  list: (query: PurchaseOrderQuery) =>
    listQuery(purchaseOrderKeys.list(query), () => listPurchaseOrders(query)),
  detail: (id: string) =>
    queryOptions({ queryKey: purchaseOrderKeys.detail(id), queryFn: () => getPurchaseOrder(id) }),
  lines: (id: string) =>
    queryOptions({ queryKey: purchaseOrderKeys.lines(id), queryFn: () => listPurchaseOrderLines(id) }),
};
