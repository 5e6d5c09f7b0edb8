-- Service for clients (issue 24): the matrix decides who reads and works clients' support tickets
-- and books their service visits (ticket.client). The same table-driven shape as
-- 190_installation_matrix.sql: one scratch person per seeded role holding exactly that role, made
-- designer and relationship manager of the probe order's project so that seeing the client and the
-- order does not confound the question; every probe runs in a sub-block always rolled back; allowed
-- when the role holds the code, refused (42501, or no row seen or touched under row-level security)
-- when not. Then the matrix changes (ticket.client taken from the Production lead, given to the
-- Accountant) and the probes answer the other way. Also: exactly one customer per ticket, and an
-- order of another client refused. PGlite and PostgreSQL; rolled back.

create temp table ticket_fixture (name text primary key, value text not null) on commit drop;
insert into ticket_fixture
select 'order', o.id::text from public.sales_orders o where o.status = 'installed' order by o.number limit 1;
insert into ticket_fixture select 'proj', project_id::text from public.sales_orders where id = (select value::uuid from ticket_fixture where name = 'order');
insert into ticket_fixture select 'client', client_id::text from public.sales_orders where id = (select value::uuid from ticket_fixture where name = 'order');
insert into ticket_fixture
select 'other_order', o.id::text from public.sales_orders o
 where o.client_id <> (select value::uuid from ticket_fixture where name = 'client') order by o.number limit 1;
do $$
declare
  v_ticket uuid;
begin
  if (select count(*) from ticket_fixture) <> 4 then
    raise exception 'the seed should have an installed order and an order of another client';
  end if;
  insert into public.support_tickets (client_id, order_id, subject, priority)
  values ((select value::uuid from ticket_fixture where name = 'client'),
          (select value::uuid from ticket_fixture where name = 'order'), 'Matrix hinge', 'high')
  returning id into v_ticket;
  insert into ticket_fixture values ('ticket', v_ticket::text);
end;
$$;

create temp table ticket_spec (probe_name text not null, permission text not null, probe text not null) on commit drop;
insert into ticket_spec values
  ('open client ticket', 'ticket.client', $$insert into public.support_tickets (client_id, order_id, subject) values ({client}, {order}, 'Matrix drawer')$$),
  ('read client ticket', 'ticket.client', $$select 1 from public.support_tickets_list where id = {ticket}$$),
  ('change client ticket', 'ticket.client', $$update public.support_tickets set status = 'waiting_on_customer', version = version + 1 where id = {ticket}$$),
  ('reply on client ticket', 'ticket.client', $$insert into public.support_ticket_messages (ticket_id, body) values ({ticket}, 'Matrix reply')$$),
  ('book service visit', 'ticket.client', $$select public.book_service_visit({ticket}, now() + interval '2 days', now() + interval '2 days 2 hours')$$);

create temp table ticket_person (role_id uuid, role_name text, staff_id uuid, user_id uuid) on commit drop;
create temp table ticket_result (role_name text, probe_name text, expected text, got text, detail text) on commit drop;
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
    values ('tickets.' || replace(lower(v_role.name), ' ', '.') || '@fpw.in', now()) returning id into v_user;
    insert into public.staff (email, name, designation, user_id)
    values ('tickets.' || replace(lower(v_role.name), ' ', '.') || '@fpw.in', 'Tickets ' || v_role.name, v_role.designation, v_user)
    returning id into v_staff;
    insert into public.staff_roles (staff_id, role_id) values (v_staff, v_role.id);
    insert into ticket_person values (v_role.id, v_role.name, v_staff, v_user);
  end loop;
end;
$$;

create function pg_temp.ticket_run(p_roles text[]) returns void language plpgsql as $run$
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
  for v_person in select * from ticket_person where p_roles is null or role_name = any (p_roles) order by role_name loop
    update public.projects set designer_id = v_person.staff_id, relationship_manager_id = v_person.staff_id
     where id = (select value::uuid from ticket_fixture where name = 'proj');
    for v_spec in
      select s.*, exists (select 1 from public.role_permissions rp
                           where rp.role_id = v_person.role_id and rp.permission_code = s.permission) as holds
        from ticket_spec s order by s.probe_name
    loop
      v_sql := v_spec.probe;
      for v_fixture in select * from ticket_fixture loop
        v_sql := replace(v_sql, '{' || v_fixture.name || '}', quote_literal(v_fixture.value));
      end loop;
      v_state := null;
      v_message := null;
      perform set_config('request.jwt.claims', json_build_object('sub', v_person.user_id, 'role', 'authenticated')::text, true);
      set local role authenticated;
      begin
        execute v_sql;
        get diagnostics v_rows = row_count;
        raise exception 'ticket probe rolled back' using errcode = 'MX000';
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
      insert into ticket_result values (v_person.role_name, v_spec.probe_name,
        case when v_spec.holds then 'allowed' else 'refused' end, v_got, coalesce(v_state || ' ' || v_message, v_rows || ' rows'));
    end loop;
  end loop;
end;
$run$;

do $$
declare
  v_wrong text;
  v_state text;
begin
  perform pg_temp.ticket_run(null);
  if (select count(distinct role_name) from ticket_result where got = 'allowed') < 2
     or (select count(distinct role_name) from ticket_result where got = 'refused') < 2 then
    raise exception 'the client ticket matrix should both allow and refuse';
  end if;
  select string_agg(format('%s / %s: expected %s, got %s (%s)', role_name, probe_name, expected, got, detail), E'\n')
    into v_wrong from ticket_result where expected <> got;
  if v_wrong is not null then
    raise exception E'the client ticket matrix does not decide:\n%', v_wrong;
  end if;

  -- The matrix changes: the same probes answer the other way.
  delete from public.role_permissions
   where role_id = (select id from public.roles where name = 'Production lead') and permission_code = 'ticket.client';
  insert into public.role_permissions (role_id, permission_code)
  select id, 'ticket.client' from public.roles where name = 'Accountant';
  delete from ticket_result;
  perform pg_temp.ticket_run(array['Production lead', 'Accountant']);
  if exists (select 1 from ticket_result where role_name = 'Production lead' and got <> 'refused')
     or exists (select 1 from ticket_result where role_name = 'Accountant' and got <> 'allowed') then
    raise exception 'a change to the matrix should change the answers: %',
      (select string_agg(format('%s / %s: %s (%s)', role_name, probe_name, got, detail), '; ') from ticket_result);
  end if;

  -- Exactly one customer: neither, or both, is refused.
  begin
    insert into public.support_tickets (subject) values ('Nobody''s');
    v_state := 'none';
  exception when check_violation then v_state := 'refused';
  end;
  if v_state <> 'refused' then
    raise exception 'a ticket without a customer should be refused';
  end if;
  begin
    insert into public.support_tickets (subscriber_id, client_id, subject)
    values ((select id from public.subscribers order by business_name limit 1),
            (select value::uuid from ticket_fixture where name = 'client'), 'Both');
    v_state := 'none';
  exception when check_violation then v_state := 'refused';
  end;
  if v_state <> 'refused' then
    raise exception 'a ticket of a subscriber and a client at once should be refused';
  end if;
  -- An order of another client is not this client's.
  begin
    insert into public.support_tickets (client_id, order_id, subject)
    values ((select value::uuid from ticket_fixture where name = 'client'),
            (select value::uuid from ticket_fixture where name = 'other_order'), 'Wrong order');
    v_state := 'none';
  exception when foreign_key_violation then v_state := 'refused';
  end;
  if v_state <> 'refused' then
    raise exception 'a ticket on another client''s order should be refused';
  end if;
end;
$$;
