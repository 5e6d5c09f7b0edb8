-- The stocks page: levels with their value, the ledger with a running balance and who recorded each
-- line, and offcuts with the panel they are of. security_invoker views, so the ledger's policies
-- decide what a caller sees. An adjustment must say why.

-- Valued at the last purchase price of each item (what the next sheet will cost to replace).
create view public.stock_levels with (security_invoker = true) as
select s.stock_item_id as id, s.stock_item_id, s.sku, s.name, s.kind, s.unit, s.location, s.reorder_level,
       s.reorder_quantity, s.active, s.on_hand, s.below_reorder_level, s.last_moved_at,
       c.last_unit_cost,
       round(greatest(s.on_hand, 0) * coalesce(c.last_unit_cost, 0), 2) as stock_value
  from public.stock_on_hand s
  left join lateral (
    select m.unit_cost as last_unit_cost
      from public.stock_movements m
     where m.stock_item_id = s.stock_item_id and m.kind = 'purchase' and m.unit_cost is not null
     order by m.moved_at desc, m.created_at desc
     limit 1
  ) c on true;

create view public.stock_ledger with (security_invoker = true) as
select m.id, m.stock_item_id, i.sku, i.name as item_name, i.unit, m.kind, m.quantity, m.moved_at, m.reference,
       m.unit_cost, m.note, m.cutting_plan_id, m.recorded_by, st.name as recorded_by_name,
       sum(m.quantity) over (
         partition by m.stock_item_id order by m.moved_at, m.created_at, m.id
         rows between unbounded preceding and current row
       ) as balance
  from public.stock_movements m
  join public.stock_items i on i.id = m.stock_item_id
  left join public.staff st on st.id = m.recorded_by;

create view public.offcuts_list with (security_invoker = true) as
select o.id, o.cutting_plan_id, o.processed_panel_id, o.length_mm, o.width_mm, o.status, o.location,
       o.created_at, o.updated_at, o.version, pp.code as processed_panel_code, pp.name as processed_panel_name,
       cp.name as cutting_plan_name
  from public.offcuts o
  join public.processed_panels pp on pp.id = o.processed_panel_id
  left join public.cutting_plans cp on cp.id = o.cutting_plan_id;

alter table public.stock_movements
  add constraint stock_movements_adjustment_note_check
  check (kind <> 'adjustment' or length(btrim(coalesce(note, ''))) > 0);

grant select on public.stock_levels, public.stock_ledger, public.offcuts_list to authenticated;
revoke all on public.stock_levels, public.stock_ledger, public.offcuts_list from anon;
