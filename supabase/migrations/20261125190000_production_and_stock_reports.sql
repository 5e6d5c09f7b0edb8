-- The reports page's production and stock tabs: read models over cutting plans and the stock
-- ledger. All security_invoker, so the tables' policies decide what a caller counts. Months are the
-- business's months (India Standard Time), as the seeded ledger and the shop floor count them.
-- Money is valued at purchase price: a movement at the item's last purchase price on or before it.

-- Every movement of the ledger with the purchase price it is valued at.
create view public.stock_movement_values with (security_invoker = true) as
select m.id, m.stock_item_id, i.kind as item_kind, i.unit, m.kind, m.quantity, m.moved_at,
       (date_trunc('month', m.moved_at at time zone 'Asia/Kolkata'))::date as month,
       m.cutting_plan_id, c.unit_cost,
       round(m.quantity * coalesce(c.unit_cost, 0), 2) as value
  from public.stock_movements m
  join public.stock_items i on i.id = m.stock_item_id
  left join lateral (
    select p.unit_cost
      from public.stock_movements p
     where p.stock_item_id = m.stock_item_id and p.kind = 'purchase' and p.unit_cost is not null
       and p.moved_at <= m.moved_at
     order by p.moved_at desc, p.created_at desc
     limit 1
  ) c on true;

-- Per material (processed panel): the plans the optimizer has answered, the sheets they use and
-- their yield, weighted by sheet area (a plan of ten sheets counts ten times one of one sheet).
create view public.production_yield_by_material with (security_invoker = true) as
select cp.processed_panel_id as id, cp.processed_panel_id, pp.code as processed_panel_code,
       pp.name as processed_panel_name,
       count(*)::integer as plans,
       (count(*) filter (where cp.status = 'cut'))::integer as plans_cut,
       sum(cp.sheets_used)::integer as sheets_used,
       coalesce(sum(cp.sheets_used) filter (where cp.status = 'cut'), 0)::integer as sheets_cut,
       coalesce(sum(parts.parts), 0)::integer as parts,
       round(sum(cp.sheets_used::numeric * cp.sheet_length_mm * cp.sheet_width_mm) / 1000000, 3) as sheet_area_m2,
       round(sum(cp.sheets_used::numeric * cp.sheet_length_mm * cp.sheet_width_mm * cp.yield_percent / 100)
             / 1000000, 3) as part_area_m2,
       round(sum(cp.sheets_used::numeric * cp.sheet_length_mm * cp.sheet_width_mm * cp.yield_percent)
             / nullif(sum(cp.sheets_used::numeric * cp.sheet_length_mm * cp.sheet_width_mm), 0), 2) as yield_percent,
       max(cp.optimised_at) as last_optimised_at
  from public.cutting_plans cp
  join public.processed_panels pp on pp.id = cp.processed_panel_id
  left join lateral (
    select sum(p.quantity) as parts from public.cutting_plan_parts p where p.cutting_plan_id = cp.id
  ) parts on true
 where cp.status in ('optimised', 'approved', 'cut')
 group by cp.processed_panel_id, pp.code, pp.name;

-- What production drew from stock per month and kind of item: quantities in the item's unit, the
-- part of it that cutting plans took, and its value at purchase price.
create view public.stock_consumption_by_month with (security_invoker = true) as
select v.month, v.item_kind, v.unit,
       sum(-v.quantity) as quantity,
       coalesce(sum(-v.quantity) filter (where v.cutting_plan_id is not null), 0) as quantity_by_plans,
       count(distinct v.cutting_plan_id)::integer as plans,
       sum(-v.value) as value
  from public.stock_movement_values v
 where v.kind = 'consumption'
 group by v.month, v.item_kind, v.unit;

-- The ledger per month and kind of movement: how many, and the value in (positive) or out
-- (negative) at purchase price.
create view public.stock_movements_by_month with (security_invoker = true) as
select v.month, v.kind, count(*)::integer as movements,
       coalesce(sum(v.value) filter (where v.quantity > 0), 0) as value_in,
       coalesce(sum(-v.value) filter (where v.quantity < 0), 0) as value_out
  from public.stock_movement_values v
 group by v.month, v.kind;

-- Stock valuation per kind of item at the last purchase price (stock_levels' stock_value).
create view public.stock_valuation_by_kind with (security_invoker = true) as
select l.kind, count(*)::integer as items,
       (count(*) filter (where l.below_reorder_level))::integer as below_reorder_level,
       coalesce(sum(l.stock_value), 0) as stock_value
  from public.stock_levels l
 where l.active
 group by l.kind;

grant select on public.stock_movement_values, public.production_yield_by_material,
  public.stock_consumption_by_month, public.stock_movements_by_month, public.stock_valuation_by_kind
  to authenticated;
revoke all on public.stock_movement_values, public.production_yield_by_material,
  public.stock_consumption_by_month, public.stock_movements_by_month, public.stock_valuation_by_kind
  from anon;
