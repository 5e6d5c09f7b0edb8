/**
 * Sales orders: made from an approved quotation (create_order_from_quotation), moved one step at a
 * time through the shop with each step kept (move_order_status), their shipping details, their
 * lines and totals (order_totals), the project's payments, and the bills of material planned
 * against them. The database guards the flow; this module words its refusals.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isDataSourceError, DataSourceError, type DataSource, type Filter } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListPage, chosenSort } from '../kit/list-page';
import { listQuery, recordKeys, recordQuery, useWrite } from '../kit/record-queries';
import { asc, desc, eq, findRow, getRow, listRows } from '../kit/rows';
import { shippingSchema } from './shipping';
import { quotationKeys } from './quotations';
import { numeric } from '../kit/schemas';

export const ORDER_STATUSES = [
  'confirmed',
  'in_production',
  'ready',
  'dispatched',
  'delivered',
  'installed',
  'closed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The order's path through the shop; cancelled stands aside. */
export const ORDER_FLOW: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled');

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  confirmed: 'Confirmed',
  in_production: 'In production',
  ready: 'Ready',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  installed: 'Installed',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** The one step an order may take next, or null when it has none. */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  const at = ORDER_FLOW.indexOf(status);
  return at < 0 || at === ORDER_FLOW.length - 1 ? null : (ORDER_FLOW[at + 1] ?? null);
}

/** Only before dispatch (issue 20): from dispatch on an order is the client's, not ours to cancel. */
export function canCancelOrder(status: OrderStatus): boolean {
  return !['dispatched', 'delivered', 'installed', 'closed', 'cancelled'].includes(status);
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  quotation_id: z.string(),
  project_id: z.string(),
  client_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  order_date: date,
  expected_delivery: date.nullable(),
  delivered_on: date.nullable(),
  closed_at: z.string().nullable(),
  taxable_total: numeric,
  gst_total: numeric,
  grand_total: numeric,
  version: z.number().int(),
  shipping_address: z.string(),
  gstin: z.string().nullable(),
  notes: z.string().nullable(),
  project_code: z.string().nullable(),
  project_name: z.string().nullable(),
  client_name: z.string().nullable(),
  quotation_number: z.string().nullable(),
  quotation_revision: z.number().int().nullable(),
});
export type SalesOrder = z.infer<typeof orderSchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  item_code: z.string().nullable(),
  description: z.string(),
  hsn: z.string().nullable(),
  unit: z.string(),
  quantity: numeric,
  unit_cost: numeric,
  margin_percent: numeric,
  discount_percent: numeric,
  gst_rate: numeric,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const statusChangeSchema = z.object({
  id: z.string(),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  changed_at: z.string(),
  note: z.string().nullable(),
  changed_by_name: z.string().nullable(),
});
export type OrderStatusChange = z.infer<typeof statusChangeSchema>;

export const orderTotalsSchema = z
  .object({ taxable_total: numeric, gst_total: numeric, grand_total: numeric })
  .passthrough();
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderBomSchema = z.object({ id: z.string(), name: z.string(), status: z.string() });
export type OrderBom = z.infer<typeof orderBomSchema>;

export const ORDER_SORT_COLUMNS = [
  'number',
  'order_date',
  'expected_delivery',
  'grand_total',
  'status',
] as const;

export interface OrderQuery {
  search?: string | undefined;
  status?: OrderStatus | undefined;
  /** Order date from / to (YYYY-MM-DD, inclusive): the analytics range. */
  from?: string | undefined;
  to?: string | undefined;
  /** Leave cancelled orders out, as the analytics figures count orders and revenue booked. */
  excludeCancelled?: boolean | undefined;
  sort?: { column: (typeof ORDER_SORT_COLUMNS)[number]; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function orderFilters(query: OrderQuery): Filter[] {
  const where: Filter[] = [];
  if (query.from) where.push({ column: 'order_date', op: 'gte', value: query.from });
  if (query.to) where.push({ column: 'order_date', op: 'lte', value: query.to });
  if (query.excludeCancelled) where.push({ column: 'status', op: 'neq', value: 'cancelled' });
  return listFilters({
    search: {
      columns: ['number', 'client_name', 'project_name', 'project_code', 'quotation_number'],
      term: query.search,
    },
    filters: { status: query.status },
    where,
  });
}

export async function listOrders(query: OrderQuery = {}, given?: DataSource): Promise<ListPage<SalesOrder>> {
  const sort = chosenSort(query.sort, desc('order_date'), desc('number'));
  return fetchPage(
    'orders_list',
    { where: orderFilters(query), sort, page: query.page, pageSize: query.pageSize },
    orderSchema,
    given,
  );
}

export const getOrder = (id: string, given?: DataSource): Promise<SalesOrder | null> =>
  getRow('orders_list', id, orderSchema, given);

export const orderLines = (orderId: string, given?: DataSource): Promise<OrderLine[]> =>
  listRows(
    'order_lines',
    orderLineSchema,
    { filters: [eq('order_id', orderId)], sort: [asc('position')] },
    given,
  );

export async function orderTotals(orderId: string, given?: DataSource): Promise<OrderTotals> {
  const ds = await source(given);
  return orderTotalsSchema.parse(await ds.rpc<unknown>('order_totals', { p_order_id: orderId }));
}

export const orderStatusHistory = (orderId: string, given?: DataSource): Promise<OrderStatusChange[]> =>
  listRows(
    'order_status_history',
    statusChangeSchema,
    { filters: [eq('order_id', orderId)], sort: [asc('changed_at'), asc('id')] },
    given,
  );

export const orderBoms = (orderId: string, given?: DataSource): Promise<OrderBom[]> =>
  listRows(
    'bills_of_material',
    orderBomSchema,
    { columns: ['id', 'name', 'status'], filters: [eq('order_id', orderId)], sort: [asc('created_at')] },
    given,
  );

/** The flow's refusal in the person's words. */
export function orderRefusal(error: unknown): string {
  if (isDataSourceError(error)) {
    if (error.kind === 'conflict' || error.code === '40001') {
      return 'Someone else changed this order since you opened it. It has been reloaded: check it and try again.';
    }
    if (error.constraint === 'sales_orders_status_flow') {
      return error.message.replace(/^order /, 'Order ').replace(/$/, '.');
    }
    if (error.code === '42501' || error.kind === 'permission' || error.kind === 'not-found') {
      return 'You may not make this move: the production lead moves an order through the shop; only sales managers and administrators close or cancel it.';
    }
  }
  return error instanceof Error ? error.message : 'The order was not changed.';
}

export async function moveOrderStatus(
  order: Pick<SalesOrder, 'id' | 'version'>,
  status: OrderStatus,
  note: string | null,
  given?: DataSource,
): Promise<number> {
  const ds = await source(given);
  try {
    return z
      .number()
      .int()
      .parse(
        await ds.rpc<unknown>('move_order_status', {
          p_order_id: order.id,
          p_version: order.version,
          p_status: status,
          p_note: note?.trim() ? note.trim() : null,
        }),
      );
  } catch (error) {
    throw new DataSourceError(
      isDataSourceError(error) && error.code === '40001' ? 'conflict' : 'rejected',
      orderRefusal(error),
      {},
      { cause: error },
    );
  }
}

/** What the person confirms when an approved quotation becomes an order. */
export const newOrderSchema = z.object({
  shipping_address: shippingSchema.shape.shipping_address,
  gstin: shippingSchema.shape.gstin,
});
export type NewOrderForm = z.input<typeof newOrderSchema>;

/**
 * An approved quotation becomes an order (once); returns the new order's id. Without a shipping
 * address the database takes the project's site address; without a GSTIN, the client's.
 */
export async function createOrderFromQuotation(
  quotationId: string,
  options: { shippingAddress?: string; expectedDelivery?: string; gstin?: string } = {},
  given?: DataSource,
): Promise<string> {
  const ds = await source(given);
  const id = await ds.rpc<unknown>('create_order_from_quotation', {
    p_quotation_id: quotationId,
    p_shipping_address: options.shippingAddress ?? null,
    p_expected_delivery: options.expectedDelivery ?? null,
    p_gstin: options.gstin ? options.gstin : null,
  });
  return z.string().parse(id);
}

/** The order made from a quotation, or null while it has none (one order per quotation). */
export async function orderForQuotation(quotationId: string, given?: DataSource): Promise<SalesOrder | null> {
  return findRow('orders_list', orderSchema, { filters: [eq('quotation_id', quotationId)] }, given);
}

const keys = recordKeys<OrderQuery>('orders');
export const orderKeys = {
  ...keys,
  forQuotation: (quotationId: string) => [...keys.all, 'for-quotation', quotationId] as const,
  lines: (id: string) => [...keys.detail(id), 'lines'] as const,
  totals: (id: string) => [...keys.detail(id), 'totals'] as const,
  history: (id: string) => [...keys.detail(id), 'history'] as const,
  boms: (id: string) => [...keys.detail(id), 'boms'] as const,
};

export const orderQueries = {
  list: (query: OrderQuery, enabled = true) => ({
    ...listQuery(orderKeys.list(query), () => listOrders(query)),
    enabled,
  }),
  detail: (id: string | null) => recordQuery(id, orderKeys.detail, getOrder),
};

export function useOrders(query: OrderQuery, enabled = true) {
  return useQuery(orderQueries.list(query, enabled));
}

export function useOrder(id: string | null) {
  return useQuery(orderQueries.detail(id));
}

export function useOrderLines(id: string) {
  return useQuery({ queryKey: orderKeys.lines(id), queryFn: () => orderLines(id) });
}

export function useOrderTotals(id: string) {
  return useQuery({ queryKey: orderKeys.totals(id), queryFn: () => orderTotals(id) });
}

export function useOrderHistory(id: string) {
  return useQuery({ queryKey: orderKeys.history(id), queryFn: () => orderStatusHistory(id) });
}

export function useOrderBoms(id: string) {
  return useQuery({ queryKey: orderKeys.boms(id), queryFn: () => orderBoms(id) });
}

/** A refusal may mean the order moved meanwhile: read it again either way. */
export const useMoveOrderStatus = () =>
  useWrite(
    ({ order, status, note }: { order: SalesOrder; status: OrderStatus; note: string | null }) =>
      moveOrderStatus(order, status, note),
    [orderKeys.all],
    { handlesError: true },
  );

export function useQuotationOrder(quotationId: string, enabled = true) {
  return useQuery({
    queryKey: orderKeys.forQuotation(quotationId),
    queryFn: () => orderForQuotation(quotationId),
    enabled,
  });
}

/**
 * Makes the order of an approved quotation from the confirmed form. Every order query is read
 * again (the lists gain a row, the quotation now has its order), and the quotations too: an
 * approved quotation with an order is the one its page links onwards.
 */
export const useCreateOrderFromQuotation = () =>
  useWrite(
    ({ quotationId, form }: { quotationId: string; form: NewOrderForm }) => {
      const values = newOrderSchema.parse(form);
      return createOrderFromQuotation(quotationId, {
        shippingAddress: values.shipping_address,
        gstin: values.gstin,
      });
    },
    [orderKeys.all, quotationKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );

export function useInvalidateOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: orderKeys.all });
}
