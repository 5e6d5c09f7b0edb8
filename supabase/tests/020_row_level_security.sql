-- Row-level security per role on real PostgreSQL (npm run db:check), the way PostgREST runs a
-- request: role authenticated (or anon) with the caller's claims in request.jwt.claims. Mirrors
-- supabase/tests/row-level-security.test.ts (PGlite). Changes made while checking are rolled back.

create schema if not exists fpw_test;
grant usage on schema fpw_test to anon, authenticated;

-- Becomes the seeded person (null: signed out) for the rest of the transaction. A person without
-- a sign-in yet (when seed-auth.sql did not run) gets one, linked to their staff row by email.
create or replace function fpw_test.act_as(p_email text)
returns void
language plpgsql
as $$
declare
  v_user uuid;
begin
  perform set_config('role', 'none', true);
  if p_email is null then
    perform set_config('request.jwt.claims', '{"role": "anon"}', true);
    perform set_config('role', 'anon', true);
    return;
  end if;
  select u.id into v_user from auth.users u where lower(u.email) = p_email;
  if v_user is null then
    -- Confirmed: staff rows link only to confirmed sign-ins (20261125090400).
    insert into auth.users (email, email_confirmed_at) values (p_email, now()) returning id into v_user;
  end if;
  perform set_config('request.jwt.claims',
    json_build_object('sub', v_user, 'role', 'authenticated', 'email', p_email)::text, true);
  perform set_config('role', 'authenticated', true);
end;
$$;

-- Did the statement run and touch (or return) at least one row? Refusals by privilege count as no.
create or replace function fpw_test.affects(p_sql text)
returns boolean
language plpgsql
as $$
declare
  v_rows integer;
begin
  begin
    execute p_sql;
    get diagnostics v_rows = row_count;
    return v_rows > 0;
  exception when insufficient_privilege then
    return false;
  end;
end;
$$;

create or replace function fpw_test.expect_people(p_what text, p_actual text[], p_expected text[])
returns void
language plpgsql
as $$
begin
  if p_actual is distinct from p_expected then
    raise exception '%: expected %, got %', p_what, p_expected, p_actual;
  end if;
end;
$$;

grant execute on all functions in schema fpw_test to anon, authenticated;

do $$
declare
  v_people text[] := array['sales', 'designer', 'production', 'accounts', 'admin', 'inactive'];
  v_emails jsonb := '{"sales": "asha.rao@fpw.in", "designer": "meera.iyer@fpw.in", "production": "rahul.verma@fpw.in",
                      "accounts": "kavya.menon@fpw.in", "admin": "priya.nair@fpw.in", "inactive": "arjun.desai@fpw.in"}';
  v_all_staff text[] := array['sales', 'designer', 'production', 'accounts', 'admin'];
  v_case record;
  v_person text;
  v_allowed text[];
begin
  -- Who reads: at least one row visible.
  for v_case in
    select * from (values
      ('sales_users', v_all_staff),
      ('subscribers', v_all_staff),
      -- Designers and production see none of the CRM (20261125030000_crm_access).
      ('leads', array['sales', 'admin']),
      ('deals', array['sales', 'admin']),
      ('clients', v_all_staff),
      ('projects', v_all_staff),
      ('payments', array['sales', 'accounts', 'admin']),
      ('designs', v_all_staff),
      ('quotation_summaries', v_all_staff),
      ('stock_on_hand', v_all_staff),
      ('document_counters', array['admin'])
    ) as c(relation, expected)
  loop
    v_allowed := '{}';
    foreach v_person in array v_people loop
      begin
        perform fpw_test.act_as(v_emails ->> v_person);
        if fpw_test.affects(format('select 1 from public.%I limit 1', v_case.relation)) then
          v_allowed := v_allowed || v_person;
        end if;
        raise sqlstate 'FPRBK';
      exception when sqlstate 'FPRBK' then null;
      end;
    end loop;
    perform fpw_test.expect_people('readers of ' || v_case.relation, v_allowed, v_case.expected);
  end loop;

  -- Who writes: a no-op update of an existing row passes every policy or none.
  for v_case in
    select * from (values
      ('staff', 'true', array['admin']),
      ('org_settings', 'true', array['admin']),
      ('subscribers', 'true', array['sales', 'admin']),
      ('leads', 'true', array['sales', 'admin']),
      -- projects.edit on a project one sees (the sales executive holds projects.add only).
      ('projects', 'true', array['designer', 'production', 'admin']),
      -- Payments are append-only (issue 20): corrected by a reversal entry, never updated.
      ('payments', 'true', array[]::text[]),
      ('recces', 'true', array['designer', 'admin']),
      ('designs', 'true', array['designer', 'admin']),
      ('boq_items', 'true', array['sales', 'designer', 'admin']),
      -- Since issue 20: a draft is written by who sees its project (the sales executive here sees
      -- no draft), and production moves orders only through move_order_status.
      ('quotations', 'status = ''draft''', array['admin']),
      ('sales_orders', 'true', array['admin']),
      ('panels', 'true', array['production', 'admin']),
      ('cutting_plans', 'true', array['production', 'admin']),
      ('stock_items', 'true', array['production', 'admin'])
    ) as c(relation, filter, expected)
  loop
    v_allowed := '{}';
    foreach v_person in array v_people loop
      begin
        perform fpw_test.act_as(v_emails ->> v_person);
        if fpw_test.affects(format(
          -- A versioned row's update carries its version (issue 20), so the answer is the policies'.
          'update public.%1$I set updated_at = updated_at%3$s where id = (select id from public.%1$I where %2$s order by id limit 1)',
          v_case.relation, v_case.filter,
          case when exists (select 1 from information_schema.columns
                             where table_schema = 'public' and table_name = v_case.relation and column_name = 'version')
               then ', version = version + 1' else '' end)) then
          v_allowed := v_allowed || v_person;
        end if;
        raise sqlstate 'FPRBK';
      exception when sqlstate 'FPRBK' then null;
      end;
    end loop;
    perform fpw_test.expect_people('writers of ' || v_case.relation, v_allowed, v_case.expected);
  end loop;

  -- Who records stock movements: production (and admins) only; nobody rewrites them.
  v_allowed := '{}';
  foreach v_person in array v_people loop
    begin
      perform fpw_test.act_as(v_emails ->> v_person);
      if fpw_test.affects($q$insert into public.stock_movements (stock_item_id, kind, quantity, reference)
                            values (md5('fpw:stock-item:HW-LEG-100')::uuid, 'purchase', 50, 'PO-TEST')$q$) then
        v_allowed := v_allowed || v_person;
      end if;
      raise sqlstate 'FPRBK';
    exception when sqlstate 'FPRBK' then null;
    end;
  end loop;
  perform fpw_test.expect_people('stock movement recorders', v_allowed, array['production', 'admin']);

  begin
    perform fpw_test.act_as('priya.nair@fpw.in');
    if fpw_test.affects('update public.stock_movements set quantity = 1 where id = (select id from public.stock_movements limit 1)') then
      raise exception 'an admin rewrote the stock ledger';
    end if;
    if fpw_test.affects($q$insert into public.subscriber_plan_history (subscriber_id, to_plan)
                          values (md5('fpw:subscriber:1')::uuid, 'elite')$q$) then
      raise exception 'plan history was written directly';
    end if;
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;

  -- Signed out: no table at all; the guard's list is empty rather than an error.
  begin
    perform fpw_test.act_as(null);
    foreach v_person in array array['leads', 'subscribers', 'projects', 'quotations', 'audit_log'] loop
      if fpw_test.affects(format('select 1 from public.%I limit 1', v_person)) then
        raise exception 'anon read %', v_person;
      end if;
    end loop;
    if fpw_test.affects('select 1 from public.sales_users') then
      raise exception 'anon read sales_users';
    end if;
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;

  -- A sales person's plan change writes the history, attributed to them.
  begin
    perform fpw_test.act_as('asha.rao@fpw.in');
    update public.subscribers set plan = 'elite', version = version + 1 where id = md5('fpw:subscriber:2')::uuid;
    if not exists (
      select 1 from public.subscriber_plan_history h join public.staff s on s.id = h.changed_by
       where h.subscriber_id = md5('fpw:subscriber:2')::uuid and h.to_plan = 'elite' and s.email = 'asha.rao@fpw.in'
    ) then
      raise exception 'no plan history row for the sales person''s change';
    end if;
    raise sqlstate 'FPRBK';
  exception when sqlstate 'FPRBK' then null;
  end;
end;
$$;

reset role;
drop schema fpw_test cascade;
