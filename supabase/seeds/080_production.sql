-- Demo data, part 8: production. A bill of material for every order (a wardrobe-and-loft module
-- set in the order's boards, edge-banded per side), a cutting plan for each order in production
-- or later (cut once the order left the shop), 77 stock items with a year of movements
-- (2025-11-25 to 2026-11-20), and offcuts.
-- The plans' "result" holds a summary in the optimizer's vocabulary (sheets, cuts, offcuts); the
-- optimizer replaces it with a full layout when a plan is re-run.

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

insert into public.bills_of_material (id, order_id, name, status, prepared_by, notes, created_at, updated_at)
select
  md5('fpw:bom:' || o.number)::uuid,
  o.id,
  o.number || ' carcass, shutters and loft',
  (case o.status when 'confirmed' then 'draft' when 'in_production' then 'in_production' else 'completed' end)::public.bom_status,
  '5a1e0000-0000-4000-8000-000000000004',
  case when right(o.number, 1)::integer % 4 = 0 then 'Shutters grain-matched; cut from one batch' end,
  (o.order_date + 2 + time '10:00') at time zone 'Asia/Kolkata',
  (o.order_date + 2 + time '10:00') at time zone 'Asia/Kolkata'
from public.sales_orders o;

-- Parts: carcass parts in the order's carcass board (0.8 mm edge band on the visible long edge),
-- shutters and drawer fronts in its shutter board (2 mm band all round, grain locked).
insert into public.bom_parts (
  id, bom_id, position, name, processed_panel_id, length_mm, width_mm, quantity, grain_locked,
  edge_band_l1_id, edge_band_l2_id, edge_band_w1_id, edge_band_w2_id, created_at, updated_at)
select
  md5('fpw:bom-part:' || o.number || ':' || p.position)::uuid,
  md5('fpw:bom:' || o.number)::uuid,
  p.position,
  p.name,
  md5('fpw:processed-panel:' || case when p.shutter then 1 + (k.k * 7 + 3) % 20 else 1 + (k.k * 3) % 20 end)::uuid,
  p.length_mm,
  p.width_mm,
  p.quantity * (1 + k.k % 3),
  p.shutter,
  md5('fpw:edge-band:' || case when p.shutter then 3 else 2 end)::uuid,
  case when p.shutter then md5('fpw:edge-band:3')::uuid end,
  case when p.shutter then md5('fpw:edge-band:3')::uuid end,
  case when p.shutter then md5('fpw:edge-band:3')::uuid end,
  (o.order_date + 2 + time '11:00') at time zone 'Asia/Kolkata',
  (o.order_date + 2 + time '11:00') at time zone 'Asia/Kolkata'
from public.sales_orders o
cross join lateral (select right(o.number, 4)::integer as k) k
cross join (values
  (1, 'Side panel', 2100, 560, 2, false),
  (2, 'Top', 864, 560, 1, false),
  (3, 'Bottom', 864, 560, 1, false),
  (4, 'Fixed shelf', 862, 540, 3, false),
  (5, 'Partition', 1200, 540, 1, false),
  (6, 'Loft side', 600, 560, 2, false),
  (7, 'Loft shelf', 864, 540, 1, false),
  (8, 'Shutter', 2096, 446, 2, true),
  (9, 'Loft shutter', 596, 446, 2, true),
  (10, 'Drawer front', 446, 180, 3, true)
) as p(position, name, length_mm, width_mm, quantity, shutter);

-- One plan per order in production or later, for its carcass board.
create temporary table seed_plan as
select
  o.id as order_id,
  o.number,
  o.status,
  o.order_date,
  md5('fpw:cutting-plan:' || o.number)::uuid as id,
  md5('fpw:bom:' || o.number)::uuid as bom_id,
  pp.id as processed_panel_id,
  b.length_mm as sheet_length_mm,
  b.width_mm as sheet_width_mm,
  parts.part_area,
  parts.part_count,
  -- sheets at a realistic 85 % packing of the trimmed sheet, then the yield that gives
  ceil(parts.part_area / ((b.length_mm - 20) * (b.width_mm - 20) * 0.85))::integer as sheets_used
from public.sales_orders o
join public.bills_of_material bom on bom.order_id = o.id
cross join lateral (
  select bp.processed_panel_id, sum(bp.length_mm * bp.width_mm * bp.quantity)::numeric as part_area,
         sum(bp.quantity)::integer as part_count
    from public.bom_parts bp
   where bp.bom_id = bom.id and not bp.grain_locked
   group by bp.processed_panel_id
) parts
join public.processed_panels pp on pp.id = parts.processed_panel_id
join public.panels b on b.id = pp.panel_id
where o.status <> 'confirmed';

insert into public.cutting_plans (
  id, name, bom_id, processed_panel_id, sheet_length_mm, sheet_width_mm, sheets_available, saw_kerf_mm, trim_top_mm,
  trim_bottom_mm, trim_left_mm, trim_right_mm, status, result, sheets_used, yield_percent, optimised_at, created_by,
  created_at, updated_at)
select
  sp.id,
  sp.number || ' carcass',
  sp.bom_id,
  sp.processed_panel_id,
  sp.sheet_length_mm,
  sp.sheet_width_mm,
  sp.sheets_used + 2,
  4, 10, 10, 10, 10,
  (case when sp.status = 'in_production' then 'approved' else 'cut' end)::public.cutting_plan_status,
  jsonb_build_object(
    'sheets', (select jsonb_agg(jsonb_build_object('sheet', n, 'length_mm', sp.sheet_length_mm, 'width_mm', sp.sheet_width_mm))
                 from generate_series(1, sp.sheets_used) n),
    'parts_placed', sp.part_count,
    'cuts', '[]'::jsonb,
    'offcuts', jsonb_build_array(jsonb_build_object('sheet', sp.sheets_used, 'length_mm', 1220, 'width_mm', sp.sheet_width_mm - 20)),
    'source', 'seed summary'
  ),
  sp.sheets_used,
  round(sp.part_area / (sp.sheets_used * sp.sheet_length_mm * sp.sheet_width_mm) * 100, 2),
  (sp.order_date + 4 + time '15:00') at time zone 'Asia/Kolkata',
  '5a1e0000-0000-4000-8000-000000000004',
  (sp.order_date + 4 + time '14:00') at time zone 'Asia/Kolkata',
  (sp.order_date + 4 + time '15:00') at time zone 'Asia/Kolkata'
from seed_plan sp;

insert into public.cutting_plan_parts (
  id, cutting_plan_id, bom_part_id, name, length_mm, width_mm, quantity, grain_locked, created_at, updated_at)
select md5('fpw:plan-part:' || bp.id)::uuid, sp.id, bp.id, bp.name, bp.length_mm, bp.width_mm, bp.quantity, bp.grain_locked,
       (sp.order_date + 4 + time '14:00') at time zone 'Asia/Kolkata',
       (sp.order_date + 4 + time '14:00') at time zone 'Asia/Kolkata'
  from seed_plan sp
  join public.bom_parts bp on bp.bom_id = sp.bom_id and bp.processed_panel_id = sp.processed_panel_id;

insert into public.offcuts (id, cutting_plan_id, processed_panel_id, length_mm, width_mm, status, location, created_at, updated_at)
select md5('fpw:offcut:' || sp.number || ':' || k)::uuid, sp.id, sp.processed_panel_id,
       case k when 1 then 1220 else 640 end, case k when 1 then sp.sheet_width_mm - 20 else 380 end,
       (case when sp.status = 'in_production' then 'reserved' when k = 1 then 'available' else 'used' end)::public.offcut_status,
       'Offcut rack ' || chr(64 + k),
       (sp.order_date + 9 + time '17:00') at time zone 'Asia/Kolkata',
       (sp.order_date + 9 + time '17:00') at time zone 'Asia/Kolkata'
  from seed_plan sp
  cross join generate_series(1, 2) as k
 where sp.status <> 'in_production' or k = 1;

-- Stock items: the 20 processed panels, 10 raw boards, 10 laminates, the 25 edge bands,
-- 10 hardware lines and 2 glues. purchase = what one monthly purchase order brings in.
create temporary table seed_stock as
select *, md5('fpw:stock-item:' || sku)::uuid as id from (
  select 'PP-' || lpad(j::text, 3, '0') || '-SH' as sku, pp.name, 'processed_panel' as kind, null::uuid as panel_id,
         null::uuid as skin_id, null::uuid as edge_band_id, pp.id as processed_panel_id, 'sheet' as unit,
         20 as purchase, false as low, round(pp.price_per_sqft * 32.04, 2) as unit_cost, 'Rack A-' || lpad(j::text, 2, '0') as location, j
    from generate_series(1, 20) as j
    join public.processed_panels pp on pp.id = md5('fpw:processed-panel:' || j)::uuid
  union all
  select 'BRD-' || lpad(j::text, 3, '0'), b.name, 'panel', b.id, null, null, null, 'sheet',
         15, j % 7 = 0, b.price_per_sheet, 'Rack B-' || lpad(j::text, 2, '0'), 20 + j
    from generate_series(1, 30, 3) as j
    join public.panels b on b.id = md5('fpw:panel:' || j)::uuid
  union all
  select 'LAM-' || lpad(j::text, 3, '0'), s.brand || ' ' || s.name, 'skin', null, s.id, null, null, 'sheet',
         12, j % 7 = 0, s.price_per_sheet, 'Laminate bay ' || (1 + j % 4), 60 + j
    from generate_series(1, 40, 4) as j
    join public.skins s on s.id = md5('fpw:skin:' || j)::uuid
  union all
  select 'EB-' || lpad(j::text, 3, '0'), e.make || ' ' || e.name, 'edge_band', null, null, e.id, null, 'roll',
         6, j % 7 = 0, round(e.price_per_metre * e.roll_length_m, 2),
         'Edge band shelf ' || (1 + j % 5), 100 + j
    from generate_series(1, 25) as j
    join public.edge_bands e on e.id = md5('fpw:edge-band:' || j)::uuid
  union all
  select h.sku, h.name, h.kind, null, null, null, null, h.unit, h.purchase, h.low, h.unit_cost, 'Stores ' || h.shelf, 130 + h.n
    from (values
      (1, 'HW-HINGE-110', 'Hettich Sensys hinge 110 degree, box of 20', 'hardware', 'box', 10, false, 2860.00, 'H1'),
      (2, 'HW-CHANNEL-500', 'Hettich telescopic drawer channel 500 mm', 'hardware', 'piece', 40, false, 685.00, 'H1'),
      (3, 'HW-HANDLE-160', 'Ebco profile handle 160 mm, brushed steel', 'hardware', 'piece', 60, true, 245.00, 'H2'),
      (4, 'HW-MINIFIX-100', 'Minifix cam connector, box of 100', 'hardware', 'box', 8, false, 1150.00, 'H2'),
      (5, 'HW-CONFIRMAT-500', 'Confirmat screw 7 x 50, box of 500', 'hardware', 'box', 6, false, 980.00, 'H3'),
      (6, 'HW-LIFT-UP', 'Hafele lift-up fitting for wall units', 'hardware', 'piece', 12, false, 3450.00, 'H3'),
      (7, 'HW-SLIDING-SET', 'Soft-close sliding wardrobe fitting set', 'hardware', 'piece', 6, false, 7850.00, 'H4'),
      (8, 'HW-PROFILE-2400', 'Aluminium G-profile handle 2.4 m', 'hardware', 'piece', 20, false, 1120.00, 'H4'),
      (9, 'HW-LEG-100', 'Adjustable plinth leg 100 mm', 'hardware', 'piece', 100, false, 38.00, 'H5'),
      (10, 'HW-SHELF-PIN', 'Shelf support pin, box of 1000', 'hardware', 'box', 4, false, 640.00, 'H5'),
      (11, 'CON-FEVICOL-SH', 'Fevicol SH wood adhesive', 'consumable', 'kg', 50, false, 215.00, 'C1'),
      (12, 'CON-EVA-GLUE', 'Hot-melt EVA edge banding glue', 'consumable', 'kg', 25, true, 390.00, 'C1')
    ) as h(n, sku, name, kind, unit, purchase, low, unit_cost, shelf)
) s;

insert into public.stock_items (
  id, sku, name, kind, panel_id, skin_id, edge_band_id, processed_panel_id, unit, reorder_level, reorder_quantity,
  location, created_at, updated_at)
select id, sku, name, kind::public.stock_item_kind, panel_id, skin_id, edge_band_id, processed_panel_id,
       unit::public.stock_unit, purchase, purchase * 2, location,
       timestamptz '2025-11-20 10:00+05:30', timestamptz '2025-11-20 10:00+05:30'
  from seed_stock
 order by j;

-- A year of movements. Each month: one purchase on the 25th and two draws (the 5th and the 17th
-- of the next month) that use all of it but a fifth, so stock builds up slowly; a count
-- adjustment each quarter. "Low" items keep only half a purchase from the first month and have no
-- adjustments, so they end below their reorder level. Stock never dips below zero on any date.
-- Purchases go in first because the ledger refuses, at insert, any draw the recorded stock
-- cannot cover.
insert into public.stock_movements (id, stock_item_id, kind, quantity, moved_at, reference, unit_cost, note, recorded_by, created_at)
select md5('fpw:movement:purchase:' || s.sku || ':' || m)::uuid, s.id, 'purchase', s.purchase,
       ((date '2025-11-25' + m * interval '1 month')::date + time '11:00') at time zone 'Asia/Kolkata',
       'PO-' || to_char(date '2025-11-25' + m * interval '1 month', 'YYMM') || '-' || lpad(s.j::text, 3, '0'),
       s.unit_cost, null, '5a1e0000-0000-4000-8000-000000000013',
       ((date '2025-11-25' + m * interval '1 month')::date + time '11:00') at time zone 'Asia/Kolkata'
  from seed_stock s
  cross join generate_series(0, 11) as m
 order by s.j, m;

insert into public.stock_movements (id, stock_item_id, kind, quantity, moved_at, reference, note, recorded_by, created_at)
select md5('fpw:movement:adjustment:' || s.sku || ':' || q)::uuid, s.id, 'adjustment',
       case when s.j % 2 = 0 then 1 else -1 end,
       ((date '2026-01-31' + q * interval '3 months')::date + time '18:00') at time zone 'Asia/Kolkata',
       'Count ' || to_char(date '2026-01-31' + q * interval '3 months', 'Mon YYYY'),
       case when s.j % 2 = 0 then 'Found in the wrong rack' else 'Damaged in handling' end,
       '5a1e0000-0000-4000-8000-000000000012',
       ((date '2026-01-31' + q * interval '3 months')::date + time '18:00') at time zone 'Asia/Kolkata'
  from seed_stock s
  cross join generate_series(0, 3) as q
 where not s.low
 order by s.j, q;

-- Sheets cut for the plans (the same movement marking a plan "cut" writes), with the usable
-- offcut returned to stock as half a sheet.
insert into public.stock_movements (id, stock_item_id, kind, quantity, moved_at, cutting_plan_id, reference, recorded_by, created_at)
select md5('fpw:movement:plan:' || cp.id)::uuid, si.id, 'consumption', -cp.sheets_used,
       cp.optimised_at + interval '1 day', cp.id, cp.name, '5a1e0000-0000-4000-8000-000000000012',
       cp.optimised_at + interval '1 day'
  from public.cutting_plans cp
  join public.stock_items si on si.processed_panel_id = cp.processed_panel_id
 where cp.status = 'cut'
 order by cp.optimised_at;

insert into public.stock_movements (id, stock_item_id, kind, quantity, moved_at, cutting_plan_id, reference, note, recorded_by, created_at)
select md5('fpw:movement:offcut:' || cp.id)::uuid, si.id, 'offcut_return', 0.5,
       cp.optimised_at + interval '2 days', cp.id, cp.name, 'Offcut 1220 mm returned to the rack',
       '5a1e0000-0000-4000-8000-000000000012', cp.optimised_at + interval '2 days'
  from public.cutting_plans cp
  join public.stock_items si on si.processed_panel_id = cp.processed_panel_id
 where cp.status = 'cut'
 order by cp.optimised_at;

insert into public.stock_movements (id, stock_item_id, kind, quantity, moved_at, reference, note, recorded_by, created_at)
select md5('fpw:movement:draw:' || d.sku || ':' || d.m || ':' || d.h)::uuid, d.id, 'consumption', -d.quantity, d.moved_at,
       case when d.kind in ('processed_panel', 'panel', 'skin', 'edge_band') then 'Shop floor issue' else 'Stores issue' end,
       null, '5a1e0000-0000-4000-8000-000000000012', d.moved_at
  from (
    select s.*, m, h,
           case when h = 1 then floor(s.purchase / 2.0)
                else s.purchase - floor(s.purchase / 2.0)
                     - case when s.low then case when m = 0 then ceil(s.purchase / 2.0) else 0 end
                            else ceil(s.purchase * 0.2) end
           end as quantity,
           ((date '2025-12-05' + m * interval '1 month' + (h - 1) * interval '12 days')::date + time '15:00')
             at time zone 'Asia/Kolkata' as moved_at
      from seed_stock s
      cross join generate_series(0, 11) as m
      cross join generate_series(1, 2) as h
  ) d
 where d.quantity > 0 and d.moved_at < timestamptz '2026-11-21 00:00+05:30'
 order by d.j, d.m, d.h;

-- Dropped here rather than on commit: the file may also run statement by statement.
drop table seed_plan, seed_stock;
