-- Installation and handover (issue 24): the matrix decides who books an order's installation
-- (installation.book) and who keeps and signs off its handover (handover.sign). The same table-driven
-- shape as 150_permission_matrix.sql (which is full): one scratch person per seeded role holding
-- exactly that role, made designer and relationship manager of the probe order's project so that
-- seeing it does not confound the question; every probe runs in a sub-block always rolled back;
-- allowed when the role holds the code, refused (42501, or no row touched under row-level security)
-- when not. Then the matrix changes (handover.sign taken from the Production lead, installation.book
-- given to the Machine operator) and the probes answer the other way. Also: signing a handover of a
-- dispatched order leaves it installed with its snag a task. PGlite and PostgreSQL; rolled back.

create temp table install_fixture (name text primary key, value text not null) on commit drop;
insert into install_fixture
select 'order', o.id::text from public.sales_orders o where o.status = 'dispatched' order by o.number limit 1;
insert into install_fixture select 'proj', project_id::text from public.sales_orders where id = (select value::uuid from install_fixture where name = 'order');
do $$
declare
  v_handover uuid;
begin
  if (select count(*) from install_fixture) <> 2 then
    raise exception 'the seed should have a dispatched order';
  end if;
  insert into public.handovers (order_id, checklist)
  values ((select value::uuid from install_fixture where name = 'order'),
          '[{"label": "Wardrobe", "installed": true}, {"label": "Loft", "installed": false}]')
  returning id into v_handover;
  insert into public.handover_snags (handover_id, description) values (v_handover, 'Loft shutter to follow');
  insert into install_fixture values ('handover', v_handover::text),
    ('signature', (select value from install_fixture where name = 'proj') || '/documents/matrix-signature.png');
end;
$$;

create temp table install_spec (probe_name text not null, permission text not null, probe text not null) on commit drop;
insert into install_spec values
  ('book installation', 'installation.book', $$select public.book_installation({order}, now() + interval '2 days')$$),
  ('open handover', 'handover.sign', $$select public.open_handover({order})$$),
  ('answer checklist', 'handover.sign', $$update public.handovers set checklist = '[{"label": "Wardrobe", "installed": false}, {"label": "Loft", "installed": false}]', version = version + 1 where id = {handover}$$),
  ('add snag', 'handover.sign', $$insert into public.handover_snags (handover_id, description) values ({handover}, 'Matrix snag')$$),
  ('sign handover', 'handover.sign', $$select public.sign_handover({order}, 'Matrix Client', {signature})$$);

create temp table install_person (role_id uuid, role_name text, staff_id uuid, user_id uuid) on commit drop;
create temp table install_result (role_name text, probe_name text, expected text, got text, detail text) on commit drop;
do $$
declare
  v_role record;
  v_user uuid;
  v_staff uuid;
begin
  for v_role in
    select r.id, r.name, coalesce((select s.designation from public.staff_roles sr join public.staff s on s.id = sr.staff_id
                                    where sr.role_id = r.id group by 1 order by count(*) desc limit 1), 'designer') as designation
      from public.roles r
  loop
    insert into auth.users (email, email_confirmed_at)
    values ('install.' || replace(lower(v_role.name), ' ', '.') || '@fpw.in', now()) returning id into v_user;
    insert into public.staff (email, name, designation, user_id)
    values ('install.' || replace(lower(v_role.name), ' ', '.') || '@fpw.in', 'Install ' || v_role.name, v_role.designation, v_user)
    returning id into v_staff;
    insert into public.staff_roles (staff_id, role_id) values (v_staff, v_role.id);
    insert into install_person values (v_role.id, v_role.name, v_staff, v_user);
  end loop;
end;
$$;

create function pg_temp.install_run(p_roles text[]) returns void language plpgsql as $run$
declare
  v_person record;
  v_spec record;
  v_fixture record;
  v_sql text;
  v_rows bigint;
  v_state text;
  v_message text;
  v_got text;
begin
  for v_person in select * from install_person where p_roles is null or role_name = any (p_roles) order by role_name loop
    update public.projects set designer_id = v_person.staff_id, relationship_manager_id = v_person.staff_id
     where id = (select value::uuid from install_fixture where name = 'proj');
    for v_spec in
      select s.*, exists (select 1 from public.role_permissions rp
                           where rp.role_id = v_person.role_id and rp.permission_code = s.permission) as holds
        from install_spec s order by s.probe_name
    loop
      v_sql := v_spec.probe;
      for v_fixture in select * from install_fixture loop
        v_sql := replace(v_sql, '{' || v_fixture.name || '}', quote_literal(v_fixture.value));
      end loop;
      v_state := null;
      v_message := null;
      perform set_config('request.jwt.claims', json_build_object('sub', v_person.user_id, 'role', 'authenticated')::text, true);
      set local role authenticated;
      begin
        execute v_sql;
        get diagnostics v_rows = row_count;
        raise exception 'install probe rolled back' using errcode = 'MX000';
      exception
        when sqlstate 'MX000' then null;
        when others then
          v_state := sqlstate;
          v_message := sqlerrm;
      end;
      reset role;
      perform set_config('request.jwt.claims', '', true);
      v_got := case
        when v_state is null and v_rows > 0 then 'allowed'
        when v_state is null then 'refused'
        when v_state = '42501' then 'refused'
        else 'broken probe' end;
      insert into install_result values (v_person.role_name, v_spec.probe_name,
        case when v_spec.holds then 'allowed' else 'refused' end, v_got, coalesce(v_state || ' ' || v_message, v_rows || ' rows'));
    end loop;
  end loop;
end;
$run$;

do $$
declare
  v_wrong text;
  v_order uuid := (select value::uuid from install_fixture where name = 'order');
  v_signature text := (select value from install_fixture where name = 'signature');
begin
  perform pg_temp.install_run(null);
  if (select count(distinct role_name) from install_result where got = 'allowed') < 2
     or (select count(distinct role_name) from install_result where got = 'refused') < 2 then
    raise exception 'the installation matrix should both allow and refuse';
  end if;
  select string_agg(format('%s / %s: expected %s, got %s (%s)', role_name, probe_name, expected, got, detail), E'\n')
    into v_wrong from install_result where expected <> got;
  if v_wrong is not null then
    raise exception E'the installation matrix does not decide:\n%', v_wrong;
  end if;

  -- The matrix changes: the same probes answer the other way.
  delete from public.role_permissions
   where role_id = (select id from public.roles where name = 'Production lead') and permission_code = 'handover.sign';
  insert into public.role_permissions (role_id, permission_code)
  select id, 'installation.book' from public.roles where name = 'Machine operator';
  delete from install_result;
  perform pg_temp.install_run(array['Production lead', 'Machine operator']);
  if exists (select 1 from install_result where role_name = 'Production lead' and probe_name = 'sign handover' and got <> 'refused')
     or exists (select 1 from install_result where role_name = 'Machine operator' and probe_name = 'book installation' and got <> 'allowed') then
    raise exception 'a change to the matrix should change the answers: %',
      (select string_agg(format('%s / %s: %s (%s)', role_name, probe_name, got, detail), '; ') from install_result);
  end if;

  -- Signing for real (as the administrator): the dispatched order is installed, its snag is a task.
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'priya.nair@fpw.in'))::text, true);
  set local role authenticated;
  perform public.sign_handover(v_order, 'Matrix Client', v_signature);
  reset role;
  perform set_config('request.jwt.claims', '', true);
  if (select status::text from public.sales_orders where id = (select value::uuid from install_fixture where name = 'order')) <> 'installed'
     or exists (select 1 from public.handover_snags where handover_id = (select value::uuid from install_fixture where name = 'handover') and task_id is null)
     or (select warranty_until from public.handovers where id = (select value::uuid from install_fixture where name = 'handover')) is null then
    raise exception 'a signed handover installs the order, makes its snags tasks and starts the warranty';
  end if;
end;
$$;
