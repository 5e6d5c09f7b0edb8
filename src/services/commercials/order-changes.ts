/**
 * Change orders on a confirmed order (issue 20): the forms that change, remove or add a line, each
 * with its reason (change_order_line, add_order_line: the database checks who, when and why and
 * recomputes the totals), the history of those changes (order_change_history), and who to call on
 * delivery, read through the order so production needs no CRM access (order_delivery_contact).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isDataSourceError, type DataSource } from '../backend';
import { MEASURE_UNITS } from './boq';
import { source } from '../kit/data-access';
import type { FormFailure } from '../kit/form-errors';
import { useWrite } from '../kit/record-queries';
import { asc, eq, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';
import { changeOrderLine } from './order-edits';
import { orderKeys } from './orders';

const reason = z
  .string()
  .trim()
  .min(1, 'Say why the order changes: the reason is kept with the change.')
  .max(1000, 'Keep the reason within 1000 characters.');
const quantity = z.number('Enter a quantity.').positive('A quantity is above zero.');
const unitCost = z.number('Enter the unit cost.').min(0, 'A unit cost is zero or more.');
const percent = z.number('Enter a percentage (0 for none).').min(0, 'From 0%.').max(100, 'Up to 100%.');

/** The change dialog: the line's new quantity, unit cost and discount, and why. */
export const lineChangeSchema = z.object({
  quantity,
  unit_cost: unitCost,
  discount_percent: percent,
  reason,
});
export type LineChangeForm = z.input<typeof lineChangeSchema>;
export type LineChange = z.output<typeof lineChangeSchema>;

export const lineRemovalSchema = z.object({ reason });
export type LineRemovalForm = z.input<typeof lineRemovalSchema>;

export const newLineSchema = z.object({
  description: z.string().trim().min(1, 'Describe the line.').max(500, 'Keep it within 500 characters.'),
  unit: z.enum(MEASURE_UNITS, 'Pick a unit.'),
  quantity,
  unit_cost: unitCost,
  discount_percent: percent,
  gst_rate: percent,
  reason,
});
export type NewLineForm = z.input<typeof newLineSchema>;
export type NewLine = z.output<typeof newLineSchema>;

/** The database's checks on a line, next to the field they concern. */
const LINE_FIELDS: Readonly<Record<string, string>> = {
  order_lines_quantity_check: 'quantity',
  order_lines_unit_cost_check: 'unit_cost',
  order_lines_discount_percent_check: 'discount_percent',
  order_lines_gst_rate_check: 'gst_rate',
  order_lines_description_check: 'description',
  order_changes_reason_check: 'reason',
};

/**
 * A refused change order in the database's own words: a line check beside its field, anything
 * else (the order moved into production meanwhile, no order.create, not your project) for the form.
 */
export function changeOrderFailure(error: unknown): FormFailure {
  const message = error instanceof Error ? error.message : 'The change was not saved.';
  const field = isDataSourceError(error) && error.constraint ? LINE_FIELDS[error.constraint] : undefined;
  if (field)
    return { kind: 'fields', fields: { [field]: message }, message: 'The database refused the change.' };
  return { kind: 'form', message };
}

/** Adds a line to a confirmed order with a reason; returns the order's new grand total. */
export async function addOrderLine(
  orderId: string,
  line: Omit<NewLine, 'reason'>,
  why: string,
  given?: DataSource,
): Promise<number> {
  const ds = await source(given);
  return Number(
    await ds.rpc<unknown>('add_order_line', { p_order_id: orderId, p_line: line, p_reason: why }),
  );
}

const totals = z.object({ taxable_total: numeric, gst_total: numeric, grand_total: numeric }).passthrough();
const values = z.record(z.string(), z.unknown());

export const orderChangeSchema = z.object({
  id: z.string(),
  order_line_id: z.string().nullable(),
  reason: z.string(),
  old_values: values,
  new_values: values.nullable(),
  totals_before: totals,
  totals_after: totals,
  changed_at: z.string(),
  changed_by_name: z.string().nullable(),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** The change orders made on an order, oldest first. */
export const orderChanges = (orderId: string, given?: DataSource): Promise<OrderChange[]> =>
  listRows(
    'order_change_history',
    orderChangeSchema,
    { filters: [eq('order_id', orderId)], sort: [asc('changed_at'), asc('id')] },
    given,
  );

/** What a change did, in words: added, removed, or each field that moved (old → new). */
export function describeOrderChange(change: OrderChange): { what: string; moves: string[] } {
  const { old_values: old, new_values: next } = change;
  const name = String((next ?? old)['description'] ?? 'a line');
  if (next === null) return { what: `Removed ${name}`, moves: [] };
  if (Object.keys(old).length === 0) {
    return {
      what: `Added ${name}`,
      moves: [`${String(next['quantity'])} ${String(next['unit'] ?? '')}`.trim()],
    };
  }
  const labels: Record<string, string> = {
    quantity: 'Quantity',
    unit_cost: 'Unit cost',
    discount_percent: 'Discount %',
    margin_percent: 'Margin %',
    gst_rate: 'GST %',
    description: 'Description',
  };
  const moves = Object.entries(labels)
    .filter(([key]) => String(old[key]) !== String(next[key]))
    .map(([key, label]) => `${label} ${String(old[key])} → ${String(next[key])}`);
  return { what: `Changed ${name}`, moves };
}

export const deliveryContactSchema = z.object({
  shipping_address: z.string(),
  client_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type DeliveryContact = z.infer<typeof deliveryContactSchema>;

/** Where the order goes and whom to call, for anyone who can see the order (null otherwise). */
export async function orderDeliveryContact(
  orderId: string,
  given?: DataSource,
): Promise<DeliveryContact | null> {
  const ds = await source(given);
  const answer = await ds.rpc<unknown>('order_delivery_contact', { p_order_id: orderId });
  return answer === null || answer === undefined ? null : deliveryContactSchema.parse(answer);
}

export const orderChangeKeys = {
  changes: (id: string) => [...orderKeys.detail(id), 'changes'] as const,
  deliveryContact: (id: string) => [...orderKeys.detail(id), 'delivery-contact'] as const,
};

export function useOrderChanges(id: string) {
  return useQuery({ queryKey: orderChangeKeys.changes(id), queryFn: () => orderChanges(id) });
}

export function useOrderDeliveryContact(id: string) {
  return useQuery({ queryKey: orderChangeKeys.deliveryContact(id), queryFn: () => orderDeliveryContact(id) });
}

export type LineChangeRequest =
  | { kind: 'change'; lineId: string; change: LineChange }
  | { kind: 'remove'; lineId: string; reason: string }
  | { kind: 'add'; orderId: string; line: NewLine };

/** One mutation for the three change orders; the order, its lines, totals and history are read again. */
export const useChangeOrder = () =>
  useWrite(
    (request: LineChangeRequest): Promise<number> => {
      if (request.kind === 'add') {
        const { reason: why, ...line } = request.line;
        return addOrderLine(request.orderId, line, why);
      }
      if (request.kind === 'remove') return changeOrderLine(request.lineId, { remove: true }, request.reason);
      const { reason: why, ...change } = request.change;
      return changeOrderLine(request.lineId, change, why);
    },
    [orderKeys.all],
    // The dialog shows the database's refusal beside its fields, keeping what was typed.
    { handlesError: true },
  );
