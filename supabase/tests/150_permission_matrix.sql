-- The matrix decides everywhere (issue 20). One table-driven test: every (role, table, operation) the
-- permission matrix speaks of (20261125090300_permission_rules.sql and the CRM, projects, design,
-- recce, task and knowledge rules) is tried as a scratch staff member holding exactly that one role,
-- and the answer must be what role_permissions grants: allowed when the role holds the code, refused
-- when it does not. Then the matrix changes (payment.record taken from the Accountant, boq.edit given
-- to the Machine operator) and the same probes answer the other way. Runs on PGlite (node layer) and
-- on PostgreSQL (db:check), inside a transaction that is rolled back.
--
-- Each scratch person sees the probe rows (designer and relationship manager of the two projects, owner
-- of the lead, deal and appointment), so ownership does not confound the question; their designation
-- is their role's seeded members'. Every probe runs in a sub-block always rolled back. A refusal is
-- SQLSTATE 42501, no row touched by an update, delete or select under row-level security, or a code the
-- spec row names (23514 for a rule that holds for everyone, such as append-only payments); any other
-- error is a broken probe and fails the test. Direct updates carry version = version + 1.

-- The spec: {name} is replaced by the fixture of that name (quoted); permission null = nobody;
-- 'a|b' = either code; optional rows are skipped while their code does not exist yet.
create temp table matrix_spec (tbl text not null, op text not null, permission text, probe text not null,
  also_refused text[] not null default '{}', optional boolean not null default false) on commit drop;
insert into matrix_spec (tbl, op, permission, probe) values
  ('subscribers', 'insert', 'subscribers.edit', $$insert into public.subscribers (business_name, contact_name, email, city) values ('Matrix Interiors', 'Mona Trix', 'mona@matrix.example', 'Pune')$$),
  ('subscribers', 'update', 'subscribers.edit', $$update public.subscribers set remarks = 'Matrix', version = version + 1 where id = {subscriber}$$),
  ('enterprise_accounts', 'select', 'subscribers.view', $$select 1 from public.enterprise_accounts where id = {enterprise}$$),
  ('enterprise_accounts', 'update', 'subscribers.edit', $$update public.enterprise_accounts set notes = 'Matrix', version = version + 1 where id = {enterprise}$$),
  ('support_tickets', 'select', 'subscribers.view', $$select 1 from public.support_tickets where id = {ticket}$$),
  ('staff', 'insert', 'staff.manage', $$insert into public.staff (email, name, designation) values ('matrix.new@fpw.in', 'Matrix New', 'designer')$$),
  ('staff', 'update', 'staff.manage', $$update public.staff set phone = '+91 98450 12304', version = version + 1 where id = {x_staff}$$),
  ('staff', 'delete', 'staff.manage', $$delete from public.staff where id = {x_staff}$$),
  ('roles', 'insert', 'roles.manage', $$insert into public.roles (name) values ('Matrix role')$$),
  ('roles', 'update', 'roles.manage', $$update public.roles set description = 'Matrix', version = version + 1 where id = {x_role}$$),
  ('roles', 'delete', 'roles.manage', $$delete from public.roles where id = {x_role}$$),
  ('role_permissions', 'insert', 'roles.manage', $$insert into public.role_permissions (role_id, permission_code) values ({x_role}, 'leads.view')$$),
  ('role_permissions', 'delete', 'roles.manage', $$delete from public.role_permissions where role_id = {x_role}$$),
  ('staff_roles', 'insert', 'roles.manage', $$insert into public.staff_roles (staff_id, role_id) values ({x_staff}, {designer_role})$$),
  ('staff_roles', 'delete', 'roles.manage', $$delete from public.staff_roles where staff_id = {x_staff}$$),
  ('design_stage_templates', 'insert', 'settings.manage', $$insert into public.design_stage_templates (name) values ('Matrix stages')$$),
  ('design_stage_templates', 'update', 'settings.manage', $$update public.design_stage_templates set description = 'Matrix', version = version + 1 where id = {x_design_template}$$),
  ('design_stage_templates', 'delete', 'settings.manage', $$delete from public.design_stage_templates where id = {x_design_template}$$),
  ('payment_stage_templates', 'update', 'settings.manage', $$update public.payment_stage_templates set description = 'Matrix', version = version + 1 where id = {payment_template}$$),
  ('org_settings', 'update', 'org_settings.manage', $$update public.org_settings set phone = '+91 20 4000 1234', version = version + 1$$),
  ('panels', 'insert', 'catalogue.edit', $$insert into public.panels (name, base_material, make, length_mm, width_mm, thickness_mm) select 'Matrix ply', base_material, make, length_mm, width_mm, thickness_mm from public.panels where id = {x_panel}$$),
  ('panels', 'update', 'catalogue.edit', $$update public.panels set grade = 'BWP', version = version + 1 where id = {x_panel}$$),
  ('panels', 'delete', 'catalogue.edit', $$delete from public.panels where id = {x_panel}$$),
  ('skins', 'update', 'catalogue.edit', $$update public.skins set design_number = 'MX-1', version = version + 1 where id = {skin}$$),
  ('edge_bands', 'update', 'catalogue.edit', $$update public.edge_bands set design_number = 'MX-1', version = version + 1 where id = {edge_band}$$),
  ('processed_panels', 'update', 'catalogue.edit', $$update public.processed_panels set name = name || ' (MX)', version = version + 1 where id = {processed_panel}$$),
  ('products', 'insert', 'catalogue.edit', $$insert into public.products (code, name, category) values ('MX-PRD-1', 'Matrix shelf', 'Storage')$$),
  ('products', 'update', 'catalogue.edit', $$update public.products set description = 'Matrix', version = version + 1 where id = {x_product}$$),
  ('products', 'delete', 'catalogue.edit', $$delete from public.products where id = {x_product}$$),
  ('boq_items', 'insert', 'boq.edit', $$insert into public.boq_items (project_id, room, item_code, trade_category, item_type, description, quantity, unit, client_rate, budget_rate) values ({proj}, 'Study', 'MX-2', 'Carpentry', 'production', 'Matrix shelf', 1, 'nos', 100, 80)$$),
  ('boq_items', 'update', 'boq.edit', $$update public.boq_items set quantity = 2, version = version + 1 where id = {x_boq}$$),
  ('boq_items', 'delete', 'boq.edit', $$delete from public.boq_items where id = {x_boq}$$),
  ('quotations', 'insert', 'proposal.create', $$insert into public.quotations (project_id, client_id, title) values ({proj}, {client}, 'Matrix option C')$$),
  ('quotations', 'update', 'proposal.create', $$update public.quotations set discount_percent = 2, version = version + 1 where id = {x_quote}$$),
  ('quotation_lines', 'insert', 'proposal.create', $$insert into public.quotation_lines (quotation_id, position, description, unit, quantity, unit_cost) values ({x_quote}, 99, 'Matrix line', 'nos', 1, 500)$$),
  ('quotation_lines', 'update', 'proposal.create', $$update public.quotation_lines set quantity = 3, version = version + 1 where id = {x_qline}$$),
  ('quotation_lines', 'delete', 'proposal.create', $$delete from public.quotation_lines where id = {x_qline}$$),
  ('sales_orders', 'insert', 'order.create', $$select public.create_order_from_quotation({approved_quote})$$),
  ('sales_orders', 'update', 'order.create', $$update public.sales_orders set shipping_address = 'Matrix House, Baner, Pune', version = version + 1 where id = {order}$$),
  ('payments', 'insert', 'payment.record', $$insert into public.payments (project_id, payment_stage_id, amount, mode, reference) values ({order_proj}, {pay_stage}, 1000, 'upi', 'UPI/MATRIX')$$),
  ('payments', 'record_payment()', 'payment.record', $$select public.record_payment({pay_stage}, 1000, current_date, 'upi', 'UPI/MATRIX')$$),
  ('bills_of_material', 'insert', 'bom.edit', $$insert into public.bills_of_material (order_id, name) values ({order}, 'Matrix BOM')$$),
  ('bills_of_material', 'update', 'bom.edit', $$update public.bills_of_material set notes = 'Matrix', version = version + 1 where id = {x_bom}$$),
  ('bills_of_material', 'delete', 'bom.edit', $$delete from public.bills_of_material where id = {x_bom}$$),
  ('bom_parts', 'insert', 'bom.edit', $$insert into public.bom_parts (bom_id, position, name, processed_panel_id, length_mm, width_mm, quantity) values ({x_bom}, 1, 'Matrix side', {cut_panel}, 700, 500, 2)$$),
  ('bom_parts', 'update', 'bom.edit', $$update public.bom_parts set quantity = quantity + 1, version = version + 1 where id = {bom_part}$$),
  ('bom_parts', 'delete', 'bom.edit', $$delete from public.bom_parts where id = {bom_part}$$),
  ('cutting_plans', 'save_cutting_plan()', 'optimizer.run', $$select public.save_cutting_plan({bom}, {plan_json}::jsonb)$$),
  ('stock_items', 'insert', 'stock.adjust', $$insert into public.stock_items (sku, name, kind, unit) select 'MX-SKU-1', 'Matrix hinge', kind, unit from public.stock_items where id = {stock_item}$$),
  ('stock_items', 'update', 'stock.adjust', $$update public.stock_items set location = 'Rack MX', version = version + 1 where id = {stock_item}$$),
  ('stock_movements', 'insert', 'stock.adjust', $$insert into public.stock_movements (stock_item_id, kind, quantity, reference) values ({stock_item}, 'purchase', 10, 'PO-MATRIX')$$),
  ('leads', 'select', 'leads.view', $$select 1 from public.leads where id = {lead}$$),
  ('leads', 'insert', 'leads.add', $$insert into public.leads (name, phone, stage_id, status_id, owner_id) values ('Matrix Lead', '9845012399', {lead_stage}, {lead_status}, {me})$$),
  ('leads', 'import_leads()', 'leads.import', $$select public.import_leads({x_campaign}, '[{"name": "Matrix Import", "phone": "9845012396"}]'::jsonb)$$),
  ('leads', 'update', 'leads.edit', $$update public.leads set notes = 'Matrix', version = version + 1 where id = {lead}$$),
  ('leads', 'update owner_id', 'leads.assign', $$update public.leads set owner_id = {other}, version = version + 1 where id = {lead}$$),
  ('leads', 'delete', 'leads.delete', $$delete from public.leads where id = {x_lead}$$),
  ('lead_follow_ups', 'insert', 'leads.edit', $$insert into public.lead_follow_ups (lead_id, follow_up_at, comment) values ({lead}, now() + interval '1 day', 'Matrix')$$),
  ('deals', 'select', 'leads.view', $$select 1 from public.deals where id = {deal}$$),
  ('deals', 'insert', 'deals.manage', $$insert into public.deals (lead_id, title, owner_id) values ({lead}, 'Matrix deal', {me})$$),
  ('deals', 'insert for another owner', 'leads.assign', $$insert into public.deals (lead_id, title, owner_id) values ({lead}, 'Matrix deal', {other})$$),
  ('deals', 'update', 'deals.manage', $$update public.deals set value = 250000, version = version + 1 where id = {deal}$$),
  ('deals', 'update owner_id', 'leads.assign', $$update public.deals set owner_id = {other}, version = version + 1 where id = {deal}$$),
  ('deals', 'delete', 'deals.manage', $$delete from public.deals where id = {deal}$$),
  ('campaigns', 'select', 'leads.view', $$select 1 from public.campaigns where id = {x_campaign}$$),
  ('campaigns', 'insert', 'campaigns.manage', $$insert into public.campaigns (name, pipeline) values ('Matrix campaign', 'Residential')$$),
  ('campaigns', 'update', 'campaigns.manage', $$update public.campaigns set budget = 5000, version = version + 1 where id = {x_campaign}$$),
  ('campaigns', 'delete', 'campaigns.manage', $$delete from public.campaigns where id = {x_campaign}$$),
  ('lead_stages', 'select', 'leads.view', $$select 1 from public.lead_stages where id = {lead_stage}$$),
  ('lead_stages', 'update', 'crm_settings.manage', $$update public.lead_stages set colour = '#123456', version = version + 1 where id = {lead_stage}$$),
  ('lead_statuses', 'update', 'crm_settings.manage', $$update public.lead_statuses set colour = '#123456', version = version + 1 where id = {lead_status}$$),
  ('message_templates', 'insert', 'crm_settings.manage', $$insert into public.message_templates (kind, name, body) values ('whatsapp', 'Matrix hello', 'Hello from the matrix')$$),
  ('message_templates', 'delete', 'crm_settings.manage', $$delete from public.message_templates where id = {x_template}$$),
  ('appointments', 'insert', 'appointments.manage', $$insert into public.appointments (kind, title, starts_at, assignee_id) values ('site_visit', 'Matrix visit', now() + interval '2 days', {me})$$),
  ('appointments', 'delete', 'appointments.manage', $$delete from public.appointments where id = {appointment}$$),
  ('contacts', 'select', 'leads.view', $$select 1 from public.contacts where id = {x_contact}$$),
  ('contacts', 'insert', 'leads.edit', $$insert into public.contacts (name, company_id) values ('Matrix Contact', {x_company})$$),
  ('contacts', 'update', 'leads.edit', $$update public.contacts set designation = 'Buyer', version = version + 1 where id = {x_contact}$$),
  ('contacts', 'delete', 'leads.delete', $$delete from public.contacts where id = {x_contact}$$),
  ('companies', 'select', 'leads.view', $$select 1 from public.companies where id = {x_company}$$),
  ('companies', 'insert', 'leads.edit', $$insert into public.companies (name) values ('Matrix Pvt Ltd')$$),
  ('companies', 'update', 'leads.edit', $$update public.companies set city = 'Pune', version = version + 1 where id = {x_company}$$),
  ('companies', 'delete', 'leads.delete', $$delete from public.companies where id = {x_company}$$),
  ('sales_targets', 'select', 'leads.assign', $$select 1 from public.sales_targets where id = {target}$$),
  ('sales_targets', 'update', 'leads.assign', $$update public.sales_targets set target_value = target_value + 1, version = version + 1 where id = {target}$$),
  ('projects', 'select', 'projects.view', $$select 1 from public.projects where id = {proj}$$),
  ('projects', 'insert', 'projects.add', $$insert into public.projects (name, client_id, designer_id) values ('Matrix flat', {client}, {me})$$),
  ('projects', 'update', 'projects.edit', $$update public.projects set notes = 'Matrix', version = version + 1 where id = {proj}$$),
  ('designs', 'insert', 'design.edit', $$insert into public.designs (project_id, title) values ({proj}, 'Matrix render')$$),
  ('designs', 'update', 'design.edit', $$update public.designs set area_sqft = 120, version = version + 1 where id = {design}$$),
  ('designs', 'review_design()', 'design.approve', $$select public.review_design({design}, 'sent_back', 'Matrix: fix the shutters')$$),
  ('recces', 'update', 'recce.edit', $$update public.recces set notes = 'Matrix', version = version + 1 where id = {x_recce}$$),
  ('recce_measurements', 'insert', 'recce.edit', $$insert into public.recce_measurements (recce_id, room, length_mm, width_mm) values ({x_recce}, 'Study', 3000, 2800)$$),
  ('tasks', 'insert', 'tasks.manage', $$insert into public.tasks (title, project_id) values ('Matrix task', {proj})$$),
  ('tasks', 'update', 'tasks.manage', $$update public.tasks set title = 'Matrix task, renamed', version = version + 1 where id = {x_task}$$),
  ('kb_articles', 'select draft of another', 'knowledge.manage', $$select 1 from public.kb_articles where id = {article}$$),
  ('kb_articles', 'update', 'knowledge.manage', $$update public.kb_articles set title = title || ' (MX)', version = version + 1 where id = {article}$$),
  ('kb_articles', 'delete', 'knowledge.manage', $$delete from public.kb_articles where id = {article}$$),
  ('kb_categories', 'insert', 'knowledge.manage', $$insert into public.kb_categories (name) values ('Matrix category')$$);
-- Rules that hold for every role (the matrix grants nobody these), with the rule's own refusal code.
insert into matrix_spec (tbl, op, permission, probe, also_refused) values
  ('payments', 'update', null, $$update public.payments set reference = 'UPI/MATRIX-EDIT', version = version + 1 where id = {payment}$$, '{23514}'),
  ('payments', 'delete', null, $$delete from public.payments where id = {payment}$$, '{23514}'),
  ('order_lines', 'insert', null, $$insert into public.order_lines (order_id, position, description, unit, quantity, unit_cost) values ({order}, 99, 'Matrix line', 'nos', 1, 500)$$, '{23514}'),
  ('order_lines', 'update', null, $$update public.order_lines set unit_cost = 1, version = version + 1 where id = {order_line}$$, '{23514}'),
  ('order_lines', 'delete', null, $$delete from public.order_lines where id = {order_line}$$, '{23514}'),
  ('cutting_plans', 'update sheets_used', null, $$update public.cutting_plans set sheets_used = 0, version = version + 1 where id = {x_plan}$$, '{23514}');
-- mark_cutting_plan_cut locks the plan `for update`, which row-level security hides from those who
-- may not update it: its "no cutting plan that you may see" (P0002) is that refusal.
insert into matrix_spec (tbl, op, permission, probe, also_refused) values
  ('cutting_plans', 'mark_cutting_plan_cut()', 'optimizer.run', $$select public.mark_cutting_plan_cut({x_plan}, (select version from public.cutting_plans where id = {x_plan}))$$, '{P0002}');
-- The estimate and the payment plan: projects.finance, through the functions that log each change;
-- a direct write is refused to everyone.
insert into matrix_spec (tbl, op, permission, probe) values
  ('projects', 'set_project_estimate()', 'projects.finance', $$select public.set_project_estimate({proj}, (select estimate + 1 from public.projects where id = {proj}), (select version from public.projects where id = {proj}), 'Matrix')$$),
  ('projects', 'update estimate', null, $$update public.projects set estimate = estimate + 1, version = version + 1 where id = {proj}$$),
  ('project_payment_stages', 'update', null, $$update public.project_payment_stages set due_date = current_date + 30, version = version + 1 where id = {pay_stage}$$);
-- money out (issue 23): purchasing on the seeded demo orders (220_purchasing.sql): a draft for hinges, panels sent.
insert into matrix_spec (tbl, op, permission, probe, also_refused) values
  ('suppliers', 'insert', 'purchase.order', $$insert into public.suppliers (name, state) values ('Matrix Traders', 'Maharashtra')$$, '{}'),
  ('suppliers', 'update', 'purchase.order', $$update public.suppliers set payment_terms_days = 60, version = version + 1 where name = 'Laminate House Pune'$$, '{}'),
  ('supplier_items', 'update', 'purchase.order', $$update public.supplier_items set lead_time_days = 9, version = version + 1 where supplier_code = 'HM-HW-HINGE-110'$$, '{}'),
  ('purchase_orders', 'insert', 'purchase.order', $$insert into public.purchase_orders (supplier_id) select id from public.suppliers where name = 'Laminate House Pune'$$, '{}'),
  ('purchase_orders', 'raise_reorder_purchase_orders()', 'purchase.order', $$select public.raise_reorder_purchase_orders()$$, '{}'),
  ('purchase_orders', 'send_purchase_order()', 'purchase.order', $$select public.send_purchase_order(md5('fpw:purchase-order:hinges')::uuid)$$, '{}'),
  ('purchase_order_lines', 'update', 'purchase.order', $$update public.purchase_order_lines set quantity = 11, version = version + 1 where purchase_order_id = md5('fpw:purchase-order:hinges')::uuid$$, '{}'),
  ('purchase_order_lines', 'update of a sent order', null, $$update public.purchase_order_lines set quantity = 1, version = version + 1 where purchase_order_id = md5('fpw:purchase-order:panels')::uuid$$, '{23514}'),
  ('goods_receipts', 'receive_goods()', 'stock.receive', $$select public.receive_goods(md5('fpw:purchase-order:panels')::uuid, jsonb_build_array(jsonb_build_object('line_id', md5('fpw:purchase-order-line:panels:1')::uuid, 'quantity', 1)))$$, '{}'),
  ('goods_receipts', 'insert', null, $$insert into public.goods_receipts (number, purchase_order_id) values ('GRN/MX', md5('fpw:purchase-order:panels')::uuid)$$, '{}'),
  -- money in: the rest of the order after the fixture's first-stage invoice; a credit note for that invoice.
  ('tax_invoices', 'issue_invoice()', 'invoice.issue', $$select public.issue_invoice({order})$$, '{}'),
  ('tax_invoices', 'insert', null, $$insert into public.tax_invoices select * from public.tax_invoices where id = {x_invoice}$$, '{}'),
  ('credit_notes', 'issue_credit_note()', 'invoice.issue', $$select public.issue_credit_note({x_invoice}, 'Matrix')$$, '{}');

-- Pairs known to differ, with why (none now): one that differs is a notice, one that holds fails the test.
create temp table matrix_pending (role_name text, tbl text, op text, why text) on commit drop;
create temp table matrix_result (role_name text, tbl text, op text, expected text, got text, detail text) on commit drop;
-- The fixtures, made as the owner: {name} in a probe is replaced by the quoted value.
create temp table matrix_fixture (name text primary key, value text not null) on commit drop;
do $$
declare
  v jsonb := '{}';
  v_proj public.projects;
  v_order public.sales_orders;
  v_id uuid;
begin
  select * into v_proj from public.projects where code = 'PRJ-2026-0018';
  select o.* into v_order from public.sales_orders o join public.projects p on p.id = o.project_id
   where p.code = 'PRJ-2026-0014';
  v := v || jsonb_build_object('proj', v_proj.id, 'client', v_proj.client_id,
    'order_proj', v_order.project_id, 'order', v_order.id,
    'order_line', (select id from public.order_lines where order_id = v_order.id order by position limit 1),
    'pay_stage', (select id from public.project_payment_stages where project_id = v_order.project_id
                   order by position desc limit 1),
    'payment', (select id from public.payments where project_id = v_order.project_id limit 1),
    'other', (select id from public.staff where email = 'asha.rao@fpw.in'),
    'designer_role', (select id from public.roles where name = 'Designer'),
    'subscriber', (select id from public.subscribers order by business_name limit 1),
    'enterprise', (select id from public.enterprise_accounts order by name limit 1),
    'ticket', (select id from public.support_tickets where subscriber_id is not null and assignee_id is not null limit 1),
    'payment_template', (select id from public.payment_stage_templates order by name limit 1),
    'skin', (select id from public.skins order by name limit 1),
    'edge_band', (select id from public.edge_bands order by name limit 1),
    'processed_panel', (select id from public.processed_panels order by code limit 1),
    'stock_item', (select id from public.stock_items where kind = 'hardware' order by sku limit 1),
    'lead_stage', (select id from public.lead_stages order by position limit 1),
    'lead_status', (select id from public.lead_statuses order by position limit 1),
    'target', (select id from public.sales_targets order by month, staff_id limit 1),
    'article', (select id from public.kb_articles where status = 'draft' order by title limit 1),
    'x_invoice', public.issue_invoice(v_order.id, (select id from public.project_payment_stages
                                                    where project_id = v_order.project_id order by position limit 1)));
  -- An approved quotation without an order, for create_order_from_quotation.
  update public.quotations set status = 'sent' where project_id = v_proj.id and status = 'draft'
    returning id into v_id;
  update public.quotations set status = 'approved' where id = v_id; v := v || jsonb_build_object('approved_quote', v_id);
  insert into public.quotations (project_id, client_id, title) values (v_proj.id, v_proj.client_id, 'Matrix draft')
    returning id into v_id; v := v || jsonb_build_object('x_quote', v_id);
  insert into public.quotation_lines (quotation_id, position, description, unit, quantity, unit_cost)
  values (v_id, 1, 'Matrix line', 'nos', 1, 500) returning id into v_id; v := v || jsonb_build_object('x_qline', v_id);
  insert into public.staff (email, name, designation) values ('matrix.spare@fpw.in', 'Matrix Spare', 'designer')
    returning id into v_id; v := v || jsonb_build_object('x_staff', v_id);
  insert into public.roles (name) values ('Matrix spare role') returning id into v_id; v := v || jsonb_build_object('x_role', v_id);
  insert into public.role_permissions (role_id, permission_code) values (v_id, 'leads.export');
  insert into public.staff_roles (staff_id, role_id) values ((v ->> 'x_staff')::uuid, v_id);
  insert into public.design_stage_templates (name) values ('Matrix spare stages') returning id into v_id; v := v || jsonb_build_object('x_design_template', v_id);
  insert into public.panels (name, base_material, make, length_mm, width_mm, thickness_mm)
  select 'Matrix spare ply', base_material, make, length_mm, width_mm, thickness_mm from public.panels limit 1
  returning id into v_id; v := v || jsonb_build_object('x_panel', v_id);
  insert into public.products (code, name, category) values ('MX-SPARE', 'Matrix spare', 'Storage') returning id into v_id; v := v || jsonb_build_object('x_product', v_id);
  insert into public.boq_items (project_id, room, item_code, trade_category, item_type, description, quantity, unit,
    client_rate, budget_rate)
  values (v_proj.id, 'Study', 'MX-1', 'Carpentry', 'production', 'Matrix spare', 1, 'nos', 100, 80) returning id into v_id; v := v || jsonb_build_object('x_boq', v_id);
  -- The order's BOM and a material of it with sheets in stock, for the cutting plan functions.
  select b.id, bp.processed_panel_id into v_id, v_proj.id
    from public.bills_of_material b join public.bom_parts bp on bp.bom_id = b.id
   where b.order_id = v_order.id
     and (select coalesce(sum(m.quantity), 0) from public.stock_items i join public.stock_movements m
           on m.stock_item_id = i.id where i.processed_panel_id = bp.processed_panel_id) >= 2
   order by bp.position limit 1;
  v := v || jsonb_build_object('bom', v_id, 'cut_panel', v_proj.id, 'plan_json', jsonb_build_object(
    'name', 'Matrix plan', 'processed_panel_id', v_proj.id, 'sheets_used', 1, 'sheet_length_mm', 2440,
    'sheet_width_mm', 1220, 'yield_percent', 80, 'result', jsonb_build_object('sheets', '[]'::jsonb),
    'parts', '[]'::jsonb)::text);
  -- Saving checks optimizer.run even for the owner: saved as an administrator.
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'priya.nair@fpw.in'))::text, true);
  v := v || jsonb_build_object('x_plan', public.save_cutting_plan(v_id, (v ->> 'plan_json')::jsonb));
  perform set_config('request.jwt.claims', '', true);
  insert into public.bills_of_material (order_id, name) values (v_order.id, 'Matrix spare BOM') returning id into v_id; v := v || jsonb_build_object('x_bom', v_id);
  insert into public.bom_parts (bom_id, position, name, processed_panel_id, length_mm, width_mm, quantity)
  values (v_id, 1, 'Matrix spare side', (v ->> 'cut_panel')::uuid, 700, 500, 2) returning id into v_id; v := v || jsonb_build_object('bom_part', v_id);
  insert into public.leads (name, phone, stage_id, status_id) values ('Matrix Spare Lead', '9845012398',
    (v ->> 'lead_stage')::uuid, (v ->> 'lead_status')::uuid) returning id into v_id; v := v || jsonb_build_object('lead', v_id);
  insert into public.deals (lead_id, title) values (v_id, 'Matrix spare deal') returning id into v_id; v := v || jsonb_build_object('deal', v_id);
  insert into public.leads (name, phone, stage_id, status_id) values ('Matrix Spare Lead Two', '9845012397',
    (v ->> 'lead_stage')::uuid, (v ->> 'lead_status')::uuid) returning id into v_id; v := v || jsonb_build_object('x_lead', v_id);
  insert into public.campaigns (name, pipeline) values ('Matrix spare campaign', 'Residential') returning id into v_id; v := v || jsonb_build_object('x_campaign', v_id);
  insert into public.message_templates (kind, name, body) values ('whatsapp', 'Matrix spare', 'Hello') returning id into v_id; v := v || jsonb_build_object('x_template', v_id);
  insert into public.appointments (kind, title, starts_at) values ('site_visit', 'Matrix spare visit', now() + interval '3 days')
    returning id into v_id; v := v || jsonb_build_object('appointment', v_id);
  insert into public.companies (name) values ('Matrix Spare Pvt Ltd') returning id into v_id; v := v || jsonb_build_object('x_company', v_id);
  insert into public.contacts (name, company_id) values ('Matrix Spare Contact', v_id) returning id into v_id; v := v || jsonb_build_object('x_contact', v_id);
  insert into public.designs (project_id, title, status) values ((v ->> 'proj')::uuid, 'Matrix spare render', 'internal_review')
    returning id into v_id; v := v || jsonb_build_object('design', v_id);
  insert into public.recces (project_id, status) values ((v ->> 'proj')::uuid, 'scheduled') returning id into v_id; v := v || jsonb_build_object('x_recce', v_id);
  insert into public.tasks (title, project_id, created_by) values ('Matrix spare task', (v ->> 'proj')::uuid,
    (v ->> 'other')::uuid) returning id into v_id; v := v || jsonb_build_object('x_task', v_id);
  if exists (select 1 from jsonb_each_text(v) where value is null) then
    raise exception 'matrix fixtures incomplete: %', v;
  end if;
  insert into matrix_fixture select key, value from jsonb_each_text(v);
end;
$$;
-- One scratch person per role (auth user + staff row + exactly that role), designation as the
-- role's seeded members have it.
create temp table matrix_person (role_id uuid, role_name text, staff_id uuid, user_id uuid) on commit drop;
do $$
declare
  v_role record;
  v_user uuid;
  v_staff uuid;
begin
  for v_role in
    select r.id, r.name, coalesce((select s.designation from public.staff_roles sr join public.staff s on s.id = sr.staff_id
                                    where sr.role_id = r.id group by 1 order by count(*) desc limit 1), 'designer') as designation
      from public.roles r where r.name <> 'Matrix spare role'
  loop
    insert into auth.users (email, email_confirmed_at)
    values ('matrix.' || replace(lower(v_role.name), ' ', '.') || '@fpw.in', now()) returning id into v_user;
    insert into public.staff (email, name, designation, user_id)
    values ('matrix.' || replace(lower(v_role.name), ' ', '.') || '@fpw.in', 'Matrix ' || v_role.name, v_role.designation, v_user)
    returning id into v_staff;
    insert into public.staff_roles (staff_id, role_id) values (v_staff, v_role.id);
    insert into matrix_person values (v_role.id, v_role.name, v_staff, v_user);
  end loop;
end;
$$;
-- Runs every spec row as the person of each named role (all when null) into matrix_result.
create function pg_temp.matrix_run(p_roles text[]) returns void language plpgsql as $run$
declare
  v_person record;
  v_spec record;
  v_fixture record;
  v_sql text;
  v_rows bigint;
  v_state text;
  v_message text;
  v_got text;
  v_expected text;
begin
  for v_person in select * from matrix_person where p_roles is null or role_name = any (p_roles) order by role_name loop
    update public.projects set designer_id = v_person.staff_id, relationship_manager_id = v_person.staff_id
     where id in (select value::uuid from matrix_fixture where name in ('proj', 'order_proj'));
    update public.leads set owner_id = v_person.staff_id
     where id in (select value::uuid from matrix_fixture where name in ('lead', 'x_lead'));
    update public.deals set owner_id = v_person.staff_id where id = (select value::uuid from matrix_fixture where name = 'deal');
    update public.appointments set assignee_id = v_person.staff_id
     where id = (select value::uuid from matrix_fixture where name = 'appointment');
    for v_spec in
      select s.*, s.permission is not null and exists (
               select 1 from public.role_permissions rp
                where rp.role_id = v_person.role_id and rp.permission_code = any (string_to_array(s.permission, '|'))) as holds
        from matrix_spec s
       where not s.optional or exists (select 1 from public.permissions p where p.code = s.permission)
       order by s.tbl, s.op
    loop
      v_sql := replace(v_spec.probe, '{me}', quote_literal(v_person.staff_id));
      for v_fixture in select * from matrix_fixture loop
        v_sql := replace(v_sql, '{' || v_fixture.name || '}', quote_literal(v_fixture.value));
      end loop;
      if v_sql ~ '\{[a-z_]+\}' then
        raise exception 'matrix probe % / % names an unknown fixture: %', v_spec.tbl, v_spec.op, v_sql;
      end if;
      v_state := null;
      v_message := null;
      perform set_config('request.jwt.claims',
        json_build_object('sub', v_person.user_id, 'role', 'authenticated')::text, true);
      set local role authenticated;
      begin
        execute v_sql;
        get diagnostics v_rows = row_count;
        raise exception 'matrix probe rolled back' using errcode = 'MX000';
      exception
        when sqlstate 'MX000' then null;
        when others then
          v_state := sqlstate;
          v_message := sqlerrm;
      end;
      reset role;
      perform set_config('request.jwt.claims', '', true);
      v_got := case
        when v_state is null and v_rows > 0 then 'allowed'
        when v_state is null and lower(split_part(ltrim(v_sql), ' ', 1)) in ('select', 'update', 'delete') then 'refused'
        when v_state = '42501' or v_state = any (v_spec.also_refused) then 'refused'
        else 'broken probe' end;
      v_expected := case when v_spec.holds then 'allowed' else 'refused' end;
      insert into matrix_result values (v_person.role_name, v_spec.tbl, v_spec.op, v_expected, v_got,
        coalesce(v_state || ' ' || v_message, v_rows || ' rows'));
    end loop;
  end loop;
end;
$run$;
-- Every mismatch, not the first: a pending pair that differs is a notice, one that holds is an error.
create function pg_temp.matrix_verdict(p_stage text) returns void language plpgsql as $verdict$
declare
  v_failures text;
  v_pending text;
begin
  select string_agg(format('%s / %s / %s: expected %s, got %s (%s)', r.role_name, r.tbl, r.op, r.expected, r.got, r.detail),
                    E'\n' order by r.role_name, r.tbl, r.op)
    into v_failures
    from matrix_result r
   where r.got is distinct from r.expected
     and not exists (select 1 from matrix_pending p where (p.role_name, p.tbl, p.op) = (r.role_name, r.tbl, r.op));
  select string_agg(format('%s / %s / %s', p.role_name, p.tbl, p.op), E'\n')
    into v_pending
    from matrix_pending p join matrix_result r using (role_name, tbl, op)
   where r.got = r.expected;
  if v_pending is not null then
    v_failures := concat_ws(E'\n', v_failures, 'now holds, remove from matrix_pending: ' || v_pending);
  end if;
  if v_failures is not null then
    raise exception E'the permission matrix does not decide (%):\n%', p_stage, v_failures;
  end if;
  raise notice 'matrix (%): % pairs, % allowed; pending: %', p_stage, (select count(*) from matrix_result),
    (select count(*) from matrix_result where got = 'allowed'),
    (select string_agg(format('%s / %s / %s (%s)', r.role_name, r.tbl, r.op, p.why), '; ')
       from matrix_result r join matrix_pending p using (role_name, tbl, op));
end;
$verdict$;
select pg_temp.matrix_run(null);
select pg_temp.matrix_verdict('as seeded');

-- Changing the matrix changes the answer: the Accountant no longer records payments (whatever the
-- accounts designation says), the Machine operator now edits BOQs.
do $$
begin
  if (select got from matrix_result where role_name = 'Accountant' and tbl = 'payments' and op = 'insert') is distinct from 'allowed'
     or (select got from matrix_result where role_name = 'Machine operator' and tbl = 'boq_items' and op = 'insert') is distinct from 'refused' then
    raise exception 'before the change: the accountant must record payments and the machine operator must not edit BOQs';
  end if;
  delete from public.role_permissions
   where role_id = (select id from public.roles where name = 'Accountant') and permission_code = 'payment.record';
  insert into public.role_permissions (role_id, permission_code)
  values ((select id from public.roles where name = 'Machine operator'), 'boq.edit');
  delete from matrix_result where role_name in ('Accountant', 'Machine operator');
end;
$$;
select pg_temp.matrix_run(array['Accountant', 'Machine operator']);
select pg_temp.matrix_verdict('payment.record taken from Accountant, boq.edit given to Machine operator');
do $$
begin
  if (select got from matrix_result where role_name = 'Accountant' and tbl = 'payments' and op = 'insert') is distinct from 'refused'
     or (select got from matrix_result where role_name = 'Accountant' and tbl = 'payments' and op = 'record_payment()') is distinct from 'refused'
     or (select got from matrix_result where role_name = 'Machine operator' and tbl = 'boq_items' and op = 'insert') is distinct from 'allowed'
     or (select got from matrix_result where role_name = 'Machine operator' and tbl = 'boq_items' and op = 'update') is distinct from 'allowed' then
    raise exception 'after the change: the accountant must be refused payments and the machine operator allowed BOQs';
  end if;
end;
$$;
