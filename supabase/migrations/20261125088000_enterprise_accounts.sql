-- Enterprise customers of the design tool (issue 13): an account (an architect firm, a retail
-- chain) buys a number of seats on a plan, and its seats are held by subscribers. More holders
-- than seats is refused here, in SQL, whatever the client: a trigger locks the account row so two
-- assignments racing for the last seat are decided one after the other, and cutting seats_bought
-- below the seats already held is refused by the same rule.
--
-- Read with subscribers.view, write with subscribers.edit (public.has_permission).

create table public.enterprise_accounts (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint enterprise_accounts_name_check check (length(btrim(name)) between 1 and 160)
    constraint enterprise_accounts_name_length_check check (length(name) <= 160),
  plan public.subscription_plan not null default 'pro',
  seats_bought integer not null
    constraint enterprise_accounts_seats_bought_check check (seats_bought > 0 and seats_bought <= 10000),
  renewal_date date not null,
  account_manager_id uuid references public.staff (id) on delete set null,
  notes text constraint enterprise_accounts_notes_length_check check (length(notes) <= 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint enterprise_accounts_name_key unique (name)
);
create index enterprise_accounts_renewal_idx on public.enterprise_accounts (renewal_date);
create index enterprise_accounts_manager_idx on public.enterprise_accounts (account_manager_id);

create table public.enterprise_seats (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references public.enterprise_accounts (id) on delete cascade,
  subscriber_id uuid not null references public.subscribers (id) on delete cascade,
  assigned_at timestamptz not null default now(),
  assigned_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  constraint enterprise_seats_account_subscriber_key unique (account_id, subscriber_id)
);
create index enterprise_seats_subscriber_idx on public.enterprise_seats (subscriber_id);

-- SECURITY DEFINER so the lock and the count see every seat of the account, whatever the
-- caller's policies; the caller's own insert is still checked by the policies below.
create or replace function public.enforce_enterprise_seat_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account public.enterprise_accounts%rowtype;
  v_used integer;
begin
  select * into v_account from public.enterprise_accounts a where a.id = new.account_id for update;
  if not found then
    return new; -- the foreign key reports it
  end if;
  select count(*) into v_used from public.enterprise_seats s
   where s.account_id = new.account_id and s.id <> new.id;
  if v_used + 1 > v_account.seats_bought then
    raise exception 'All % seats of % are taken: release one or buy more seats',
      v_account.seats_bought, v_account.name
      using errcode = 'check_violation', constraint = 'enterprise_seats_limit',
            table = 'enterprise_seats', schema = 'public';
  end if;
  return new;
end;
$$;

create trigger enterprise_seats_limit
  before insert or update of account_id on public.enterprise_seats
  for each row execute function public.enforce_enterprise_seat_limit();

-- Buying fewer seats than are held is the same refusal, seen from the account.
create or replace function public.enforce_enterprise_seats_bought()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_used integer;
begin
  if new.seats_bought >= old.seats_bought then
    return new;
  end if;
  select count(*) into v_used from public.enterprise_seats s where s.account_id = new.id;
  if v_used > new.seats_bought then
    raise exception '% holds % seats: release % before cutting to % seats',
      new.name, v_used, v_used - new.seats_bought, new.seats_bought
      using errcode = 'check_violation', constraint = 'enterprise_seats_limit',
            table = 'enterprise_accounts', schema = 'public';
  end if;
  return new;
end;
$$;

create trigger enterprise_accounts_seats_bought
  before update of seats_bought on public.enterprise_accounts
  for each row execute function public.enforce_enterprise_seats_bought();

revoke execute on function public.enforce_enterprise_seat_limit(), public.enforce_enterprise_seats_bought()
  from public, anon;
grant execute on function public.enforce_enterprise_seat_limit(), public.enforce_enterprise_seats_bought()
  to authenticated;

-- Who assigned a seat is the database's to say: 20261125090200_caller_stamps.sql (which runs after
-- this file) finds enterprise_seats.assigned_by in the catalogue and gives it the stamping and the
-- keeping triggers, as it does every such column.

select public.track_changes('public.enterprise_accounts');
select public.track_changes('public.enterprise_seats');

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.enterprise_accounts enable row level security;
alter table public.enterprise_seats enable row level security;

create policy enterprise_accounts_read on public.enterprise_accounts for select to authenticated
  using ((select public.has_permission('subscribers.view')));
create policy enterprise_accounts_insert on public.enterprise_accounts for insert to authenticated
  with check ((select public.has_permission('subscribers.edit')));
create policy enterprise_accounts_update on public.enterprise_accounts for update to authenticated
  using ((select public.has_permission('subscribers.edit')))
  with check ((select public.has_permission('subscribers.edit')));
create policy enterprise_accounts_delete on public.enterprise_accounts for delete to authenticated
  using ((select public.has_permission('subscribers.edit')));

create policy enterprise_seats_read on public.enterprise_seats for select to authenticated
  using ((select public.has_permission('subscribers.view')));
create policy enterprise_seats_insert on public.enterprise_seats for insert to authenticated
  with check ((select public.has_permission('subscribers.edit')));
create policy enterprise_seats_update on public.enterprise_seats for update to authenticated
  using ((select public.has_permission('subscribers.edit')))
  with check ((select public.has_permission('subscribers.edit')));
create policy enterprise_seats_delete on public.enterprise_seats for delete to authenticated
  using ((select public.has_permission('subscribers.edit')));

grant select, insert, update, delete on public.enterprise_accounts, public.enterprise_seats to authenticated;
revoke all on public.enterprise_accounts, public.enterprise_seats from anon;

-- ---------------------------------------------------------------------------------------------
-- Read models
-- ---------------------------------------------------------------------------------------------
create view public.enterprise_accounts_list with (security_invoker = true) as
select
  a.id,
  a.name,
  a.plan,
  a.seats_bought,
  coalesce(u.used, 0)::integer as seats_used,
  (a.seats_bought - coalesce(u.used, 0))::integer as seats_free,
  a.renewal_date,
  (a.renewal_date - current_date)::integer as days_to_renewal,
  a.account_manager_id,
  m.name as account_manager_name,
  a.notes,
  a.created_at,
  a.updated_at,
  a.version
from public.enterprise_accounts a
left join public.staff m on m.id = a.account_manager_id
left join lateral (
  select count(*) as used from public.enterprise_seats s where s.account_id = a.id
) u on true;

create view public.enterprise_seats_list with (security_invoker = true) as
select
  s.id,
  s.account_id,
  s.subscriber_id,
  sub.business_name,
  sub.contact_name,
  sub.email,
  sub.city,
  sub.plan as subscriber_plan,
  s.assigned_at,
  s.assigned_by,
  b.name as assigned_by_name
from public.enterprise_seats s
join public.subscribers sub on sub.id = s.subscriber_id
left join public.staff b on b.id = s.assigned_by;

grant select on public.enterprise_accounts_list, public.enterprise_seats_list to authenticated;
revoke all on public.enterprise_accounts_list, public.enterprise_seats_list from anon;
