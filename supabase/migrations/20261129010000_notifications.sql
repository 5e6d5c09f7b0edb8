-- The notifications inbox (issue 24): one row per person and event, made by the database where the
-- event happens so both backends have them. A person reads, marks read and deletes only their own
-- rows; nobody inserts: rows come from security definer triggers and functions through notify().
-- The dedupe key is unique per recipient, so the same event (or a refresh run twice) never makes two.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create type public.notification_kind as enum (
  'lead_assigned',
  'follow_up_due',
  'appointment_tomorrow',
  'quotation_approval',
  'payment_received',
  'part_rejected',
  'ticket_sla_breached'
);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.staff (id) on delete cascade,
  kind public.notification_kind not null,
  title text not null constraint notifications_title_check check (length(btrim(title)) between 1 and 160),
  body text not null default '' constraint notifications_body_check check (length(body) <= 1000),
  -- A path inside the app (/dashboard/leads?lead=…), never another site.
  link text constraint notifications_link_check check (length(link) <= 300 and link ~ '^/[A-Za-z][^[:space:]]*$'),
  -- The lead, quotation, payment, ticket or part the notification is about.
  record_id uuid,
  dedupe_key text not null constraint notifications_dedupe_key_check check (length(dedupe_key) between 1 and 200),
  created_at timestamptz not null default clock_timestamp(),
  read_at timestamptz constraint notifications_read_at_check check (read_at >= created_at),
  constraint notifications_dedupe_key unique (recipient_id, dedupe_key)
);
comment on table public.notifications is 'Each person''s inbox: made by the database where events happen.';
create index notifications_inbox_idx on public.notifications (recipient_id, created_at desc);
create index notifications_unread_idx on public.notifications (recipient_id) where read_at is null;

alter table public.notifications enable row level security;
create policy notifications_read on public.notifications for select to authenticated
  using (recipient_id = (select public.current_staff_id()));
create policy notifications_mark on public.notifications for update to authenticated
  using (recipient_id = (select public.current_staff_id()))
  with check (recipient_id = (select public.current_staff_id()));
create policy notifications_clear on public.notifications for delete to authenticated
  using (recipient_id = (select public.current_staff_id()));
revoke all on public.notifications from anon, authenticated;
grant select, delete on public.notifications to authenticated;
-- Marking read is the only change a person makes to a notification.
grant update (read_at) on public.notifications to authenticated;

-- The one way a notification is made. Internal: triggers and security definer functions call it,
-- clients cannot. Returns the new row's id, or null when the recipient is missing or inactive, the
-- title or dedupe key is empty, or the dedupe key was used already (the event was told before).
-- It never refuses the event that calls it: long text is cut, a link that is not a path inside the
-- app is dropped.
create or replace function public.notify(
  p_recipient uuid,
  p_kind public.notification_kind,
  p_title text,
  p_body text,
  p_link text,
  p_record_id uuid,
  p_dedupe_key text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_recipient is null or p_kind is null
     or coalesce(btrim(p_title), '') = '' or coalesce(p_dedupe_key, '') = ''
     or not exists (select 1 from public.staff s where s.id = p_recipient and s.active) then
    return null;
  end if;
  insert into public.notifications (recipient_id, kind, title, body, link, record_id, dedupe_key)
  values (p_recipient, p_kind, left(btrim(p_title), 160), left(coalesce(p_body, ''), 1000),
          case when length(p_link) <= 300 and p_link ~ '^/[A-Za-z][^[:space:]]*$' then p_link end,
          p_record_id, left(p_dedupe_key, 200))
  on conflict (recipient_id, dedupe_key) do nothing
  returning id into v_id;
  return v_id;
end;
$$;
revoke execute on function public.notify(uuid, public.notification_kind, text, text, text, uuid, text)
  from public, anon, authenticated;

-- Active people who hold a permission code (administrators hold every code, as has_permission says).
create or replace function public.staff_holding(p_code text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.id
    from public.staff s
   where s.active
     and (s.designation = 'admin'
          or exists (select 1
                       from public.staff_roles sr
                       join public.role_permissions rp on rp.role_id = sr.role_id
                      where sr.staff_id = s.id and rp.permission_code = p_code))
$$;
revoke execute on function public.staff_holding(text) from public, anon, authenticated;

-- Tells everyone who holds a permission, except whoever caused the event (they know already).
-- Returns how many were told.
create or replace function public.notify_holders_of(
  p_permission text,
  p_kind public.notification_kind,
  p_title text,
  p_body text,
  p_link text,
  p_record_id uuid,
  p_dedupe_key text
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := public.current_staff_id();
  v_count integer := 0;
  v_staff uuid;
begin
  for v_staff in select h from public.staff_holding(p_permission) h where h is distinct from v_actor loop
    if public.notify(v_staff, p_kind, p_title, p_body, p_link, p_record_id, p_dedupe_key) is not null then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
revoke execute on function public.notify_holders_of(text, public.notification_kind, text, text, text, uuid, text)
  from public, anon, authenticated;

-- The inbox's own writes, under the policies above (security invoker): mark some or all of mine read,
-- clear some or all of mine. A null list means every one of mine. Each returns how many rows it changed.
create or replace function public.mark_notifications_read(p_ids uuid[] default null)
returns integer
language sql
security invoker
set search_path = ''
as $$
  with marked as (
    update public.notifications n
       set read_at = clock_timestamp()
     where n.recipient_id = public.current_staff_id()
       and n.read_at is null
       and (p_ids is null or n.id = any (p_ids))
    returning 1
  )
  select count(*)::integer from marked
$$;

create or replace function public.clear_notifications(p_ids uuid[] default null)
returns integer
language sql
security invoker
set search_path = ''
as $$
  with cleared as (
    delete from public.notifications n
     where n.recipient_id = public.current_staff_id()
       and (p_ids is null or n.id = any (p_ids))
    returning 1
  )
  select count(*)::integer from cleared
$$;
revoke execute on function public.mark_notifications_read(uuid[]), public.clear_notifications(uuid[])
  from public, anon;
grant execute on function public.mark_notifications_read(uuid[]), public.clear_notifications(uuid[])
  to authenticated;
