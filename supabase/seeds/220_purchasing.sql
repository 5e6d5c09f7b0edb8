-- Demo data for purchasing (issue 23): the production lead buys and receives; five suppliers with
-- the items they supply at the price the seeded ledger last paid (the Gujarat board dealer is 2 %
-- cheaper on raw boards, so the reorder list makes drafts for several suppliers); glue has no
-- supplier yet, so raising from the reorder list skips it. One draft order for hinges, and one order
-- for processed panels sent and partly received. Items below their reorder level have no open order.
select public.quiet_audit();

insert into public.role_permissions (role_id, permission_code)
select r.id, c.code
  from public.roles r
  cross join (values ('purchase.order'), ('stock.receive')) as c(code)
 where r.name = 'Production lead'
on conflict do nothing;

insert into public.suppliers (id, name, gstin, state, address, contact_name, phone, email, payment_terms_days, created_at, updated_at)
select md5('fpw:supplier:' || s.key)::uuid, s.name, s.gstin, s.state, s.address, s.contact_name, s.phone, s.email, s.terms,
       timestamptz '2025-11-01 10:00+05:30', timestamptz '2025-11-01 10:00+05:30'
  from (values
    ('greenply', 'Greenply Distributors Pune', '27AABCG4821K1Z3', 'Maharashtra',
     'Gala 12, Shree Industrial Estate, Bhosari MIDC, Pune 411026', 'Sandeep Kale', '+91 98220 41100',
     'orders@greenply-pune.example', 30),
    ('century', 'Century Ply Dealers Ahmedabad', '24AADCC7310M1Z8', 'Gujarat',
     '14 Narol Timber Market, Narol, Ahmedabad 382405', 'Hitesh Shah', '+91 98250 63200',
     'sales@centuryply-amd.example', 45),
    ('laminates', 'Laminate House Pune', '27AAFFL2290P1ZQ', 'Maharashtra',
     '221 Market Yard Road, Gultekdi, Pune 411037', 'Neha Gokhale', '+91 98221 30500',
     'neha@laminatehouse.example', 30),
    ('edgebands', 'Rehau Edge Bands Bhiwandi', '27AAGCR5542J1Z1', 'Maharashtra',
     'Building B4, Arihant Logistics Park, Bhiwandi 421302', 'Farhan Ansari', '+91 98200 77810',
     'bhiwandi@rehau-edge.example', 15),
    ('hardware', 'Hettich Hardware Mart Bengaluru', '29AAHCH9034Q1ZB', 'Karnataka',
     '58 SP Road, Chickpet, Bengaluru 560002', 'Ravi Gowda', '+91 98450 22170',
     'ravi@hardwaremart.example', 30)
  ) as s(key, name, gstin, state, address, contact_name, phone, email, terms);

-- Each item's last price: the unit cost of its latest seeded purchase.
insert into public.supplier_items (supplier_id, stock_item_id, supplier_code, last_price, lead_time_days, created_at, updated_at)
select md5('fpw:supplier:' || x.supplier)::uuid, i.id, x.code_prefix || i.sku, round(p.unit_cost * x.factor, 2), x.lead_time,
       timestamptz '2025-11-01 10:00+05:30', timestamptz '2025-11-01 10:00+05:30'
  from public.stock_items i
  join lateral (
    select m.unit_cost from public.stock_movements m
     where m.stock_item_id = i.id and m.kind = 'purchase' and m.unit_cost is not null
     order by m.moved_at desc limit 1
  ) p on true
  join (values
    ('greenply', 'processed_panel', 'GP-', 1.00, 5),
    ('greenply', 'panel', 'GP-', 1.00, 5),
    ('century', 'panel', 'CP-', 0.98, 10),
    ('laminates', 'skin', 'LH-', 1.00, 7),
    ('edgebands', 'edge_band', 'RE-', 1.00, 4),
    ('hardware', 'hardware', 'HM-', 1.00, 6)
  ) as x(supplier, kind, code_prefix, factor, lead_time) on x.kind = i.kind::text;

-- The draft: hinges from the hardware mart.
insert into public.purchase_orders (id, supplier_id, order_date, expected_date, notes, created_by)
values (md5('fpw:purchase-order:hinges')::uuid, md5('fpw:supplier:hardware')::uuid, current_date, current_date + 6,
        'Hinges for the December kitchens', '5a1e0000-0000-4000-8000-000000000013');
insert into public.purchase_order_lines (purchase_order_id, position, stock_item_id, quantity, rate, gst_rate)
select md5('fpw:purchase-order:hinges')::uuid, 1, si.stock_item_id, 10, si.last_price, 18
  from public.supplier_items si join public.stock_items i on i.id = si.stock_item_id
 where si.supplier_id = md5('fpw:supplier:hardware')::uuid and i.sku = 'HW-HINGE-110';

-- Sent and partly received: 12 of 20 sheets of the first processed panel.
insert into public.purchase_orders (id, supplier_id, order_date, expected_date, notes, created_by)
values (md5('fpw:purchase-order:panels')::uuid, md5('fpw:supplier:greenply')::uuid, current_date, current_date + 5,
        'Monthly panels', '5a1e0000-0000-4000-8000-000000000013');
insert into public.purchase_order_lines (id, purchase_order_id, position, stock_item_id, quantity, rate, gst_rate)
select md5('fpw:purchase-order-line:panels:1')::uuid, md5('fpw:purchase-order:panels')::uuid, 1, si.stock_item_id, 20,
       si.last_price, 18
  from public.supplier_items si join public.stock_items i on i.id = si.stock_item_id
 where si.supplier_id = md5('fpw:supplier:greenply')::uuid and i.sku = 'PP-001-SH';
select public.send_purchase_order(md5('fpw:purchase-order:panels')::uuid);
select public.receive_goods(md5('fpw:purchase-order:panels')::uuid,
  jsonb_build_array(jsonb_build_object('line_id', md5('fpw:purchase-order-line:panels:1')::uuid, 'quantity', 12)));
