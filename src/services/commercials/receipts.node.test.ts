// Printable receipts on the embedded DataSource with the shipped seed: the accountant reads a
// payment's receipt with what it was received against; a designer, who may not read payments,
// gets none; a reversal has no receipt of its own and marks the receipt it takes back.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { getReceiptDocument, reversePayment } from '.';

const rolledBack = seededDatabase();
const { db } = rolledBack;
const accounts = rolledBack.as('kavya.menon@fpw.in');
const designer = rolledBack.as('meera.iyer@fpw.in');

/** Zoya Reddy's booking advance: her order SO-2026-0001 is invoiced in full by the seed. */
async function seededAdvance(): Promise<{ id: string; number: string }> {
  const { rows } = await db.query<{ id: string; number: string }>(
    `select pay.id, r.number from public.payments pay
       join public.payment_receipts r on r.payment_id = pay.id
       join public.sales_orders o on o.project_id = pay.project_id
       join public.project_payment_stages s on s.id = pay.payment_stage_id
      where o.number = 'SO-2026-0001' and s.position = 1`,
  );
  return rows[0]!;
}

describe('payment receipts', () => {
  it('gives the accountant the receipt with its client, stage and order', async () => {
    const advance = await seededAdvance();
    const receipt = await getReceiptDocument(advance.id, accounts);
    expect(receipt).toMatchObject({
      payment_id: advance.id,
      number: advance.number,
      amount: 216000,
      client_name: 'Zoya Reddy',
      stage_name: 'Booking advance',
      order_numbers: 'SO-2026-0001',
      invoice_numbers: null,
      reversed: false,
    });
    expect(receipt!.number).toMatch(/^RCPT\/\d{4}-\d{2}\/\d{4}$/);
    expect(receipt!.received_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives no receipt to someone who may not read the payment', async () => {
    const advance = await seededAdvance();
    expect(await getReceiptDocument(advance.id, designer)).toBeNull();
  });

  it('has no receipt for a reversal, and marks the receipt it takes back', async () => {
    await rolledBack.inRollback(async () => {
      const advance = await seededAdvance();
      await reversePayment({ paymentId: advance.id, reason: 'Cheque bounced', amount: null }, accounts);
      expect((await getReceiptDocument(advance.id, accounts))?.reversed).toBe(true);
      const { rows } = await db.query<{ id: string }>(
        'select id from public.payments where reverses_payment_id = $1',
        [advance.id],
      );
      expect(await getReceiptDocument(rows[0]!.id, accounts)).toBeNull();
    });
  });
});
