// Quotations on PGlite with the shipped seed, through the embedded DataSource: a new quotation from
// selected BOQ lines takes the next number of the org's prefix, its totals split GST into CGST and
// SGST for a client in the org's state and IGST for one outside, the terms of a draft reach its lines,
// the status flow needs the right permission, and a revision keeps the old one as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { createQuotationFromBoqLines, listBoqLines } from './boq';
import {
  getQuotation,
  getQuotationDetail,
  listQuotationLines,
  listQuotations,
  listRevisions,
  quotationTax,
  reviseQuotation,
  setQuotationStatus,
  setQuotationTerms,
} from './quotations';

const { db, as } = seededDatabase();
const manager = as('vikram.singh@fpw.in');
const executive = as('asha.rao@fpw.in');
let project: string;
let clientId: string;

beforeAll(async () => {
  const { rows } = await db.query<{ id: string; client_id: string }>(
    `select p.id, p.client_id from public.projects p
      where exists (select 1 from public.boq_items b where b.project_id = p.id)
      order by p.code limit 1`,
  );
  project = rows[0]!.id;
  clientId = rows[0]!.client_id;
}, 240_000);

async function newQuotation(title: string, margin = 20): Promise<string> {
  const lines = await listBoqLines(project, manager);
  return createQuotationFromBoqLines(
    { projectId: project, lineIds: lines.slice(0, 3).map((l) => l.id), title, marginPercent: margin },
    manager,
  );
}

const setClientState = async (state: string | null, gstin: string | null) => {
  await db.query('update public.clients set state = $1, gstin = $2 where id = $3', [state, gstin, clientId]);
};

describe('numbering', () => {
  it("gives a new quotation the next number of the year with the org's prefix, revision 1", async () => {
    const { rows } = await db.query<{ prefix: string; last: number | null }>(
      `select o.quotation_prefix as prefix,
              (select c.last_number from public.document_counters c
                where c.document_type = 'quotation' and c.year = extract(year from current_date)::integer) as last
         from public.org_settings o`,
    );
    const { prefix, last } = rows[0]!;
    const id = await newQuotation('Numbering');
    const quotation = await getQuotation(id, manager);
    const year = new Date().getFullYear();
    expect(quotation).toMatchObject({
      number: `${prefix}-${year}-${String((last ?? 0) + 1).padStart(4, '0')}`,
      revision: 1,
      status: 'draft',
    });
    expect(await listQuotationLines(id, manager)).toHaveLength(3);
  });
});

describe('totals with the GST split', () => {
  it('splits GST into CGST and SGST for a client in the org state', async () => {
    const { rows } = await db.query<{ state: string }>('select state from public.org_settings');
    await setClientState(rows[0]!.state.toUpperCase(), null);
    const id = await newQuotation('Intra-state');
    const tax = (await quotationTax(id, manager))!;
    expect(tax.intra_state).toBe(true);
    expect(tax.igst_total).toBe(0);
    expect(tax.cgst_total + tax.sgst_total).toBeCloseTo(tax.gst_total, 2);
    expect(Math.abs(tax.cgst_total - tax.sgst_total)).toBeLessThanOrEqual(0.01 * tax.gst_split.length);
    for (const rate of tax.gst_split) {
      expect(rate.cgst_amount + rate.sgst_amount).toBeCloseTo(rate.gst_amount, 2);
    }
    expect(tax.grand_total).toBeCloseTo(tax.taxable_total + tax.gst_total, 2);
  });

  it('charges IGST for a client in another state, the GSTIN deciding when both have one', async () => {
    await setClientState('Maharashtra', null);
    const id = await newQuotation('Inter-state');
    const tax = (await quotationTax(id, manager))!;
    expect(tax).toMatchObject({
      intra_state: false,
      place_of_supply: 'Maharashtra',
      cgst_total: 0,
      sgst_total: 0,
    });
    expect(tax.igst_total).toBeCloseTo(tax.gst_total, 2);
    expect(tax.gst_total).toBeGreaterThan(0);
    // A Karnataka GSTIN (29) with the same state code as the org's: intra-state whatever the name says.
    const { rows } = await db.query<{ gstin: string }>('select gstin from public.org_settings');
    await setClientState('Maharashtra', `${rows[0]!.gstin.slice(0, 2)}AAACB1234C1Z5`);
    expect((await quotationTax(id, manager))!.intra_state).toBe(true);
    await setClientState(null, null);
  });
});

describe('terms and the status flow', () => {
  it('sets margin, discount and validity on a draft and its lines, refusing a stale version', async () => {
    const id = await newQuotation('Terms', 10);
    const before = (await quotationTax(id, manager))!;
    const detail = (await getQuotationDetail(id, manager))!;
    const validUntil = '2027-01-31';
    const version = await setQuotationTerms(
      id,
      detail.version,
      { marginPercent: 25, discountPercent: 5, validUntil },
      manager,
    );
    expect(version).toBe(detail.version + 1);
    const lines = await listQuotationLines(id, manager);
    expect(lines.every((l) => l.margin_percent === 25 && l.discount_percent === 5)).toBe(true);
    const after = (await quotationTax(id, manager))!;
    expect(after.subtotal).toBeGreaterThan(before.subtotal);
    expect(after.discount_total).toBeGreaterThan(0);
    expect((await getQuotation(id, manager))!.valid_until).toBe(validUntil);
    await expect(
      setQuotationTerms(id, detail.version, { marginPercent: 30, discountPercent: 0, validUntil }, manager),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('sends and approves with who may; a sent quotation refuses changes; an executive cannot approve', async () => {
    const id = await newQuotation('Flow');
    let q = (await getQuotation(id, manager))!;
    await setQuotationStatus(id, q.version, 'sent', undefined, manager);
    q = (await getQuotation(id, manager))!;
    expect(q.status).toBe('sent');
    expect(q.sent_at).not.toBeNull();
    const detail = (await getQuotationDetail(id, manager))!;
    await expect(
      setQuotationTerms(
        id,
        detail.version,
        { marginPercent: 1, discountPercent: 0, validUntil: q.valid_until },
        manager,
      ),
    ).rejects.toMatchObject({ constraint: 'quotations_locked' });
    await expect(setQuotationStatus(id, q.version, 'approved', undefined, executive)).rejects.toThrow(
      /proposal\.approve/,
    );
    await setQuotationStatus(id, q.version, 'approved', 'Client signed', manager);
    q = (await getQuotation(id, manager))!;
    expect(q.status).toBe('approved');
    expect(q.decided_at).not.toBeNull();
  });
});

describe('revisions', () => {
  it('makes the next revision as a draft with the same number and keeps the old one as it was', async () => {
    const id = await newQuotation('Revise');
    let q = (await getQuotation(id, manager))!;
    await setQuotationStatus(id, q.version, 'sent', undefined, manager);
    q = (await getQuotation(id, manager))!;
    const revisionId = await reviseQuotation(id, manager);
    const revision = (await getQuotation(revisionId, manager))!;
    expect(revision).toMatchObject({
      number: q.number,
      revision: 2,
      status: 'draft',
      reference: `${q.number} R2`,
    });
    const old = (await getQuotation(id, manager))!;
    expect(old).toMatchObject({
      status: 'sent',
      revision: 1,
      grand_total: q.grand_total,
      latest_revision: 2,
    });
    expect(await listQuotationLines(revisionId, manager)).toHaveLength(3);
    expect((await listRevisions(q.number, manager)).map((r) => r.revision)).toEqual([1, 2]);
    const { rows } = await listQuotations({ project, status: 'draft' }, manager);
    expect(rows.some((r) => r.id === revisionId)).toBe(true);
    expect(rows.every((r) => r.status === 'draft' && r.project_id === project)).toBe(true);
  });
});

describe('the list over a date range', () => {
  it('keeps the quotations issued within the range, as the analytics figures link to them', async () => {
    const all = await listQuotations({}, manager);
    const dates = all.rows.map((q) => q.issue_date).sort();
    const from = dates[0]!;
    const to = dates[Math.floor(dates.length / 2)]!;
    const ranged = await listQuotations({ from, to }, manager);
    expect(ranged.total).toBe(dates.filter((date) => date >= from && date <= to).length);
    expect(ranged.rows.every((q) => q.issue_date >= from && q.issue_date <= to)).toBe(true);
  });
});

describe('who and when', () => {
  it('stamps who sent and who decided, whatever the client sends', async () => {
    const id = await newQuotation('Who');
    let q = (await getQuotation(id, manager))!;
    await setQuotationStatus(id, q.version, 'sent', undefined, manager);
    q = (await getQuotation(id, manager))!;
    expect(q.sent_by_name).toBe('Vikram Singh');
    await setQuotationStatus(id, q.version, 'rejected', 'Too costly', manager);
    q = (await getQuotation(id, manager))!;
    expect(q).toMatchObject({
      status: 'rejected',
      decided_by_name: 'Vikram Singh',
      decision_note: 'Too costly',
    });
  });
});
