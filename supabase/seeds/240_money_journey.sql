-- Demo data for the money journey (issue 23): every other seeded client has paid more than their
-- orders, so nothing is owed anywhere. Nandini Iyer's kitchen and wardrobes were approved last week
-- and confirmed as an order, with nothing paid and nothing invoiced yet: accounts can invoice the
-- booking advance, take the payment, invoice the rest, credit a line and take the last payment
-- until her account stands at zero. The estimate follows the seeded projects' (the payment plan
-- is a share of it; the order is what the client signed for).
select public.quiet_audit();

insert into public.clients (
  id, name, email, phone, gstin, billing_address, city, state, pincode, relationship_manager_id, created_at, updated_at)
select md5('fpw:client:money-journey')::uuid, 'Nandini Iyer', 'nandini.iyer@example.in', '+91 98450 31822', null,
       'Flat 1102, Prestige Lakeside Habitat, Varthur', 'Bengaluru', 'Karnataka', '560087', c.relationship_manager_id,
       timestamptz '2026-10-20 11:00+05:30', timestamptz '2026-10-20 11:00+05:30'
  from public.clients c where c.id = md5('fpw:client:1')::uuid;

insert into public.projects (
  id, name, client_id, category, site_address, city, state, estimate, area_sqft, start_date, target_date,
  designer_id, relationship_manager_id, stage, design_template_id, payment_template_id, created_at, updated_at)
select md5('fpw:project:money-journey')::uuid, 'Iyer residence kitchen and wardrobes', c.id, 'residential',
       c.billing_address, c.city, c.state, 700000, 1240, date '2026-10-22', date '2027-01-20',
       '5a1e0000-0000-4000-8000-000000000003'::uuid, c.relationship_manager_id, 'enquiry',
       md5('fpw:design-template:residential')::uuid, md5('fpw:payment-template:standard')::uuid,
       timestamptz '2026-10-22 11:00+05:30', timestamptz '2026-10-22 11:00+05:30'
  from public.clients c where c.id = md5('fpw:client:money-journey')::uuid;

-- Walked to approved through the stage trigger, as 050_projects.sql walks the others.
do $$
declare
  v_stage integer;
begin
  for v_stage in 2..5 loop
    update public.projects set stage = (enum_range(null::public.project_stage))[v_stage]
     where id = md5('fpw:project:money-journey')::uuid;
  end loop;
end;
$$;

alter table public.quotations disable trigger quotations_guard;
alter table public.quotation_lines disable trigger quotation_lines_guard;

insert into public.quotations (
  id, number, project_id, client_id, title, status, currency, issue_date, valid_until, margin_percent,
  discount_percent, terms, prepared_by, sent_at, decided_at, decision_note, created_at, updated_at)
select md5('fpw:quotation:money-journey:1')::uuid, 'assigned by trigger', p.id, p.client_id, p.name, 'approved', 'INR',
       date '2026-11-16', date '2026-12-16', 25, 0,
       '10% booking advance, 40% at design sign-off, 40% before dispatch, 10% after handover. GST as applicable.',
       p.relationship_manager_id, timestamptz '2026-11-16 18:00+05:30', timestamptz '2026-11-20 12:00+05:30',
       'Approved by the client on WhatsApp', timestamptz '2026-11-16 11:00+05:30', timestamptz '2026-11-16 11:00+05:30'
  from public.projects p where p.id = md5('fpw:project:money-journey')::uuid;

insert into public.quotation_lines (
  id, quotation_id, position, item_code, description, hsn, unit, quantity, unit_cost, margin_percent, discount_percent,
  gst_rate, created_at, updated_at)
select md5('fpw:quotation-line:money-journey:' || l.position)::uuid, md5('fpw:quotation:money-journey:1')::uuid,
       l.position, l.code, l.description, l.hsn, l.unit::public.measure_unit, l.quantity, l.unit_cost, 25, 0, l.gst_rate,
       timestamptz '2026-11-16 11:00+05:30', timestamptz '2026-11-16 11:00+05:30'
  from (values
    (1, 'KIT-01', 'Kitchen: modular base and wall units, BWP plywood carcass, laminate shutters', '9403', 'rft', 14, 6100, 18),
    (2, 'WRD-01', 'Master bedroom: sliding wardrobe, HDHMR carcass, laminate finish', '9403', 'sqft', 60, 1300, 18),
    (3, 'HW', 'Hettich soft-close hinges, channels and handles', '8302', 'set', 1, 15000, 18),
    (4, 'TRN', 'Transport, loading and unloading', '9965', 'lump_sum', 1, 5000, 12)
  ) as l(position, code, description, hsn, unit, quantity, unit_cost, gst_rate);

update public.quotations q
   set tax_snapshot = public.quotation_tax_live(q.id) || public.quotation_tax_basis(q.id)
                      || jsonb_build_object('snapshot', true)
 where q.id = md5('fpw:quotation:money-journey:1')::uuid;

alter table public.quotations enable trigger quotations_guard;
alter table public.quotation_lines enable trigger quotation_lines_guard;

insert into public.sales_orders (
  id, number, quotation_id, project_id, client_id, status, currency, order_date, expected_delivery, shipping_address,
  gstin, created_at, updated_at)
select md5('fpw:order:money-journey')::uuid, 'assigned by trigger', q.id, q.project_id, q.client_id, 'confirmed', 'INR',
       date '2026-11-21', date '2027-01-05', p.site_address || ', ' || p.city, null,
       timestamptz '2026-11-21 10:00+05:30', timestamptz '2026-11-21 10:00+05:30'
  from public.quotations q join public.projects p on p.id = q.project_id
 where q.id = md5('fpw:quotation:money-journey:1')::uuid;

insert into public.order_lines (
  id, order_id, position, quotation_line_id, item_code, description, hsn, unit, quantity, unit_cost, margin_percent,
  discount_percent, gst_rate, created_at, updated_at)
select md5('fpw:order-line:' || l.id)::uuid, o.id, l.position, l.id, l.item_code, l.description, l.hsn, l.unit,
       l.quantity, l.unit_cost, l.margin_percent, l.discount_percent, l.gst_rate, o.created_at, o.created_at
  from public.sales_orders o join public.quotation_lines l on l.quotation_id = o.quotation_id
 where o.id = md5('fpw:order:money-journey')::uuid;
