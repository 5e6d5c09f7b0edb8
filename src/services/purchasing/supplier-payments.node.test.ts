// Paying suppliers on the embedded DataSource with the shipped seed (20261129110000_supplier_payments.sql):
// payments are numbered per financial year from the shared counter, the supplier ledger keeps a
// running balance over receipts, payments and reversals, payables age what is left unpaid by the
// receipt dates (payments pay the oldest receipts first), a payment never changes (reversed once,
// whole, with a reason), and a role without supplier.pay neither pays nor reads what is owed.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { refusedWithMessage } from '../backend/testing/refusals';
import {
  getPayable,
  listPayables,
  listPurchaseOrderLines,
  listPurchaseOrders,
  receiveGoods,
  recordSupplierPayment,
  reverseSupplierPayment,
  supplierLedger,
  type SupplierPaymentForm,
} from '.';

const rolledBack = seededDatabase();
const { db } = rolledBack;
const production = rolledBack.as('rahul.verma@fpw.in');
const accounts = rolledBack.as('kavya.menon@fpw.in');
const sales = rolledBack.as('asha.rao@fpw.in');

async function today(): Promise<string> {
  const { rows } = await db.query<{ today: string }>(`select current_date::text as today`);
  return rows[0]!.today;
}

async function financialYear(date: string): Promise<string> {
  const { rows } = await db.query<{ fy: string }>('select public.financial_year_of($1::date) as fy', [date]);
  return rows[0]!.fy;
}

const payment = (
  amount: number,
  paid_on: string,
  extra: Partial<SupplierPaymentForm> = {},
): SupplierPaymentForm => ({
  amount,
  paid_on,
  mode: 'neft',
  reference: 'NEFT/TEST',
  note: '',
  ...extra,
});

/** The seeded order being received, its supplier and its first line. */
async function seededOrder() {
  const order = (await listPurchaseOrders({ status: 'partly_received' }, production)).rows[0];
  if (!order) throw new Error('no seeded order being received');
  const [line] = await listPurchaseOrderLines(order.id, production);
  if (!line) throw new Error('no line');
  return { order, line };
}

describe('supplier payments', () => {
  it('are numbered per financial year, gapless, from the shared counter', async () => {
    await rolledBack.inRollback(async () => {
      const { order } = await seededOrder();
      const on = await today();
      const fy = await financialYear(on);
      const first = await recordSupplierPayment(order.supplier_id, payment(1000, on), production);
      const second = await recordSupplierPayment(order.supplier_id, payment(250.5, on), accounts);
      expect(first.number).toBe(`PAY/${fy}/0001`);
      expect(second.number).toBe(`PAY/${fy}/0002`);
      expect(second.amount).toBe(250.5);
      const lastYear = `${Number(fy.slice(0, 4)) - 1}-06-15`;
      const earlier = await recordSupplierPayment(order.supplier_id, payment(10, lastYear), accounts);
      expect(earlier.number).toBe(`PAY/${await financialYear(lastYear)}/0001`);
      const reversal = await reverseSupplierPayment(first.id, 'Paid to the wrong account', accounts);
      expect(reversal).toMatchObject({
        number: `PAY/${fy}/0003`,
        reverses_payment_id: first.id,
        amount: 1000,
      });
    });
  });

  it('never change: a payment is reversed once, whole, with its reason; a future date is refused', async () => {
    await rolledBack.inRollback(async () => {
      const { order } = await seededOrder();
      const paid = await recordSupplierPayment(order.supplier_id, payment(500, await today()), production);
      expect((await refusedWithMessage(reverseSupplierPayment(paid.id, '  ', production))).message).toMatch(
        /say why/i,
      );
      const reversal = await reverseSupplierPayment(paid.id, 'Cheque bounced', production);
      expect(
        (await refusedWithMessage(reverseSupplierPayment(paid.id, 'Again', production))).message,
      ).toMatch(/already reversed/);
      expect(
        (await refusedWithMessage(reverseSupplierPayment(reversal.id, 'Undo', production))).message,
      ).toMatch(/itself a reversal/);
      const future = await refusedWithMessage(
        recordSupplierPayment(order.supplier_id, payment(1, '2999-01-01'), production),
      );
      expect(future.message).toBe('A payment is dated today or earlier');
      const direct = await refusedWithMessage(
        production.insert('supplier_payments', {
          number: 'PAY/X',
          supplier_id: order.supplier_id,
          paid_on: '2026-01-01',
          amount: 1,
          mode: 'cash',
        }),
      );
      expect(direct.kind).toBe('permission');
    });
  });
});

describe('the supplier ledger and payables', () => {
  it('keep a running balance and age what is left from the receipt dates, oldest paid first', async () => {
    await rolledBack.inRollback(async () => {
      const { order, line } = await seededOrder();
      await receiveGoods(order.id, { lines: [{ line_id: line.id, quantity: 3 }], reason: '' }, production);
      // The seeded receipt came 75 days ago, the new one 40 days ago (as the owner, inside the rollback).
      await db.exec(`set session_replication_role = replica;
        update public.goods_receipts g set received_on = current_date - case when g.number = (
            select min(x.number) from public.goods_receipts x where x.purchase_order_id = g.purchase_order_id)
          then 75 else 40 end
         where g.purchase_order_id = '${order.id}';
        set session_replication_role = origin;`);
      const receipts = (await supplierLedger(order.supplier_id, production)).filter(
        (entry) => entry.entry === 'goods_receipt',
      );
      expect(receipts).toHaveLength(2);
      const [older, newer] = receipts.map((entry) => entry.credit) as [number, number];
      const part = Math.round((older / 4) * 100) / 100;
      const paid = await recordSupplierPayment(order.supplier_id, payment(part, await today()), accounts);

      const ledger = await supplierLedger(order.supplier_id, accounts);
      expect(ledger.map((entry) => entry.entry)).toEqual(['goods_receipt', 'goods_receipt', 'payment']);
      let running = 0;
      for (const entry of ledger) {
        running = Math.round((running + entry.credit - entry.debit) * 100) / 100;
        expect(entry.balance).toBeCloseTo(running, 2);
      }
      expect(ledger.at(-1)).toMatchObject({ number: paid.number, debit: part, credit: 0 });

      const owed = await getPayable(order.supplier_id, accounts);
      const left = Math.round((older + newer - part) * 100) / 100;
      expect(owed).toMatchObject({ received: older + newer, paid: part, overdue_receipts: 2 });
      expect(owed?.balance).toBeCloseTo(left, 2);
      expect(owed?.outstanding).toBeCloseTo(left, 2);
      expect(owed?.days_61_90).toBeCloseTo(older - part, 2);
      expect(owed?.days_31_60).toBeCloseTo(newer, 2);
      expect(owed?.days_0_30).toBe(0);
      expect(owed?.oldest_unpaid_on).toBe(receipts[0]?.entry_date);

      // Paying the rest of the older receipt and a rupee more moves the oldest unpaid to the newer one.
      await recordSupplierPayment(order.supplier_id, payment(older - part + 1, await today()), accounts);
      const after = await getPayable(order.supplier_id, accounts);
      expect(after?.days_61_90).toBe(0);
      expect(after?.days_31_60).toBeCloseTo(newer - 1, 2);
      expect(after?.oldest_unpaid_on).toBe(receipts[1]?.entry_date);
      const owing = await listPayables({ show: 'owing' }, accounts);
      expect(owing.rows.map((row) => row.supplier_id)).toContain(order.supplier_id);
      const overdue = await listPayables({ show: 'overdue', search: order.supplier_name }, accounts);
      expect(overdue.total).toBe(1);
    });
  });

  it('are refused to a role without supplier.pay, which reads nothing owed', async () => {
    await rolledBack.inRollback(async () => {
      const { order } = await seededOrder();
      const refused = await refusedWithMessage(
        recordSupplierPayment(order.supplier_id, payment(100, await today()), sales),
      );
      expect(refused).toEqual({ kind: 'permission', message: 'This needs the “supplier.pay” permission.' });
      await recordSupplierPayment(order.supplier_id, payment(100, await today()), accounts);
      expect(await supplierLedger(order.supplier_id, sales)).toEqual([]);
      expect((await listPayables({ show: 'all' }, sales)).total).toBe(0);
      expect((await sales.list('supplier_payments', { count: 'none' })).rows).toEqual([]);
      expect((await listPayables({ show: 'all' }, production)).total).toBeGreaterThan(0);
    });
  });
});
