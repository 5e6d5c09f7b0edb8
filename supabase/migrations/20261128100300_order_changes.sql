-- Change orders (issue 20, finding 2): an order's lines are fixed once it is confirmed; before
-- production starts (status confirmed) an order editor (order.create) who can see the project may
-- change one line's quantity or price, or remove it, with a reason. Each change is kept in
-- order_changes with the old and new values and the order's totals before and after (order_totals
-- computes them from the lines, so they are recomputed by the change itself). From production on,
-- nothing changes.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create table public.order_changes (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.sales_orders (id) on delete cascade,
  order_line_id uuid,
  reason text not null constraint order_changes_reason_check check (length(btrim(reason)) between 1 and 1000),
  old_values jsonb not null,
  new_values jsonb,
  totals_before jsonb not null,
  totals_after jsonb not null,
  changed_by uuid references public.staff (id) on delete set null,
  changed_at timestamptz not null default now()
);
create index order_changes_order_idx on public.order_changes (order_id, changed_at);
alter table public.order_changes enable row level security;
create policy order_changes_read on public.order_changes for select to authenticated
  using (exists (select 1 from public.sales_orders o where o.id = order_id));
grant select on public.order_changes to authenticated;
revoke all on public.order_changes from anon;
revoke insert, update, delete, truncate on public.order_changes from authenticated;

-- p_changes: any of quantity, unit_cost, margin_percent, discount_percent, gst_rate, description;
-- p_remove true removes the line instead. Returns the order's new grand total.
create function public.change_order_line(
  p_line_id uuid,
  p_changes jsonb,
  p_reason text,
  p_remove boolean default false
)
returns numeric
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_line public.order_lines;
  v_order public.sales_orders;
  v_before jsonb;
  v_after jsonb;
  v_new public.order_lines;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  select l.* into v_line from public.order_lines l where l.id = p_line_id;
  select o.* into v_order from public.sales_orders o where o.id = v_line.order_id for update;
  if v_order.id is null or not public.can_see_project(v_order.project_id) then
    raise exception 'no order line % that you may change', p_line_id using errcode = 'no_data_found';
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
  if coalesce(p_remove, false) then
    delete from public.order_lines l where l.id = p_line_id;
  else
    update public.order_lines l
       set quantity = coalesce((p_changes ->> 'quantity')::numeric, l.quantity),
           unit_cost = coalesce((p_changes ->> 'unit_cost')::numeric, l.unit_cost),
           margin_percent = coalesce((p_changes ->> 'margin_percent')::numeric, l.margin_percent),
           discount_percent = coalesce((p_changes ->> 'discount_percent')::numeric, l.discount_percent),
           gst_rate = coalesce((p_changes ->> 'gst_rate')::numeric, l.gst_rate),
           description = coalesce(p_changes ->> 'description', l.description)
     where l.id = p_line_id
    returning l.* into v_new;
  end if;
  v_after := public.order_totals(v_order.id);
  insert into public.order_changes (
    order_id, order_line_id, reason, old_values, new_values, totals_before, totals_after, changed_by)
  values (
    v_order.id, p_line_id, v_reason,
    to_jsonb(v_line) - array['created_at', 'updated_at', 'version'],
    case when v_new.id is null then null else to_jsonb(v_new) - array['created_at', 'updated_at', 'version'] end,
    v_before - 'lines', v_after - 'lines', public.current_staff_id());
  update public.sales_orders o set updated_at = now() where o.id = v_order.id;
  return (v_after ->> 'grand_total')::numeric;
end;
$$;
revoke execute on function public.change_order_line(uuid, jsonb, text, boolean) from public, anon;
grant execute on function public.change_order_line(uuid, jsonb, text, boolean) to authenticated;

-- Who changed: the caller, stamped and kept as on every such column (20261125090200_caller_stamps.sql).
create trigger order_changes_changed_by_from_caller before insert on public.order_changes
  for each row execute function public.stamp_caller('changed_by');
create trigger order_changes_changed_by_unchanged before update of changed_by on public.order_changes
  for each row execute function public.keep_caller_stamp('changed_by');
create trigger quotation_status_log_changed_by_from_caller before insert on public.quotation_status_log
  for each row execute function public.stamp_caller('changed_by');
create trigger quotation_status_log_changed_by_unchanged before update of changed_by on public.quotation_status_log
  for each row execute function public.keep_caller_stamp('changed_by');
