-- Service for clients (issue 24), part three: a client's ticket books a service visit on the same
-- calendar as every appointment (kind service_visit), tied to the ticket and, when the ticket names
-- one, its order, at the order's site address (else the client's address) unless another is given.
--   book_service_visit()  whoever may work that client ticket (ticket.client, or its assignee)
-- Only the function ties an appointment to a ticket; whoever sees the ticket sees its visits.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

alter table public.appointments
  add column ticket_id uuid references public.support_tickets (id) on delete cascade,
  -- Compared as text: the enum value was added by 20261129140000_client_ticket_kinds.sql.
  add constraint appointments_ticket_kind_check check (kind::text <> 'service_visit' or ticket_id is not null);
create index appointments_ticket_idx on public.appointments (ticket_id) where ticket_id is not null;

create or replace function public.guard_appointment_ticket()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_client_write()
     and ((tg_op = 'INSERT' and new.ticket_id is not null)
          or (tg_op = 'UPDATE' and new.ticket_id is distinct from old.ticket_id)) then
    raise exception 'a service visit is booked from its ticket through book_service_visit'
      using errcode = 'check_violation', constraint = 'appointments_ticket_by_function';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_appointment_ticket() from public, anon, authenticated;
create trigger appointments_ticket_guard before insert or update on public.appointments
  for each row execute function public.guard_appointment_ticket();

create policy appointments_ticket_read on public.appointments for select to authenticated
  using (ticket_id is not null and exists (select 1 from public.support_tickets t where t.id = ticket_id));

create or replace function public.book_service_visit(
  p_ticket_id uuid,
  p_starts_at timestamptz,
  p_ends_at timestamptz,
  p_assignee_id uuid default null,
  p_location text default null,
  p_notes text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := public.current_staff_id();
  v_ticket record;
  v_id uuid;
begin
  select t.id, t.subject, t.status, t.client_id, t.order_id, t.assignee_id, c.name as client_name,
         o.number as order_number, o.shipping_address,
         nullif(concat_ws(', ', c.billing_address, c.city, c.pincode), '') as client_address
    into v_ticket
    from public.support_tickets t
    left join public.clients c on c.id = t.client_id
    left join public.sales_orders o on o.id = t.order_id
   where t.id = p_ticket_id;
  if v_ticket.id is not null and v_ticket.client_id is null then
    raise exception 'a service visit is booked from a client''s ticket, not a design-tool subscriber''s'
      using errcode = 'check_violation', constraint = 'appointments_ticket_kind_check';
  end if;
  if v_ticket.id is null
     or not (coalesce(public.can_work_client_ticket(v_ticket.client_id, v_ticket.order_id), false)
             or (v_me is not null and v_ticket.assignee_id is not distinct from v_me)) then
    raise exception 'Booking a service visit needs the ticket.client permission (or the ticket assigned to you)'
      using errcode = 'insufficient_privilege';
  end if;
  if v_ticket.status in ('resolved', 'closed') then
    raise exception 'the ticket is %: reopen it to book a visit', v_ticket.status
      using errcode = 'check_violation', constraint = 'appointments_ticket_open';
  end if;
  if p_starts_at is null or p_starts_at < now() - interval '1 day' then
    raise exception 'a service visit is booked for a time to come'
      using errcode = 'check_violation', constraint = 'appointments_starts_at_future';
  end if;
  if p_ends_at is null or p_ends_at <= p_starts_at or p_ends_at > p_starts_at + interval '1 day' then
    raise exception 'a visit ends after it starts, within a day'
      using errcode = 'check_violation', constraint = 'appointments_duration_minutes_check';
  end if;
  if p_assignee_id is not null
     and not exists (select 1 from public.staff s where s.id = p_assignee_id and s.active) then
    raise exception 'whoever goes must be an active staff member' using errcode = 'foreign_key_violation',
      constraint = 'appointments_assignee_id_fkey';
  end if;
  insert into public.appointments (kind, title, starts_at, duration_minutes, assignee_id, location, notes, order_id, ticket_id)
  values ('service_visit',
          left(concat_ws(' · ', 'Service visit', v_ticket.order_number, v_ticket.client_name, v_ticket.subject), 160),
          p_starts_at,
          greatest(1, ceil(extract(epoch from (p_ends_at - p_starts_at)) / 60))::integer,
          p_assignee_id,
          left(coalesce(nullif(btrim(p_location), ''), v_ticket.shipping_address, v_ticket.client_address), 4000),
          nullif(btrim(coalesce(p_notes, '')), ''), v_ticket.order_id, v_ticket.id)
  returning id into v_id;
  return v_id;
end;
$$;
revoke execute on function public.book_service_visit(uuid, timestamptz, timestamptz, uuid, text, text) from public, anon;
grant execute on function public.book_service_visit(uuid, timestamptz, timestamptz, uuid, text, text) to authenticated;
