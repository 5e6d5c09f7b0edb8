-- Support tickets from customers of the design tool (issue 13): a ticket per question or problem
-- of a subscriber, with a priority, a status, an assignee and a conversation thread (replies and
-- internal notes). The SLA is a number of hours per priority (urgent 4, high 8, medium 24, low 72)
-- from the ticket's creation to its resolution; public.support_sla_hours is the one rule, and the
-- list view gives each ticket its deadline and whether it is breached. src/services/support-sla.ts
-- holds the same table for the clock on screen, with a unit test on both.
--
-- Read with subscribers.view, write with subscribers.edit; the assignee may also work their ticket.

create type public.ticket_status as enum ('new', 'open', 'waiting_on_customer', 'resolved', 'closed');

create or replace function public.support_sla_hours(p_priority public.priority)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_priority
    when 'urgent' then 4
    when 'high' then 8
    when 'medium' then 24
    else 72
  end
$$;
revoke execute on function public.support_sla_hours(public.priority) from public, anon;
grant execute on function public.support_sla_hours(public.priority) to authenticated;

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  subscriber_id uuid not null references public.subscribers (id) on delete cascade,
  subject text not null
    constraint support_tickets_subject_check check (length(btrim(subject)) between 1 and 160)
    constraint support_tickets_subject_length_check check (length(subject) <= 160),
  description text not null default ''
    constraint support_tickets_description_length_check check (length(description) <= 4000),
  priority public.priority not null default 'medium',
  status public.ticket_status not null default 'new',
  assignee_id uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  first_response_at timestamptz,
  resolved_at timestamptz,
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint support_tickets_response_check check (first_response_at is null or first_response_at >= created_at),
  constraint support_tickets_resolved_check check (resolved_at is null or resolved_at >= created_at)
);
create index support_tickets_status_idx on public.support_tickets (status, priority);
create index support_tickets_assignee_idx on public.support_tickets (assignee_id);
create index support_tickets_subscriber_idx on public.support_tickets (subscriber_id);

create table public.support_ticket_messages (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  body text not null
    constraint support_ticket_messages_body_check check (length(btrim(body)) between 1 and 4000)
    constraint support_ticket_messages_body_length_check check (length(body) <= 4000),
  internal boolean not null default false,
  by_staff_id uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now()
);
create index support_ticket_messages_ticket_idx on public.support_ticket_messages (ticket_id, created_at);

-- Resolving stamps resolved_at, reopening clears it: the SLA reads them, so no client sets them.
create or replace function public.stamp_ticket_resolution()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status in ('resolved', 'closed') then
    if tg_op = 'INSERT' or old.status not in ('resolved', 'closed') then
      new.resolved_at := coalesce(new.resolved_at, now());
    end if;
  else
    new.resolved_at := null;
  end if;
  return new;
end;
$$;

create trigger support_tickets_resolution
  before insert or update of status on public.support_tickets
  for each row execute function public.stamp_ticket_resolution();

-- The first reply to the customer (not an internal note) is the first response; a new ticket
-- becomes open. SECURITY DEFINER: whoever may write on the thread moves the ticket this far.
create or replace function public.stamp_ticket_first_response()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.internal then
    update public.support_tickets t
       set first_response_at = coalesce(t.first_response_at, greatest(new.created_at, t.created_at)),
           status = case when t.status = 'new' then 'open'::public.ticket_status else t.status end
     where t.id = new.ticket_id
       and (t.first_response_at is null or t.status = 'new');
  end if;
  return null;
end;
$$;

create trigger support_ticket_messages_first_response
  after insert on public.support_ticket_messages
  for each row execute function public.stamp_ticket_first_response();

revoke execute on function public.stamp_ticket_resolution(), public.stamp_ticket_first_response() from public, anon;
grant execute on function public.stamp_ticket_resolution(), public.stamp_ticket_first_response() to authenticated;

select public.track_changes('public.support_tickets');
select public.track_changes('public.support_ticket_messages');

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.support_tickets enable row level security;
alter table public.support_ticket_messages enable row level security;

create policy support_tickets_read on public.support_tickets for select to authenticated
  using (
    (select public.has_permission('subscribers.view'))
    or assignee_id = (select public.current_staff_id())
  );
create policy support_tickets_insert on public.support_tickets for insert to authenticated
  with check ((select public.has_permission('subscribers.edit')));
create policy support_tickets_update on public.support_tickets for update to authenticated
  using (
    (select public.has_permission('subscribers.edit'))
    or assignee_id = (select public.current_staff_id())
  )
  with check (
    (select public.has_permission('subscribers.edit'))
    or assignee_id = (select public.current_staff_id())
  );
create policy support_tickets_delete on public.support_tickets for delete to authenticated
  using ((select public.staff_in('admin')));

create policy support_ticket_messages_read on public.support_ticket_messages for select to authenticated
  using (exists (select 1 from public.support_tickets t where t.id = ticket_id));
create policy support_ticket_messages_insert on public.support_ticket_messages for insert to authenticated
  with check (
    exists (
      select 1 from public.support_tickets t
       where t.id = ticket_id
         and ((select public.has_permission('subscribers.edit')) or t.assignee_id = (select public.current_staff_id()))
    )
  );
-- A thread is a record: messages are not edited or deleted by clients (admins aside).
create policy support_ticket_messages_delete on public.support_ticket_messages for delete to authenticated
  using ((select public.staff_in('admin')));

grant select, insert, update, delete on public.support_tickets to authenticated;
grant select, insert, delete on public.support_ticket_messages to authenticated;
revoke all on public.support_tickets, public.support_ticket_messages from anon;

-- ---------------------------------------------------------------------------------------------
-- Read models
-- ---------------------------------------------------------------------------------------------
create view public.support_tickets_list with (security_invoker = true) as
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
  (select count(*) from public.support_ticket_messages m where m.ticket_id = t.id)::integer as message_count
from public.support_tickets t
join public.subscribers s on s.id = t.subscriber_id
left join public.staff a on a.id = t.assignee_id;

create view public.support_ticket_thread with (security_invoker = true) as
select
  m.id,
  m.ticket_id,
  m.body,
  m.internal,
  m.by_staff_id,
  b.name as by_name,
  m.created_at
from public.support_ticket_messages m
left join public.staff b on b.id = m.by_staff_id;

grant select on public.support_tickets_list, public.support_ticket_thread to authenticated;
revoke all on public.support_tickets_list, public.support_ticket_thread from anon;
