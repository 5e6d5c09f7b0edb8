-- CRM: campaigns and their agents, configurable lead stages and statuses (crm-settings), leads with
-- follow-ups, deals on the pipeline board, appointments, and the companies, contacts and clients
-- that projects and orders are made for.

create type public.priority as enum ('low', 'medium', 'high', 'urgent');
create type public.campaign_status as enum ('planned', 'active', 'paused', 'completed');
-- What happens when an imported or typed lead has the phone or email of an existing one.
create type public.duplicate_lead_policy as enum ('allow', 'skip', 'merge', 'assign_to_existing_owner');
create type public.lead_source as enum (
  'website', 'walk_in', 'referral', 'facebook', 'instagram', 'google_ads', 'justdial', 'indiamart',
  'exhibition', 'architect', 'design_tool', 'other'
);
create type public.deal_stage as enum ('qualification', 'needs_analysis', 'proposal', 'negotiation', 'won', 'lost');
create type public.appointment_kind as enum ('demo', 'design_query', 'follow_up', 'site_visit', 'interview');
create type public.appointment_status as enum ('scheduled', 'completed', 'cancelled', 'no_show');

create table public.campaigns (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint campaigns_name_key unique
    constraint campaigns_name_check check (length(btrim(name)) between 1 and 120),
  pipeline text not null constraint campaigns_pipeline_check check (length(btrim(pipeline)) between 1 and 80),
  owner_id uuid references public.staff (id) on delete set null,
  priority public.priority not null default 'medium',
  duplicate_lead_policy public.duplicate_lead_policy not null default 'skip',
  status public.campaign_status not null default 'planned',
  start_date date,
  end_date date,
  budget numeric(14, 2) constraint campaigns_budget_check check (budget >= 0),
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint campaigns_dates_check check (end_date is null or start_date is null or end_date >= start_date)
);

create table public.campaign_agents (
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  staff_id uuid not null references public.staff (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (campaign_id, staff_id)
);
create index campaign_agents_staff_idx on public.campaign_agents (staff_id);

create table public.lead_stages (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint lead_stages_name_key unique
    constraint lead_stages_name_check check (length(btrim(name)) between 1 and 60),
  colour text not null default '#64748b' constraint lead_stages_colour_check check (colour ~ '^#[0-9a-fA-F]{6}$'),
  position smallint not null constraint lead_stages_position_check check (position >= 0),
  -- Closed stages end the follow-up cadence; won marks a conversion.
  is_closed boolean not null default false,
  is_won boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint lead_stages_won_closed_check check (not is_won or is_closed)
);

create table public.lead_statuses (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint lead_statuses_name_key unique
    constraint lead_statuses_name_check check (length(btrim(name)) between 1 and 60),
  colour text not null default '#64748b' constraint lead_statuses_colour_check check (colour ~ '^#[0-9a-fA-F]{6}$'),
  position smallint not null constraint lead_statuses_position_check check (position >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint leads_name_check check (length(btrim(name)) between 1 and 120),
  email text constraint leads_email_check check (email = lower(btrim(email)) and email like '%_@_%._%'),
  phone text constraint leads_phone_check check (phone ~ '^\+?[0-9][0-9 -]{6,18}[0-9]$'),
  company_name text,
  address text,
  city text,
  state text,
  pincode text constraint leads_pincode_check check (pincode ~ '^[1-9][0-9]{5}$'),
  source public.lead_source not null default 'other',
  -- A finished campaign may be deleted; its leads stay.
  campaign_id uuid references public.campaigns (id) on delete set null,
  owner_id uuid references public.staff (id) on delete set null,
  -- Stages and statuses in use cannot be deleted: re-label or merge them first.
  stage_id uuid not null references public.lead_stages (id) on delete restrict,
  status_id uuid not null references public.lead_statuses (id) on delete restrict,
  next_follow_up_at timestamptz,
  interest text,
  estimated_value numeric(14, 2) constraint leads_estimated_value_check check (estimated_value >= 0),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint leads_contact_check check (email is not null or phone is not null)
);
create index leads_owner_idx on public.leads (owner_id);
create index leads_campaign_idx on public.leads (campaign_id);
create index leads_stage_idx on public.leads (stage_id);
create index leads_status_idx on public.leads (status_id);
create index leads_next_follow_up_idx on public.leads (next_follow_up_at);
create index leads_phone_idx on public.leads (phone);
create index leads_email_idx on public.leads (email);

create table public.lead_follow_ups (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  follow_up_at timestamptz not null,
  stage_id uuid references public.lead_stages (id) on delete restrict,
  status_id uuid references public.lead_statuses (id) on delete restrict,
  comment text,
  by_staff_id uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index lead_follow_ups_lead_idx on public.lead_follow_ups (lead_id, follow_up_at);

create table public.deals (
  id uuid primary key default gen_random_uuid(),
  -- Money was discussed on a deal: the lead cannot silently vanish under it.
  lead_id uuid not null references public.leads (id) on delete restrict,
  title text not null constraint deals_title_check check (length(btrim(title)) between 1 and 160),
  pipeline text not null default 'Sales',
  stage public.deal_stage not null default 'qualification',
  value numeric(14, 2) not null default 0 constraint deals_value_check check (value >= 0),
  probability_percent numeric(5, 2) constraint deals_probability_percent_check check (probability_percent between 0 and 100),
  expected_close date,
  owner_id uuid references public.staff (id) on delete set null,
  position integer not null default 0,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index deals_lead_idx on public.deals (lead_id);
create index deals_stage_idx on public.deals (stage, position);

create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  kind public.appointment_kind not null,
  title text not null constraint appointments_title_check check (length(btrim(title)) between 1 and 160),
  starts_at timestamptz not null,
  duration_minutes integer not null default 30
    constraint appointments_duration_minutes_check check (duration_minutes between 1 and 1440),
  assignee_id uuid references public.staff (id) on delete set null,
  lead_id uuid references public.leads (id) on delete set null,
  location text,
  status public.appointment_status not null default 'scheduled',
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index appointments_starts_at_idx on public.appointments (starts_at);
create index appointments_assignee_idx on public.appointments (assignee_id, starts_at);

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint companies_name_check check (length(btrim(name)) between 1 and 160),
  industry text,
  website text constraint companies_website_check check (website ~ '^https?://'),
  gstin text constraint companies_gstin_check check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  email text constraint companies_email_check check (email = lower(btrim(email)) and email like '%_@_%._%'),
  phone text constraint companies_phone_check check (phone ~ '^\+?[0-9][0-9 -]{6,18}[0-9]$'),
  city text,
  state text,
  owner_id uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index companies_gstin_key on public.companies (gstin);

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  company_id uuid references public.companies (id) on delete set null,
  name text not null constraint contacts_name_check check (length(btrim(name)) between 1 and 120),
  email text constraint contacts_email_check check (email = lower(btrim(email)) and email like '%_@_%._%'),
  phone text constraint contacts_phone_check check (phone ~ '^\+?[0-9][0-9 -]{6,18}[0-9]$'),
  designation text,
  city text,
  owner_id uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index contacts_company_idx on public.contacts (company_id);

create table public.clients (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint clients_name_check check (length(btrim(name)) between 1 and 160),
  email text constraint clients_email_check check (email = lower(btrim(email)) and email like '%_@_%._%'),
  phone text constraint clients_phone_check check (phone ~ '^\+?[0-9][0-9 -]{6,18}[0-9]$'),
  gstin text constraint clients_gstin_check check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  billing_address text,
  city text,
  state text,
  pincode text constraint clients_pincode_check check (pincode ~ '^[1-9][0-9]{5}$'),
  company_id uuid references public.companies (id) on delete set null,
  -- The lead this client was converted from, kept for attribution.
  lead_id uuid references public.leads (id) on delete set null,
  relationship_manager_id uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index clients_lead_idx on public.clients (lead_id);

select public.track_changes('public.campaigns');
select public.track_changes('public.campaign_agents', array['campaign_id', 'staff_id']);
select public.track_changes('public.lead_stages');
select public.track_changes('public.lead_statuses');
select public.track_changes('public.leads');
select public.track_changes('public.lead_follow_ups');
select public.track_changes('public.deals');
select public.track_changes('public.appointments');
select public.track_changes('public.companies');
select public.track_changes('public.contacts');
select public.track_changes('public.clients');

-- Row-level security.
-- Leads, follow-ups, deals, campaigns, contacts and appointments hold people's contact details and
-- addresses: sales and designers read them (designers meet the same people), sales write them;
-- production and accounts do not see them, except an appointment assigned to them. Stage and
-- status lists, companies and clients are read by all staff (orders and projects name them);
-- sales write them. Admins act as every designation (staff_in()).
alter table public.campaigns enable row level security;
alter table public.campaign_agents enable row level security;
alter table public.lead_stages enable row level security;
alter table public.lead_statuses enable row level security;
alter table public.leads enable row level security;
alter table public.lead_follow_ups enable row level security;
alter table public.deals enable row level security;
alter table public.appointments enable row level security;
alter table public.companies enable row level security;
alter table public.contacts enable row level security;
alter table public.clients enable row level security;

do $$
declare
  v_table text;
begin
  foreach v_table in array array['campaigns', 'campaign_agents', 'leads', 'lead_follow_ups', 'deals', 'contacts'] loop
    execute format(
      'create policy %I on public.%I for select to authenticated using ((select public.staff_in(%L, %L)))',
      v_table || '_read', v_table, 'sales', 'designer');
  end loop;
  foreach v_table in array array['lead_stages', 'lead_statuses', 'companies', 'clients'] loop
    execute format(
      'create policy %I on public.%I for select to authenticated using ((select public.is_staff()))',
      v_table || '_read', v_table);
  end loop;
  foreach v_table in array array[
    'campaigns', 'campaign_agents', 'lead_stages', 'lead_statuses', 'leads', 'lead_follow_ups', 'deals',
    'appointments', 'companies', 'contacts', 'clients'
  ] loop
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select public.staff_in(%L)))',
      v_table || '_sales_insert', v_table, 'sales');
    execute format(
      'create policy %I on public.%I for update to authenticated using ((select public.staff_in(%L))) with check ((select public.staff_in(%L)))',
      v_table || '_sales_update', v_table, 'sales', 'sales');
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select public.staff_in(%L)))',
      v_table || '_sales_delete', v_table, 'sales');
  end loop;
end;
$$;

create policy appointments_read on public.appointments for select to authenticated
  using ((select public.staff_in('sales', 'designer')) or assignee_id = (select public.current_staff_id()));

-- Whoever an appointment is assigned to (a designer's site visit) records how it went.
create policy appointments_assignee_update on public.appointments for update to authenticated
  using (assignee_id = (select public.current_staff_id()))
  with check (assignee_id = (select public.current_staff_id()));

grant select, insert, update, delete on
  public.campaigns, public.campaign_agents, public.lead_stages, public.lead_statuses, public.leads,
  public.lead_follow_ups, public.deals, public.appointments, public.companies, public.contacts, public.clients
  to authenticated;
revoke all on
  public.campaigns, public.campaign_agents, public.lead_stages, public.lead_statuses, public.leads,
  public.lead_follow_ups, public.deals, public.appointments, public.companies, public.contacts, public.clients
  from anon;
