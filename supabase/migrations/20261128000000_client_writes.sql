-- Who is writing (issue 20): a client, or the database on a client's behalf. PostgREST runs each
-- request as `authenticated` (or `anon`), and the embedded DataSource does `set local role
-- authenticated`; a workflow function declared `security definer` runs as its owner, and so do
-- migrations, seeds and Supabase's service role. A trigger that keeps workflow columns (status,
-- results, totals) to the functions that own them asks this, never a session setting: any client
-- can `set_config` a setting, but none can become the owner of a function.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.
create or replace function public.is_client_write()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('authenticated', 'anon')
$$;
comment on function public.is_client_write() is
  'True when the statement runs as a client role (authenticated, anon), false inside a security definer function, a migration or the service role.';
revoke execute on function public.is_client_write() from public, anon;
grant execute on function public.is_client_write() to authenticated;
