-- Issue 20, findings 1, 4, 8 and 9 on PostgreSQL 15 (npm run db:check), mirroring the node tests
-- crm-reads-and-values and versions-in-the-database. Runs inside a transaction that is rolled back.

-- Every table with a version column has the touch trigger.
do $$
declare
  v_missing text;
begin
  select string_agg(c.table_name, ', ') into v_missing
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
   where c.table_schema = 'public' and c.column_name = 'version' and t.table_type = 'BASE TABLE'
     and not exists (
       select 1 from pg_catalog.pg_trigger g
        where g.tgrelid = format('public.%I', c.table_name)::regclass
          and g.tgfoid = 'public.touch_row()'::regprocedure and not g.tgisinternal);
  if v_missing is not null then
    raise exception 'versioned tables without touch_row: %', v_missing;
  end if;
end;
$$;

-- As the designer: no leads, contacts or companies; only the clients of her projects; no analytics.
select set_config('request.jwt.claims',
  json_build_object('sub', (select user_id from public.staff where email = 'meera.iyer@fpw.in'),
                    'role', 'authenticated')::text, true);
set local role authenticated;
do $$
declare
  v_other integer;
begin
  if exists (select 1 from public.leads) or exists (select 1 from public.contacts)
     or exists (select 1 from public.companies) then
    raise exception 'a designer reads CRM tables';
  end if;
  select count(*) into v_other from public.clients c
   where not exists (select 1 from public.projects p where p.client_id = c.id);
  if v_other > 0 then
    raise exception 'a designer reads % clients with no project of hers', v_other;
  end if;
  if not exists (select 1 from public.clients) then
    raise exception 'a designer no longer reads the clients of her projects';
  end if;
  begin
    perform public.business_analytics('2026-01-01', '2026-12-31');
    raise exception 'a designer read business analytics';
  exception when insufficient_privilege then
    null;
  end;
end;
$$;
reset role;

-- As the machine operator: no contacts or companies; the orders' clients by name through the order.
select set_config('request.jwt.claims',
  json_build_object('sub', (select user_id from public.staff where email = 'imran.shaikh@fpw.in'),
                    'role', 'authenticated')::text, true);
set local role authenticated;
do $$
begin
  if exists (select 1 from public.contacts) or exists (select 1 from public.companies) then
    raise exception 'a machine operator reads contacts or companies';
  end if;
  if exists (select 1 from public.clients c where not exists (select 1 from public.sales_orders o where o.client_id = c.id)) then
    raise exception 'a machine operator reads clients with no order';
  end if;
  if exists (select 1 from public.orders_list where client_name is null) then
    raise exception 'the order page lost the client''s name for production';
  end if;
  begin
    perform public.business_analytics('2026-01-01', '2026-12-31');
    raise exception 'a machine operator read business analytics';
  exception when insufficient_privilege then
    null;
  end;
end;
$$;
reset role;

-- As the accountant: analytics answer (analytics.view), the CRM does not.
select set_config('request.jwt.claims',
  json_build_object('sub', (select user_id from public.staff where email = 'kavya.menon@fpw.in'),
                    'role', 'authenticated')::text, true);
set local role authenticated;
do $$
begin
  if exists (select 1 from public.contacts) or exists (select 1 from public.leads) then
    raise exception 'accounts read CRM tables';
  end if;
  if public.business_analytics('2026-01-01', '2026-12-31') is null then
    raise exception 'accounts got no business analytics';
  end if;
end;
$$;
reset role;

-- As the sales executive: an update without the version is refused, with it goes through; a lead
-- e-mail with a hidden copy is refused by its check.
select set_config('request.jwt.claims',
  json_build_object('sub', (select user_id from public.staff where email = 'asha.rao@fpw.in'),
                    'role', 'authenticated')::text, true);
set local role authenticated;
do $$
declare
  v_lead uuid;
  v_version integer;
  v_after integer;
begin
  select l.id, l.version into v_lead, v_version
    from public.leads l join public.staff s on s.id = l.owner_id
   where s.email = 'asha.rao@fpw.in' order by l.id limit 1;
  begin
    update public.leads set notes = 'overwritten' where id = v_lead;
    raise exception 'an update without the version went through';
  exception when serialization_failure then
    null;
  end;
  update public.leads set notes = 'called back', version = v_version + 1
   where id = v_lead and version = v_version
  returning version into v_after;
  if v_after is distinct from v_version + 1 then
    raise exception 'an update with the version was not saved once (version %)', v_after;
  end if;
  begin
    update public.leads set email = 'x@y.co?bcc=spy@evil.example', version = version + 1 where id = v_lead;
    raise exception 'a lead e-mail with a hidden copy was stored';
  exception when check_violation then
    if sqlerrm not like '%leads_email_check%' then
      raise;
    end if;
  end;
  -- The security invoker functions the pages call carry the version.
  perform public.log_follow_up(v_lead, p_comment => 'Spoke about the wardrobe');
end;
$$;
reset role;

-- The same checks on every e-mail and phone column.
do $$
declare
  v_case record;
begin
  for v_case in
    select * from (values
      ($s$insert into public.contacts (name, email) values ('X', 'x@y.co?bcc=spy@evil.example')$s$, 'contacts_email_check'),
      ($s$insert into public.companies (name, email) values ('X', 'a&b@y.co')$s$, 'companies_email_check'),
      ($s$insert into public.clients (name, email) values ('X', 'x@y.co?cc=z@w.in')$s$, 'clients_email_check'),
      ($s$insert into public.contacts (name, phone) values ('X', '(+91) 98450 123 04')$s$, 'contacts_phone_check'),
      ($s$update public.staff set phone = '(((---)))' where email = 'asha.rao@fpw.in'$s$, 'staff_phone_check')
    ) as c(statement, constraint_name)
  loop
    begin
      execute v_case.statement;
      raise exception 'accepted: %', v_case.statement;
    exception when check_violation then
      if sqlerrm not like '%' || v_case.constraint_name || '%' then
        raise;
      end if;
    end;
  end loop;
  insert into public.contacts (name, email, phone) values ('Riya Sen', 'riya.sen@example.in', '+91 98450 123 04');
end;
$$;
