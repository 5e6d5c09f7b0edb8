-- Projects: design-stage and payment-stage templates (each a list of percentages that must total
-- 100, checked at commit), projects with their stage log, the payment stages each project copies
-- from its template, payments received against them, and tasks.

-- ---------------------------------------------------------------------------------------------
-- Percentages that must total 100. A row-by-row CHECK cannot see its siblings, and while a
-- template is being edited the running sum is wrong, so the rule is a deferred constraint
-- trigger: it runs at commit, once the whole list has been written. Only changes that can move a
-- total queue a check (not a reorder or a new due date).
-- ---------------------------------------------------------------------------------------------
create or replace function public.assert_percentages_total(
  p_items regclass,
  p_parent_column text,
  p_parent_id uuid,
  p_constraint text,
  p_allow_empty boolean
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
  v_total numeric;
begin
  execute format('select count(*), coalesce(sum(percent), 0) from %s where %I = $1', p_items, p_parent_column)
    into v_count, v_total
    using p_parent_id;
  if v_count = 0 and p_allow_empty then
    return;
  end if;
  if v_total <> 100 then
    raise exception 'the percentages of % % total %, not 100', p_parent_column, p_parent_id, v_total
      using errcode = 'check_violation', constraint = p_constraint,
            table = (select c.relname from pg_catalog.pg_class c where c.oid = p_items);
  end if;
end;
$$;

-- On the items table. TG_ARGV: parent table, parent column, constraint name, empty list allowed.
-- SECURITY DEFINER: the sum must count every row, not only those the current user may see.
create or replace function public.check_items_total()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_parent_id uuid;
  v_row jsonb;
begin
  foreach v_row in array array[
    case when tg_op <> 'INSERT' then to_jsonb(old) end,
    case when tg_op <> 'DELETE' then to_jsonb(new) end
  ] loop
    continue when v_row is null;
    v_parent_id := (v_row ->> tg_argv[1])::uuid;
    -- The parent itself was deleted (cascade): nothing left to check.
    continue when not public.row_exists(tg_argv[0]::regclass, v_parent_id);
    perform public.assert_percentages_total(
      tg_relid::regclass, tg_argv[1], v_parent_id, tg_argv[2], tg_argv[3]::boolean);
  end loop;
  return null;
end;
$$;

-- On the parent table, so that a template saved with no items at all is refused too.
-- TG_ARGV: items table, parent column, constraint name.
create or replace function public.check_parent_total()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_percentages_total(tg_argv[0]::regclass, tg_argv[1], new.id, tg_argv[2], false);
  return null;
end;
$$;

create or replace function public.row_exists(p_table regclass, p_id uuid)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  v_found boolean;
begin
  execute format('select exists (select 1 from %s where id = $1)', p_table) into v_found using p_id;
  return v_found;
end;
$$;

-- Internal helpers of the triggers above; not for clients (row_exists would reveal any row).
revoke execute on function public.assert_percentages_total(regclass, text, uuid, text, boolean) from public, anon, authenticated;
revoke execute on function public.row_exists(regclass, uuid) from public, anon, authenticated;

-- Document numbers are assigned on insert and never change afterwards.
-- TG_ARGV: document type, number column, date column the year comes from.
-- SECURITY DEFINER because only the owner may take numbers (see next_document_number).
create or replace function public.assign_document_number()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new jsonb := to_jsonb(new);
begin
  if tg_op = 'INSERT' then
    if v_new ->> tg_argv[1] is null then
      new := jsonb_populate_record(new, jsonb_build_object(
        tg_argv[1],
        public.next_document_number(tg_argv[0]::public.document_type, (v_new ->> tg_argv[2])::date)));
    end if;
  elsif v_new ->> tg_argv[1] is distinct from to_jsonb(old) ->> tg_argv[1] then
    raise exception '% numbers never change once assigned', tg_argv[0]
      using errcode = 'check_violation', constraint = tg_table_name || '_' || tg_argv[1] || '_immutable';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Stage templates
-- ---------------------------------------------------------------------------------------------
create table public.design_stage_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint design_stage_templates_name_key unique
    constraint design_stage_templates_name_check check (length(btrim(name)) between 1 and 80),
  description text,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index design_stage_templates_one_default on public.design_stage_templates (is_default) where is_default;

create table public.design_stage_template_items (
  id uuid primary key default gen_random_uuid(),
  template_id uuid not null references public.design_stage_templates (id) on delete cascade,
  position smallint not null constraint design_stage_template_items_position_check check (position >= 0),
  name text not null constraint design_stage_template_items_name_check check (length(btrim(name)) between 1 and 80),
  percent numeric(5, 2) not null constraint design_stage_template_items_percent_check check (percent > 0 and percent <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  -- Deferred so that drag-to-reorder can swap positions inside one transaction.
  constraint design_stage_template_items_position_key unique (template_id, position) deferrable initially deferred
);

create table public.payment_stage_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint payment_stage_templates_name_key unique
    constraint payment_stage_templates_name_check check (length(btrim(name)) between 1 and 80),
  description text,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index payment_stage_templates_one_default on public.payment_stage_templates (is_default) where is_default;

create table public.payment_stage_template_items (
  id uuid primary key default gen_random_uuid(),
  template_id uuid not null references public.payment_stage_templates (id) on delete cascade,
  position smallint not null constraint payment_stage_template_items_position_check check (position >= 0),
  name text not null constraint payment_stage_template_items_name_check check (length(btrim(name)) between 1 and 80),
  percent numeric(5, 2) not null constraint payment_stage_template_items_percent_check check (percent > 0 and percent <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint payment_stage_template_items_position_key unique (template_id, position) deferrable initially deferred
);

create constraint trigger design_stage_template_items_total
  after insert or update of percent, template_id or delete on public.design_stage_template_items
  deferrable initially deferred for each row
  execute function public.check_items_total(
    'public.design_stage_templates', 'template_id', 'design_stage_template_items_total_check', 'false');
create constraint trigger design_stage_templates_total
  after insert on public.design_stage_templates
  deferrable initially deferred for each row
  execute function public.check_parent_total(
    'public.design_stage_template_items', 'template_id', 'design_stage_template_items_total_check');
create constraint trigger payment_stage_template_items_total
  after insert or update of percent, template_id or delete on public.payment_stage_template_items
  deferrable initially deferred for each row
  execute function public.check_items_total(
    'public.payment_stage_templates', 'template_id', 'payment_stage_template_items_total_check', 'false');
create constraint trigger payment_stage_templates_total
  after insert on public.payment_stage_templates
  deferrable initially deferred for each row
  execute function public.check_parent_total(
    'public.payment_stage_template_items', 'template_id', 'payment_stage_template_items_total_check');

-- ---------------------------------------------------------------------------------------------
-- Projects
-- ---------------------------------------------------------------------------------------------
create type public.project_category as enum ('residential', 'commercial', 'hospitality', 'retail', 'office', 'modular_kitchen');
create type public.project_stage as enum (
  'enquiry', 'recce', 'design', 'quotation', 'approved', 'production', 'installation', 'handover', 'closed'
);
create type public.payment_mode as enum ('cash', 'cheque', 'neft', 'rtgs', 'upi', 'card');
create type public.task_status as enum ('todo', 'in_progress', 'review', 'done', 'cancelled');

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  code text constraint projects_code_key unique,
  name text not null constraint projects_name_check check (length(btrim(name)) between 1 and 160),
  -- A client with projects cannot be deleted: the projects would lose who they are for.
  client_id uuid not null references public.clients (id) on delete restrict,
  lead_id uuid references public.leads (id) on delete set null,
  category public.project_category not null default 'residential',
  site_address text,
  city text,
  state text,
  estimate numeric(14, 2) not null default 0 constraint projects_estimate_check check (estimate >= 0),
  area_sqft numeric(10, 2) constraint projects_area_sqft_check check (area_sqft > 0),
  start_date date,
  target_date date,
  completed_on date,
  designer_id uuid references public.staff (id) on delete set null,
  relationship_manager_id uuid references public.staff (id) on delete set null,
  stage public.project_stage not null default 'enquiry',
  -- Templates in use stay: edit them instead, or move the projects to another one first.
  design_template_id uuid references public.design_stage_templates (id) on delete restrict,
  payment_template_id uuid references public.payment_stage_templates (id) on delete restrict,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint projects_dates_check check (target_date is null or start_date is null or target_date >= start_date),
  constraint projects_completed_check check (completed_on is null or start_date is null or completed_on >= start_date)
);
create index projects_client_idx on public.projects (client_id);
create index projects_stage_idx on public.projects (stage);
create index projects_designer_idx on public.projects (designer_id);

create trigger projects_code
  before insert or update of code on public.projects
  for each row execute function public.assign_document_number('project', 'code', 'start_date');

create table public.project_stage_log (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  from_stage public.project_stage,
  to_stage public.project_stage not null,
  changed_at timestamptz not null default now(),
  changed_by uuid references public.staff (id) on delete set null,
  note text,
  constraint project_stage_log_change_check check (from_stage is distinct from to_stage)
);
create index project_stage_log_project_idx on public.project_stage_log (project_id, changed_at);

create or replace function public.record_project_stage_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.project_stage_log (project_id, from_stage, to_stage, changed_at, changed_by)
    values (new.id, null, new.stage, new.created_at, public.current_staff_id());
  elsif new.stage is distinct from old.stage then
    insert into public.project_stage_log (project_id, from_stage, to_stage, changed_by)
    values (new.id, old.stage, new.stage, public.current_staff_id());
  end if;
  return null;
end;
$$;

create trigger projects_stage_log
  after insert or update of stage on public.projects
  for each row execute function public.record_project_stage_change();

create trigger project_stage_log_append_only
  before update or delete on public.project_stage_log
  for each row when (pg_trigger_depth() = 0)
  execute function public.reject_change();

-- A project's own copy of its payment stages: editing a template later must not change what a
-- client was already told.
create table public.project_payment_stages (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  position smallint not null constraint project_payment_stages_position_check check (position >= 0),
  name text not null constraint project_payment_stages_name_check check (length(btrim(name)) between 1 and 80),
  percent numeric(5, 2) not null constraint project_payment_stages_percent_check check (percent > 0 and percent <= 100),
  due_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint project_payment_stages_position_key unique (project_id, position) deferrable initially deferred,
  -- Lets payments name their stage and project together, so a payment cannot cross projects.
  constraint project_payment_stages_id_project_key unique (id, project_id)
);

create constraint trigger project_payment_stages_total
  after insert or update of percent, project_id or delete on public.project_payment_stages
  deferrable initially deferred for each row
  execute function public.check_items_total(
    'public.projects', 'project_id', 'project_payment_stages_total_check', 'true');

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  -- Money received is never deleted with its project or stage.
  project_id uuid not null references public.projects (id) on delete restrict,
  payment_stage_id uuid not null,
  amount numeric(14, 2) not null constraint payments_amount_check check (amount > 0),
  received_on date not null default current_date,
  mode public.payment_mode not null,
  reference text,
  notes text,
  recorded_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint payments_payment_stage_fkey foreign key (payment_stage_id, project_id)
    references public.project_payment_stages (id, project_id) on delete restrict
);
create index payments_project_idx on public.payments (project_id);
create index payments_stage_idx on public.payments (payment_stage_id);

-- SECURITY DEFINER: whoever may create the project gets its payment stages, which otherwise only
-- accounts write. Changing the template later re-copies, but only before any money came in, and
-- only by sales or accounts (designers and production move projects along but do not decide how
-- the client pays). Sessions without a caller (migrations, seeds) are the owner's.
create or replace function public.copy_payment_template()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.payment_template_id is not distinct from old.payment_template_id then
      return null;
    end if;
    if auth.uid() is not null and not public.staff_in('sales', 'accounts') then
      raise exception 'only sales and accounts change how a project is paid'
        using errcode = 'insufficient_privilege';
    end if;
    if exists (select 1 from public.payments p where p.project_id = new.id) then
      raise exception 'project % has payments; its payment stages can no longer be replaced', new.code
        using errcode = 'check_violation', constraint = 'projects_payment_template_locked';
    end if;
    delete from public.project_payment_stages s where s.project_id = new.id;
  end if;
  insert into public.project_payment_stages (project_id, position, name, percent)
  select new.id, i.position, i.name, i.percent
    from public.payment_stage_template_items i
   where i.template_id = new.payment_template_id;
  return null;
end;
$$;

create trigger projects_payment_stages
  after insert or update of payment_template_id on public.projects
  for each row execute function public.copy_payment_template();

-- Due is the estimate times the stage's percentage, in paise; pending is what is still owed.
create view public.project_payment_status with (security_invoker = true) as
select
  s.project_id,
  s.id as payment_stage_id,
  s.position,
  s.name,
  s.percent,
  s.due_date,
  round(p.estimate * s.percent / 100, 2) as due_amount,
  coalesce(r.received, 0) as received_amount,
  round(p.estimate * s.percent / 100, 2) - coalesce(r.received, 0) as pending_amount
from public.project_payment_stages s
join public.projects p on p.id = s.project_id
left join lateral (
  select sum(pay.amount) as received from public.payments pay where pay.payment_stage_id = s.id
) r on true;

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint tasks_title_check check (length(btrim(title)) between 1 and 200),
  description text,
  -- Tasks may be general (no project); a deleted project takes its tasks with it.
  project_id uuid references public.projects (id) on delete cascade,
  assignee_id uuid references public.staff (id) on delete set null,
  created_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  due_date date,
  priority public.priority not null default 'medium',
  status public.task_status not null default 'todo',
  position integer not null default 0,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint tasks_completed_check check ((status = 'done') = (completed_at is not null))
);
create index tasks_assignee_idx on public.tasks (assignee_id, status);
create index tasks_project_idx on public.tasks (project_id);

select public.track_changes('public.design_stage_templates');
select public.track_changes('public.design_stage_template_items');
select public.track_changes('public.payment_stage_templates');
select public.track_changes('public.payment_stage_template_items');
select public.track_changes('public.projects');
select public.track_changes('public.project_payment_stages');
select public.track_changes('public.payments');
select public.track_changes('public.tasks');

-- Row-level security.
-- Templates: read by all staff, written by admins (the settings page).
-- Projects: read by all staff; sales create them; sales, designers and production move them along
-- (each owns a phase); only admins delete. Payment stages and payments: accounts write; payments
-- are read by sales (they chase collections), accounts and admins only.
-- Tasks: all staff read and create; the assignee or the creator edits; the creator deletes.
alter table public.design_stage_templates enable row level security;
alter table public.design_stage_template_items enable row level security;
alter table public.payment_stage_templates enable row level security;
alter table public.payment_stage_template_items enable row level security;
alter table public.projects enable row level security;
alter table public.project_stage_log enable row level security;
alter table public.project_payment_stages enable row level security;
alter table public.payments enable row level security;
alter table public.tasks enable row level security;

do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'design_stage_templates', 'design_stage_template_items', 'payment_stage_templates', 'payment_stage_template_items'
  ] loop
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_staff()))',
      v_table || '_read', v_table);
    execute format(
      'create policy %I on public.%I for all to authenticated using ((select public.staff_in(%L))) with check ((select public.staff_in(%L)))',
      v_table || '_admin', v_table, 'admin', 'admin');
  end loop;
end;
$$;

create policy projects_read on public.projects for select to authenticated using ((select public.is_staff()));
create policy projects_insert on public.projects for insert to authenticated
  with check ((select public.staff_in('sales')));
create policy projects_update on public.projects for update to authenticated
  using ((select public.staff_in('sales', 'designer', 'production')))
  with check ((select public.staff_in('sales', 'designer', 'production')));
create policy projects_delete on public.projects for delete to authenticated using ((select public.staff_in('admin')));

create policy project_stage_log_read on public.project_stage_log for select to authenticated
  using ((select public.is_staff()));

create policy project_payment_stages_read on public.project_payment_stages for select to authenticated
  using ((select public.is_staff()));
create policy project_payment_stages_accounts on public.project_payment_stages for all to authenticated
  using ((select public.staff_in('accounts'))) with check ((select public.staff_in('accounts')));

create policy payments_read on public.payments for select to authenticated
  using ((select public.staff_in('sales', 'accounts')));
create policy payments_accounts on public.payments for all to authenticated
  using ((select public.staff_in('accounts'))) with check ((select public.staff_in('accounts')));

create policy tasks_read on public.tasks for select to authenticated using ((select public.is_staff()));
create policy tasks_insert on public.tasks for insert to authenticated with check ((select public.is_staff()));
create policy tasks_update on public.tasks for update to authenticated
  using (
    (select public.staff_in('admin'))
    or assignee_id = (select public.current_staff_id())
    or created_by = (select public.current_staff_id())
  )
  with check ((select public.is_staff()));
create policy tasks_delete on public.tasks for delete to authenticated
  using ((select public.staff_in('admin')) or created_by = (select public.current_staff_id()));

grant select, insert, update, delete on
  public.design_stage_templates, public.design_stage_template_items, public.payment_stage_templates,
  public.payment_stage_template_items, public.projects, public.project_payment_stages, public.payments, public.tasks
  to authenticated;
grant select on public.project_stage_log, public.project_payment_status to authenticated;
revoke all on
  public.design_stage_templates, public.design_stage_template_items, public.payment_stage_templates,
  public.payment_stage_template_items, public.projects, public.project_stage_log, public.project_payment_stages,
  public.payments, public.tasks, public.project_payment_status
  from anon;
