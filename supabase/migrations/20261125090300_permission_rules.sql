-- The roles and permissions matrix decides (issue 15): write policies of the tables below ask
-- public.has_permission(code) instead of the caller's designation. Read policies stay as they were.
--   subscribers                              subscribers.edit (add, edit, change plan)
--   staff                                    staff.manage
--   roles, role_permissions, staff_roles     roles.manage
--   design/payment stage templates + items   settings.manage
--   org_settings                             org_settings.manage
--   panels, skins, edge_bands,
--   processed_panels, products               catalogue.edit
--   boq_items                                boq.edit
--   quotations, quotation_lines              proposal.create to create and edit drafts;
--                                            sending (and recalling) needs proposal.send;
--                                            approving or rejecting needs proposal.approve
--   sales_orders, order_lines                order.create (production still moves an order's status
--                                            along: no permission names that, so designation decides)
--   payments                                 payment.record to record one (an extra, restrictive
--                                            rule on insert; the projects area owns the rest)
--   bills_of_material, bom_parts             bom.edit
--   cutting_plans, cutting_plan_parts        optimizer.run
--   stock_items, stock_movements             stock.adjust; offcuts: stock.adjust or optimizer.run
-- Policies are wrapped in (select ...) so has_permission runs once per statement, not per row.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- One write policy for all of insert, update and delete, named <table>_write.
create or replace function pg_temp.permission_write_policy(p_table text, p_rule text)
returns void
language plpgsql
as $$
begin
  execute format('create policy %I on public.%I for all to authenticated using (%s) with check (%s)',
    p_table || '_write', p_table, p_rule, p_rule);
end;
$$;

-- Subscribers -----------------------------------------------------------------------------------
drop policy if exists subscribers_sales_insert on public.subscribers;
drop policy if exists subscribers_sales_update on public.subscribers;
create policy subscribers_insert on public.subscribers for insert to authenticated
  with check ((select public.has_permission('subscribers.edit')));
create policy subscribers_update on public.subscribers for update to authenticated
  using ((select public.has_permission('subscribers.edit')))
  with check ((select public.has_permission('subscribers.edit')));

-- Staff and access ------------------------------------------------------------------------------
drop policy if exists staff_admin_insert on public.staff;
drop policy if exists staff_admin_update on public.staff;
drop policy if exists staff_admin_delete on public.staff;
create policy staff_insert on public.staff for insert to authenticated
  with check ((select public.has_permission('staff.manage')));
create policy staff_update on public.staff for update to authenticated
  using ((select public.has_permission('staff.manage')))
  with check ((select public.has_permission('staff.manage')));
create policy staff_delete on public.staff for delete to authenticated
  using ((select public.has_permission('staff.manage')));

drop policy if exists roles_admin on public.roles;
drop policy if exists role_permissions_admin on public.role_permissions;
drop policy if exists staff_roles_admin on public.staff_roles;
select pg_temp.permission_write_policy('roles', '(select public.has_permission(''roles.manage''))');
select pg_temp.permission_write_policy('role_permissions', '(select public.has_permission(''roles.manage''))');
select pg_temp.permission_write_policy('staff_roles', '(select public.has_permission(''roles.manage''))');

-- Settings --------------------------------------------------------------------------------------
do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'design_stage_templates', 'design_stage_template_items', 'payment_stage_templates', 'payment_stage_template_items'
  ] loop
    execute format('drop policy if exists %I on public.%I', v_table || '_admin', v_table);
    perform pg_temp.permission_write_policy(v_table, '(select public.has_permission(''settings.manage''))');
  end loop;
end;
$$;

drop policy if exists org_settings_admin_update on public.org_settings;
create policy org_settings_update on public.org_settings for update to authenticated
  using ((select public.has_permission('org_settings.manage')))
  with check ((select public.has_permission('org_settings.manage')));

-- Catalogue -------------------------------------------------------------------------------------
do $$
declare
  v_table text;
begin
  foreach v_table in array array['panels', 'skins', 'edge_bands', 'processed_panels', 'products'] loop
    execute format('drop policy if exists %I on public.%I', v_table || '_production', v_table);
    perform pg_temp.permission_write_policy(v_table, '(select public.has_permission(''catalogue.edit''))');
  end loop;
end;
$$;

-- Commercials -----------------------------------------------------------------------------------
drop policy if exists boq_items_write on public.boq_items;
select pg_temp.permission_write_policy('boq_items', '(select public.has_permission(''boq.edit''))');

drop policy if exists quotations_insert on public.quotations;
drop policy if exists quotations_update on public.quotations;
create policy quotations_insert on public.quotations for insert to authenticated
  with check ((select public.has_permission('proposal.create')) and status = 'draft');
-- Who may touch a quotation at all; which change each may make is the guard's (below).
create policy quotations_update on public.quotations for update to authenticated
  using (
    (select public.has_permission('proposal.create'))
    or (select public.has_permission('proposal.send'))
    or (select public.has_permission('proposal.approve'))
  )
  with check (
    (select public.has_permission('proposal.create'))
    or (select public.has_permission('proposal.send'))
    or (select public.has_permission('proposal.approve'))
  );

drop policy if exists quotation_lines_write on public.quotation_lines;
select pg_temp.permission_write_policy('quotation_lines', '(select public.has_permission(''proposal.create''))');

-- draft -> sent -> approved | rejected, and sent -> draft to recall it, as in 20261121001600, and
-- now also who may: sending and recalling need proposal.send, deciding needs proposal.approve,
-- changing the content of a draft needs proposal.create. Without a caller (the owner, seeds) the
-- workflow rules still hold and the permission rules do not apply.
create or replace function public.guard_quotation_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_workflow_columns text[] := array['status', 'sent_at', 'decided_at', 'decision_note', 'updated_at', 'version'];
  v_content_changed boolean :=
    (to_jsonb(new) - v_workflow_columns) is distinct from (to_jsonb(old) - v_workflow_columns);
  v_needed text;
begin
  if new.status is distinct from old.status then
    if not (
      (old.status = 'draft' and new.status = 'sent')
      or (old.status = 'sent' and new.status in ('approved', 'rejected', 'draft'))
    ) then
      raise exception 'a quotation cannot go from % to %', old.status, new.status
        using errcode = 'check_violation', constraint = 'quotations_status_transition';
    end if;
    v_needed := case when new.status in ('approved', 'rejected') then 'proposal.approve' else 'proposal.send' end;
    if auth.uid() is not null and not public.has_permission(v_needed) then
      raise exception '% a quotation needs the % permission',
        case new.status when 'sent' then 'Sending' when 'draft' then 'Recalling' else 'Approving or rejecting' end,
        v_needed
        using errcode = 'insufficient_privilege';
    end if;
    if new.status = 'sent' then
      new.sent_at := now();
    elsif new.status = 'draft' then
      new.sent_at := null;
    else
      new.decided_at := now();
    end if;
  elsif new.sent_at is distinct from old.sent_at or new.decided_at is distinct from old.decided_at then
    raise exception 'sent and decision times are set by the status change'
      using errcode = 'check_violation', constraint = 'quotations_workflow_times';
  end if;
  if old.status <> 'draft' and v_content_changed then
    raise exception 'quotation % is %: recall it to draft or make a revision to change it', old.number, old.status
      using errcode = 'check_violation', constraint = 'quotations_locked';
  end if;
  if v_content_changed and auth.uid() is not null and not public.has_permission('proposal.create') then
    raise exception 'Changing a quotation needs the proposal.create permission'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end;
$$;

drop policy if exists sales_orders_insert on public.sales_orders;
drop policy if exists sales_orders_update on public.sales_orders;
create policy sales_orders_insert on public.sales_orders for insert to authenticated
  with check ((select public.has_permission('order.create')));
create policy sales_orders_update on public.sales_orders for update to authenticated
  using ((select public.has_permission('order.create')) or (select public.staff_in('production')))
  with check ((select public.has_permission('order.create')) or (select public.staff_in('production')));

drop policy if exists order_lines_write on public.order_lines;
select pg_temp.permission_write_policy('order_lines', '(select public.has_permission(''order.create''))');

-- Payments: whoever else may write them (the projects area decides), recording one needs
-- payment.record. Restrictive, so it holds whatever permissive policies say.
drop policy if exists payments_record_insert on public.payments;
create policy payments_record_insert on public.payments as restrictive for insert to authenticated
  with check ((select public.has_permission('payment.record')));

-- Production ------------------------------------------------------------------------------------
do $$
declare
  v_rule record;
begin
  for v_rule in
    select * from (values
      ('bills_of_material', '(select public.has_permission(''bom.edit''))'),
      ('bom_parts', '(select public.has_permission(''bom.edit''))'),
      ('cutting_plans', '(select public.has_permission(''optimizer.run''))'),
      ('cutting_plan_parts', '(select public.has_permission(''optimizer.run''))'),
      ('stock_items', '(select public.has_permission(''stock.adjust''))'),
      ('offcuts', '((select public.has_permission(''stock.adjust'')) or (select public.has_permission(''optimizer.run'')))')
    ) as r(table_name, rule)
  loop
    execute format('drop policy if exists %I on public.%I', v_rule.table_name || '_production', v_rule.table_name);
    perform pg_temp.permission_write_policy(v_rule.table_name, v_rule.rule);
  end loop;
end;
$$;

drop policy if exists stock_movements_production_insert on public.stock_movements;
create policy stock_movements_insert on public.stock_movements for insert to authenticated
  with check ((select public.has_permission('stock.adjust')));

drop function pg_temp.permission_write_policy(text, text);
