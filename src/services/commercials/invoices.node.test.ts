// Money in on the embedded DataSource with the shipped seed, as the seeded accountant: an order's
// advance invoice, then the rest; a credit note for one line; receipts for what is left, after
// which the client's ledger balances to zero with nothing outstanding. Numbering under concurrent
// issue, the e-invoice JSON against the schema, and who may not issue.
import { describe, expect, it } from 'vitest';
import { isDataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { recordPayment } from '../projects';
import {
  EInvoiceRefusal,
  eInvoiceSchema,
  getInvoice,
  gstSummary,
  getReceivable,
  issueCreditNote,
  issueInvoice,
  listClientLedger,
  listInvoices,
  listReceivables,
  paymentReminderLinks,
  purchaseRegister,
  salesRegister,
  toEInvoice,
} from '.';

const { db, as, inRollback } = seededDatabase();
const accounts = as('kavya.menon@fpw.in');
const sales = as('asha.rao@fpw.in');
const today = new Date().toISOString().slice(0, 10);

async function orderOf(number: string) {
  const { rows } = await db.query<{ id: string; project_id: string; client_id: string; taxable: string }>(
    `select o.id, o.project_id, o.client_id, public.order_totals(o.id) ->> 'taxable_total' as taxable
       from public.sales_orders o where o.number = $1`,
    [number],
  );
  return rows[0]!;
}

async function firstStage(projectId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'select id from public.project_payment_stages where project_id = $1 order by position limit 1',
    [projectId],
  );
  return rows[0]!.id;
}

describe('from an order to a settled client ledger', () => {
  it('invoices the advance and the rest, credits a line, and balances to zero after the last receipt', async () => {
    await inRollback(async () => {
      const order = await orderOf('SO-2026-0015');
      const advanceId = await issueInvoice(
        { orderId: order.id, paymentStageId: await firstStage(order.project_id), invoiceDate: today },
        accounts,
      );
      const advance = (await getInvoice(advanceId, accounts))!;
      expect(advance.invoice.number).toMatch(/^INV\/\d{4}-\d{2}\/\d{4}$/);
      expect(advance.invoice.share_percent).toBe(10);
      expect(advance.invoice.intra_state).toBe(true);
      expect(advance.invoice.igst_total).toBe(0);
      expect(Math.abs(advance.invoice.round_off)).toBeLessThanOrEqual(0.5);
      const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
      expect(sum(advance.lines.map((line) => line.cgst_amount))).toBe(advance.invoice.cgst_total);

      const restId = await issueInvoice(
        { orderId: order.id, paymentStageId: null, invoiceDate: today },
        accounts,
      );
      const rest = (await getInvoice(restId, accounts))!;
      expect(rest.invoice.share_percent).toBe(90);
      expect(sum([advance.invoice.taxable_total, rest.invoice.taxable_total])).toBe(Number(order.taxable));
      await expect(
        issueInvoice({ orderId: order.id, paymentStageId: null, invoiceDate: today }, accounts),
      ).rejects.toThrow(/already invoiced in full/);

      const line = rest.lines[0]!;
      const noteId = await issueCreditNote(
        {
          invoiceId: restId,
          reason: 'Loft shutters dropped',
          lines: [{ invoiceLineId: line.id }],
          noteDate: today,
        },
        accounts,
      );
      const credited = (await getInvoice(restId, accounts))!;
      expect(credited.invoice.status).toBe('issued');
      expect(credited.creditNotes.map((note) => note.id)).toEqual([noteId]);
      expect(credited.creditNotes[0]!.taxable_total).toBe(line.taxable_amount);

      // Receipts for what is still owed, stage by stage as the project's plan allows (the seeded
      // project's estimate is raised to its order's value first, so its stages can take it).
      await db.query('update public.projects set estimate = 1000000, version = version + 1 where id = $1', [
        order.project_id,
      ]);
      let owed = (await getReceivable(order.client_id, accounts))!.balance;
      expect(owed).toBeGreaterThan(0);
      const { rows: stages } = await db.query<{ id: string; pending: string }>(
        `select payment_stage_id as id, pending_amount as pending from public.project_payment_status
          where project_id = $1 and pending_amount > 0 order by position`,
        [order.project_id],
      );
      for (const stage of stages) {
        if (owed <= 0) break;
        const amount = Math.min(owed, Number(stage.pending));
        await recordPayment(
          { stageId: stage.id, amount, paid_on: today, mode: 'neft', reference: 'NEFT/LEDGER' },
          accounts,
        );
        owed = Math.round((owed - amount) * 100) / 100;
      }
      expect(owed).toBe(0);
      const settled = (await getReceivable(order.client_id, accounts))!;
      expect(settled.balance).toBe(0);
      expect(settled.outstanding).toBe(0);
      const ledger = await listClientLedger(order.client_id, accounts);
      expect(ledger.at(-1)!.balance).toBe(0);
      expect(ledger.filter((entry) => entry.entry === 'invoice').map((entry) => entry.number)).toEqual([
        advance.invoice.number,
        rest.invoice.number,
      ]);
      expect(
        ledger
          .filter((entry) => entry.entry === 'receipt')
          .every((entry) => /^RCPT\//.test(entry.number ?? '')),
      ).toBe(true);
    });
  });

  it('numbers invoices one after another per financial year, without gaps (the counter row is taken under its lock, as for orders)', async () => {
    await inRollback(async () => {
      const numbers: string[] = [];
      for (const number of ['SO-2026-0013', 'SO-2026-0012', 'SO-2026-0011']) {
        const order = await orderOf(number);
        numbers.push(
          (await getInvoice(
            await issueInvoice({ orderId: order.id, paymentStageId: null, invoiceDate: today }, accounts),
            accounts,
          ))!.invoice.number,
        );
      }
      const serials = numbers.map((number) => Number(number.split('/').at(-1)));
      expect(serials).toEqual([serials[0], serials[0]! + 1, serials[0]! + 2]);
      const listed = await listInvoices({ search: 'INV/', pageSize: 100, page: 0 }, accounts);
      expect(listed.rows.slice(0, 3).map((row) => row.number)).toEqual([...numbers].reverse());
      expect(serials[0]).toBe(listed.total - 2);
    });
  });

  it('exports a registered buyer’s invoice as e-invoice JSON that the schema accepts, and refuses one without a GSTIN', async () => {
    await inRollback(async () => {
      const across = await orderOf('SO-2026-0003');
      await db.query(`update public.clients set pincode = '500081' where id = $1`, [across.client_id]);
      const id = await issueInvoice(
        { orderId: across.id, paymentStageId: null, invoiceDate: today },
        accounts,
      );
      const document = (await getInvoice(id, accounts))!;
      expect(document.invoice.buyer_pincode).toBe('500081');
      const json = toEInvoice(document.invoice, document.lines);
      expect(eInvoiceSchema.safeParse(json).success).toBe(true);
      expect(json.BuyerDtls.Pos).toBe('36');
      expect(json.SellerDtls.Stcd).toBe('29');
      expect(json.ValDtls.IgstVal).toBeGreaterThan(0);
      expect(json.ValDtls.CgstVal).toBe(0);
      const items = json.ItemList.reduce((total, item) => total + item.IgstAmt, 0);
      expect(Math.round(items * 100) / 100).toBe(json.ValDtls.IgstVal);

      const local = await orderOf('SO-2026-0014');
      const b2c = (await getInvoice(
        await issueInvoice({ orderId: local.id, paymentStageId: null, invoiceDate: today }, accounts),
        accounts,
      ))!;
      expect(() => toEInvoice(b2c.invoice, b2c.lines)).toThrow(EInvoiceRefusal);
    });
  });

  it('lets sales read what clients owe but not issue, and offers a reminder in the client’s channels', async () => {
    await inRollback(async () => {
      const order = await orderOf('SO-2026-0014');
      try {
        await issueInvoice({ orderId: order.id, paymentStageId: null, invoiceDate: today }, sales);
        throw new Error('expected a refusal');
      } catch (error) {
        expect(isDataSourceError(error) && error.kind).toBe('permission');
        expect((error as Error).message).toMatch(/invoice\.issue/);
      }
      const receivables = await listReceivables({ show: 'all' }, accounts);
      expect(receivables.total).toBeGreaterThan(5);
      const owing = receivables.rows.find((row) => row.phone && row.email)!;
      const links = paymentReminderLinks(owing, 'Fine Panel Works');
      expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(decodeURIComponent(links.email ?? '')).toContain(owing.client_name);
    });
  });
  it('files the month: the sales register nets credit notes, and the GST summary by rate and state adds up to it', async () => {
    await inRollback(async () => {
      const inside = await orderOf('SO-2026-0014');
      const across = await orderOf('SO-2026-0010');
      const first = await issueInvoice(
        { orderId: inside.id, paymentStageId: null, invoiceDate: today },
        accounts,
      );
      await issueInvoice({ orderId: across.id, paymentStageId: null, invoiceDate: today }, accounts);
      const line = (await getInvoice(first, accounts))!.lines[0]!;
      await issueCreditNote(
        { invoiceId: first, reason: 'Matrix', lines: [{ invoiceLineId: line.id }], noteDate: today },
        accounts,
      );
      const register = await salesRegister(today, accounts);
      const note = register.find((row) => row.document === 'credit_note')!;
      expect(note.taxable_total).toBe(-line.taxable_amount);
      const summary = await gstSummary(today, accounts);
      const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
      expect(sum(summary.map((row) => row.taxable_amount))).toBe(
        sum(register.map((row) => row.taxable_total)),
      );
      expect(sum(summary.map((row) => row.igst_amount))).toBe(sum(register.map((row) => row.igst_total)));
      expect(new Set(summary.map((row) => row.place_of_supply))).toEqual(
        new Set(['Karnataka', 'Tamil Nadu']),
      );
      const { rows: received } = await db.query<{ on: string; number: string }>(
        'select received_on::text as on, number from public.goods_receipts order by received_on limit 1',
      );
      const purchases = await purchaseRegister(received[0]!.on, accounts);
      expect(purchases.map((row) => row.number)).toContain(received[0]!.number);
      expect(purchases.every((row) => row.entry_date.slice(0, 7) === received[0]!.on.slice(0, 7))).toBe(true);
    });
  });
});
