-- The schema's rules on real PostgreSQL (npm run db:check), after every migration and seed.
-- Plain assertions: each DO block raises on the first failure; a block that passes rolls back its
-- own changes (it ends by raising FPRBK, which its handler swallows), so the seeded data stays as
-- it was. Mirrors supabase/tests/constraints.test.ts and quotation-totals.test.ts (PGlite).

create schema if not exists fpw_test;

-- Runs a statement that must fail, and checks the SQLSTATE (alternatives separated by |) and the
-- constraint named.
create or replace function fpw_test.expect_failure(p_sql text, p_sqlstate text, p_constraint text default null)
returns void
language plpgsql
as $$
declare
  v_state text;
  v_constraint text;
begin
  begin
    execute p_sql;
  exception when others then
    get stacked diagnostics v_state = returned_sqlstate, v_constraint = constraint_name;
    if not v_state = any (string_to_array(p_sqlstate, '|')) or (p_constraint is not null and v_constraint is distinct from p_constraint) then
      raise exception 'expected % (%) but got % (%) from: %', p_sqlstate, p_constraint, v_state, v_constraint, p_sql;
    end if;
    return;
  end;
  raise exception 'expected % (%) but the statement succeeded: %', p_sqlstate, p_constraint, p_sql;
end;
$$;

create or replace function fpw_test.expect_equal(p_actual anyelement, p_expected anyelement, p_what text)
returns void
language plpgsql
as $$
begin
  if p_actual is distinct from p_expected then
    raise exception '%: expected %, got %', p_what, p_expected, p_actual;
  end if;
end;
$$;

-- Every table behind row-level security, every view with the caller's rights.
do $$
declare
  v_missing text;
begin
  select string_agg(c.relname, ', ') into v_missing
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity;
  perform fpw_test.expect_equal(v_missing, null, 'tables without row-level security');
  select string_agg(c.relname, ', ') into v_missing
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'v' and not coalesce(c.reloptions @> array['security_invoker=true'], false);
  perform fpw_test.expect_equal(v_missing, null, 'views without security_invoker');
end;
$$;

-- Constraints refuse bad rows and name themselves.
do $$
begin
  begin
    perform fpw_test.expect_failure(
      $q$update public.subscribers set email = 'Owner@Example.in' where id = md5('fpw:subscriber:1')::uuid$q$,
      '23514', 'subscribers_email_check');
    perform fpw_test.expect_failure(
      $q$update public.subscribers set discount_percent = 120 where id = md5('fpw:subscriber:1')::uuid$q$,
      '23514', 'subscribers_discount_percent_check');
    perform fpw_test.expect_failure(
      $q$update public.panels set thickness_mm = 0 where id = md5('fpw:panel:1')::uuid$q$,
      '23514', 'panels_thickness_mm_check');
    perform fpw_test.expect_failure(
      $q$update public.bom_parts set quantity = 0 where id = (select id from public.bom_parts limit 1)$q$,
      '23514', 'bom_parts_quantity_check');
    perform fpw_test.expect_failure(
      $q$update public.org_settings set gstin = '29ABCDE1234F1Z'$q$, '23514', 'org_settings_gstin_check');
    perform fpw_test.expect_failure(
      $q$insert into public.stock_movements (stock_item_id, kind, quantity)
         values (md5('fpw:stock-item:HW-LEG-100')::uuid, 'consumption', -100000)$q$,
      '23514', 'stock_movements_on_hand_check');
    perform fpw_test.expect_failure(
      -- ON DELETE RESTRICT reports restrict_violation (23001) from PostgreSQL 18, 23503 before.
      $q$delete from public.clients where id = md5('fpw:client:1')::uuid$q$, '23503|23001', 'projects_client_id_fkey');
    perform fpw_test.expect_failure(
      $q$insert into public.sales_orders (quotation_id, project_id, client_id, shipping_address)
         select q.id, q.project_id, q.client_id, 'Site' from public.quotations q where q.status = 'sent' limit 1$q$,
      '23514', 'sales_orders_quotation_approved');
    perform fpw_test.expect_failure(
      $q$update public.subscribers set status = 'paused' where id = md5('fpw:subscriber:1')::uuid$q$, '22P02');
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
end;
$$;

-- Stage percentages must total 100, checked at commit (here: when constraints turn immediate).
do $$
begin
  begin
    insert into public.payment_stage_templates (id, name) values ('00000000-0000-4000-8000-00000000a001', 'Test plan');
    insert into public.payment_stage_template_items (template_id, position, name, percent) values
      ('00000000-0000-4000-8000-00000000a001', 1, 'Advance', 30),
      ('00000000-0000-4000-8000-00000000a001', 2, 'Delivery', 60);
    perform fpw_test.expect_failure('set constraints all immediate', '23514', 'payment_stage_template_items_total_check');
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
  begin
    insert into public.payment_stage_templates (id, name) values ('00000000-0000-4000-8000-00000000a002', 'Test plan 2');
    insert into public.payment_stage_template_items (template_id, position, name, percent) values
      ('00000000-0000-4000-8000-00000000a002', 1, 'Advance', 30),
      ('00000000-0000-4000-8000-00000000a002', 2, 'Delivery', 70);
    set constraints all immediate;
    set constraints all deferred;
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
end;
$$;

-- The worked example of quotation-totals.test.ts.
do $$
declare
  v_totals jsonb := public.compute_quotation_totals('[
    {"quantity": 48.5, "unit_cost": 1250.00, "margin_percent": 20, "discount_percent": 5, "gst_rate": 18},
    {"quantity": 120, "unit_cost": 18.75, "margin_percent": 15, "discount_percent": 0, "gst_rate": 18},
    {"quantity": 7, "unit_cost": 333.33, "margin_percent": 12.5, "discount_percent": 2.5, "gst_rate": 12},
    {"quantity": 1, "unit_cost": 2499.99, "margin_percent": 0, "discount_percent": 0, "gst_rate": 12}
  ]'::jsonb, 'INR');
begin
  perform fpw_test.expect_equal((v_totals #>> '{lines,2,line_amount}')::numeric, 2624.97, 'line 3 amount');
  perform fpw_test.expect_equal((v_totals #>> '{lines,2,discount_amount}')::numeric, 65.62, 'line 3 discount');
  perform fpw_test.expect_equal((v_totals #>> '{gst_by_rate,0,gst_amount}')::numeric, 607.12, 'GST at 12 %');
  perform fpw_test.expect_equal((v_totals #>> '{gst_by_rate,1,gst_amount}')::numeric, 12906.00, 'GST at 18 %');
  perform fpw_test.expect_equal((v_totals ->> 'subtotal')::numeric, 80462.46, 'subtotal');
  perform fpw_test.expect_equal((v_totals ->> 'discount_total')::numeric, 3703.12, 'discounts');
  perform fpw_test.expect_equal((v_totals ->> 'taxable_total')::numeric, 76759.34, 'taxable');
  perform fpw_test.expect_equal((v_totals ->> 'grand_total')::numeric, 90272.46, 'grand total');
  perform fpw_test.expect_equal((v_totals ->> 'margin_total')::numeric, 9051.04, 'margin');
  -- GST is rounded once per rate: three lines of 10.04 at 12 % give 3.61, not 3 x 1.20.
  perform fpw_test.expect_equal((public.compute_quotation_totals(
    '[{"quantity":1,"unit_cost":10.04,"gst_rate":12},{"quantity":1,"unit_cost":10.04,"gst_rate":12},
      {"quantity":1,"unit_cost":10.04,"gst_rate":12}]'::jsonb, 'INR') ->> 'gst_total')::numeric, 3.61, 'GST per rate');
  perform fpw_test.expect_equal((public.compute_quotation_totals(
    '[{"quantity":3,"unit_cost":333.33,"gst_rate":18}]'::jsonb, 'JPY') ->> 'grand_total')::numeric, 1180::numeric, 'yen');
end;
$$;

-- Orders carry their quotation's lines, so their totals are equal to the paisa.
do $$
declare
  v_mismatches integer;
begin
  select count(*) into v_mismatches
    from public.sales_orders o
   where public.order_totals(o.id) ->> 'grand_total' <> public.quotation_totals(o.quotation_id) ->> 'grand_total';
  perform fpw_test.expect_equal(v_mismatches, 0, 'orders whose total differs from their quotation');
end;
$$;

-- Version and audit bookkeeping, and the plan-history and stage-log triggers.
do $$
declare
  v_version integer;
  v_audits integer;
  v_history integer;
begin
  begin
    select version into v_version from public.leads where id = md5('fpw:lead:7')::uuid;
    select count(*) into v_audits from public.audit_log where table_name = 'leads' and row_id = md5('fpw:lead:7')::uuid::text;
    update public.leads set estimated_value = 450000, version = 1 where id = md5('fpw:lead:7')::uuid;
    perform fpw_test.expect_equal(
      (select version from public.leads where id = md5('fpw:lead:7')::uuid), v_version + 1, 'version after update');
    perform fpw_test.expect_equal(
      (select count(*)::integer from public.audit_log where table_name = 'leads' and row_id = md5('fpw:lead:7')::uuid::text),
      v_audits + 1, 'audit rows after update');

    select count(*) into v_history from public.subscriber_plan_history where subscriber_id = md5('fpw:subscriber:10')::uuid;
    update public.subscribers set remarks = 'Called' where id = md5('fpw:subscriber:10')::uuid;
    update public.subscribers set plan = 'pro' where id = md5('fpw:subscriber:10')::uuid;
    perform fpw_test.expect_equal(
      (select count(*)::integer from public.subscriber_plan_history where subscriber_id = md5('fpw:subscriber:10')::uuid),
      v_history + 1, 'plan history rows after one plan change');
    perform fpw_test.expect_equal(
      (select status::text from public.subscribers where id = md5('fpw:subscriber:10')::uuid), 'active', 'status after upgrade');
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
end;
$$;

-- Stock on hand is the sum of the ledger.
do $$
begin
  perform fpw_test.expect_equal(
    (select count(*)::integer from public.stock_on_hand s
      where s.on_hand <> (select coalesce(sum(m.quantity), 0) from public.stock_movements m where m.stock_item_id = s.stock_item_id)),
    0, 'stock items whose on-hand is not the sum of their movements');
end;
$$;

-- The seed is what it says it is.
do $$
begin
  perform fpw_test.expect_equal((select count(*)::integer from public.staff), 15, 'staff');
  perform fpw_test.expect_equal((select count(*)::integer from public.subscribers), 60, 'subscribers');
  perform fpw_test.expect_equal((select count(distinct plan)::integer from public.subscribers), 4, 'plans in use');
  perform fpw_test.expect_equal((select count(*)::integer from public.campaigns), 3, 'campaigns');
  -- 400 generated (040), 2 outside the demo executive's campaigns (110), 1 won lead awaiting its project (150).
  perform fpw_test.expect_equal((select count(*)::integer from public.leads), 403, 'leads');
  -- 30 generated (050), 1 with an order still to invoice and be paid for (240).
  perform fpw_test.expect_equal((select count(*)::integer from public.projects), 31, 'projects');
  perform fpw_test.expect_equal((select count(distinct stage)::integer from public.projects), 9, 'project stages in use');
  perform fpw_test.expect_equal((select count(*)::integer from public.panels), 30, 'panels');
  perform fpw_test.expect_equal((select count(*)::integer from public.skins), 40, 'skins');
  perform fpw_test.expect_equal((select count(*)::integer from public.edge_bands), 25, 'edge bands');
  perform fpw_test.expect_equal((select count(*)::integer from public.processed_panels), 20, 'processed panels');
  perform fpw_test.expect_equal((select count(distinct status)::integer from public.quotations), 4, 'quotation statuses in use');
end;
$$;

drop schema fpw_test cascade;
