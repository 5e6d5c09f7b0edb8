// Business analytics on PGlite with the shipped seed: the figures of an empty range are zeros, and
// rows written into a range (leads, a won deal, an order with its quotation and project, a payment,
// a cutting plan) show up in exactly the figures they belong to. Only holders of analytics.view get
// figures (a designer is refused), and row-level security applies: an accountant, who sees no
// leads, counts none. Bad ranges are refused by the database.
import { describe, expect, it } from 'vitest';
import { DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { businessAnalytics, funnelCount } from './analytics';

const { db, as } = seededDatabase();
const priya = as('priya.nair@fpw.in');
const meera = as('meera.iyer@fpw.in');
const kavya = as('kavya.menon@fpw.in');

const RANGE = { from: '2031-01-01', to: '2031-02-28' };

interface Moved {
  orderId: string;
  orderTotal: number;
  category: string;
  city: string;
  payment: number;
  yieldPercent: number;
  sheets: number;
}
let moved: Moved;

async function one<Row>(sql: string, params: unknown[] = []): Promise<Row> {
  const { rows } = await db.query<Row>(sql, params);
  if (rows[0] === undefined) throw new Error(`no row: ${sql}`);
  return rows[0];
}

describe('business_analytics', () => {
  it('gives zeros for a range with nothing in it, with one entry per month', async () => {
    const figures = await businessAnalytics(RANGE, priya);
    expect(figures.funnel.map((step) => step.count)).toEqual([0, 0, 0, 0, 0]);
    expect(figures.revenue_by_month).toEqual([
      { month: '2031-01', booked: 0, collected: 0 },
      { month: '2031-02', booked: 0, collected: 0 },
    ]);
    expect(figures.conversion.lead_to_won).toBeNull();
    expect(figures.production).toEqual({ plans: 0, sheets_used: 0, yield_percent: null });
    expect(figures.top_campaigns).toEqual([]);
  });

  it('counts the rows written into the range, each in its own figure', async () => {
    const campaign = await one<{ id: string; name: string }>(
      `select id, name from public.campaigns order by name limit 1`,
    );
    // Three leads in January, two of them from the campaign, one of those won.
    const leads = await db.query<{ id: string }>(
      `insert into public.leads (name, phone, stage_id, status_id, campaign_id, estimated_value, created_at)
       select v.name, v.phone, st.id, (select id from public.lead_statuses order by position limit 1),
              v.campaign, v.value, v.created::timestamptz
         from (values ('Anil Kapoor', '+91 98860 30001', $1::uuid, 400000, '2031-01-02 10:00+05:30', true),
                      ('Sunita Rao', '+91 98860 30002', $1::uuid, 250000, '2031-01-03 10:00+05:30', false),
                      ('Farhan Ali', '+91 98860 30003', null, 100000, '2031-01-04 10:00+05:30', false))
              as v(name, phone, campaign, value, created, won)
         join lateral (select s.id from public.lead_stages s where s.is_won = v.won and not (s.is_closed and not s.is_won)
                        order by s.position limit 1) st on true
       returning id`,
      [campaign.id],
    );
    const firstLead = leads.rows[0]!.id;
    await db.query(
      `insert into public.deals (lead_id, title, pipeline, stage, value, created_at, closed_at)
       values ($1, 'Kapoor villa wardrobes', 'Sales', 'won', 400000, '2031-01-05 10:00+05:30', '2031-01-15 10:00+05:30')`,
      [firstLead],
    );
    // A confirmed order, its approved quotation and its project, moved into the range; the project
    // came from the first lead (13 days before the order).
    const order = await one<{ id: string; quotation_id: string; project_id: string }>(
      `select id, quotation_id, project_id from public.sales_orders
        where status <> 'cancelled' and delivered_on is null order by number limit 1`,
    );
    await db.query(
      `update public.sales_orders set order_date = '2031-01-15', expected_delivery = null where id = $1`,
      [order.id],
    );
    // An approved quotation is frozen by a trigger, and a project keeps its creation time: the owner
    // moves their dates with triggers off.
    await db.exec(`set session_replication_role = replica;
      update public.quotations set issue_date = '2031-01-10', valid_until = '2031-02-10' where id = '${order.quotation_id}';
      set session_replication_role = origin;`);
    await db.exec(`set session_replication_role = replica;
      update public.projects set created_at = '2031-01-08 10:00+05:30', lead_id = '${firstLead}' where id = '${order.project_id}';
      set session_replication_role = origin;`);
    const summary = await one<{ total: string; category: string; city: string }>(
      `select s.grand_total as total, p.category::text as category, coalesce(nullif(btrim(p.city), ''), 'Unknown') as city
         from public.order_summaries s join public.projects p on p.id = s.project_id where s.id = $1`,
      [order.id],
    );
    // Payments are append-only (issue 20), for the owner too: the date is moved with triggers off.
    await db.exec(`set session_replication_role = replica`);
    const payment = await one<{ amount: string }>(
      `update public.payments set received_on = '2031-02-10'
        where id = (select id from public.payments order by received_on, id limit 1) returning amount`,
    );
    // A cut plan never changes either (issue 20): still with the triggers off.
    const plan = await one<{ yield_percent: string; sheets_used: number }>(
      `update public.cutting_plans set optimised_at = '2031-02-01 12:00+05:30'
        where id = (select id from public.cutting_plans where status in ('optimised', 'approved', 'cut')
                      and yield_percent is not null and sheets_used > 0 order by name limit 1)
        returning yield_percent, sheets_used`,
    );
    await db.exec('set session_replication_role = origin');
    moved = {
      orderId: order.id,
      orderTotal: Number(summary.total),
      category: summary.category,
      city: summary.city,
      payment: Number(payment.amount),
      yieldPercent: Number(plan.yield_percent),
      sheets: plan.sheets_used,
    };

    const figures = await businessAnalytics(RANGE, priya);
    expect(figures.funnel).toEqual([
      { step: 'leads', count: 3 },
      { step: 'deals_won', count: 1 },
      { step: 'projects', count: 1 },
      { step: 'quotations', count: 1 },
      { step: 'orders', count: 1 },
    ]);
    expect(figures.quotations_approved).toBe(1);
    expect(figures.conversion).toEqual({
      lead_to_won: 33.3,
      won_to_project: 100,
      project_to_quotation: 100,
      quotation_to_order: 100,
      lead_to_order: 33.3,
    });
    expect(figures.revenue).toEqual({ booked: moved.orderTotal, collected: moved.payment });
    expect(figures.revenue_by_month).toEqual([
      { month: '2031-01', booked: moved.orderTotal, collected: 0 },
      { month: '2031-02', booked: 0, collected: moved.payment },
    ]);
    expect(figures.orders_by_category).toEqual([
      { category: moved.category, orders: 1, value: moved.orderTotal },
    ]);
    expect(figures.orders_by_city).toEqual([{ city: moved.city, orders: 1, value: moved.orderTotal }]);
    expect(figures.avg_days_lead_to_order).toBe(13);
    expect(figures.avg_deal_cycle_days).toBe(10);
    expect(figures.top_campaigns).toEqual([
      { id: campaign.id, name: campaign.name, leads: 2, converted: 1, value: 400000 },
    ]);
    expect(figures.production).toEqual({
      plans: 1,
      sheets_used: moved.sheets,
      yield_percent: Math.round(moved.yieldPercent * 10) / 10,
    });
    expect(funnelCount(figures, 'orders')).toBe(1);
  });

  it('counts only what the caller may see: an accountant sees no leads or deals', async () => {
    const figures = await businessAnalytics(RANGE, kavya);
    expect(funnelCount(figures, 'leads')).toBe(0);
    expect(funnelCount(figures, 'deals_won')).toBe(0);
    expect(figures.top_campaigns).toEqual([]);
  });

  it('narrows with the range: February alone has the payment and the plan, not the order', async () => {
    const february = await businessAnalytics({ from: '2031-02-01', to: '2031-02-28' }, priya);
    expect(funnelCount(february, 'orders')).toBe(0);
    expect(february.revenue).toEqual({ booked: 0, collected: moved.payment });
    expect(february.production.plans).toBe(1);
  });

  it('refuses a caller without analytics.view, such as a designer (issue 20)', async () => {
    const error = await businessAnalytics(RANGE, meera).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DataSourceError);
    expect((error as DataSourceError).code).toBe('42501');
  });

  it('refuses a range that ends before it starts or spans more than two years', async () => {
    for (const range of [
      { from: '2031-02-01', to: '2031-01-01' },
      { from: '2028-01-01', to: '2031-01-01' },
    ]) {
      const error = await businessAnalytics(range, priya).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(DataSourceError);
    }
  });
});
