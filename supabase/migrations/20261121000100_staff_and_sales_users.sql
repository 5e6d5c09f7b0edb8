-- Staff and the sales_users relation: what sign-in and the dashboard/adonai-users guard need, and
-- the "who is asking" helpers every later policy calls. Runs unchanged on Supabase, on plain
-- PostgreSQL 15+ and on PGlite (there after supabase/embedded/auth-compat.sql).
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- Editable rows carry updated_at and version; the bump happens here whatever the client sends,
-- so an update guarded by "version = what the editor loaded" cannot be silently overwritten.
-- (Redefined identically by 20261121001000_access_and_org.sql, which owns the audit machinery.)
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

create table public.staff (
  id uuid primary key default gen_random_uuid(),
  -- The sign-in behind this person; losing it keeps the person and their history.
  user_id uuid constraint staff_user_id_key unique references auth.users (id) on delete set null,
  email text not null
    constraint staff_email_key unique
    -- Emails are compared as stored (the guard uses exact equality), so only one spelling exists.
    constraint staff_email_lower_check check (email = lower(btrim(email)))
    -- On the normalised form, so a stray space or capital is reported by the rule above, not this one.
    constraint staff_email_format_check
    check (lower(btrim(email)) ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  name text not null constraint staff_name_check check (length(btrim(name)) between 1 and 120),
  phone text constraint staff_phone_check check (phone is null or phone ~ '^\+?[0-9 ()-]{6,20}$'),
  department text,
  designation text not null
    constraint staff_designation_check
    check (designation in ('sales', 'designer', 'production', 'accounts', 'admin')),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1 constraint staff_version_check check (version > 0)
);
comment on table public.staff is 'People who work for the business; designation decides what they may do.';
create index staff_designation_idx on public.staff (designation) where active;

create trigger staff_touch before update on public.staff
  for each row execute function public.touch_row();

-- Staff and sign-ins meet by email, whichever comes first: an admin adds the person, the person's
-- sign-in is created (Supabase invite or sign-up; the embedded seed), and the two are linked.
create or replace function public.link_staff_to_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.staff s set user_id = new.id
   where s.email = lower(btrim(new.email)) and s.user_id is null;
  return new;
end;
$$;
create trigger on_auth_user_created_link_staff after insert on auth.users
  for each row execute function public.link_staff_to_new_user();

create or replace function public.link_new_staff_to_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is null then
    select u.id into new.user_id
      from auth.users u
     where lower(u.email) = lower(btrim(new.email))
       and not exists (select 1 from public.staff s where s.user_id = u.id);
  end if;
  return new;
end;
$$;
create trigger staff_link_user before insert on public.staff
  for each row execute function public.link_new_staff_to_user();

-- Who is asking. SECURITY DEFINER so the lookup is not itself filtered by the staff policies;
-- STABLE so a policy wrapping it in (select ...) evaluates it once per statement.
-- A deactivated person is nobody: every policy built on these refuses them.
create or replace function public.current_staff_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.id from public.staff s where s.user_id = auth.uid() and s.active
$$;

create or replace function public.current_designation()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.designation from public.staff s where s.user_id = auth.uid() and s.active
$$;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_designation() = 'admin', false)
$$;

-- Staff with the sales designation: the list the adonai-users guard asks for. security_invoker so
-- the staff policies apply to whoever reads it (a plain view would run as its owner).
create view public.sales_users with (security_invoker = true) as
  select s.id, s.email, s.name, s.phone, s.department, s.designation
    from public.staff s
   where s.active and s.designation = 'sales';
comment on view public.sales_users is 'Active staff with the sales designation (read by the adonai-users guard).';

alter table public.staff enable row level security;

-- Any signed-in, active staff member reads the staff list (and so sales_users); everyone may read
-- their own row, so sign-in can tell a deactivated person why they are refused.
create policy staff_read on public.staff for select to authenticated
  using ((select public.current_staff_id()) is not null or user_id = (select auth.uid()));
create policy staff_admin_insert on public.staff for insert to authenticated
  with check ((select public.is_admin()));
create policy staff_admin_update on public.staff for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy staff_admin_delete on public.staff for delete to authenticated
  using ((select public.is_admin()));

grant select, insert, update, delete on public.staff to authenticated;
grant select on public.sales_users to authenticated;
-- Signed out, the guard's list is empty rather than an error (no policy lets anon see a row): a
-- stale stored login is sent to sign in again, not to "access refused".
grant select on public.staff, public.sales_users to anon;
revoke insert, update, delete, truncate, references, trigger on public.staff from anon;

grant execute on function public.current_staff_id(), public.current_designation(), public.is_admin()
  to anon, authenticated, service_role;
