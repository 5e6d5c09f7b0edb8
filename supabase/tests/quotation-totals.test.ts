// The quotation totals of 20261121001600_commercials.sql on worked examples written out by hand.
// The rule (also in the migration):
//   cost     = round(qty x unit cost)
//   amount   = round(qty x unit cost x (1 + margin% / 100))
//   discount = round(amount x discount% / 100)
//   taxable  = amount - discount;  margin = taxable - cost
//   GST      = per rate, round(sum of taxable at that rate x rate / 100)
//   grand    = taxable total + GST total
// Every round() is to the currency's minor unit (paise for INR), half away from zero.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, asRole, claimsOf, openTestDatabase, PEOPLE, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

interface Line {
  quantity: string;
  unit_cost: string;
  margin_percent: string;
  discount_percent: string;
  gst_rate: string;
}

interface Totals {
  currency: string;
  minor_units: number;
  lines: {
    cost_amount: string;
    line_amount: string;
    discount_amount: string;
    taxable_amount: string;
    margin_amount: string;
  }[];
  gst_by_rate: { gst_rate: string; taxable_amount: string; gst_amount: string }[];
  subtotal: string;
  discount_total: string;
  taxable_total: string;
  gst_total: string;
  grand_total: string;
  cost_total: string;
  margin_total: string;
  margin_percent: string;
}

/**
 * The totals with every number as the text Postgres wrote (jsonb keeps numerics exactly), so
 * 69112.50 is compared as written and not as a float.
 */
async function totals(session: Session, lines: Line[], currency = 'INR'): Promise<Totals> {
  const { rows } = await session.query<{ totals: string }>(
    `select public.compute_quotation_totals($1::jsonb, $2)::text as totals`,
    [
      JSON.stringify(
        lines.map((line) => Object.fromEntries(Object.entries(line).map(([k, v]) => [k, Number(v)]))),
      ),
      currency,
    ],
  );
  return asText(JSON.parse(rows[0]?.totals ?? 'null', keepNumberText)) as Totals;
}

// JSON.parse with the source text of every number kept (Node 24: the reviver's context.source).
function keepNumberText(_key: string, value: unknown, context?: { source?: string }): unknown {
  return typeof value === 'number' && context?.source !== undefined ? { numberText: context.source } : value;
}

function asText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asText);
  if (value !== null && typeof value === 'object') {
    if ('numberText' in value) return (value as { numberText: string }).numberText;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asText(inner)]));
  }
  return value;
}

describe('compute_quotation_totals: a wardrobe job with GST at 18 % and 12 %', () => {
  // 1. Wardrobe carcass   48.5 sqft x 1,250.00  margin 20 %    discount 5 %    GST 18 %
  //    cost 60,625.00; amount 48.5 x 1250 x 1.20 = 72,750.00; discount 3,637.50; taxable 69,112.50
  // 2. Edge banding labour 120 rft x 18.75      margin 15 %    discount 0      GST 18 %
  //    cost 2,250.00; amount 120 x 18.75 x 1.15 = 2,587.50; taxable 2,587.50
  // 3. Hettich hardware     7 nos x 333.33      margin 12.5 %  discount 2.5 %  GST 12 %
  //    cost 2,333.31; amount 7 x 333.33 x 1.125 = 2,624.97375 -> 2,624.97;
  //    discount 2,624.97 x 2.5 % = 65.62425 -> 65.62; taxable 2,559.35
  // 4. Transport            1 x 2,499.99        margin 0       discount 0      GST 12 %
  //    cost = amount = taxable = 2,499.99
  // GST 18 %: (69,112.50 + 2,587.50) = 71,700.00 x 18 % = 12,906.00
  // GST 12 %: (2,559.35 + 2,499.99) = 5,059.34 x 12 % = 607.1208 -> 607.12
  // subtotal 80,462.46; discounts 3,703.12; taxable 76,759.34; GST 13,513.12; grand total 90,272.46
  // cost 67,708.30; margin 9,051.04 = 11.79 % of taxable
  const wardrobe: Line[] = [
    { quantity: '48.5', unit_cost: '1250.00', margin_percent: '20', discount_percent: '5', gst_rate: '18' },
    { quantity: '120', unit_cost: '18.75', margin_percent: '15', discount_percent: '0', gst_rate: '18' },
    { quantity: '7', unit_cost: '333.33', margin_percent: '12.5', discount_percent: '2.5', gst_rate: '12' },
    { quantity: '1', unit_cost: '2499.99', margin_percent: '0', discount_percent: '0', gst_rate: '12' },
  ];

  it('prices each line: cost, amount with margin, discount, taxable value, margin earned', async () => {
    const result = await totals(db, wardrobe);
    expect(result.lines).toEqual([
      {
        line_id: null,
        position: '1',
        cost_amount: '60625.00',
        line_amount: '72750.00',
        discount_amount: '3637.50',
        taxable_amount: '69112.50',
        margin_amount: '8487.50',
        gst_rate: '18',
      },
      {
        line_id: null,
        position: '2',
        cost_amount: '2250.00',
        line_amount: '2587.50',
        discount_amount: '0.00',
        taxable_amount: '2587.50',
        margin_amount: '337.50',
        gst_rate: '18',
      },
      {
        line_id: null,
        position: '3',
        cost_amount: '2333.31',
        line_amount: '2624.97',
        discount_amount: '65.62',
        taxable_amount: '2559.35',
        margin_amount: '226.04',
        gst_rate: '12',
      },
      {
        line_id: null,
        position: '4',
        cost_amount: '2499.99',
        line_amount: '2499.99',
        discount_amount: '0.00',
        taxable_amount: '2499.99',
        margin_amount: '0.00',
        gst_rate: '12',
      },
    ]);
  });

  it('charges GST per rate and adds up to the grand total', async () => {
    const result = await totals(db, wardrobe);
    expect(result.gst_by_rate).toEqual([
      { gst_rate: '12', taxable_amount: '5059.34', gst_amount: '607.12' },
      { gst_rate: '18', taxable_amount: '71700.00', gst_amount: '12906.00' },
    ]);
    expect(result).toMatchObject({
      currency: 'INR',
      minor_units: '2',
      subtotal: '80462.46',
      discount_total: '3703.12',
      taxable_total: '76759.34',
      gst_total: '13513.12',
      grand_total: '90272.46',
      cost_total: '67708.30',
      margin_total: '9051.04',
      margin_percent: '11.79',
    });
  });
});

describe('compute_quotation_totals: rounding', () => {
  it('rounds GST once per rate, as on a GST invoice, not line by line', async () => {
    // Three lines of 10.04 at 12 %: per line 1.2048 would round to 1.20 each (3.60 in all);
    // per rate 30.12 x 12 % = 3.6144 -> 3.61.
    const line = {
      quantity: '1',
      unit_cost: '10.04',
      margin_percent: '0',
      discount_percent: '0',
      gst_rate: '12',
    };
    const result = await totals(db, [line, line, line]);
    expect(result.gst_by_rate).toEqual([{ gst_rate: '12', taxable_amount: '30.12', gst_amount: '3.61' }]);
    expect(result.grand_total).toBe('33.73');
  });

  it('rounds half a paisa away from zero', async () => {
    // 1 x 0.25 x 1.5 = 0.375 -> 0.38; discount 0.38 x 50 % = 0.19; GST 0.19 x 18 % = 0.0342 -> 0.03
    // 3 x 0.15 x 1.1 = 0.495 -> 0.50 (0.49 if it rounded half down or to even)
    const result = await totals(db, [
      { quantity: '1', unit_cost: '0.25', margin_percent: '50', discount_percent: '50', gst_rate: '18' },
      { quantity: '3', unit_cost: '0.15', margin_percent: '10', discount_percent: '0', gst_rate: '0' },
    ]);
    expect(result.lines.map((line) => [line.line_amount, line.discount_amount, line.taxable_amount])).toEqual(
      [
        ['0.38', '0.19', '0.19'],
        ['0.50', '0.00', '0.50'],
      ],
    );
    expect(result.gst_total).toBe('0.03');
    expect(result.grand_total).toBe('0.72');
  });

  it("rounds to the currency's minor unit: whole yen, three decimals for dinars", async () => {
    const line = {
      quantity: '3',
      unit_cost: '333.33',
      margin_percent: '0',
      discount_percent: '0',
      gst_rate: '18',
    };
    // 999.99 -> 1000 yen; GST 180
    const yen = await totals(db, [line], 'JPY');
    expect(yen).toMatchObject({
      minor_units: '0',
      taxable_total: '1000',
      gst_total: '180',
      grand_total: '1180',
    });
    // 999.990 dinars; GST 179.9982 -> 179.998
    const dinars = await totals(db, [line], 'BHD');
    expect(dinars).toMatchObject({ minor_units: '3', gst_total: '179.998', grand_total: '1179.988' });
  });

  it('gives zeros, not nulls, for a quotation without lines', async () => {
    const result = await totals(db, []);
    expect(result).toMatchObject({
      subtotal: '0',
      taxable_total: '0',
      gst_total: '0',
      grand_total: '0',
      lines: [],
    });
  });
});

describe('stored quotations and orders use the same rule', () => {
  it('totals a saved quotation exactly as the same lines previewed', async () => {
    const result = await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ stored: string; previewed: string; summary: string }>(
        `select public.quotation_totals(q.id)::text as stored,
                public.compute_quotation_totals(
                  (select jsonb_agg(jsonb_build_object('id', l.id, 'position', l.position, 'quantity', l.quantity,
                     'unit_cost', l.unit_cost, 'margin_percent', l.margin_percent,
                     'discount_percent', l.discount_percent, 'gst_rate', l.gst_rate) order by l.position)
                     from public.quotation_lines l where l.quotation_id = q.id), 'INR')::text as previewed,
                s.grand_total::text as summary
           from public.quotations q join public.quotation_summaries s on s.id = q.id
          where q.status = 'approved' order by q.number limit 1`,
      );
      return rows[0];
    });
    expect(result?.stored).toBe(result?.previewed);
    expect(JSON.parse(result?.stored ?? '{}').grand_total).toBe(Number(result?.summary));
  });

  it('builds a quotation from a BOQ and an order from it whose total equals the quotation to the paisa', async () => {
    // Approving and ordering need proposal.approve and order.create: the administrator's step.
    const admin = await claimsOf(db, PEOPLE.admin);
    // Vikram (sales manager) manages design-stage projects with a draft BOQ; a sales person sees
    // only their own projects (project-access.test.ts).
    const vikram = await claimsOf(db, 'vikram.singh@fpw.in');
    const result = await asRole(db, vikram, async (tx) => {
      // The project in the design stage has a draft BOQ.
      const { rows } = await tx.query<{ id: string }>(
        `select public.create_quotation_from_boq(p.id, 'From the BOQ', 20) as id
           from public.projects p where p.stage = 'design' order by p.code limit 1`,
      );
      const quotation = rows[0]?.id;
      const lines = await tx.query<{ count: number; boq: number }>(
        `select count(*)::integer as count,
                (select count(*)::integer from public.boq_items b join public.quotations q on q.project_id = b.project_id
                  where q.id = $1 and b.status <> 'cancelled') as boq
           from public.quotation_lines where quotation_id = $1`,
        [quotation],
      );
      // Status moves through set_quotation_status (issue 20), with the version read.
      await tx.query(
        `select public.set_quotation_status(q.id, q.version, 'sent') from public.quotations q where q.id = $1`,
        [quotation],
      );
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(admin)]);
      await tx.query(
        `select public.set_quotation_status(q.id, q.version, 'approved') from public.quotations q where q.id = $1`,
        [quotation],
      );
      const created = await tx.query<{ id: string }>(`select public.create_order_from_quotation($1) as id`, [
        quotation,
      ]);
      const order = await tx.query<{ number: string; order_total: string; quotation_total: string }>(
        `select o.number, public.order_totals(o.id) ->> 'grand_total' as order_total,
                public.quotation_totals($2) ->> 'grand_total' as quotation_total
           from public.sales_orders o where o.id = $1`,
        [created.rows[0]?.id, quotation],
      );
      return { lines: lines.rows[0], order: order.rows[0] };
    });
    expect(result.lines?.count).toBeGreaterThan(0);
    expect(result.lines?.count).toBe(result.lines?.boq);
    expect(result.order?.number).toMatch(/^SO-\d{4}-\d{4}$/);
    expect(result.order?.order_total).toBe(result.order?.quotation_total);
  });
});
