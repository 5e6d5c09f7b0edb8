-- Issue 20, findings 3 and 4, on PostgreSQL (npm run db:check) and PGlite: cutting plans change only
-- through save and cut, one plan per BOM and material is active, a cut plan never changes; no
-- trigger trusts fpw.design_review, fpw.audit or fpw.recce_status; nobody reviews a design they
-- design or submitted; a file row names a file of its own project's area; the removal bookkeeping
-- is the service role's. Mirrors production-plans-record.test.ts and production-files-record.test.ts.
-- Each block ends by raising FPRBK, which its handler swallows, so the seeded data stays as it was.

create schema if not exists fpw_test;
grant usage on schema fpw_test to anon, authenticated, service_role;

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

-- Becomes the seeded person for the rest of the block (null: back to the owner).
create or replace function fpw_test.act_as(p_email text)
returns void
language plpgsql
as $$
declare
  v_user uuid;
begin
  perform set_config('role', 'none', true);
  if p_email is null then
    perform set_config('request.jwt.claims', '', true);
    return;
  end if;
  select u.id into v_user from auth.users u where lower(u.email) = p_email;
  if v_user is null then
    insert into auth.users (email, email_confirmed_at) values (p_email, now()) returning id into v_user;
  end if;
  perform set_config('request.jwt.claims',
    json_build_object('sub', v_user, 'role', 'authenticated', 'email', p_email)::text, true);
  perform set_config('role', 'authenticated', true);
end;
$$;
grant execute on all functions in schema fpw_test to anon, authenticated, service_role;

-- Finding 3: a cut plan never changes; status, layout, sheets used and yield are the functions'.
do $$
declare
  v_cut uuid := (select id from public.cutting_plans where status = 'cut' order by name limit 1);
  v_approved uuid := (select id from public.cutting_plans where status = 'approved' order by name limit 1);
  v_row public.cutting_plans := (select p from public.cutting_plans p where p.id = v_approved);
begin
  begin
    perform fpw_test.act_as('rahul.verma@fpw.in');
    perform fpw_test.expect_failure(format(
      'update public.cutting_plans set sheets_used = 0, version = version + 1 where id = %L', v_cut),
      '23514', 'cutting_plans_cut_final');
    perform fpw_test.expect_failure(format('delete from public.cutting_plans where id = %L', v_cut),
      '23514', 'cutting_plans_cut_final');
    perform fpw_test.expect_failure(format(
      'update public.cutting_plans set sheets_used = 0, version = version + 1 where id = %L', v_approved),
      '23514', 'cutting_plans_workflow_columns');
    perform fpw_test.expect_failure(format(
      'update public.cutting_plans set status = %L, version = version + 1 where id = %L', 'cut', v_approved),
      '23514', 'cutting_plans_workflow_columns');
    perform fpw_test.expect_failure(format(
      'insert into public.cutting_plans (name, processed_panel_id, sheet_length_mm, sheet_width_mm, sheets_available,
         status, result, sheets_used, yield_percent)
       values (%L, %L, 2440, 1220, 5, %L, %L, 5, 90)', 'Born cut', v_row.processed_panel_id, 'cut', '{"sheets": []}'),
      '23514', 'cutting_plans_workflow_columns');
    -- Renaming is a client's to do; cutting is the function's.
    update public.cutting_plans set name = 'Renamed plan', version = version + 1 where id = v_approved;
    perform fpw_test.expect_equal(
      (public.mark_cutting_plan_cut(v_approved, v_row.version + 1) ->> 'version')::integer > 0, true, 'the cut');
    perform fpw_test.expect_equal(
      (select status::text from public.cutting_plans where id = v_approved), 'cut', 'status after the cut');
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
end;
$$;

-- Finding 3: three saves for one BOM and material, the stock taken once.
do $$
declare
  v_bom uuid;
  v_panel uuid;
  v_plan jsonb;
  v_ids uuid[] := '{}';
  v_before numeric;
begin
  select b.id, bp.processed_panel_id into v_bom, v_panel
    from public.bills_of_material b
    join public.sales_orders o on o.id = b.order_id
    join public.bom_parts bp on bp.bom_id = b.id
    join public.stock_items si on si.processed_panel_id = bp.processed_panel_id
    join public.stock_on_hand soh on soh.stock_item_id = si.id
   where o.status = 'confirmed' and soh.on_hand >= 3
     and not exists (select 1 from public.cutting_plans c where c.bom_id = b.id)
   order by o.number, bp.position limit 1;
  if v_bom is null then
    raise exception 'no BOM without plans whose material is on hand';
  end if;
  v_plan := jsonb_build_object('name', 'Try', 'processed_panel_id', v_panel, 'sheet_length_mm', 2440,
    'sheet_width_mm', 1220, 'sheets_used', 1, 'yield_percent', 80, 'result', '{"sheets": []}'::jsonb,
    'parts', '[]'::jsonb);
  begin
    perform fpw_test.act_as('rahul.verma@fpw.in');
    for i in 1..3 loop
      v_ids := v_ids || public.save_cutting_plan(v_bom, v_plan);
    end loop;
    perform fpw_test.expect_equal(
      (select array_agg(status::text order by array_position(v_ids, id)) from public.cutting_plans where id = any (v_ids)),
      array['superseded', 'superseded', 'optimised'], 'statuses after three saves');
    select coalesce(sum(m.quantity), 0) into v_before
      from public.stock_items i join public.stock_movements m on m.stock_item_id = i.id where i.processed_panel_id = v_panel;
    perform fpw_test.expect_failure(format(
      'select public.mark_cutting_plan_cut(%L, (select version from public.cutting_plans where id = %L))', v_ids[1], v_ids[1]),
      '23514', 'cutting_plans_superseded');
    perform public.mark_cutting_plan_cut(v_ids[3], (select version from public.cutting_plans where id = v_ids[3]));
    perform fpw_test.expect_equal(
      (select coalesce(sum(m.quantity), 0) from public.stock_items i join public.stock_movements m on m.stock_item_id = i.id
        where i.processed_panel_id = v_panel), v_before - 1, 'on hand after the cut');
    perform fpw_test.expect_failure(format('select public.save_cutting_plan(%L, %L::jsonb)', v_bom, v_plan),
      '23514', 'cutting_plans_one_active_key');
    perform fpw_test.act_as('imran.shaikh@fpw.in');
    perform fpw_test.expect_failure(format('select public.save_cutting_plan(%L, %L::jsonb)', v_bom, v_plan), '42501');
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
end;
$$;

-- Finding 4: the design review switch, and no review of one's own design.
do $$
declare
  v_design uuid;
begin
  select d.id into v_design from public.designs d join public.staff s on s.id = d.designer_id
   where s.email = 'meera.iyer@fpw.in' and d.status = 'client_review' order by d.id limit 1;
  begin
    perform fpw_test.act_as('meera.iyer@fpw.in');
    perform set_config('fpw.design_review', 'on', true);
    perform fpw_test.expect_failure(format(
      'update public.designs set status = %L, approved_at = now(), version = version + 1 where id = %L', 'approved', v_design),
      '23514', 'designs_status_review_check');
    -- Even with design.approve in her role, her own design is not hers to review.
    perform fpw_test.act_as(null);
    insert into public.role_permissions (role_id, permission_code)
    select id, 'design.approve' from public.roles where name = 'Designer';
    perform fpw_test.act_as('meera.iyer@fpw.in');
    perform fpw_test.expect_failure(format('select public.review_design(%L, %L)', v_design, 'approved'), '42501');
    perform fpw_test.act_as('priya.nair@fpw.in');
    perform fpw_test.expect_equal((public.review_design(v_design, 'approved')).status::text, 'approved', 'a reviewer''s approval');
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
end;
$$;

-- Finding 4: the audit switch and the recce status switch.
do $$
declare
  v_design uuid;
  v_recce uuid;
begin
  select d.id into v_design from public.designs d join public.staff s on s.id = d.designer_id
   where s.email = 'meera.iyer@fpw.in' order by d.id limit 1;
  select r.id into v_recce from public.recces r join public.projects p on p.id = r.project_id
    join public.staff s on s.id = p.designer_id
   where s.email = 'meera.iyer@fpw.in' and r.status = 'approved' order by r.id limit 1;
  begin
    perform fpw_test.act_as('meera.iyer@fpw.in');
    perform set_config('fpw.audit', 'off', true);
    update public.designs set room = 'Audited den', version = version + 1 where id = v_design;
    perform fpw_test.expect_failure('select public.quiet_audit()', '42501');
    perform set_config('fpw.recce_status', 'on', true);
    perform fpw_test.expect_failure(format(
      'update public.recces set status = %L, version = version + 1 where id = %L', 'in_progress', v_recce), 'P0001');
    perform fpw_test.act_as(null);
    perform fpw_test.expect_equal(
      (select count(*)::integer from public.audit_log
        where table_name = 'designs' and row_id = v_design::text and new_data ->> 'room' = 'Audited den'),
      1, 'audit rows of the edit made with fpw.audit off');
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
end;
$$;

-- Finding 4: a design file names a file of its own project; tombstones are the service role's.
do $$
declare
  v_design uuid;
  v_project uuid;
  v_other uuid;
  v_foreign text;
  v_forgot integer;
begin
  select d.id, d.project_id into v_design, v_project from public.designs d join public.staff s on s.id = d.designer_id
   where s.email = 'meera.iyer@fpw.in' and d.status = 'client_review' order by d.id limit 1;
  select p.id into v_other from public.projects p
   where p.designer_id is distinct from (select id from public.staff where email = 'meera.iyer@fpw.in')
     and p.relationship_manager_id is distinct from (select id from public.staff where email = 'meera.iyer@fpw.in')
   order by p.code limit 1;
  v_foreign := v_other || '/documents/00000000-0000-4000-8000-000000000001-contract.pdf';
  begin
    insert into public.file_removals (storage_path, source_table) values (v_foreign, 'design_files');
    perform fpw_test.act_as('meera.iyer@fpw.in');
    perform fpw_test.expect_failure(format(
      'insert into public.design_files (design_id, kind, file_name, storage_path) values (%L, %L, %L, %L)',
      v_design, 'render', 'contract.pdf', v_foreign), '23514', 'design_files_path_project_check');
    insert into public.design_files (design_id, kind, file_name, storage_path)
    values (v_design, 'render', 'render.png', v_project || '/design/00000000-0000-4000-8000-000000000002-render.png');
    perform fpw_test.expect_equal(public.may_sweep_file(v_foreign), false, 'a designer sweeping another project''s file');
    perform fpw_test.expect_equal(public.forget_swept_files(array[v_foreign]), 0, 'tombstones a designer forgot');
    perform fpw_test.act_as('imran.shaikh@fpw.in');
    perform fpw_test.expect_failure(format('select public.forget_file_removals(array[%L])', v_foreign), '42501');
    perform fpw_test.expect_failure('select public.pending_file_removals()', '42501');
    perform fpw_test.expect_failure('select count(*) from public.file_removals', '42501');
    perform fpw_test.act_as(null);
    perform set_config('role', 'service_role', true);
    v_forgot := public.forget_file_removals(array[v_foreign]);
    perform fpw_test.act_as(null);
    perform fpw_test.expect_equal(v_forgot, 1, 'tombstones the service role forgot');
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
end;
$$;
