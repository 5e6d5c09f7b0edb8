-- Commercials and production on real PostgreSQL (npm run db:check), and on PGlite through
-- src/services/backend/sql-tests.node.test.ts: a quotation's GST split (CGST and SGST within the
-- org's state, IGST outside it, from quotation_tax over quotation_totals), and marking a cutting
-- plan as cut (mark_cutting_plan_cut, whose update fires consume_cutting_plan): stock on hand, the
-- plan's status and the offcuts change together or not at all, and a second call is refused.
-- The runner wraps the file in a transaction it rolls back, so the blocks write freely.

create schema if not exists fpw_test;

-- Runs a statement that must fail, and checks the SQLSTATE and the constraint named (as 010_rules.sql).
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

-- GST split: the worked example of quotation-totals.test.ts (GST 607.12 at 12 %, 12,906.00 at
-- 18 %) on a real quotation, for a client in the org's state and then for one outside it.
do $$
declare
  v_client uuid;
  v_quotation uuid;
  v_tax jsonb;
begin
  perform public.quiet_audit();
  update public.org_settings set state = 'Karnataka', gstin = '29AABCF4821K1Z6';
  select p.client_id into v_client from public.projects p where p.code = 'PRJ-2026-0001';
  insert into public.quotations (project_id, client_id, title, issue_date, valid_until)
  select p.id, p.client_id, 'GST split check', date '2026-11-20', date '2026-12-20'
    from public.projects p where p.code = 'PRJ-2026-0001'
  returning id into v_quotation;
  insert into public.quotation_lines (quotation_id, position, description, unit, quantity, unit_cost, margin_percent, discount_percent, gst_rate)
  values
    (v_quotation, 1, 'Line one', 'sqft', 48.5, 1250.00, 20, 5, 18),
    (v_quotation, 2, 'Line two', 'rft', 120, 18.75, 15, 0, 18),
    (v_quotation, 3, 'Line three', 'nos', 7, 333.33, 12.5, 2.5, 12),
    (v_quotation, 4, 'Line four', 'nos', 1, 2499.99, 0, 0, 12);

  -- Within the state: the client's GSTIN starts with the org's state code (29).
  update public.clients set gstin = '29AAACM1234K1Z2', state = 'Karnataka' where id = v_client;
  v_tax := public.quotation_tax(v_quotation);
  perform fpw_test.expect_equal((v_tax ->> 'grand_total')::numeric, 90272.46, 'grand total');
  perform fpw_test.expect_equal((v_tax ->> 'gst_total')::numeric, 13513.12, 'GST total');
  perform fpw_test.expect_equal((v_tax ->> 'intra_state')::boolean, true, 'intra-state supply');
  perform fpw_test.expect_equal((v_tax #>> '{gst_split,0,gst_rate}')::numeric, 12::numeric, 'first rate');
  perform fpw_test.expect_equal((v_tax #>> '{gst_split,0,cgst_amount}')::numeric, 303.56, 'CGST at 12 %');
  perform fpw_test.expect_equal((v_tax #>> '{gst_split,0,sgst_amount}')::numeric, 303.56, 'SGST at 12 %');
  perform fpw_test.expect_equal((v_tax #>> '{gst_split,1,cgst_amount}')::numeric, 6453.00, 'CGST at 18 %');
  perform fpw_test.expect_equal((v_tax #>> '{gst_split,1,sgst_amount}')::numeric, 6453.00, 'SGST at 18 %');
  perform fpw_test.expect_equal((v_tax ->> 'cgst_total')::numeric, 6756.56, 'CGST total');
  perform fpw_test.expect_equal((v_tax ->> 'sgst_total')::numeric, 6756.56, 'SGST total');
  perform fpw_test.expect_equal((v_tax ->> 'igst_total')::numeric, 0::numeric, 'no IGST within the state');
  perform fpw_test.expect_equal(
    (v_tax ->> 'grand_total')::numeric, (v_tax ->> 'taxable_total')::numeric + (v_tax ->> 'gst_total')::numeric,
    'grand total = taxable + GST');

  -- Outside the state (Maharashtra, 27): all IGST, the same GST and grand total.
  update public.clients set gstin = '27AAACM1234K1Z2', state = 'Maharashtra' where id = v_client;
  v_tax := public.quotation_tax(v_quotation);
  perform fpw_test.expect_equal((v_tax ->> 'intra_state')::boolean, false, 'inter-state supply');
  perform fpw_test.expect_equal((v_tax ->> 'igst_total')::numeric, 13513.12, 'IGST total');
  perform fpw_test.expect_equal((v_tax #>> '{gst_split,0,igst_amount}')::numeric, 607.12, 'IGST at 12 %');
  perform fpw_test.expect_equal((v_tax #>> '{gst_split,1,igst_amount}')::numeric, 12906.00, 'IGST at 18 %');
  perform fpw_test.expect_equal((v_tax ->> 'cgst_total')::numeric + (v_tax ->> 'sgst_total')::numeric, 0::numeric,
    'no CGST or SGST outside the state');
  perform fpw_test.expect_equal((v_tax ->> 'grand_total')::numeric, 90272.46, 'grand total outside the state');

  -- Without GSTINs the state names decide, ignoring case and spaces.
  update public.clients set gstin = null, state = ' karnataka ' where id = v_client;
  perform fpw_test.expect_equal((public.quotation_tax(v_quotation) ->> 'intra_state')::boolean, true,
    'same state by name');
  -- An odd-paisa GST splits into CGST and SGST that still add up to it.
  update public.quotation_lines set unit_cost = 10.05, margin_percent = 0, discount_percent = 0, quantity = 1
   where quotation_id = v_quotation;
  v_tax := public.quotation_tax(v_quotation);
  perform fpw_test.expect_equal(
    (select count(*)::integer from jsonb_array_elements(v_tax -> 'gst_split') s
      where (s ->> 'cgst_amount')::numeric + (s ->> 'sgst_amount')::numeric <> (s ->> 'gst_amount')::numeric),
    0, 'rates whose CGST + SGST differ from their GST');
end;
$$;

-- Marking a cutting plan as cut: the full sheets leave stock, the offcuts above the minimum size
-- come back as stock, the plan is cut; all at once, once.
do $$
declare
  v_plan public.cutting_plans;
  v_item uuid;
  v_on_hand numeric;
  v_offcuts integer;
  v_outcome jsonb;
begin
  perform public.quiet_audit();
  select * into v_plan from public.cutting_plans where status in ('optimised', 'approved') order by name limit 1;
  if v_plan.id is null then
    raise exception 'no optimised or approved cutting plan in the seed';
  end if;
  -- Two sheets, as the optimiser saves them: one leftover worth keeping (1200 x 600), one too
  -- small (250 x 80, under the 300 x 100 minimum).
  update public.cutting_plans
     set sheets_used = 2,
         result = jsonb_build_object('sheets', jsonb_build_array(
           jsonb_build_object('sheet', 1, 'offcuts', jsonb_build_array(jsonb_build_object('sizeX', 1200, 'sizeY', 600))),
           jsonb_build_object('sheet', 2, 'offcuts', jsonb_build_array(jsonb_build_object('sizeX', 250, 'sizeY', 80)))))
   where id = v_plan.id
  returning * into v_plan;
  -- The cut is the production lead's (mark_cutting_plan_cut checks optimizer.run of the caller).
  perform set_config('request.jwt.claims',
    json_build_object('sub', (select user_id from public.staff where email = 'rahul.verma@fpw.in'),
                      'role', 'authenticated')::text, true);
  select i.id into v_item from public.stock_items i where i.processed_panel_id = v_plan.processed_panel_id;
  if v_item is null then
    raise exception 'no stock item for the plan''s processed panel';
  end if;

  -- Not enough sheets on hand: refused, and nothing changed (no offcuts, the plan not cut).
  select coalesce(sum(m.quantity), 0) into v_on_hand from public.stock_movements m where m.stock_item_id = v_item;
  if v_on_hand >= 2 then
    insert into public.stock_movements (stock_item_id, kind, quantity, note)
    values (v_item, 'adjustment', -(v_on_hand - 1), 'leave one sheet for the test');
  end if;
  select count(*)::integer into v_offcuts from public.offcuts where cutting_plan_id = v_plan.id;
  perform fpw_test.expect_failure(
    format('select public.mark_cutting_plan_cut(%L, %s, 300, 100)', v_plan.id, v_plan.version),
    '23514', 'stock_movements_on_hand_check');
  perform fpw_test.expect_equal(
    (select status::text from public.cutting_plans where id = v_plan.id), v_plan.status::text, 'status after a refused cut');
  perform fpw_test.expect_equal(
    (select count(*)::integer from public.offcuts where cutting_plan_id = v_plan.id), v_offcuts, 'offcuts after a refused cut');

  -- With sheets on hand: cut, two sheets out, one offcut in.
  insert into public.stock_movements (stock_item_id, kind, quantity, unit_cost, note)
  values (v_item, 'purchase', 5, 1000, 'sheets for the test');
  select on_hand into v_on_hand from public.stock_on_hand where stock_item_id = v_item;
  v_outcome := public.mark_cutting_plan_cut(v_plan.id, v_plan.version, 300, 100);
  perform fpw_test.expect_equal((v_outcome ->> 'offcuts')::integer, 1, 'offcuts returned');
  perform fpw_test.expect_equal(
    (select status::text from public.cutting_plans where id = v_plan.id), 'cut', 'status after the cut');
  perform fpw_test.expect_equal(
    (select on_hand from public.stock_on_hand where stock_item_id = v_item), v_on_hand - 2, 'on hand after the cut');
  perform fpw_test.expect_equal(
    (select count(*)::integer from public.stock_movements
      where cutting_plan_id = v_plan.id and kind = 'consumption' and quantity = -2),
    1, 'consumption movements of the plan');
  perform fpw_test.expect_equal(
    (select count(*)::integer from public.offcuts
      where cutting_plan_id = v_plan.id and status = 'available' and length_mm = 1200 and width_mm = 600),
    1, 'the kept offcut, available');
  perform fpw_test.expect_equal(
    (select count(*)::integer from public.offcuts where cutting_plan_id = v_plan.id), v_offcuts + 1, 'offcuts of the plan');

  -- A second call is refused and changes nothing; nor may the plan be un-cut.
  perform fpw_test.expect_failure(
    format('select public.mark_cutting_plan_cut(%L, %s)', v_plan.id, (v_outcome ->> 'version')::integer),
    '23514', 'cutting_plans_cut_final');
  perform fpw_test.expect_failure(
    format('update public.cutting_plans set status = %L where id = %L', 'approved', v_plan.id),
    '23514', 'cutting_plans_cut_final');
  perform fpw_test.expect_equal(
    (select on_hand from public.stock_on_hand where stock_item_id = v_item), v_on_hand - 2, 'on hand after a second call');
  perform fpw_test.expect_equal(
    (select count(*)::integer from public.offcuts where cutting_plan_id = v_plan.id), v_offcuts + 1,
    'offcuts after a second call');
end;
$$;
