-- Orders as a record (issue 20, findings 2, 3, 4):
--   * read only by those who can see the project (production sees projects with an order, so it
--     reads the order, its delivery address and lines through it); written only by order editors
--     (order.create) who can see it;
--   * lines are fixed once the order is confirmed (every order starts confirmed): a client writes
--     no order line; create_order_from_quotation (now security definer) copies them, and
--     change_order_line (next migration) changes one before production starts, with a reason;
--   * the shipping address, GSTIN, order date and expected delivery change only by order editors,
--     only before dispatch, and a changed date is never in the past; status, delivery and closing
--     stamps change only through move_order_status;
--   * move_order_status (security definer): forward steps by the production lead (optimizer.run,
--     the matrix's production permission; machine operators hold none) or an order editor
--     (order.create); closing and cancelling by order editors only, and never cancelling from
--     dispatch on. Its note is written into the log row by the function itself, no longer passed
--     through a session setting a client could set.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

drop policy if exists sales_orders_read on public.sales_orders;
drop policy if exists sales_orders_insert on public.sales_orders;
drop policy if exists sales_orders_update on public.sales_orders;
create policy sales_orders_read on public.sales_orders for select to authenticated
  using (public.can_see_project(project_id));
create policy sales_orders_insert on public.sales_orders for insert to authenticated
  with check ((select public.has_permission('order.create')) and public.can_see_project(project_id));
create policy sales_orders_update on public.sales_orders for update to authenticated
  using ((select public.has_permission('order.create')) and public.can_see_project(project_id))
  with check ((select public.has_permission('order.create')) and public.can_see_project(project_id));

drop policy if exists order_lines_read on public.order_lines;
drop policy if exists order_lines_write on public.order_lines;
create policy order_lines_read on public.order_lines for select to authenticated
  using (exists (select 1 from public.sales_orders o where o.id = order_id));
create policy order_lines_write on public.order_lines for all to authenticated
  using (
    (select public.has_permission('order.create'))
    and exists (select 1 from public.sales_orders o where o.id = order_id)
  )
  with check (
    (select public.has_permission('order.create'))
    and exists (select 1 from public.sales_orders o where o.id = order_id)
  );

-- Lines: no client writes at all (the policies above say who could; this says when: never).
create or replace function public.guard_order_lines()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_client_write() then
    raise exception 'the lines of an order are fixed once it is confirmed: change them with a change order before production starts'
      using errcode = 'check_violation', constraint = 'order_lines_fixed';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
create trigger order_lines_fixed
  before insert or update or delete on public.order_lines
  for each row execute function public.guard_order_lines();

-- The order row: which columns a client may change, when.
create or replace function public.guard_order_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_client_write() then
    return new;
  end if;
  if (new.status, new.delivered_on, new.closed_at, new.currency, new.project_id, new.client_id)
     is distinct from (old.status, old.delivered_on, old.closed_at, old.currency, old.project_id, old.client_id) then
    raise exception 'an order''s status and its delivery and closing stamps change only through move_order_status'
      using errcode = 'check_violation', constraint = 'sales_orders_workflow_by_function';
  end if;
  if (new.shipping_address, new.gstin, new.order_date, new.expected_delivery)
     is distinct from (old.shipping_address, old.gstin, old.order_date, old.expected_delivery) then
    if not public.has_permission('order.create') then
      raise exception 'Changing an order''s address, GSTIN or dates needs the order.create permission'
        using errcode = 'insufficient_privilege';
    end if;
    if old.status not in ('confirmed', 'in_production', 'ready') then
      raise exception 'order % is %: its address, GSTIN and dates are fixed from dispatch on', old.number, old.status
        using errcode = 'check_violation', constraint = 'sales_orders_dispatched_fixed';
    end if;
    if (new.order_date is distinct from old.order_date and new.order_date < current_date)
       or (new.expected_delivery is distinct from old.expected_delivery and new.expected_delivery < current_date) then
      raise exception 'an order''s date cannot move into the past'
        using errcode = 'check_violation', constraint = 'sales_orders_date_not_past';
    end if;
  end if;
  return new;
end;
$$;
create trigger sales_orders_guard
  before update on public.sales_orders
  for each row execute function public.guard_order_change();

-- The status log: the trigger keeps logging every change (with no note); move_order_status puts
-- its note on the row. No setting is read.
create or replace function public.log_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.order_status_log (order_id, from_status, to_status, changed_at, changed_by)
    values (new.id, null, new.status, coalesce(new.created_at, now()), public.current_staff_id());
  elsif new.status is distinct from old.status then
    insert into public.order_status_log (order_id, from_status, to_status, changed_by)
    values (new.id, old.status, new.status, public.current_staff_id());
  end if;
  return null;
end;
$$;

create or replace function public.move_order_status(
  p_order_id uuid,
  p_version integer,
  p_status public.order_status,
  p_note text default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.sales_orders;
  v_version integer;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_editor boolean := public.has_permission('order.create');
begin
  select o.* into v_order from public.sales_orders o where o.id = p_order_id for update;
  if v_order.id is null or not public.can_see_project(v_order.project_id) then
    raise exception 'no order % that you may change', p_order_id using errcode = 'no_data_found';
  end if;
  if p_status in ('cancelled', 'closed') and not v_editor then
    raise exception '% an order needs the order.create permission (sales managers and administrators)',
      case p_status when 'cancelled' then 'Cancelling' else 'Closing' end
      using errcode = 'insufficient_privilege';
  end if;
  if p_status not in ('cancelled', 'closed') and not (v_editor or public.has_permission('optimizer.run')) then
    raise exception 'Moving an order through production needs the optimizer.run or order.create permission'
      using errcode = 'insufficient_privilege';
  end if;
  if p_status = 'cancelled' and v_order.status in ('dispatched', 'delivered', 'installed') then
    raise exception 'order % was %: it cannot be cancelled', v_order.number,
      case v_order.status when 'dispatched' then 'dispatched' else 'delivered' end
      using errcode = 'check_violation', constraint = 'sales_orders_status_flow';
  end if;
  if p_version is distinct from v_order.version then
    raise exception 'the order was changed by someone else' using errcode = '40001';
  end if;
  update public.sales_orders set status = p_status where id = p_order_id
  returning version into v_version;
  if v_note is not null then
    update public.order_status_log l
       set note = left(v_note, 1000)
     where l.id = (
       select x.id from public.order_status_log x
        where x.order_id = p_order_id and x.to_status = p_status and x.note is null
        order by x.changed_at desc limit 1
     );
  end if;
  return v_version;
end;
$$;
revoke execute on function public.move_order_status(uuid, integer, public.order_status, text) from public, anon;
grant execute on function public.move_order_status(uuid, integer, public.order_status, text) to authenticated;

-- Making the order: security definer (it writes the lines, which clients no longer write), so it
-- checks the permission and that the caller can see the quotation's project itself.
create or replace function public.create_order_from_quotation(
  p_quotation_id uuid,
  p_shipping_address text default null,
  p_expected_delivery date default null,
  p_gstin text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_project uuid := (select q.project_id from public.quotations q where q.id = p_quotation_id);
begin
  if v_project is null or not public.can_see_project(v_project) then
    raise exception 'quotation % not found', p_quotation_id using errcode = 'no_data_found';
  end if;
  if not public.has_permission('order.create') then
    raise exception 'Making an order needs the order.create permission' using errcode = 'insufficient_privilege';
  end if;
  if p_expected_delivery < current_date then
    raise exception 'an order''s date cannot move into the past'
      using errcode = 'check_violation', constraint = 'sales_orders_date_not_past';
  end if;
  insert into public.sales_orders (quotation_id, project_id, client_id, shipping_address, expected_delivery, gstin)
  select q.id, q.project_id, q.client_id,
         coalesce(nullif(btrim(p_shipping_address), ''), p.site_address, c.billing_address, p.city),
         p_expected_delivery, coalesce(nullif(upper(btrim(p_gstin)), ''), c.gstin)
    from public.quotations q
    join public.projects p on p.id = q.project_id
    join public.clients c on c.id = q.client_id
   where q.id = p_quotation_id
  returning id into v_id;
  insert into public.order_lines (
    order_id, position, quotation_line_id, item_code, description, hsn, unit, quantity, unit_cost,
    margin_percent, discount_percent, gst_rate)
  select v_id, l.position, l.id, l.item_code, l.description, l.hsn, l.unit, l.quantity, l.unit_cost,
         l.margin_percent, l.discount_percent, l.gst_rate
    from public.quotation_lines l
   where l.quotation_id = p_quotation_id;
  return v_id;
end;
$$;
revoke execute on function public.create_order_from_quotation(uuid, text, date, text) from public, anon;
grant execute on function public.create_order_from_quotation(uuid, text, date, text) to authenticated;

-- Who to call on delivery: the order's client contact, for those who can see the order's project
-- (production included), without reading the CRM tables.
create function public.order_delivery_contact(p_order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
      'shipping_address', o.shipping_address, 'client_name', c.name, 'phone', c.phone, 'email', c.email)
    from public.sales_orders o
    join public.clients c on c.id = o.client_id
   where o.id = p_order_id and public.can_see_project(o.project_id);
$$;
revoke execute on function public.order_delivery_contact(uuid) from public, anon;
grant execute on function public.order_delivery_contact(uuid) to authenticated;
