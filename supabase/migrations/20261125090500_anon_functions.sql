-- Signed out, nobody calls the business's functions (issue 15). Supabase grants EXECUTE on every
-- function in public to anon (default privileges), and PostgreSQL to PUBLIC, so several helper
-- functions were callable with nothing but the anon key. This sorts after every other migration
-- of the day and closes them all; anon keeps only what a signed-out request needs:
--   current_staff_id()   the staff read policy, asked when the sales_users guard reads its list
--                        signed out (an empty list, not an error).
-- Sign-in itself needs none: on Supabase it is GoTrue's; embedded, auth.sign_in_with_password()
-- runs as the database owner before any role is set.
--
-- Who else could call a function keeps it: authenticated and service_role get an explicit grant
-- wherever they could execute it before (through PUBLIC or their own grant), and lose it nowhere.
-- Functions added later are closed to anon and PUBLIC by default; Supabase's default grant to
-- authenticated in public stays. supabase/tests/anon-functions.test.ts compares what anon can
-- execute with an explicit allow-list.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

do $$
declare
  v_function record;
begin
  for v_function in
    select p.oid::regprocedure as signature,
           has_function_privilege('authenticated', p.oid, 'execute') as for_authenticated,
           has_function_privilege('service_role', p.oid, 'execute') as for_service_role
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       -- Functions of extensions installed in public belong to the extension, not to this schema.
       and not exists (
         select 1 from pg_catalog.pg_depend d
          where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
       )
  loop
    if v_function.for_authenticated then
      execute format('grant execute on routine %s to authenticated', v_function.signature);
    end if;
    if v_function.for_service_role then
      execute format('grant execute on routine %s to service_role', v_function.signature);
    end if;
    execute format('revoke execute on routine %s from public, anon', v_function.signature);
  end loop;
end;
$$;

grant execute on function public.current_staff_id() to anon;

-- Later functions: no EXECUTE for PUBLIC (a global default: per-schema defaults cannot take away
-- what the global one gives) and none for anon in public (Supabase's per-schema grant).
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, public;
