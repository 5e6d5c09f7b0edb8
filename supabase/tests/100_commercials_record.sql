-- Issue 20, quotations and orders (findings 1, 2, 3, 4, 7) on PostgreSQL 15 (npm run db:check) and
-- PGlite, mirroring supabase/tests/commercials-record.test.ts and commercials-orders.test.ts.
-- Runs inside a transaction that is rolled back. Each DO block picks its rows as the owner, then acts
-- as the person (claims + `set local role authenticated`) and goes back with `reset role`.

-- Finding 1: a sales executive changes no draft of a project she cannot see; a direct status update
-- is refused; recalling is for approvers, with a reason; an approved quotation keeps its note.
do $$
declare
  v_theirs uuid;
  v_mine uuid;
  v_version integer;
  v_count integer;
begin
  select q.id into v_theirs from public.quotations q
   where q.status = 'draft' and q.project_id not in (
     select p.id from public.projects p join public.leads l on l.id = p.lead_id
       join public.staff s on s.id = l.owner_id where s.email = 'asha.rao@fpw.in')
   order by q.number limit 1;
  if v_theirs is null then
    raise exception 'no draft quotation of another''s project to try';
  end if;
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'asha.rao@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  update public.quotations set discount_percent = 50, version = version + 1 where id = v_theirs;
  get diagnostics v_count = row_count;
  if v_count <> 0 then
    raise exception 'a sales executive changed the discount of a quotation of a project she cannot see';
  end if;
  update public.quotation_lines set unit_cost = 1 where quotation_id = v_theirs;
  get diagnostics v_count = row_count;
  if v_count <> 0 then
    raise exception 'a sales executive repriced lines of a quotation of a project she cannot see';
  end if;
  reset role;

  select q.id, q.version into v_mine, v_version from public.quotations q
   where q.status = 'draft' and q.project_id in (
     select p.id from public.projects p where p.relationship_manager_id =
       (select id from public.staff where email = 'vikram.singh@fpw.in')
     union select p.id from public.projects p join public.leads l on l.id = p.lead_id
       join public.staff s on s.id = l.owner_id where s.email = 'vikram.singh@fpw.in')
   order by q.number limit 1;
  if v_mine is null then
    raise exception 'no draft quotation of the sales manager''s to try';
  end if;
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'vikram.singh@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  begin
    update public.quotations set status = 'sent', version = version + 1 where id = v_mine;
    raise exception 'a direct status update went through';
  exception when check_violation then
    if sqlerrm not like '%set_quotation_status%' then
      raise;
    end if;
  end;
  v_version := public.set_quotation_status(v_mine, v_version, 'sent');
  begin
    perform public.set_quotation_status(v_mine, v_version, 'draft');
    raise exception 'a recall without a reason went through';
  exception when check_violation then
    null;
  end;
  v_version := public.set_quotation_status(v_mine, v_version, 'approved', 'Signed');
  begin
    update public.quotations set decision_note = 'Never signed', version = version + 1 where id = v_mine;
    raise exception 'the decision note of an approved quotation was rewritten';
  exception when check_violation then
    null;
  end;
  reset role;
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'asha.rao@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  begin
    perform public.set_quotation_status(v_mine, v_version, 'draft', 'mine now');
    raise exception 'a sales executive recalled a quotation';
  exception when insufficient_privilege then
    null;
  end;
  reset role;
end;
$$;

-- Finding 7: the GST split of a sent quotation is its snapshot, whatever the client's state becomes.
do $$
declare
  v_id uuid;
  v_version integer;
  v_client uuid;
  v_before jsonb;
  v_after jsonb;
begin
  select q.id, q.version, q.client_id into v_id, v_version, v_client from public.quotations q
   where q.status = 'draft' order by q.number limit 1;
  update public.clients set state = (select state from public.org_settings limit 1), gstin = null where id = v_client;
  insert into public.quotation_lines (quotation_id, position, description, unit, quantity, unit_cost, gst_rate)
  values (v_id, 900, 'Snapshot test', 'nos', 1, 1000, 18);
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'priya.nair@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  v_version := public.set_quotation_status(v_id, v_version, 'sent');
  perform public.set_quotation_status(v_id, v_version, 'approved');
  v_before := public.quotation_tax(v_id);
  reset role;
  update public.clients set state = 'Far Away', gstin = null where id = v_client;
  v_after := public.quotation_tax(v_id);
  if not (v_before ->> 'intra_state')::boolean
     or v_after -> 'intra_state' is distinct from v_before -> 'intra_state'
     or v_after -> 'igst_total' is distinct from v_before -> 'igst_total' then
    raise exception 'an approved quotation''s GST split moved with its client: % then %', v_before, v_after;
  end if;
end;
$$;

-- Findings 2, 3: order lines are fixed; the production lead neither edits nor cancels an order;
-- the order status log's note cannot be forged through a session setting.
do $$
declare
  v_order uuid;
  v_version integer;
  v_count integer;
begin
  select o.id, o.version into v_order, v_version from public.sales_orders o where o.status = 'confirmed' order by o.number limit 1;
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'priya.nair@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  begin
    update public.order_lines set unit_cost = 1, version = version + 1 where order_id = v_order;
    raise exception 'an order''s lines were repriced directly';
  exception when check_violation then
    null;
  end;
  perform public.change_order_line(
    (select id from public.order_lines where order_id = v_order order by position limit 1), '{"quantity": 3}', 'Client adds units');
  if not exists (select 1 from public.order_changes where order_id = v_order and reason = 'Client adds units') then
    raise exception 'the change order was not logged';
  end if;
  select version into v_version from public.sales_orders where id = v_order;
  reset role;

  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'rahul.verma@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  update public.sales_orders set gstin = '29AABCF4821K1Z6', version = version + 1 where id = v_order;
  get diagnostics v_count = row_count;
  if v_count <> 0 then
    raise exception 'the production lead changed an order''s GSTIN';
  end if;
  begin
    perform public.move_order_status(v_order, v_version, 'cancelled');
    raise exception 'the production lead cancelled an order';
  exception when insufficient_privilege then
    null;
  end;
  perform set_config('fpw.order_status_note', 'forged', true);
  perform public.move_order_status(v_order, v_version, 'in_production');
  if exists (select 1 from public.order_status_log where order_id = v_order and note = 'forged') then
    raise exception 'a session setting wrote the order status log''s note';
  end if;
  reset role;
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'priya.nair@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  begin
    perform public.change_order_line(
      (select id from public.order_lines where order_id = v_order order by position limit 1), '{"quantity": 4}', 'Again');
    raise exception 'a line of an order in production was changed';
  exception when check_violation then
    null;
  end;
  reset role;
end;
$$;

-- Finding 4: a designer reads no quotation, quotation line, order or order line of a project not hers.
do $$
declare
  v_seen integer;
  v_total integer;
begin
  select count(*) into v_total from public.order_lines;
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'meera.iyer@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  if exists (select 1 from public.quotations q where not public.can_see_project(q.project_id))
     or exists (select 1 from public.sales_orders o where not public.can_see_project(o.project_id)) then
    raise exception 'a designer reads quotations or orders of projects not hers';
  end if;
  select count(*) into v_seen from public.order_lines;
  reset role;
  if v_seen >= v_total then
    raise exception 'a designer reads every order line (% of %)', v_seen, v_total;
  end if;
end;
$$;
reset role;
