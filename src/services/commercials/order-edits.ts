/**
 * What may still change on an order, and when (issue 20; the database decides, this module words it):
 * the shipping address, GSTIN and expected delivery by order editors before dispatch (saveShipping),
 * and a line of a confirmed order through a change order with a reason (changeOrderLine).
 */
import type { DataSource } from '../backend';
import { source } from '../kit/data-access';
import type { OrderStatus, SalesOrder } from './orders';
import { shippingSchema, type ShippingForm } from './shipping';

/** The address, GSTIN and dates change only before dispatch (the database refuses later). */
export function canEditShipping(status: OrderStatus): boolean {
  return ['confirmed', 'in_production', 'ready'].includes(status);
}

/** A line changes (by a change order) only while the order is confirmed, before production starts. */
export function canChangeOrderLines(status: OrderStatus): boolean {
  return status === 'confirmed';
}

export { shippingSchema, type ShippingForm } from './shipping';

export const ORDER_CONSTRAINT_FIELDS = {
  sales_orders_gstin_check: {
    field: 'gstin',
    message: 'The database refused this GSTIN: check its 15 characters.',
  },
  sales_orders_expected_delivery_check: {
    field: 'expected_delivery',
    message: 'The delivery cannot be expected before the order date.',
  },
} as const;

export async function saveShipping(
  order: Pick<SalesOrder, 'id' | 'version'>,
  form: ShippingForm,
  given?: DataSource,
): Promise<void> {
  const values = shippingSchema.parse(form);
  const ds = await source(given);
  await ds.update('sales_orders', order.id, order.version, {
    shipping_address: values.shipping_address,
    gstin: values.gstin || null,
    expected_delivery: values.expected_delivery || null,
  });
}

/**
 * A change order: one line of a confirmed order (before production starts) gets a new quantity or
 * price, or is removed, with a reason; the database logs the old and new values and the totals
 * before and after (order_changes). Returns the order's new grand total.
 */
export async function changeOrderLine(
  lineId: string,
  change: { quantity?: number; unit_cost?: number; discount_percent?: number; remove?: boolean },
  reason: string,
  given?: DataSource,
): Promise<number> {
  const ds = await source(given);
  const { remove, ...values } = change;
  return Number(
    await ds.rpc<unknown>('change_order_line', {
      p_line_id: lineId,
      p_changes: values,
      p_reason: reason,
      p_remove: remove ?? false,
    }),
  );
}
