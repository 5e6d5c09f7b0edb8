-- Closing an order (the status added in 20261126170000_order_closed_status.sql): an installed
-- order, and only an installed one, may be closed; closing stamps closed_at; a closed order moves
-- no more and cannot be cancelled. A closed order was delivered, so it keeps its delivery date.
-- The orders list view gains closed_at at its end (create or replace keeps the columns before it).
--
-- Making an order from an approved quotation also takes the GSTIN to bill it to, so the person
-- creating it can correct the client's GSTIN in the same transaction; without one it takes the
-- client's, as before. The three-argument function is replaced (PostgREST would find two
-- overloads ambiguous); callers passing fewer arguments are unchanged.

alter table public.sales_orders
  add column closed_at timestamptz;

alter table public.sales_orders
  drop constraint sales_orders_delivered_check,
  add constraint sales_orders_delivered_check check (
    (status in ('delivered', 'installed', 'closed')) = (delivered_on is not null) or status = 'cancelled'
  ),
  add constraint sales_orders_closed_check check ((status = 'closed') = (closed_at is not null));

create or replace function public.order_status_rank(p_status public.order_status)
returns integer
language sql
immutable
set search_path = ''
as $$
  select array_position(
    array['confirmed', 'in_production', 'ready', 'dispatched', 'delivered', 'installed', 'closed']::public.order_status[],
    p_status
  );
$$;

create or replace function public.guard_order_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is not distinct from old.status then
    return new;
  end if;
  if old.status in ('closed', 'cancelled') then
    raise exception 'order % is % and does not move any more', old.number, old.status
      using errcode = 'check_violation', constraint = 'sales_orders_status_flow';
  end if;
  if new.status = 'cancelled' then
    if old.status in ('delivered', 'installed') then
      raise exception 'order % was delivered: it cannot be cancelled', old.number
        using errcode = 'check_violation', constraint = 'sales_orders_status_flow';
    end if;
  elsif public.order_status_rank(new.status) <> public.order_status_rank(old.status) + 1 then
    raise exception 'order % moves one step at a time: from % the next step is not %', old.number, old.status, new.status
      using errcode = 'check_violation', constraint = 'sales_orders_status_flow';
  end if;
  if new.status = 'delivered' and new.delivered_on is null then
    new.delivered_on := greatest(current_date, old.order_date);
  end if;
  if new.status = 'closed' then
    new.closed_at := now();
  end if;
  return new;
end;
$$;

create or replace view public.orders_list with (security_invoker = true) as
select s.id, s.number, s.quotation_id, s.project_id, s.client_id, s.status, s.currency, s.order_date,
       s.expected_delivery, s.delivered_on, s.taxable_total, s.gst_total, s.grand_total, s.updated_at, s.version,
       o.shipping_address, o.gstin, o.notes, p.code as project_code, p.name as project_name,
       c.name as client_name, q.number as quotation_number, q.revision as quotation_revision,
       o.closed_at
  from public.order_summaries s
  join public.sales_orders o on o.id = s.id
  left join public.projects p on p.id = s.project_id
  left join public.clients c on c.id = s.client_id
  left join public.quotations q on q.id = s.quotation_id;

drop function public.create_order_from_quotation(uuid, text, date);

create function public.create_order_from_quotation(
  p_quotation_id uuid,
  p_shipping_address text default null,
  p_expected_delivery date default null,
  p_gstin text default null
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.sales_orders (quotation_id, project_id, client_id, shipping_address, expected_delivery, gstin)
  select q.id, q.project_id, q.client_id,
         coalesce(nullif(btrim(p_shipping_address), ''), p.site_address, c.billing_address, p.city),
         p_expected_delivery, coalesce(nullif(upper(btrim(p_gstin)), ''), c.gstin)
    from public.quotations q
    join public.projects p on p.id = q.project_id
    join public.clients c on c.id = q.client_id
   where q.id = p_quotation_id
  returning id into v_id;
  if v_id is null then
    raise exception 'quotation % not found', p_quotation_id using errcode = 'no_data_found';
  end if;
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
