-- Change orders, the missing half (issue 20, finding 2): change_order_line changes or removes a
-- line of a confirmed order; add_order_line adds one, under the same rules: an order editor
-- (order.create) who can see the project, while the order is confirmed (before production starts),
-- with a reason. The change is kept in order_changes (old_values empty, new_values the line) with
-- the order's totals before and after, recomputed by order_totals from the lines.
-- order_change_history names who made each change, as order_status_history does for the steps.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- p_line: description and unit (required), quantity, unit_cost, and optionally item_code, hsn,
-- margin_percent, discount_percent, gst_rate (18 when not given). Returns the order's new grand total.
create function public.add_order_line(
  p_order_id uuid,
  p_line jsonb,
  p_reason text
)
returns numeric
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.sales_orders;
  v_before jsonb;
  v_after jsonb;
  v_new public.order_lines;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  select o.* into v_order from public.sales_orders o where o.id = p_order_id for update;
  if v_order.id is null or not public.can_see_project(v_order.project_id) then
    raise exception 'no order % that you may change', p_order_id using errcode = 'no_data_found';
  end if;
  if not public.has_permission('order.create') then
    raise exception 'A change order needs the order.create permission' using errcode = 'insufficient_privilege';
  end if;
  if v_order.status <> 'confirmed' then
    raise exception 'order % is %: its lines are fixed once production starts', v_order.number, v_order.status
      using errcode = 'check_violation', constraint = 'order_lines_fixed';
  end if;
  if v_reason is null then
    raise exception 'A change order needs a reason'
      using errcode = 'check_violation', constraint = 'order_changes_reason_check';
  end if;
  v_before := public.order_totals(v_order.id);
  -- The line's own checks (description, unit, quantity > 0, cost >= 0, percentages) stay the table's.
  insert into public.order_lines (
    order_id, position, item_code, description, hsn, unit, quantity, unit_cost,
    margin_percent, discount_percent, gst_rate)
  values (
    v_order.id,
    coalesce((select max(l.position) from public.order_lines l where l.order_id = v_order.id), 0) + 1,
    nullif(btrim(coalesce(p_line ->> 'item_code', '')), ''),
    btrim(coalesce(p_line ->> 'description', '')),
    nullif(btrim(coalesce(p_line ->> 'hsn', '')), ''),
    (p_line ->> 'unit')::public.measure_unit,
    (p_line ->> 'quantity')::numeric,
    (p_line ->> 'unit_cost')::numeric,
    coalesce((p_line ->> 'margin_percent')::numeric, 0),
    coalesce((p_line ->> 'discount_percent')::numeric, 0),
    coalesce((p_line ->> 'gst_rate')::numeric, 18))
  returning * into v_new;
  v_after := public.order_totals(v_order.id);
  insert into public.order_changes (
    order_id, order_line_id, reason, old_values, new_values, totals_before, totals_after, changed_by)
  values (
    v_order.id, v_new.id, v_reason, '{}'::jsonb,
    to_jsonb(v_new) - array['created_at', 'updated_at', 'version'],
    v_before - 'lines', v_after - 'lines', public.current_staff_id());
  update public.sales_orders o set updated_at = now() where o.id = v_order.id;
  return (v_after ->> 'grand_total')::numeric;
end;
$$;
revoke execute on function public.add_order_line(uuid, jsonb, text) from public, anon;
grant execute on function public.add_order_line(uuid, jsonb, text) to authenticated;

create view public.order_change_history with (security_invoker = true) as
select c.id, c.order_id, c.order_line_id, c.reason, c.old_values, c.new_values, c.totals_before,
       c.totals_after, c.changed_at, st.name as changed_by_name
  from public.order_changes c
  left join public.staff st on st.id = c.changed_by;
grant select on public.order_change_history to authenticated;
revoke all on public.order_change_history from anon;
