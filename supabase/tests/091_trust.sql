-- Issue 15 on PostgreSQL 15 (npm run db:check), mirroring the node tests anon-functions,
-- confirmed-sign-ins, caller-stamps and permission-rules. Runs inside a transaction that is rolled back.

-- Signed out, only current_staff_id() may be executed (the staff read policy asks it).
do $$
declare
  v_open text;
begin
  select string_agg(p.oid::regprocedure::text, ', ' order by 1) into v_open
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute');
  if v_open is distinct from 'current_staff_id()' then
    raise exception 'anon may execute: %', v_open;
  end if;
end;
$$;

-- An unconfirmed sign-up does not get the staff row; confirming it links it.
do $$
declare
  v_user uuid;
begin
  insert into public.staff (email, name, designation) values ('zara.quint@fpw.in', 'Zara Quint', 'accounts');
  insert into auth.users (email) values ('zara.quint@fpw.in') returning id into v_user;
  if (select user_id from public.staff where email = 'zara.quint@fpw.in') is not null then
    raise exception 'an unconfirmed sign-up got a staff row';
  end if;
  update auth.users set email_confirmed_at = now() where id = v_user;
  if (select user_id from public.staff where email = 'zara.quint@fpw.in') is distinct from v_user then
    raise exception 'confirming the e-mail did not link the staff row';
  end if;
end;
$$;

-- As the designer: a task "created by" the administrator is stored as hers; as the sales
-- executive: approving a sent quotation is refused (proposal.approve is the sales manager's).
select set_config('request.jwt.claims',
  json_build_object('sub', (select user_id from public.staff where email = 'meera.iyer@fpw.in'),
                    'role', 'authenticated')::text, true);
set local role authenticated;
do $$
declare
  v_mine boolean;
begin
  insert into public.tasks (title, created_by)
  values ('Check the wardrobe shutters', (select id from public.staff where email = 'priya.nair@fpw.in'))
  returning created_by = public.current_staff_id() into v_mine;
  if not v_mine then
    raise exception 'a designer created a task in the administrator''s name';
  end if;
end;
$$;
reset role;

select set_config('request.jwt.claims',
  json_build_object('sub', (select user_id from public.staff where email = 'asha.rao@fpw.in'),
                    'role', 'authenticated')::text, true);
set local role authenticated;
-- Since issue 20 the status moves only through set_quotation_status (and asha.rao sees no project
-- with a sent quotation): the sent quotation is picked as the owner, the function refuses her.
do $$
declare
  v_id uuid;
  v_version integer;
begin
  reset role;
  select id, version into v_id, v_version from public.quotations where status = 'sent' order by number limit 1;
  set local role authenticated;
  if v_id is null then
    raise exception 'no sent quotation to try';
  end if;
  begin
    perform public.set_quotation_status(v_id, v_version, 'approved');
    raise exception 'a sales executive approved a quotation';
  exception when insufficient_privilege then
    null;
  end;
end;
$$;
reset role;
