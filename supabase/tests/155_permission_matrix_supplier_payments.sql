-- The permission matrix for paying suppliers (20261129110000_supplier_payments.sql), beside
-- 150_permission_matrix.sql: every role, as a scratch staff member holding exactly that role, tries
-- each probe; it must be allowed when the role holds supplier.pay and refused when it does not
-- (42501, or nothing read under row-level security). Direct writes are refused to everyone. Then the
-- matrix changes (supplier.pay taken from the Accountant, given to the Sales executive) and the
-- answers follow. Runs on PGlite (node layer) and PostgreSQL (db:check), rolled back.

create temp table pay_probe (op text primary key, holders_only boolean not null, probe text not null) on commit drop;
insert into pay_probe values
  ('record_supplier_payment()', true, $$select public.record_supplier_payment(md5('fpw:supplier:greenply')::uuid, 1500, current_date, 'neft', 'NEFT/MX')$$),
  ('reverse_supplier_payment()', true, $$select public.reverse_supplier_payment((select id from pay_fixture), 'Matrix')$$),
  ('select supplier_payments', true, $$select 1 from public.supplier_payments where id = (select id from pay_fixture)$$),
  ('select supplier_ledger', true, $$select 1 from public.supplier_ledger where supplier_id = md5('fpw:supplier:greenply')::uuid$$),
  ('select payables', true, $$select 1 from public.payables where supplier_id = md5('fpw:supplier:greenply')::uuid$$),
  ('insert supplier_payments', false, $$insert into public.supplier_payments (number, supplier_id, paid_on, amount, mode) values ('PAY/MX', md5('fpw:supplier:greenply')::uuid, current_date, 1, 'cash')$$),
  ('update supplier_payments', false, $$update public.supplier_payments set amount = 1 where id = (select id from pay_fixture)$$),
  ('delete supplier_payments', false, $$delete from public.supplier_payments where id = (select id from pay_fixture)$$);

-- A payment to probe, recorded as the owner; readable by the probes (a temp table the caller reads).
create temp table pay_fixture on commit drop as
select (public.record_supplier_payment(md5('fpw:supplier:greenply')::uuid, 2500, current_date, 'upi', 'UPI/MX')).id;
grant select on pay_fixture to authenticated;

create temp table pay_person (role_id uuid, role_name text, user_id uuid) on commit drop;
do $$
declare
  v_role record;
  v_user uuid;
  v_staff uuid;
begin
  for v_role in select r.id, r.name from public.roles r loop
    insert into auth.users (email, email_confirmed_at)
    values ('paymatrix.' || replace(lower(v_role.name), ' ', '.') || '@fpw.in', now()) returning id into v_user;
    insert into public.staff (email, name, designation, user_id)
    values ('paymatrix.' || replace(lower(v_role.name), ' ', '.') || '@fpw.in', 'Pay matrix ' || v_role.name,
            coalesce((select s.designation from public.staff_roles sr join public.staff s on s.id = sr.staff_id
                       where sr.role_id = v_role.id group by 1 order by count(*) desc limit 1), 'designer'), v_user)
    returning id into v_staff;
    insert into public.staff_roles (staff_id, role_id) values (v_staff, v_role.id);
    insert into pay_person values (v_role.id, v_role.name, v_user);
  end loop;
end;
$$;

create temp table pay_result (role_name text, op text, expected text, got text, detail text) on commit drop;
create function pg_temp.pay_run(p_roles text[]) returns void language plpgsql as $run$
declare
  v_person record;
  v_probe record;
  v_rows bigint;
  v_state text;
  v_message text;
  v_holds boolean;
begin
  delete from pay_result where p_roles is null or role_name = any (p_roles);
  for v_person in select * from pay_person where p_roles is null or role_name = any (p_roles) loop
    v_holds := exists (select 1 from public.role_permissions rp
                        where rp.role_id = v_person.role_id and rp.permission_code = 'supplier.pay');
    for v_probe in select * from pay_probe order by op loop
      v_state := null;
      v_message := null;
      v_rows := 0;
      perform set_config('request.jwt.claims', json_build_object('sub', v_person.user_id, 'role', 'authenticated')::text, true);
      set local role authenticated;
      begin
        execute v_probe.probe;
        get diagnostics v_rows = row_count;
        raise exception 'probe rolled back' using errcode = 'MX000';
      exception
        when sqlstate 'MX000' then null;
        when others then
          v_state := sqlstate;
          v_message := sqlerrm;
      end;
      reset role;
      perform set_config('request.jwt.claims', '', true);
      insert into pay_result values (v_person.role_name, v_probe.op,
        case when v_holds and v_probe.holders_only then 'allowed' else 'refused' end,
        case when v_state is null and v_rows > 0 then 'allowed'
             when v_state is null or v_state = '42501' then 'refused'
             else 'broken probe' end,
        coalesce(v_state || ' ' || v_message, v_rows || ' rows'));
    end loop;
  end loop;
end;
$run$;

create function pg_temp.pay_verdict(p_stage text) returns void language plpgsql as $verdict$
declare
  v_failures text;
begin
  select string_agg(format('%s / %s: expected %s, got %s (%s)', role_name, op, expected, got, detail), E'\n'
                    order by role_name, op)
    into v_failures from pay_result where got is distinct from expected;
  if v_failures is not null then
    raise exception E'supplier.pay does not decide (%):\n%', p_stage, v_failures;
  end if;
  if not exists (select 1 from pay_result where got = 'allowed')
     or not exists (select 1 from pay_result where got = 'refused' and op = 'record_supplier_payment()') then
    raise exception 'supplier.pay matrix (%): every role answered the same way', p_stage;
  end if;
end;
$verdict$;

select pg_temp.pay_run(null);
select pg_temp.pay_verdict('as seeded');
do $$
begin
  if (select got from pay_result where role_name = 'Accountant' and op = 'record_supplier_payment()') <> 'allowed'
     or (select got from pay_result where role_name = 'Production lead' and op = 'record_supplier_payment()') <> 'allowed'
     or (select got from pay_result where role_name = 'Sales executive' and op = 'select payables') <> 'refused' then
    raise exception 'as seeded: the accountant and the production lead pay suppliers, sales does not see payables';
  end if;
  delete from public.role_permissions
   where role_id = (select id from public.roles where name = 'Accountant') and permission_code = 'supplier.pay';
  insert into public.role_permissions (role_id, permission_code)
  values ((select id from public.roles where name = 'Sales executive'), 'supplier.pay');
end;
$$;
select pg_temp.pay_run(array['Accountant', 'Sales executive']);
select pg_temp.pay_verdict('supplier.pay taken from Accountant, given to Sales executive');
do $$
begin
  if (select got from pay_result where role_name = 'Accountant' and op = 'record_supplier_payment()') <> 'refused'
     or (select got from pay_result where role_name = 'Sales executive' and op = 'select payables') <> 'allowed' then
    raise exception 'after the change: the accountant must be refused and sales must read payables';
  end if;
end;
$$;
