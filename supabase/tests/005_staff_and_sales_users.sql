-- Assertions for 20261121000100_staff_and_sales_users.sql, the seed and the embedded sign-in.
-- Run by `npm run db:check` on PostgreSQL and by src/services/backend/sql-tests.node.test.ts on
-- PGlite, each file inside a transaction that is rolled back afterwards (so files may change data,
-- and must not BEGIN or COMMIT themselves). A failed assertion raises, which fails the file.

-- The five demo accounts of the sign-in page, with their designations.
do $$
declare
  v_found text;
begin
  select string_agg(email || '=' || designation, ',' order by email) into v_found
    from public.staff
   where email in ('asha.rao@fpw.in', 'vikram.singh@fpw.in', 'meera.iyer@fpw.in', 'rahul.verma@fpw.in', 'priya.nair@fpw.in')
     and active;
  if v_found is distinct from
     'asha.rao@fpw.in=sales,meera.iyer@fpw.in=designer,priya.nair@fpw.in=admin,rahul.verma@fpw.in=production,vikram.singh@fpw.in=sales'
  then
    raise exception 'demo accounts: got %', v_found;
  end if;
end
$$;

-- Emails are stored trimmed and lower-case; the constraint says which rule a bad one broke.
do $$
begin
  begin
    insert into public.staff (email, name, designation) values ('Zara.Quint@fpw.in', 'Zara Quint', 'sales');
    raise exception 'an upper-case email was accepted';
  exception when check_violation then
    if sqlerrm not like '%staff_email_lower_check%' then
      raise exception 'upper-case email refused by the wrong rule: %', sqlerrm;
    end if;
  end;
  begin
    insert into public.staff (email, name, designation) values (' zara.quint@fpw.in', 'Zara Quint', 'sales');
    raise exception 'an untrimmed email was accepted';
  exception when check_violation then
    if sqlerrm not like '%staff_email_lower_check%' then
      raise exception 'untrimmed email refused by the wrong rule: %', sqlerrm;
    end if;
  end;
  begin
    insert into public.staff (email, name, designation) values ('asha.rao@fpw.in', 'Asha Again', 'sales');
    raise exception 'a duplicate email was accepted';
  exception when unique_violation then
    if sqlerrm not like '%staff_email_key%' then
      raise exception 'duplicate email refused by the wrong rule: %', sqlerrm;
    end if;
  end;
end
$$;

-- Embedded sign-in: the demo password works (any case, spaces around), a wrong one does not.
do $$
begin
  if (select count(*) from auth.sign_in_with_password(' Asha.Rao@FPW.in ', 'Panel@2026')) <> 1 then
    raise exception 'the demo password did not sign asha.rao in';
  end if;
  if (select count(*) from auth.sign_in_with_password('asha.rao@fpw.in', 'panel@2026')) <> 0 then
    raise exception 'a wrong password signed asha.rao in';
  end if;
  if exists (select 1 from public.staff s where s.user_id is null) then
    raise exception 'seeded staff without a sign-in: %',
      (select string_agg(email, ', ') from public.staff where user_id is null);
  end if;
end
$$;

-- Signed out: no staff, no sales users, no writes.
set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
do $$
begin
  if exists (select 1 from public.staff) or exists (select 1 from public.sales_users) then
    raise exception 'anon can read staff';
  end if;
  begin
    insert into public.staff (email, name, designation) values ('anon@fpw.in', 'Anon', 'admin');
    raise exception 'anon inserted a staff row';
  exception when insufficient_privilege then
    null;
  end;
end
$$;
reset role;

-- Signed in as a designer: the whole staff list, and sales_users = the active sales staff exactly.
select set_config('fpw_test.expected_staff', (select count(*)::text from public.staff), true);
select set_config('fpw_test.expected_sales',
  (select string_agg(email, ',' order by email) from public.staff where designation = 'sales' and active), true);
select set_config('request.jwt.claims',
  json_build_object('sub', (select user_id from public.staff where email = 'meera.iyer@fpw.in'),
                    'role', 'authenticated', 'email', 'meera.iyer@fpw.in')::text, true);
set local role authenticated;
do $$
declare
  v_sales text := (select string_agg(email, ',' order by email) from public.sales_users);
begin
  if (select count(*)::text from public.staff) <> current_setting('fpw_test.expected_staff') then
    raise exception 'a signed-in designer sees % of % staff', (select count(*) from public.staff),
      current_setting('fpw_test.expected_staff');
  end if;
  if v_sales is distinct from current_setting('fpw_test.expected_sales') then
    raise exception 'sales_users is % instead of %', v_sales, current_setting('fpw_test.expected_sales');
  end if;
  if v_sales like '%arjun.desai%' or v_sales like '%meera.iyer%' then
    raise exception 'sales_users lists an inactive or non-sales person: %', v_sales;
  end if;
  if public.current_designation() is distinct from 'designer' or public.is_admin() then
    raise exception 'designer helpers: % / %', public.current_designation(), public.is_admin();
  end if;
  -- Not an admin: an update matches nothing, an insert is refused.
  update public.staff set designation = 'admin', version = version + 1 where email = 'meera.iyer@fpw.in';
  if found then
    raise exception 'a designer changed a staff row';
  end if;
  begin
    insert into public.staff (email, name, designation) values ('new.hire@fpw.in', 'New Hire', 'sales');
    raise exception 'a designer added staff';
  exception when insufficient_privilege then
    null;
  end;
end
$$;
reset role;

-- Signed in as the admin: may add staff; a new sales person is a sales user at once.
select set_config('request.jwt.claims',
  json_build_object('sub', (select user_id from public.staff where email = 'priya.nair@fpw.in'),
                    'role', 'authenticated', 'email', 'priya.nair@fpw.in')::text, true);
set local role authenticated;
do $$
begin
  if not public.is_admin() then
    raise exception 'priya.nair is not an admin';
  end if;
  insert into public.staff (email, name, designation) values ('new.hire@fpw.in', 'New Hire', 'sales');
  if not exists (select 1 from public.sales_users where email = 'new.hire@fpw.in') then
    raise exception 'a new sales person is missing from sales_users';
  end if;
end
$$;
reset role;
