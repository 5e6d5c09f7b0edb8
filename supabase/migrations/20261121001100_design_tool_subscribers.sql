-- Customers of the business's 3D design tool (the "adonai" pages): their plan, status, dates and
-- the staff who look after them, and a history row for every plan change, written by a trigger so
-- that no client can change a plan without leaving a trace.

create type public.subscription_plan as enum ('free_trial', 'basic', 'pro', 'elite');
create type public.subscriber_status as enum ('trial', 'active', 'past_due', 'suspended', 'cancelled', 'expired');

-- Price list of the plans, for "revenue by plan after discount".
create table public.subscription_plans (
  plan public.subscription_plan primary key,
  name text not null,
  monthly_price numeric(12, 2) not null constraint subscription_plans_monthly_price_check check (monthly_price >= 0),
  currency char(3) not null default 'INR' references public.currencies (code) on update cascade on delete restrict,
  trial_days smallint constraint subscription_plans_trial_days_check check (trial_days > 0),
  sort_order smallint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
insert into public.subscription_plans (plan, name, monthly_price, trial_days, sort_order) values
  ('free_trial', 'Free trial', 0, 14, 1),
  ('basic', 'Basic', 1499, null, 2),
  ('pro', 'Pro', 3999, null, 3),
  ('elite', 'Elite', 7999, null, 4);

create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  business_name text not null constraint subscribers_business_name_check check (length(btrim(business_name)) between 1 and 160),
  contact_name text not null constraint subscribers_contact_name_check check (length(btrim(contact_name)) between 1 and 120),
  email text not null constraint subscribers_email_key unique
    constraint subscribers_email_check check (email = lower(btrim(email)) and email like '%_@_%._%'),
  phone text constraint subscribers_phone_check check (phone ~ '^\+?[0-9][0-9 -]{6,18}[0-9]$'),
  city text not null,
  state text,
  plan public.subscription_plan not null default 'free_trial',
  status public.subscriber_status not null default 'trial',
  start_date date not null default current_date,
  end_date date,
  -- Staff leave; their subscribers stay, unassigned.
  sales_person_id uuid references public.staff (id) on delete set null,
  account_manager_id uuid references public.staff (id) on delete set null,
  manager_id uuid references public.staff (id) on delete set null,
  discount_percent numeric(5, 2) not null default 0
    constraint subscribers_discount_percent_check check (discount_percent between 0 and 100),
  remarks text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint subscribers_dates_check check (end_date is null or end_date >= start_date),
  -- The trial status belongs to the free-trial plan and to no other (lapsed accounts aside).
  constraint subscribers_trial_status_check check (
    (plan = 'free_trial') = (status = 'trial') or status in ('suspended', 'cancelled', 'expired')
  )
);
create index subscribers_plan_status_idx on public.subscribers (plan, status);
create index subscribers_city_idx on public.subscribers (city);
create index subscribers_sales_person_idx on public.subscribers (sales_person_id);
create index subscribers_end_date_idx on public.subscribers (end_date);

create table public.subscriber_plan_history (
  id uuid primary key default gen_random_uuid(),
  -- The history is part of the subscriber: it goes with them.
  subscriber_id uuid not null references public.subscribers (id) on delete cascade,
  from_plan public.subscription_plan,
  to_plan public.subscription_plan not null,
  changed_at timestamptz not null default now(),
  changed_by uuid references public.staff (id) on delete set null,
  note text,
  constraint subscriber_plan_history_change_check check (from_plan is distinct from to_plan)
);
create index subscriber_plan_history_subscriber_idx on public.subscriber_plan_history (subscriber_id, changed_at);

-- SECURITY DEFINER: history rows are written only here; clients have no insert right on the table.
create or replace function public.record_subscriber_plan_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.subscriber_plan_history (subscriber_id, from_plan, to_plan, changed_at, changed_by)
    values (new.id, null, new.plan, new.created_at, public.current_staff_id());
  elsif new.plan is distinct from old.plan then
    insert into public.subscriber_plan_history (subscriber_id, from_plan, to_plan, changed_by, note)
    values (new.id, old.plan, new.plan, public.current_staff_id(), null);
  end if;
  return null;
end;
$$;

-- Changing the plan is one action on the list page: moving off the trial makes the account
-- active, moving back onto it makes it a trial again, so the status check above keeps holding.
create or replace function public.align_subscriber_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.plan is distinct from old.plan and new.status is not distinct from old.status then
    if old.plan = 'free_trial' and new.status = 'trial' then
      new.status := 'active';
    elsif new.plan = 'free_trial' and new.status in ('active', 'past_due') then
      new.status := 'trial';
    end if;
  end if;
  return new;
end;
$$;

create trigger subscribers_align_status
  before update of plan on public.subscribers
  for each row execute function public.align_subscriber_status();

create trigger subscribers_plan_history
  after insert or update of plan on public.subscribers
  for each row execute function public.record_subscriber_plan_change();

create trigger subscriber_plan_history_append_only
  before update or delete on public.subscriber_plan_history
  -- Cascaded deletes (the subscriber itself removed) run at trigger depth 1 and are allowed.
  for each row when (pg_trigger_depth() = 0)
  execute function public.reject_change();

select public.track_changes('public.subscription_plans', array['plan']);
select public.track_changes('public.subscribers');

-- Row-level security: every signed-in staff member reads; sales staff (and admins) write.
alter table public.subscription_plans enable row level security;
alter table public.subscribers enable row level security;
alter table public.subscriber_plan_history enable row level security;

create policy subscription_plans_read on public.subscription_plans for select to authenticated
  using ((select public.is_staff()));
create policy subscription_plans_admin on public.subscription_plans for update to authenticated
  using ((select public.staff_in('admin'))) with check ((select public.staff_in('admin')));

create policy subscribers_read on public.subscribers for select to authenticated using ((select public.is_staff()));
create policy subscribers_sales_insert on public.subscribers for insert to authenticated
  with check ((select public.staff_in('sales')));
create policy subscribers_sales_update on public.subscribers for update to authenticated
  using ((select public.staff_in('sales'))) with check ((select public.staff_in('sales')));
create policy subscribers_admin_delete on public.subscribers for delete to authenticated
  using ((select public.staff_in('admin')));

create policy subscriber_plan_history_read on public.subscriber_plan_history for select to authenticated
  using ((select public.is_staff()));

grant select, update on public.subscription_plans to authenticated;
grant select, insert, update, delete on public.subscribers to authenticated;
grant select on public.subscriber_plan_history to authenticated;
revoke all on public.subscription_plans, public.subscribers, public.subscriber_plan_history from anon;
