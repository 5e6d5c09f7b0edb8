-- Service for clients (issue 24), part two: a support ticket belongs to a design-tool subscriber or
-- to a client (exactly one), and a client's ticket may name one of that client's orders (a composite
-- foreign key: the order must be the client's). Client tickets are read and worked with ticket.client
-- by whoever sees that client (and the order, when one is named); subscriber tickets keep
-- subscribers.view and subscribers.edit; the assignee works their own ticket either way.
-- The list view gives each ticket its customer (kind and name), the order and, from the order's signed
-- handover, the warranty's end and whether the ticket was opened within it. The SLA clock is the same
-- support_sla_hours for both kinds, and the SLA-breach notification reaches, for an unassigned client
-- ticket, those who hold ticket.client (and see it) instead of the subscriber queue's people.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- ---------------------------------------------------------------------------------------------
-- Whose ticket
-- ---------------------------------------------------------------------------------------------
-- The target of the ticket's composite foreign key: an order together with its client.
alter table public.sales_orders add constraint sales_orders_id_client_key unique (id, client_id);

alter table public.support_tickets
  alter column subscriber_id drop not null,
  add column client_id uuid references public.clients (id) on delete cascade,
  add column order_id uuid,
  add constraint support_tickets_customer_check check (num_nonnulls(subscriber_id, client_id) = 1),
  add constraint support_tickets_order_client_check check (order_id is null or client_id is not null),
  add constraint support_tickets_order_client_fkey foreign key (order_id, client_id)
    references public.sales_orders (id, client_id) on delete set null (order_id);
create index support_tickets_client_idx on public.support_tickets (client_id) where client_id is not null;
create index support_tickets_order_idx on public.support_tickets (order_id) where order_id is not null;

-- A ticket stays with the customer it was opened for; the order of a client's ticket may be named
-- or changed later (the foreign key keeps it that client's).
create or replace function public.guard_ticket_customer()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_client_write()
     and (new.subscriber_id, new.client_id) is distinct from (old.subscriber_id, old.client_id) then
    raise exception 'a ticket stays with the customer it was opened for'
      using errcode = 'check_violation', constraint = 'support_tickets_customer_fixed';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_ticket_customer() from public, anon, authenticated;
create trigger support_tickets_customer_guard before update on public.support_tickets
  for each row execute function public.guard_ticket_customer();

-- Who may read and work a client's ticket: ticket.client, seeing the client (leads.view, or one of
-- its projects) and, when an order is named, that order's project. SECURITY DEFINER: the client and
-- order are looked up whatever the caller may read; the answer is only yes or no.
create or replace function public.can_work_client_ticket(p_client_id uuid, p_order_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_client_id is not null
     and public.has_permission('ticket.client')
     and (public.has_permission('leads.view') or public.client_visible_through_projects(p_client_id))
     and (p_order_id is null
          or exists (select 1 from public.sales_orders o
                      where o.id = p_order_id and o.client_id = p_client_id
                        and public.can_see_project(o.project_id)))
$$;
revoke execute on function public.can_work_client_ticket(uuid, uuid) from public, anon;
grant execute on function public.can_work_client_ticket(uuid, uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Row-level security: each kind its own rule
-- ---------------------------------------------------------------------------------------------
drop policy support_tickets_read on public.support_tickets;
drop policy support_tickets_insert on public.support_tickets;
drop policy support_tickets_update on public.support_tickets;
create policy support_tickets_read on public.support_tickets for select to authenticated
  using (
    (subscriber_id is not null and (select public.has_permission('subscribers.view')))
    or (client_id is not null and public.can_work_client_ticket(client_id, order_id))
    or assignee_id = (select public.current_staff_id())
  );
create policy support_tickets_insert on public.support_tickets for insert to authenticated
  with check (
    (subscriber_id is not null and (select public.has_permission('subscribers.edit')))
    or (client_id is not null and public.can_work_client_ticket(client_id, order_id))
  );
create policy support_tickets_update on public.support_tickets for update to authenticated
  using (
    (subscriber_id is not null and (select public.has_permission('subscribers.edit')))
    or (client_id is not null and public.can_work_client_ticket(client_id, order_id))
    or assignee_id = (select public.current_staff_id())
  )
  with check (
    (subscriber_id is not null and (select public.has_permission('subscribers.edit')))
    or (client_id is not null and public.can_work_client_ticket(client_id, order_id))
    or assignee_id = (select public.current_staff_id())
  );

drop policy support_ticket_messages_insert on public.support_ticket_messages;
create policy support_ticket_messages_insert on public.support_ticket_messages for insert to authenticated
  with check (
    exists (
      select 1 from public.support_tickets t
       where t.id = ticket_id
         and ((t.subscriber_id is not null and (select public.has_permission('subscribers.edit')))
              or (t.client_id is not null and public.can_work_client_ticket(t.client_id, t.order_id))
              or t.assignee_id = (select public.current_staff_id()))
    )
  );

-- ---------------------------------------------------------------------------------------------
-- The list: the same columns as before (the subscriber's are empty on a client's ticket), then the
-- customer, the order, the service address and the warranty.
-- ---------------------------------------------------------------------------------------------
create or replace view public.support_tickets_list with (security_invoker = true) as
select
  t.id,
  t.subscriber_id,
  s.business_name,
  s.contact_name,
  s.email as subscriber_email,
  t.subject,
  t.description,
  t.priority,
  t.status,
  t.assignee_id,
  a.name as assignee_name,
  t.created_at,
  t.first_response_at,
  t.resolved_at,
  t.updated_at,
  t.version,
  public.support_sla_hours(t.priority) as sla_hours,
  t.created_at + make_interval(hours => public.support_sla_hours(t.priority)) as sla_deadline,
  coalesce(t.resolved_at, now()) > t.created_at + make_interval(hours => public.support_sla_hours(t.priority))
    as sla_breached,
  (select count(*) from public.support_ticket_messages m where m.ticket_id = t.id)::integer as message_count,
  case when t.client_id is not null then 'client' else 'subscriber' end as customer_kind,
  coalesce(c.name, s.business_name) as customer_name,
  t.client_id,
  c.name as client_name,
  c.phone as client_phone,
  t.order_id,
  o.number as order_number,
  o.project_id,
  case when t.client_id is not null
       then coalesce(o.shipping_address, nullif(concat_ws(', ', c.billing_address, c.city, c.pincode), ''))
  end as service_address,
  h.signed_at as handed_over_at,
  h.warranty_until,
  -- Opened on or before the warranty's last day (India's date); null while the order has no signed handover.
  case when h.warranty_until is not null
       then (t.created_at at time zone 'Asia/Kolkata')::date <= h.warranty_until
  end as in_warranty
from public.support_tickets t
left join public.subscribers s on s.id = t.subscriber_id
left join public.clients c on c.id = t.client_id
left join public.sales_orders o on o.id = t.order_id
left join public.handovers h on h.order_id = t.order_id and h.signed_at is not null
left join public.staff a on a.id = t.assignee_id;

-- ---------------------------------------------------------------------------------------------
-- Notifications: the time-based ones, as in 20261129010100_notification_events.sql, except that
-- an unassigned ticket past its SLA goes to those who work its kind (subscribers.edit for a
-- subscriber's ticket, ticket.client and seeing the client for a client's).
-- ---------------------------------------------------------------------------------------------
create or replace function public.refresh_my_notifications(p_tz text default 'Asia/Kolkata')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := public.current_staff_id();
  v_tz text := public.crm_time_zone(p_tz);
  v_today date;
  v_tomorrow timestamptz;
  v_day_after timestamptz;
  v_handles_tickets boolean;
  v_handles_client_tickets boolean;
  v_count integer := 0;
  r record;
begin
  if v_me is null then
    return 0;
  end if;
  v_today := (pg_catalog.now() at time zone v_tz)::date;
  v_tomorrow := (v_today + 1)::timestamp at time zone v_tz;
  v_day_after := (v_today + 2)::timestamp at time zone v_tz;
  v_handles_tickets := public.has_permission('subscribers.edit');
  v_handles_client_tickets := public.has_permission('ticket.client');

  for r in
    select l.id, l.name, l.next_follow_up_at
      from public.leads l
     where l.owner_id = v_me
       and l.next_follow_up_at < v_tomorrow
       and l.next_follow_up_at >= v_today::timestamp at time zone v_tz - interval '7 days'
     order by l.next_follow_up_at
  loop
    if public.notify(
         v_me, 'follow_up_due',
         case when r.next_follow_up_at < pg_catalog.now() then 'Follow-up overdue: ' else 'Follow-up due today: ' end
           || left(r.name, 120),
         'Planned for ' || to_char(r.next_follow_up_at at time zone v_tz, 'DD Mon HH24:MI'),
         '/dashboard/leads?lead=' || r.id, r.id,
         'follow-up:' || r.id || ':' || extract(epoch from r.next_follow_up_at)::bigint) is not null then
      v_count := v_count + 1;
    end if;
  end loop;

  for r in
    select a.id, a.title, a.kind, a.starts_at, a.location
      from public.appointments a
     where a.assignee_id = v_me and a.status = 'scheduled'
       and a.starts_at >= v_tomorrow and a.starts_at < v_day_after
     order by a.starts_at
  loop
    if public.notify(
         v_me, 'appointment_tomorrow',
         'Tomorrow ' || to_char(r.starts_at at time zone v_tz, 'HH24:MI') || ': ' || left(r.title, 140),
         concat_ws(' · ', replace(r.kind::text, '_', ' '), r.location),
         '/dashboard/appointments?appointment=' || r.id, r.id,
         'appointment-tomorrow:' || r.id || ':' || extract(epoch from r.starts_at)::bigint) is not null then
      v_count := v_count + 1;
    end if;
  end loop;

  for r in
    select t.id, t.subject, t.priority, t.created_at + make_interval(hours => public.support_sla_hours(t.priority)) as due,
           (select c.name from public.clients c where c.id = t.client_id) as client_name
      from public.support_tickets t
     where t.status not in ('resolved', 'closed')
       and t.created_at + make_interval(hours => public.support_sla_hours(t.priority)) < pg_catalog.now()
       and (t.assignee_id = v_me
            or (t.assignee_id is null and t.subscriber_id is not null and v_handles_tickets)
            or (t.assignee_id is null and t.client_id is not null and v_handles_client_tickets
                and public.can_work_client_ticket(t.client_id, t.order_id)))
     order by 4
  loop
    if public.notify(
         v_me, 'ticket_sla_breached',
         'Ticket past its SLA: ' || left(r.subject, 130),
         concat_ws(' · ', r.client_name,
                   initcap(r.priority::text) || ' priority, due ' || to_char(r.due at time zone v_tz, 'DD Mon HH24:MI')),
         '/dashboard/support?ticket=' || r.id, r.id,
         'ticket-sla:' || r.id) is not null then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
revoke execute on function public.refresh_my_notifications(text) from public, anon;
grant execute on function public.refresh_my_notifications(text) to authenticated;
