-- Issue 20, finding 2, adding a line through a change order, on PostgreSQL 15 (npm run db:check) and
-- PGlite, mirroring supabase/tests/order-changes.test.ts. Runs inside a transaction that is rolled
-- back; picks rows as the owner, acts as the person, goes back with `reset role`.
do $$
declare
  v_order uuid;
  v_before numeric;
  v_after numeric;
  v_line constant jsonb := '{"description": "Extra loft, Merino oak", "unit": "nos", "quantity": 2, "unit_cost": 12000, "discount_percent": 5, "gst_rate": 18}';
  v_count integer;
begin
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'vikram.singh@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  select o.id into v_order from public.sales_orders o
   where o.status = 'confirmed' and public.can_see_project(o.project_id) order by o.number limit 1;
  if v_order is null then
    raise exception 'the sales manager sees no confirmed order to try';
  end if;
  v_before := (public.order_totals(v_order) ->> 'grand_total')::numeric;

  -- A reason is required.
  begin
    perform public.add_order_line(v_order, v_line, ' ');
    raise exception 'a line was added without a reason';
  exception when check_violation then
    if sqlerrm not like '%reason%' then
      raise;
    end if;
  end;
  -- The lines stay closed to direct writes.
  begin
    insert into public.order_lines (order_id, position, description, unit, quantity, unit_cost)
    values (v_order, 998, 'Sneaked in', 'nos', 1, 1);
    raise exception 'a line was inserted directly into a confirmed order';
  exception when check_violation then
    null;
  end;
  -- The allowed path: added, logged with the totals before and after.
  v_after := public.add_order_line(v_order, v_line, 'Client wants a loft');
  if v_after <> v_before + 26904 then
    raise exception 'adding 2 x 12,000 less 5%% with 18%% GST moved the total from % to %', v_before, v_after;
  end if;
  if not exists (
    select 1 from public.order_change_history c
     where c.order_id = v_order and c.reason = 'Client wants a loft' and c.old_values = '{}'::jsonb
       and c.new_values ->> 'description' = 'Extra loft, Merino oak'
       and (c.totals_before ->> 'grand_total')::numeric = v_before
       and (c.totals_after ->> 'grand_total')::numeric = v_after
       and c.changed_by_name = 'Vikram Singh') then
    raise exception 'the added line was not logged with its totals and author';
  end if;
  reset role;

  -- A sales executive: no order.create (and maybe not her project): refused, nothing logged.
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'asha.rao@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  begin
    perform public.add_order_line(v_order, v_line, 'Mine now');
    raise exception 'a sales executive added a line to an order';
  exception when insufficient_privilege or no_data_found then
    null;
  end;
  reset role;

  -- The production lead sees the order and its history, but adds nothing.
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'rahul.verma@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  begin
    perform public.add_order_line(v_order, v_line, 'Shop floor adds one');
    raise exception 'the production lead added a line to an order';
  exception when insufficient_privilege then
    null;
  end;
  select count(*) into v_count from public.order_change_history where order_id = v_order;
  if v_count <> 1 then
    raise exception 'the production lead reads % changes of the order, not 1', v_count;
  end if;
  reset role;

  -- In production: fixed for everyone.
  update public.sales_orders set status = 'in_production' where id = v_order;
  perform set_config('request.jwt.claims', json_build_object('sub',
    (select user_id from public.staff where email = 'vikram.singh@fpw.in'), 'role', 'authenticated')::text, true);
  set local role authenticated;
  begin
    perform public.add_order_line(v_order, v_line, 'Too late');
    raise exception 'a line was added to an order in production';
  exception when check_violation then
    if sqlerrm not like '%fixed%' then
      raise;
    end if;
  end;
  reset role;
end;
$$;
reset role;
