-- Embedded-only compatibility schema: the part of the Supabase platform the migrations rely on,
-- for databases that are not Supabase (PGlite in the browser and in node tests, plain PostgreSQL
-- in `npm run db:check`). Loaded BEFORE supabase/migrations and never applied to Supabase, which
-- has all of this already. Every statement is idempotent so it can run against a database that
-- has part of it (a cluster keeps its roles when a database is dropped).
--
-- Mirrors Supabase:
--   * roles anon, authenticated, service_role, and the default privileges Supabase grants them on
--     the public schema, so row-level security is the real gate here as it is there;
--   * schema extensions with pgcrypto (PGlite ships it as @electric-sql/pglite/contrib/pgcrypto);
--   * auth.users with bcrypt password hashes (pgcrypto crypt/gen_salt('bf'), as GoTrue stores them);
--   * auth.uid(), auth.role(), auth.email(), auth.jwt() read from request.jwt.claims, which the
--     embedded DataSource sets per transaction the way PostgREST does.
-- Adds, for the embedded sign-in only: auth.sign_in_with_password() and auth.create_user().

do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

grant usage on schema public to anon, authenticated, service_role;
-- Supabase grants these on everything postgres creates in public; policies then decide.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  banned_until timestamptz,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- GoTrue keeps emails unique case-insensitively; so do we.
create unique index if not exists users_email_key on auth.users (lower(email));

-- The same definitions as Supabase's: the claims PostgREST puts in request.jwt.claims.
create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

-- The embedded stand-in for GoTrue's password grant: the user when the password matches, no row
-- otherwise (never says which of email or password was wrong). Runs as the database owner before
-- any caller role is set, as GoTrue runs outside PostgREST; no client role may call it.
create or replace function auth.sign_in_with_password(p_email text, p_password text)
returns table (user_id uuid, user_email text, user_role text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
    update auth.users as u
       set last_sign_in_at = now()
     where lower(u.email) = lower(btrim(p_email))
       and u.encrypted_password is not null
       and u.encrypted_password = extensions.crypt(p_password, u.encrypted_password)
       and (u.banned_until is null or u.banned_until <= now())
    returning u.id, u.email, u.role;
end;
$$;

-- The embedded stand-in for an admin creating a sign-in (GoTrue's admin API). bcrypt cost 8 keeps
-- a sign-in check under a tenth of a second in WebAssembly.
create or replace function auth.create_user(p_email text, p_password text)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into auth.users (email, encrypted_password, email_confirmed_at)
  values (lower(btrim(p_email)), extensions.crypt(p_password, extensions.gen_salt('bf', 8)), now())
  returning id
$$;

revoke all on function auth.sign_in_with_password(text, text) from public, anon, authenticated;
revoke all on function auth.create_user(text, text) from public, anon, authenticated;
