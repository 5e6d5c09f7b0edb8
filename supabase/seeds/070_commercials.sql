-- Demo data, part 7: BOQs for every project past recce (items per surveyed room), quotations in
-- every status, and an order for each approved quotation.
--   design stage     BOQ in draft; one project already has a draft quotation
--   quotation stage  one sent, one rejected then revised and sent again (R2), one still a draft
--   approved onward  an approved quotation (one of them approved at R2 after a rejection)
--                    and its order, whose status follows the project (confirmed ... installed)
-- The quotations are written as the owner with their final status and dates, with the workflow
-- guards lifted for this file only: the guards stamp now() on every status change, and the story
-- happened months ago.

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

create temporary table seed_boq_template as
select * from (values
  -- room (null = every room), code, trade, type, description, unit, quantity rule, client rate, GST
  ('Living and dining', 'LIV', 'Carpentry', 'production', 'TV unit and crockery unit in 18 mm HDHMR with acrylic shutters', 'sqft', 'fixed:68', 1850, 18),
  ('Kitchen', 'KIT', 'Carpentry', 'production', 'Modular base and wall units, BWP plywood carcass, laminate shutters', 'rft', 'perimeter:0.6', 7800, 18),
  ('Master bedroom', 'WRD', 'Carpentry', 'production', 'Sliding wardrobe, HDHMR carcass, laminate finish, loft above', 'sqft', 'width:7.5', 1650, 18),
  ('Bedroom 2', 'WRD', 'Carpentry', 'production', 'Hinged wardrobe, HDHMR carcass, laminate finish', 'sqft', 'width:7', 1550, 18),
  ('Utility', 'UTL', 'Carpentry', 'production', 'Utility storage units in BWP plywood', 'rft', 'fixed:6', 5200, 18),
  ('Open workspace', 'WKS', 'Carpentry', 'production', 'Linear workstations 1200 x 600 with mobile pedestals', 'nos', 'area:0.02', 18500, 18),
  ('Reception', 'RCP', 'Carpentry', 'production', 'Reception desk with back wall cladding in veneer', 'lump_sum', 'fixed:1', 285000, 18),
  ('Conference room', 'CNF', 'Carpentry', 'production', 'Conference table 2400 and storage credenza', 'set', 'fixed:1', 165000, 18),
  ('Pantry', 'PAN', 'Carpentry', 'production', 'Pantry counter and overhead storage', 'rft', 'fixed:12', 6800, 18),
  (null, 'HW', 'Hardware', 'bought_out', 'Hettich soft-close hinges, channels and handles', 'set', 'fixed:1', 18500, 18),
  (null, 'EB', 'Raw material', 'raw_material', 'PVC edge band 22 x 0.8 mm', 'rft', 'perimeter:4', 12, 18),
  (null, 'LAB', 'Installation', 'labour', 'Carpentry installation labour', 'sqft', 'area:1', 45, 18),
  (null, 'PNT', 'Civil and paint', 'site_work', 'Wall painting, two coats premium emulsion', 'sqft', 'walls:1', 28, 12),
  (null, 'TRN', 'Logistics', 'transport', 'Transport, loading and unloading', 'lump_sum', 'first:1', 6500, 12)
) as t(room, code, trade, item_type, description, unit, quantity_rule, client_rate, gst_rate);

-- The surveyed rooms of each project (numbered by name within the survey).
create temporary table seed_boq_room as
select pr.id as project_id, pr.code, pr.start_date, pr.stage, m.room, m.length_mm, m.width_mm, m.height_mm,
       row_number() over (partition by m.recce_id order by m.room) as n
  from public.recce_measurements m
  join public.recces rc on rc.id = m.recce_id
  join public.projects pr on pr.id = rc.project_id;

insert into public.boq_items (
  id, project_id, room, position, item_code, trade_category, item_type, description, length_mm, breadth_mm, height_mm,
  quantity, unit, client_rate, budget_rate, hsn, gst_rate, discount_percent, status, created_at, updated_at)
select
  md5('fpw:boq:' || r.code || ':' || r.n || ':' || t.code)::uuid,
  r.project_id,
  r.room,
  row_number() over (partition by r.project_id, r.room order by t.room nulls last, t.code),
  t.code || '-' || lpad(r.n::text, 2, '0'),
  t.trade,
  t.item_type::public.boq_item_type,
  t.description,
  r.length_mm,
  r.width_mm,
  r.height_mm,
  case split_part(t.quantity_rule, ':', 1)
    when 'fixed' then split_part(t.quantity_rule, ':', 2)::numeric
    when 'first' then split_part(t.quantity_rule, ':', 2)::numeric
    when 'width' then round(r.width_mm / 304.8 * split_part(t.quantity_rule, ':', 2)::numeric, 1)
    when 'perimeter' then round(2 * (r.length_mm + r.width_mm) / 304.8 * split_part(t.quantity_rule, ':', 2)::numeric, 1)
    when 'area' then greatest(1, round(r.length_mm * r.width_mm / 92903.04 * split_part(t.quantity_rule, ':', 2)::numeric, 0))
    when 'walls' then round(2 * (r.length_mm + r.width_mm) / 304.8 * r.height_mm / 304.8, 1)
  end,
  t.unit::public.measure_unit,
  t.client_rate,
  -- what it costs the business: about 78 % of the client rate
  round(t.client_rate / 1.28, 2),
  case t.item_type when 'production' then '9403' when 'bought_out' then '8302' when 'raw_material' then '3916'
                   when 'transport' then '9965' else '9954' end,
  t.gst_rate,
  case when t.item_type = 'production' and right(r.code, 1)::integer % 3 = 0 then 5 else 0 end,
  (case when r.stage = 'design' then 'draft'
        when r.stage = 'quotation' then 'approved'
        when r.stage in ('approved', 'production') then 'quoted'
        else 'executed' end)::public.boq_item_status,
  ((r.start_date + 30) + time '15:00') at time zone 'Asia/Kolkata',
  ((r.start_date + 30) + time '15:00') at time zone 'Asia/Kolkata'
from seed_boq_room r
join seed_boq_template t on (t.room = r.room or (t.room is null and (t.quantity_rule not like 'first:%' or r.n = 1)))
where r.stage not in ('enquiry', 'recce');

-- Which quotations each project has: (revision 1 status, revision 2 status or null).
create temporary table seed_quotation as
select
  r.*,
  case
    when r.stage = 'design' then 'draft'
    when r.stage in ('quotation', 'approved') and r.rn = 1 then 'rejected'
    when r.stage = 'quotation' and r.rn = 2 then 'sent'
    when r.stage = 'quotation' then 'draft'
    else 'approved'
  end as first_status,
  case
    when r.stage = 'quotation' and r.rn = 1 then 'sent'
    when r.stage = 'approved' and r.rn = 1 then 'approved'
  end as second_status
from (
  select
    pr.id as project_id,
    pr.code,
    pr.client_id,
    pr.start_date,
    pr.stage,
    20 + (right(pr.code, 2)::integer % 4) * 2.5 as margin_percent,
    row_number() over (partition by pr.stage order by pr.code) as rn
  from public.projects pr
  where pr.stage in ('design', 'quotation', 'approved', 'production', 'installation', 'handover', 'closed')
) r
where r.stage <> 'design' or r.rn = 1;

alter table public.quotations disable trigger quotations_guard;
alter table public.quotation_lines disable trigger quotation_lines_guard;

-- Revision 1 of every quotation, in date order so the numbers follow the dates.
insert into public.quotations (
  id, number, project_id, client_id, title, status, currency, issue_date, valid_until, margin_percent,
  discount_percent, terms, prepared_by, sent_at, decided_at, decision_note, created_at, updated_at)
select
  md5('fpw:quotation:' || q.code || ':1')::uuid,
  'assigned by trigger',
  q.project_id,
  q.client_id,
  pr.name,
  q.first_status::public.quotation_status,
  'INR',
  q.start_date + case when q.second_status is not null then 35 else 42 end,
  q.start_date + case when q.second_status is not null then 35 else 42 end + 30,
  q.margin_percent,
  0,
  '50% with order, 45% before dispatch, 5% after installation. Prices valid for 30 days. GST as applicable.',
  pr.relationship_manager_id,
  case when q.first_status <> 'draft'
       then ((q.start_date + case when q.second_status is not null then 36 else 43 end) + time '18:00') at time zone 'Asia/Kolkata' end,
  case when q.first_status in ('approved', 'rejected')
       then ((q.start_date + case when q.second_status is not null then 40 else 56 end) + time '12:00') at time zone 'Asia/Kolkata' end,
  case q.first_status when 'rejected' then 'Client asked to drop the loft and change the shutter finish'
                      when 'approved' then 'Approved by the client on email' end,
  ((q.start_date + case when q.second_status is not null then 35 else 42 end) + time '11:00') at time zone 'Asia/Kolkata',
  ((q.start_date + case when q.second_status is not null then 35 else 42 end) + time '11:00') at time zone 'Asia/Kolkata'
from seed_quotation q
join public.projects pr on pr.id = q.project_id
order by q.start_date + case when q.second_status is not null then 35 else 42 end, q.code;

-- Revision 2 where the first was rejected.
insert into public.quotations (
  id, number, previous_quotation_id, project_id, client_id, title, status, currency, issue_date, valid_until,
  margin_percent, discount_percent, terms, prepared_by, sent_at, decided_at, decision_note, created_at, updated_at)
select
  md5('fpw:quotation:' || q.code || ':2')::uuid,
  'assigned by trigger',
  md5('fpw:quotation:' || q.code || ':1')::uuid,
  q.project_id,
  q.client_id,
  pr.name || ' (revised)',
  q.second_status::public.quotation_status,
  'INR',
  q.start_date + 42,
  q.start_date + 72,
  q.margin_percent - 2.5,
  0,
  '50% with order, 45% before dispatch, 5% after installation. Prices valid for 30 days. GST as applicable.',
  pr.relationship_manager_id,
  ((q.start_date + 43) + time '18:00') at time zone 'Asia/Kolkata',
  case when q.second_status = 'approved' then ((q.start_date + 56) + time '12:00') at time zone 'Asia/Kolkata' end,
  case when q.second_status = 'approved' then 'Approved after the revision' end,
  ((q.start_date + 42) + time '11:00') at time zone 'Asia/Kolkata',
  ((q.start_date + 42) + time '11:00') at time zone 'Asia/Kolkata'
from seed_quotation q
join public.projects pr on pr.id = q.project_id
where q.second_status is not null;

-- Lines: one per BOQ item at the budget rate plus the quotation's margin; a revision drops the
-- loft (transport) and gets a 5 % discount on the carpentry.
insert into public.quotation_lines (
  id, quotation_id, position, boq_item_id, item_code, description, hsn, unit, quantity, unit_cost, margin_percent,
  discount_percent, gst_rate, created_at, updated_at)
select
  md5('fpw:quotation-line:' || qt.id || ':' || b.id)::uuid,
  qt.id,
  row_number() over (partition by qt.id order by b.room, b.position),
  b.id,
  b.item_code,
  b.room || ': ' || b.description,
  b.hsn,
  b.unit,
  b.quantity,
  b.budget_rate,
  qt.margin_percent,
  case when qt.revision = 2 and b.item_type = 'production' then 5 else b.discount_percent end,
  b.gst_rate,
  qt.created_at,
  qt.created_at
from public.quotations qt
join public.boq_items b on b.project_id = qt.project_id
where not (qt.revision = 2 and b.item_type = 'transport');

alter table public.quotations enable trigger quotations_guard;
alter table public.quotation_lines enable trigger quotation_lines_guard;

-- Orders for approved quotations, in date order; the status follows the project's stage.
insert into public.sales_orders (
  id, number, quotation_id, project_id, client_id, status, currency, order_date, expected_delivery, delivered_on,
  shipping_address, gstin, notes, created_at, updated_at)
select
  md5('fpw:order:' || pr.code)::uuid,
  'assigned by trigger',
  qt.id,
  pr.id,
  pr.client_id,
  (case pr.stage when 'approved' then 'confirmed' when 'production' then 'in_production'
                 when 'installation' then 'dispatched' when 'handover' then 'delivered' else 'installed' end)::public.order_status,
  'INR',
  (qt.decided_at at time zone 'Asia/Kolkata')::date + 1,
  (qt.decided_at at time zone 'Asia/Kolkata')::date + 46,
  case when pr.stage in ('handover', 'closed') then (qt.decided_at at time zone 'Asia/Kolkata')::date + 40 + right(pr.code, 1)::integer end,
  coalesce(pr.site_address, c.billing_address) || ', ' || pr.city,
  c.gstin,
  case when c.gstin is not null then 'Invoice in the company name; deliver to the loading bay' end,
  qt.decided_at + interval '1 day',
  qt.decided_at + interval '1 day'
from public.quotations qt
join public.projects pr on pr.id = qt.project_id
join public.clients c on c.id = pr.client_id
where qt.status = 'approved'
order by qt.decided_at, pr.code;

insert into public.order_lines (
  id, order_id, position, quotation_line_id, item_code, description, hsn, unit, quantity, unit_cost, margin_percent,
  discount_percent, gst_rate, created_at, updated_at)
select
  md5('fpw:order-line:' || l.id)::uuid, o.id, l.position, l.id, l.item_code, l.description, l.hsn, l.unit, l.quantity,
  l.unit_cost, l.margin_percent, l.discount_percent, l.gst_rate, o.created_at, o.created_at
from public.sales_orders o
join public.quotation_lines l on l.quotation_id = o.quotation_id;

-- Dropped here rather than on commit: the file may also run statement by statement.
drop table seed_boq_template, seed_boq_room, seed_quotation;
