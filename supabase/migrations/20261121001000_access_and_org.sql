-- Staff access (departments, roles, permissions, role assignments), org settings, currencies,
-- per-year document numbering, and the machinery every later migration uses: the trigger that
-- bumps updated_at and version, the audit trigger, and the designation helpers the row-level
-- security policies call. Builds on public.staff from 20261121000100_staff_and_sales_users.sql.

-- ---------------------------------------------------------------------------------------------
-- Row bookkeeping: every editable row carries created_at, updated_at and version. The DataSource
-- updates "where version = <what the editor loaded>", so the bump must happen in the database,
-- whatever the client sends.
-- ---------------------------------------------------------------------------------------------
create or replace function public.touch_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := old.created_at;
  new.updated_at := now();
  new.version := old.version + 1;
  return new;
end;
$$;

-- Audit rows are written by the database, never by clients (a client-side log can be skipped).
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_user_id uuid,
  actor_staff_id uuid,
  table_name text not null,
  row_id text,
  action text not null constraint audit_log_action_check check (action in ('insert', 'update', 'delete')),
  old_data jsonb,
  new_data jsonb
);
comment on table public.audit_log is
  'Who changed what and when, one row per insert, update or delete of an audited table; written by write_audit_log().';
create index audit_log_row_idx on public.audit_log (table_name, row_id, at desc);
create index audit_log_at_idx on public.audit_log (at desc);

-- SECURITY DEFINER: the audit row must be written even though no client may insert into audit_log.
-- TG_ARGV lists the key columns when a table has no "id" column (join tables).
-- The demo seeds set fpw.audit to 'off' for their own transaction, so a fresh database starts with
-- an empty history instead of thousands of "inserted by nobody" rows (and starts faster). No
-- client can set it: PostgREST exposes no set_config, and the embedded DataSource sends only its
-- own statements.
create or replace function public.write_audit_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
  v_row_id text;
  v_user uuid;
begin
  if current_setting('fpw.audit', true) = 'off' then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    v_old := to_jsonb(old);
  end if;
  if tg_op <> 'DELETE' then
    v_new := to_jsonb(new);
  end if;
  v_row := coalesce(v_new, v_old);
  if tg_nargs = 0 then
    v_row_id := v_row ->> 'id';
  else
    select string_agg(v_row ->> key_column, ':' order by ordinality)
      into v_row_id
      from unnest(tg_argv) with ordinality as k(key_column, ordinality);
  end if;
  v_user := auth.uid();
  insert into public.audit_log (actor_user_id, actor_staff_id, table_name, row_id, action, old_data, new_data)
  values (
    v_user,
    case when v_user is not null then (select s.id from public.staff s where s.user_id = v_user) end,
    tg_table_name,
    v_row_id,
    lower(tg_op),
    v_old,
    v_new
  );
  return null;
end;
$$;

-- One call per editable table: the version/updated_at trigger and the audit trigger, named the
-- same way everywhere so tests and later migrations can find them.
create or replace function public.track_changes(p_table regclass, p_key_columns text[] default null)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_name text := (select c.relname from pg_catalog.pg_class c where c.oid = p_table);
  v_args text := coalesce((select string_agg(quote_literal(k), ', ') from unnest(p_key_columns) k), '');
begin
  if exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = p_table and a.attname = 'version' and not a.attisdropped
  ) then
    execute format(
      'create trigger %I before update on %s for each row execute function public.touch_row()',
      v_name || '_touch', p_table
    );
  end if;
  execute format(
    'create trigger %I after insert or update or delete on %s for each row execute function public.write_audit_log(%s)',
    v_name || '_audit', p_table, v_args
  );
end;
$$;

-- Ledger tables (movements, histories, logs) are append-only: corrections are new rows.
create or replace function public.reject_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception '% rows are append-only; record a correcting row instead', tg_table_name
    using errcode = 'check_violation', constraint = tg_table_name || '_append_only';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who is asking, on top of current_designation() of 20261121000100 (active staff only).
-- Admins act as every designation: they can do whatever any role can. STABLE so a policy that
-- wraps it in (select ...) evaluates it once per statement, not once per row.
-- ---------------------------------------------------------------------------------------------
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.current_staff_id() is not null;
$$;

create or replace function public.staff_in(variadic p_designations text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_designation() = any (p_designations) or public.current_designation() = 'admin', false);
$$;

-- ---------------------------------------------------------------------------------------------
-- Departments, roles, permissions and role assignments
-- ---------------------------------------------------------------------------------------------
create type public.permission_area as enum ('crm', 'projects', 'sales', 'production', 'hr', 'settings');

create table public.departments (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint departments_name_key unique
    constraint departments_name_check check (length(btrim(name)) between 1 and 80),
  description text,
  head_staff_id uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- staff.department (20261121000100) names one of these; renaming a department follows through,
-- removing one leaves its people without a department.
insert into public.departments (name, description) values
  ('Sales', 'Leads, clients, quotations and design-tool subscribers'),
  ('Design', 'Site surveys, designs and renders'),
  ('Production', 'Bills of material, cutting and stock'),
  ('Accounts', 'Payments and billing'),
  ('Administration', 'Staff, access and settings');
alter table public.staff
  add constraint staff_department_fkey foreign key (department)
  references public.departments (name) on update cascade on delete set null;

create table public.roles (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint roles_name_key unique
    constraint roles_name_check check (length(btrim(name)) between 1 and 80),
  description text,
  -- A department can be dissolved without losing its roles.
  department_id uuid references public.departments (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- The permission codes are named in the application's code, so they ship with the schema.
create table public.permissions (
  code text primary key constraint permissions_code_check check (code ~ '^[a-z][a-z_]*\.[a-z][a-z_]*$'),
  area public.permission_area not null,
  description text not null
);

create table public.role_permissions (
  role_id uuid not null references public.roles (id) on delete cascade,
  permission_code text not null references public.permissions (code) on update cascade on delete cascade,
  created_at timestamptz not null default now(),
  primary key (role_id, permission_code)
);

create table public.staff_roles (
  -- Assignments belong to the person and to the role: removing either removes the assignment.
  staff_id uuid not null references public.staff (id) on delete cascade,
  role_id uuid not null references public.roles (id) on delete cascade,
  assigned_at timestamptz not null default now(),
  assigned_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  primary key (staff_id, role_id)
);
create index staff_roles_role_idx on public.staff_roles (role_id);

insert into public.permissions (code, area, description) values
  ('leads.view', 'crm', 'See leads and their follow-ups'),
  ('leads.add', 'crm', 'Add leads'),
  ('leads.edit', 'crm', 'Edit leads and record follow-ups'),
  ('leads.delete', 'crm', 'Delete leads'),
  ('leads.assign', 'crm', 'Assign leads to an owner'),
  ('leads.import', 'crm', 'Import leads from CSV'),
  ('leads.export', 'crm', 'Export leads to CSV'),
  ('campaigns.manage', 'crm', 'Create and run campaigns'),
  ('deals.manage', 'crm', 'Move deals on the pipeline board'),
  ('appointments.manage', 'crm', 'Book and change appointments'),
  ('crm_settings.manage', 'crm', 'Edit lead stages and statuses'),
  ('subscribers.view', 'crm', 'See design-tool subscribers'),
  ('subscribers.edit', 'crm', 'Change subscribers and their plans'),
  ('projects.view', 'projects', 'See projects'),
  ('projects.add', 'projects', 'Create projects'),
  ('projects.edit', 'projects', 'Edit projects and move their stage'),
  ('tasks.manage', 'projects', 'Create and assign tasks'),
  ('recce.edit', 'projects', 'Record site surveys'),
  ('design.edit', 'projects', 'Upload designs and renders'),
  ('boq.edit', 'sales', 'Edit bills of quantities'),
  ('proposal.create', 'sales', 'Prepare quotations'),
  ('proposal.approve', 'sales', 'Approve or reject quotations'),
  ('proposal.send', 'sales', 'Send quotations to clients'),
  ('order.create', 'sales', 'Create orders from approved quotations'),
  ('payment.record', 'sales', 'Record payments received'),
  ('bom.edit', 'production', 'Edit bills of material'),
  ('optimizer.run', 'production', 'Run the cutting optimizer'),
  ('cutlist.download', 'production', 'Download cut lists and part labels'),
  ('stock.adjust', 'production', 'Record stock purchases and adjustments'),
  ('catalogue.edit', 'production', 'Edit panels, skins, edge bands and products'),
  ('staff.manage', 'hr', 'Add, edit and deactivate staff'),
  ('roles.manage', 'hr', 'Edit roles and their permissions'),
  ('settings.manage', 'settings', 'Edit stage templates and numbering'),
  ('org_settings.manage', 'settings', 'Edit company details');

-- ---------------------------------------------------------------------------------------------
-- Currencies and org settings (a single row)
-- ---------------------------------------------------------------------------------------------
create table public.currencies (
  code char(3) primary key constraint currencies_code_check check (code ~ '^[A-Z]{3}$'),
  name text not null,
  symbol text not null,
  -- Totals round to this many decimals: 2 (paise) for INR, 0 for JPY.
  minor_units smallint not null constraint currencies_minor_units_check check (minor_units between 0 and 4)
);
insert into public.currencies (code, name, symbol, minor_units) values
  ('INR', 'Indian rupee', '₹', 2),
  ('USD', 'US dollar', '$', 2),
  ('EUR', 'Euro', '€', 2),
  ('GBP', 'Pound sterling', '£', 2),
  ('AED', 'UAE dirham', 'د.إ', 2),
  ('JPY', 'Japanese yen', '¥', 0),
  ('BHD', 'Bahraini dinar', 'BD', 3);

create table public.org_settings (
  -- Always exactly one row: the key can only be true.
  id boolean primary key default true constraint org_settings_single_row check (id),
  company_name text not null constraint org_settings_company_name_check check (length(btrim(company_name)) between 1 and 120),
  legal_name text,
  gstin text constraint org_settings_gstin_check
    check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  pincode text constraint org_settings_pincode_check check (pincode ~ '^[1-9][0-9]{5}$'),
  country text not null default 'India',
  email text constraint org_settings_email_check check (email = lower(btrim(email)) and email like '%_@_%'),
  phone text,
  logo_path text constraint org_settings_logo_path_check check (logo_path !~ '^/' and length(logo_path) > 0),
  currency char(3) not null default 'INR' references public.currencies (code) on update cascade on delete restrict,
  default_gst_rate numeric(5, 2) not null default 18
    constraint org_settings_default_gst_rate_check check (default_gst_rate between 0 and 100),
  quotation_prefix text not null default 'QT' constraint org_settings_quotation_prefix_check check (quotation_prefix ~ '^[A-Z][A-Z0-9]{0,5}$'),
  order_prefix text not null default 'SO' constraint org_settings_order_prefix_check check (order_prefix ~ '^[A-Z][A-Z0-9]{0,5}$'),
  project_prefix text not null default 'PRJ' constraint org_settings_project_prefix_check check (project_prefix ~ '^[A-Z][A-Z0-9]{0,5}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
insert into public.org_settings (company_name) values ('FPW');

-- ---------------------------------------------------------------------------------------------
-- Gapless per-year document numbers (QT-2026-0001). A counter row per type and year, incremented
-- under its row lock by INSERT .. ON CONFLICT DO UPDATE: a concurrent caller waits for the first
-- transaction and then sees its value; a rolled-back insert rolls the counter back with it.
-- Sequences are not used because they never roll back and so leave gaps.
-- ---------------------------------------------------------------------------------------------
create type public.document_type as enum ('quotation', 'order', 'project');

create table public.document_counters (
  document_type public.document_type not null,
  year smallint not null constraint document_counters_year_check check (year between 2000 and 2999),
  last_number integer not null constraint document_counters_last_number_check check (last_number >= 0),
  primary key (document_type, year)
);

create or replace function public.next_document_number(p_type public.document_type, p_on date default current_date)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_year integer := extract(year from coalesce(p_on, current_date))::integer;
  v_number integer;
  v_prefix text;
begin
  insert into public.document_counters as c (document_type, year, last_number)
  values (p_type, v_year, 1)
  on conflict (document_type, year) do update set last_number = c.last_number + 1
  returning c.last_number into v_number;

  select case p_type
           when 'quotation' then o.quotation_prefix
           when 'order' then o.order_prefix
           when 'project' then o.project_prefix
         end
    into v_prefix
    from public.org_settings o;

  v_prefix := coalesce(v_prefix, case p_type when 'quotation' then 'QT' when 'order' then 'SO' else 'PRJ' end);
  return v_prefix || '-' || v_year || '-'
    || case when v_number < 10000 then lpad(v_number::text, 4, '0') else v_number::text end;
end;
$$;
-- Only triggers (running as the table owner) take numbers; a client calling it would burn one.
-- (Supabase also grants EXECUTE to anon and authenticated by default, hence the explicit names.)
revoke execute on function public.next_document_number(public.document_type, date) from public, anon, authenticated;
revoke execute on function public.track_changes(regclass, text[]) from public, anon, authenticated;

select public.track_changes('public.departments');
select public.track_changes('public.roles');
select public.track_changes('public.role_permissions', array['role_id', 'permission_code']);
select public.track_changes('public.staff_roles', array['staff_id', 'role_id']);
select public.track_changes('public.org_settings');
-- staff already has its version trigger (staff_touch); it gets the audit trigger here.
create trigger staff_audit after insert or update or delete on public.staff
  for each row execute function public.write_audit_log();

-- ---------------------------------------------------------------------------------------------
-- Row-level security for this area: every signed-in staff member reads; admins write.
-- ---------------------------------------------------------------------------------------------
alter table public.departments enable row level security;
alter table public.roles enable row level security;
alter table public.permissions enable row level security;
alter table public.role_permissions enable row level security;
alter table public.staff_roles enable row level security;
alter table public.currencies enable row level security;
alter table public.org_settings enable row level security;
alter table public.document_counters enable row level security;
alter table public.audit_log enable row level security;

create policy departments_read on public.departments for select to authenticated using ((select public.is_staff()));
create policy departments_admin on public.departments for all to authenticated
  using ((select public.staff_in('admin'))) with check ((select public.staff_in('admin')));

create policy roles_read on public.roles for select to authenticated using ((select public.is_staff()));
create policy roles_admin on public.roles for all to authenticated
  using ((select public.staff_in('admin'))) with check ((select public.staff_in('admin')));

create policy permissions_read on public.permissions for select to authenticated using ((select public.is_staff()));

create policy role_permissions_read on public.role_permissions for select to authenticated using ((select public.is_staff()));
create policy role_permissions_admin on public.role_permissions for all to authenticated
  using ((select public.staff_in('admin'))) with check ((select public.staff_in('admin')));

create policy staff_roles_read on public.staff_roles for select to authenticated using ((select public.is_staff()));
create policy staff_roles_admin on public.staff_roles for all to authenticated
  using ((select public.staff_in('admin'))) with check ((select public.staff_in('admin')));

create policy currencies_read on public.currencies for select to authenticated using ((select public.is_staff()));

create policy org_settings_read on public.org_settings for select to authenticated using ((select public.is_staff()));
create policy org_settings_admin_update on public.org_settings for update to authenticated
  using ((select public.staff_in('admin'))) with check ((select public.staff_in('admin')));

-- document_counters: no policy, so no client reads or writes it; next_document_number() runs as owner.
create policy document_counters_admin_read on public.document_counters for select to authenticated
  using ((select public.staff_in('admin')));

-- You see the history of a row when you may see the row itself; admins see all history.
create or replace function public.can_read_row(p_table text, p_row_id text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  v_visible boolean;
begin
  if p_row_id is null or p_row_id !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  if not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = to_regclass(format('public.%I', p_table)) and a.attname = 'id' and not a.attisdropped
  ) then
    return false;
  end if;
  -- SECURITY INVOKER on purpose: the table's own policies decide.
  execute format('select exists (select 1 from public.%I t where t.id = $1::uuid)', p_table)
    into v_visible using p_row_id;
  return v_visible;
end;
$$;

create policy audit_log_read on public.audit_log for select to authenticated
  using ((select public.staff_in('admin')) or ((select public.is_staff()) and public.can_read_row(table_name, row_id)));

grant select on public.permissions, public.currencies to authenticated;
grant select, insert, update, delete on
  public.departments, public.roles, public.role_permissions, public.staff_roles, public.org_settings
  to authenticated;
grant select on public.audit_log, public.document_counters to authenticated;
revoke all on
  public.departments, public.roles, public.permissions, public.role_permissions, public.staff_roles,
  public.currencies, public.org_settings, public.document_counters, public.audit_log
  from anon;
