-- Orders move forward through the shop, one step at a time, and each step is kept with who moved it
-- and when: confirmed -> in production -> ready -> dispatched -> delivered -> installed. Any order not
-- yet delivered may be cancelled. Delivery stamps its date. The orders page reads a list view that
-- names the project, client and quotation.

create table public.order_status_log (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.sales_orders (id) on delete cascade,
  from_status public.order_status,
  to_status public.order_status not null,
  changed_at timestamptz not null default now(),
  changed_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  note text constraint order_status_log_note_check check (length(note) <= 1000)
);
create index order_status_log_order_idx on public.order_status_log (order_id, changed_at);

create or replace function public.order_status_rank(p_status public.order_status)
returns integer
language sql
immutable
set search_path = ''
as $$
  select array_position(
    array['confirmed', 'in_production', 'ready', 'dispatched', 'delivered', 'installed']::public.order_status[],
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
  if old.status in ('installed', 'cancelled') then
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
  return new;
end;
$$;

create trigger sales_orders_status_flow
  before update of status on public.sales_orders
  for each row execute function public.guard_order_status();

-- SECURITY DEFINER: the log takes no writes from callers, only from this trigger.
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
    insert into public.order_status_log (order_id, from_status, to_status, changed_by, note)
    values (new.id, old.status, new.status, public.current_staff_id(),
            nullif(current_setting('fpw.order_status_note', true), ''));
  end if;
  return null;
end;
$$;

create trigger sales_orders_status_log
  after insert or update of status on public.sales_orders
  for each row execute function public.log_order_status();

-- Moves an order one step (or cancels it) with an optional note, version-guarded like every edit.
create or replace function public.move_order_status(
  p_order_id uuid,
  p_version integer,
  p_status public.order_status,
  p_note text default null
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_version integer;
begin
  perform set_config('fpw.order_status_note', coalesce(p_note, ''), true);
  update public.sales_orders
     set status = p_status
   where id = p_order_id and version = p_version
  returning version into v_version;
  if v_version is null then
    if exists (select 1 from public.sales_orders where id = p_order_id) then
      raise exception 'the order was changed by someone else' using errcode = '40001';
    end if;
    raise exception 'no order % that you may change', p_order_id using errcode = 'no_data_found';
  end if;
  perform set_config('fpw.order_status_note', '', true);
  return v_version;
end;
$$;

create view public.orders_list with (security_invoker = true) as
select s.id, s.number, s.quotation_id, s.project_id, s.client_id, s.status, s.currency, s.order_date,
       s.expected_delivery, s.delivered_on, s.taxable_total, s.gst_total, s.grand_total, s.updated_at, s.version,
       o.shipping_address, o.gstin, o.notes, p.code as project_code, p.name as project_name,
       c.name as client_name, q.number as quotation_number, q.revision as quotation_revision
  from public.order_summaries s
  join public.sales_orders o on o.id = s.id
  left join public.projects p on p.id = s.project_id
  left join public.clients c on c.id = s.client_id
  left join public.quotations q on q.id = s.quotation_id;

create view public.order_status_history with (security_invoker = true) as
select l.id, l.order_id, l.from_status, l.to_status, l.changed_at, l.note, st.name as changed_by_name
  from public.order_status_log l
  left join public.staff st on st.id = l.changed_by;

alter table public.order_status_log enable row level security;
create policy order_status_log_read on public.order_status_log for select to authenticated
  using (exists (select 1 from public.sales_orders o where o.id = order_id));
grant select on public.order_status_log, public.orders_list, public.order_status_history to authenticated;
revoke all on public.order_status_log, public.orders_list, public.order_status_history from anon;
revoke execute on function public.move_order_status(uuid, integer, public.order_status, text) from public, anon;
grant execute on function public.move_order_status(uuid, integer, public.order_status, text) to authenticated;
revoke execute on function public.order_status_rank(public.order_status) from public, anon;
grant execute on function public.order_status_rank(public.order_status) to authenticated;
