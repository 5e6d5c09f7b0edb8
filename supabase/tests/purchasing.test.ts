// Purchasing in the database (issue 23): numbers per financial year, the reorder list raising one
// draft per supplier, sending, receipts posting to the stock ledger at the order's rate, an
// over-receipt needing a reason, who may do what, and the supplier ledger's running balance.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, attempt, openTestDatabase, rolledBack, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

async function one<T>(tx: Session, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await tx.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row from ${sql}, got ${rows.length}`);
  return rows[0] as T;
}

async function onHand(tx: Session, sku: string): Promise<number> {
  const row = await one<{ on_hand: string }>(tx, 'select on_hand from public.stock_on_hand where sku = $1', [
    sku,
  ]);
  return Number(row.on_hand);
}

interface Raised {
  orders: { id: string; number: string; supplier_id: string; supplier_name: string; lines: number }[];
  skipped: { stock_item_id: string; sku: string; name: string }[];
}

describe('numbering', () => {
  it('numbers per financial year, April to March, without gaps', async () => {
    await rolledBack(db, async (tx) => {
      const years = await one<{ a: string; b: string; c: string }>(
        tx,
        `select public.financial_year_of('2026-11-28') as a, public.financial_year_of('2027-03-31') as b,
                public.financial_year_of('2099-04-01') as c`,
      );
      expect(years).toEqual({ a: '2026-27', b: '2026-27', c: '2099-00' });
      const supplier = await one<{ id: string }>(tx, `select id from public.suppliers order by name limit 1`);
      const numbers: string[] = [];
      for (const date of ['2030-04-01', '2030-09-15', '2031-03-31', '2031-04-01']) {
        const row = await one<{ number: string }>(
          tx,
          `insert into public.purchase_orders (supplier_id, order_date, number) values ($1, $2, 'MINE') returning number`,
          [supplier.id, date],
        );
        numbers.push(row.number);
      }
      expect(numbers).toEqual(['PO/2030-31/0001', 'PO/2030-31/0002', 'PO/2030-31/0003', 'PO/2031-32/0001']);
      const renumber = await attempt(
        tx,
        `update public.purchase_orders set number = 'PO/X' where number = $1`,
        ['PO/2030-31/0001'],
      );
      expect(renumber).toMatchObject({ ok: false, constraint: 'purchase_orders_number_fixed' });
    });
  });
});

describe('from the reorder list to stock on hand', () => {
  it('raises one draft per supplier with the reorder quantity at the lowest last price, skipping unsupplied items', async () => {
    await as(db, 'production', async (tx) => {
      const low = await tx.query<{ stock_item_id: string; sku: string; reorder_quantity: string }>(
        `select stock_item_id, sku, reorder_quantity from public.stock_on_hand where below_reorder_level and active`,
      );
      expect(low.rows.length).toBeGreaterThan(3);
      const { raised } = await one<{ raised: Raised }>(
        tx,
        'select public.raise_reorder_purchase_orders() as raised',
      );
      expect(raised.skipped.map((item) => item.sku)).toEqual(['CON-EVA-GLUE']);
      const suppliers = raised.orders.map((order) => order.supplier_id);
      expect(new Set(suppliers).size).toBe(suppliers.length);
      expect(raised.orders.every((order) => /^PO\/\d{4}-\d{2}\/\d{4}$/.test(order.number))).toBe(true);
      const lines = await tx.query<{
        sku: string;
        quantity: string;
        rate: string;
        status: string;
        cheapest: string;
      }>(
        `select i.sku, l.quantity, l.rate, o.status,
                (select min(x.last_price) from public.supplier_items x where x.stock_item_id = l.stock_item_id) as cheapest
           from public.purchase_order_lines l join public.purchase_orders o on o.id = l.purchase_order_id
           join public.stock_items i on i.id = l.stock_item_id
          where o.id = any ($1::uuid[])`,
        [raised.orders.map((order) => order.id)],
      );
      expect(lines.rows.length).toBe(low.rows.length - 1);
      for (const line of lines.rows) {
        const item = low.rows.find((row) => row.sku === line.sku);
        expect(Number(line.quantity)).toBe(Number(item?.reorder_quantity));
        expect(Number(line.rate)).toBe(Number(line.cheapest));
        expect(line.status).toBe('draft');
      }
      // Raising again makes nothing: every low item now has an open line.
      const again = await one<{ raised: Raised }>(
        tx,
        'select public.raise_reorder_purchase_orders() as raised',
      );
      expect(again.raised.orders).toEqual([]);
    });
  });

  it('sends a draft, then receives it in parts: stock rises by what came, the last price follows the order', async () => {
    await as(db, 'production', async (tx) => {
      const { raised } = await one<{ raised: Raised }>(
        tx,
        'select public.raise_reorder_purchase_orders() as raised',
      );
      const order = raised.orders[0];
      if (!order) throw new Error('nothing raised');
      const line = await one<{ id: string; sku: string; quantity: string; stock_item_id: string }>(
        tx,
        `select l.id, i.sku, l.quantity, l.stock_item_id from public.purchase_order_lines l
           join public.stock_items i on i.id = l.stock_item_id where l.purchase_order_id = $1 order by l.position limit 1`,
        [order.id],
      );
      // A different price on the draft, so the receipt visibly sets the supplier's last price.
      await tx.query(
        `update public.purchase_order_lines set rate = 1234.5, version = version + 1 where id = $1`,
        [line.id],
      );
      const early = await attempt(tx, `select public.receive_goods($1, $2::jsonb)`, [
        order.id,
        JSON.stringify([{ line_id: line.id, quantity: 1 }]),
      ]);
      expect(early).toMatchObject({ ok: false, constraint: 'goods_receipts_order_status_check' });
      await tx.query('select public.send_purchase_order($1)', [order.id]);
      const edit = await attempt(
        tx,
        `update public.purchase_order_lines set quantity = 1, version = version + 1 where id = $1`,
        [line.id],
      );
      expect(edit).toMatchObject({ ok: false, constraint: 'purchase_orders_draft_only' });

      const before = await onHand(tx, line.sku);
      const ordered = Number(line.quantity);
      const part = Math.floor(ordered / 2);
      const receipt = await one<{ id: string }>(tx, `select public.receive_goods($1, $2::jsonb) as id`, [
        order.id,
        JSON.stringify([{ line_id: line.id, quantity: part }]),
      ]);
      expect(await onHand(tx, line.sku)).toBe(before + part);
      const grn = await one<{ number: string; status: string; unit_cost: string; last_price: string }>(
        tx,
        `select g.number, o.status, m.unit_cost, si.last_price
           from public.goods_receipts g join public.purchase_orders o on o.id = g.purchase_order_id
           join public.goods_receipt_lines gl on gl.goods_receipt_id = g.id
           join public.stock_movements m on m.id = gl.stock_movement_id
           join public.supplier_items si on si.supplier_id = o.supplier_id and si.stock_item_id = gl.stock_item_id
          where g.id = $1`,
        [receipt.id],
      );
      expect(grn).toMatchObject({ status: 'partly_received', unit_cost: '1234.50', last_price: '1234.50' });
      expect(grn.number).toMatch(/^GRN\/\d{4}-\d{2}\/\d{4}$/);

      // The rest and one more: refused without a reason, in words; accepted with one.
      const rest = JSON.stringify([{ line_id: line.id, quantity: ordered - part + 1 }]);
      const over = await attempt(tx, `select public.receive_goods($1, $2::jsonb, '  ')`, [order.id, rest]);
      expect(over).toMatchObject({ ok: false, constraint: 'goods_receipts_over_receipt_reason' });
      if (over.ok) throw new Error('over-receipt accepted');
      expect(over.message).toContain(`were ordered and ${part} received so far`);
      await tx.query(`select public.receive_goods($1, $2::jsonb, 'Supplier sent a full bundle')`, [
        order.id,
        rest,
      ]);
      expect(await onHand(tx, line.sku)).toBe(before + ordered + 1);
      const done = await one<{ status: string }>(
        tx,
        `select status from public.purchase_orders where id = $1`,
        [order.id],
      );
      const others = await one<{ n: number }>(
        tx,
        `select count(*)::integer as n from public.purchase_order_lines where purchase_order_id = $1`,
        [order.id],
      );
      expect(done.status).toBe(others.n === 1 ? 'received' : 'partly_received');
      const cancel = await attempt(tx, 'select public.cancel_purchase_order($1)', [order.id]);
      expect(cancel).toMatchObject({ ok: false, constraint: 'purchase_orders_cancel_check' });
    });
  });
});

describe('who may buy and receive', () => {
  it('refuses receiving to a person without stock.receive, and drafts to one without purchase.order', async () => {
    const sent = await rolledBack(db, async (tx) =>
      one<{ id: string; line_id: string }>(
        tx,
        `select o.id, l.id as line_id from public.purchase_orders o join public.purchase_order_lines l
            on l.purchase_order_id = o.id where o.status in ('sent', 'partly_received') order by o.number limit 1`,
      ),
    );
    const lines = JSON.stringify([{ line_id: sent.line_id, quantity: 1 }]);
    for (const person of ['sales', 'accounts', 'designer'] as const) {
      await as(db, person, async (tx) => {
        const receive = await attempt(tx, 'select public.receive_goods($1, $2::jsonb)', [sent.id, lines]);
        expect(receive).toMatchObject({ ok: false, code: '42501' });
        if (!receive.ok) expect(receive.message).toContain('stock.receive');
        const raise = await attempt(tx, 'select public.raise_reorder_purchase_orders()');
        expect(raise).toMatchObject({ ok: false, code: '42501' });
        const supplier = await attempt(tx, `insert into public.suppliers (name) values ('Refused Traders')`);
        expect(supplier).toMatchObject({ ok: false, code: '42501' });
        const receipt = await attempt(
          tx,
          `insert into public.goods_receipts (number, purchase_order_id) values ('GRN/X', $1)`,
          [sent.id],
        );
        expect(receipt).toMatchObject({ ok: false, code: '42501' });
        const seen = await tx.query('select 1 from public.purchase_order_summaries');
        expect(seen.rows.length).toBeGreaterThan(0);
      });
    }
    await as(db, 'production', async (tx) => {
      const receive = await attempt(tx, 'select public.receive_goods($1, $2::jsonb)', [sent.id, lines]);
      expect(receive.ok).toBe(true);
      const edit = await attempt(
        tx,
        `update public.goods_receipts set reason = 'x' where purchase_order_id = $1`,
        [sent.id],
      );
      expect(edit.ok).toBe(false);
    });
  });
});

describe('supplier ledger', () => {
  it('lists receipts in date order at the order rate with GST, with a running balance', async () => {
    await as(db, 'production', async (tx) => {
      const sent = await one<{ id: string; line_id: string; supplier_id: string; rate: string }>(
        tx,
        `select o.id, o.supplier_id, l.id as line_id, l.rate from public.purchase_orders o
           join public.purchase_order_lines l on l.purchase_order_id = o.id
          where o.status in ('sent', 'partly_received') order by o.number limit 1`,
      );
      await tx.query('select public.receive_goods($1, $2::jsonb)', [
        sent.id,
        JSON.stringify([{ line_id: sent.line_id, quantity: 2 }]),
      ]);
      const ledger = await tx.query<{ number: string; credit: string; balance: string }>(
        `select number, credit, balance from public.supplier_ledger where supplier_id = $1
          order by entry_date, number`,
        [sent.supplier_id],
      );
      expect(ledger.rows.length).toBeGreaterThanOrEqual(2);
      let running = 0;
      for (const entry of ledger.rows) {
        running = Math.round((running + Number(entry.credit)) * 100) / 100;
        expect(Number(entry.balance)).toBeCloseTo(running, 2);
      }
      const last = ledger.rows.at(-1);
      const taxable = Math.round(2 * Number(sent.rate) * 100) / 100;
      expect(Number(last?.credit)).toBeCloseTo(taxable + Math.round(taxable * 18) / 100, 2);
    });
  });
});
