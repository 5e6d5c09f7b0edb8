-- Issue 20, findings 1 and 3 to 6, on PostgreSQL 15 (npm run db:check), mirroring the node tests
-- projects-finance, payments-ledger and deal-owner. Runs inside a transaction that is rolled back.

create schema if not exists fpw_test;
grant usage on schema fpw_test to anon, authenticated;

-- Becomes the seeded person for the rest of the transaction (role authenticated, their claims).
create or replace function fpw_test.become(p_email text)
returns void
language plpgsql
as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims',
    json_build_object('sub', (select s.user_id from public.staff s where s.email = p_email),
                      'role', 'authenticated', 'email', p_email)::text, true);
  perform set_config('role', 'authenticated', true);
end;
$$;

-- Runs the statement and returns '' when it went through, else 'SQLSTATE constraint: message'.
create or replace function fpw_test.refusal(p_sql text)
returns text
language plpgsql
as $$
declare
  v_state text;
  v_constraint text;
  v_message text;
begin
  execute p_sql;
  return '';
exception when others then
  get stacked diagnostics v_state = returned_sqlstate, v_constraint = constraint_name, v_message = message_text;
  return v_state || ' ' || coalesce(v_constraint, '') || ': ' || v_message;
end;
$$;

create or replace function fpw_test.expect_refusal(p_what text, p_sql text, p_starts text)
returns text
language plpgsql
as $$
declare
  v_got text := fpw_test.refusal(p_sql);
begin
  if v_got = '' or v_got not like p_starts || '%' then
    raise exception '%: expected a refusal starting %, got "%"', p_what, p_starts, v_got;
  end if;
  return v_got;
end;
$$;

create or replace function fpw_test.expect_through(p_what text, p_sql text)
returns void
language plpgsql
as $$
declare
  v_got text := fpw_test.refusal(p_sql);
begin
  if v_got <> '' then
    raise exception '%: expected it to go through, got "%"', p_what, v_got;
  end if;
end;
$$;

grant execute on all functions in schema fpw_test to authenticated;

-- Finding 3: a production lead sets an estimate to 1; a sales manager may, with a reason, logged.
do $$
begin
  perform fpw_test.become('rahul.verma@fpw.in');
  perform fpw_test.expect_refusal('production sets the estimate',
    $q$update public.projects set estimate = 1, version = version + 1 where id = md5('fpw:project:5')::uuid$q$, '42501');
  perform fpw_test.expect_refusal('production calls set_project_estimate',
    $q$select public.set_project_estimate(md5('fpw:project:5')::uuid, 1,
         (select version from public.projects where id = md5('fpw:project:5')::uuid), 'x')$q$, '42501');
  perform fpw_test.expect_refusal('production rewrites a payment stage',
    $q$update public.project_payment_stages set due_date = date '2030-01-01', version = version + 1
        where project_id = md5('fpw:project:5')::uuid$q$, '42501');
  perform fpw_test.expect_through('production writes notes',
    $q$update public.projects set notes = 'Panels cut', version = version + 1 where id = md5('fpw:project:5')::uuid$q$);

  perform fpw_test.become('vikram.singh@fpw.in');
  perform fpw_test.expect_refusal('a change without a reason',
    $q$select public.set_project_estimate(md5('fpw:project:1')::uuid, 820000,
         (select version from public.projects where id = md5('fpw:project:1')::uuid), ' ')$q$,
    '23514 project_finance_log_reason_check');
  perform fpw_test.expect_through('a sales manager changes the estimate',
    $q$select public.set_project_estimate(md5('fpw:project:1')::uuid, 820000,
         (select version from public.projects where id = md5('fpw:project:1')::uuid), 'Client added a study')$q$);
  if not exists (select 1 from public.project_finance_log
                  where project_id = md5('fpw:project:1')::uuid and field = 'estimate'
                    and old_value = '770000.00'::jsonb and new_value = '820000.00'::jsonb
                    and changed_by = public.current_staff_id()) then
    raise exception 'the estimate change was not logged with old and new values';
  end if;
  perform set_config('role', 'none', true);
end;
$$;

-- Finding 4: a designer zeroes her estimates and moves a project from design straight to closed.
do $$
begin
  perform fpw_test.become('meera.iyer@fpw.in');
  perform fpw_test.expect_refusal('a designer zeroes her estimates',
    $q$update public.projects set estimate = 0, version = version + 1 where designer_id = public.current_staff_id()$q$,
    '42501');
  perform set_config('fpw.stage_note', 'Approved by the director', true);
  perform fpw_test.expect_refusal('a designer closes a project directly',
    $q$update public.projects set stage = 'closed', version = version + 1 where id = md5('fpw:project:3')::uuid$q$,
    '42501');
  perform fpw_test.expect_refusal('a designer skips to closed',
    $q$select public.move_project_stage(md5('fpw:project:3')::uuid, 'closed',
         (select version from public.projects where id = md5('fpw:project:3')::uuid), 'Done')$q$,
    '23514 projects_stage_step_check');
  perform fpw_test.expect_through('a designer moves one stage on',
    $q$select public.move_project_stage(md5('fpw:project:3')::uuid, 'quotation',
         (select version from public.projects where id = md5('fpw:project:3')::uuid), 'Client signed off the 3D')$q$);
  if (select note from public.project_stage_log where project_id = md5('fpw:project:3')::uuid
       order by changed_at desc, to_stage limit 1) is distinct from 'Client signed off the 3D' then
    raise exception 'the stage log did not keep the comment the function was given';
  end if;
  perform fpw_test.become('priya.nair@fpw.in');
  perform fpw_test.expect_through('an administrator skips stages',
    $q$select public.move_project_stage(md5('fpw:project:3')::uuid, 'closed',
         (select version from public.projects where id = md5('fpw:project:3')::uuid), 'Closed early')$q$);
  perform set_config('role', 'none', true);
end;
$$;

-- Finding 5: payments are append-only; the matrix decides who records; dates stay sane.
do $$
declare
  v_paid uuid := (select id from public.payments where project_id = md5('fpw:project:3')::uuid
                   order by received_on, id limit 1);
  v_stage uuid := (select id from public.project_payment_stages where project_id = md5('fpw:project:2')::uuid
                    order by position desc limit 1);
begin
  perform fpw_test.become('anita.joshi@fpw.in');
  perform fpw_test.expect_refusal('accounts update a payment',
    format('update public.payments set amount = 1, version = version + 1 where id = %L', v_paid), '42501');
  perform fpw_test.expect_refusal('accounts delete a payment',
    format('delete from public.payments where id = %L', v_paid), '42501');
  perform fpw_test.expect_refusal('received in 1900',
    format($q$select public.record_payment(%L, 500, date '1900-01-01', 'cash')$q$, v_stage),
    '23514 payments_received_on_check');
  perform fpw_test.expect_refusal('received at infinity',
    format($q$select public.record_payment(%L, 500, 'infinity'::date, 'cash')$q$, v_stage),
    '23514 payments_received_on_check');
  perform fpw_test.expect_through('received today',
    format($q$select public.record_payment(%L, 500, current_date, 'cash')$q$, v_stage));
  perform fpw_test.expect_refusal('a reversal without a reason',
    format($q$select public.reverse_payment(%L, ' ')$q$, v_paid), '23514 payments_reason_check');
  perform fpw_test.expect_refusal('a reversal above the payment',
    format($q$select public.reverse_payment(%L, 'Bounced', 100000000)$q$, v_paid),
    '23514 payments_reversal_amount_check');
  perform fpw_test.expect_through('a reversal', format($q$select public.reverse_payment(%L, 'Bounced')$q$, v_paid));
  perform fpw_test.expect_refusal('a second reversal',
    format($q$select public.reverse_payment(%L, 'Bounced again')$q$, v_paid), '23514 payments_reverses_payment_key');

  perform set_config('role', 'none', true);
  delete from public.role_permissions
   where role_id = md5('fpw:role:Accountant')::uuid and permission_code = 'payment.record';
  perform fpw_test.become('anita.joshi@fpw.in');
  perform fpw_test.expect_refusal('recording without payment.record',
    format($q$select public.record_payment(%L, 500, current_date, 'cash')$q$, v_stage), '42501');
  perform fpw_test.expect_refusal('inserting without payment.record',
    format($q$insert into public.payments (project_id, payment_stage_id, amount, mode)
              values (md5('fpw:project:2')::uuid, %L, 500, 'cash')$q$, v_stage), '42501');
  perform set_config('role', 'none', true);
  raise sqlstate 'FPRBK';
exception when sqlstate 'FPRBK' then null;
end;
$$;

-- Finding 6: the over-payment check tells no figure to someone who cannot see the project.
do $$
declare
  v_stage uuid := (select id from public.project_payment_stages where project_id = md5('fpw:project:3')::uuid
                    order by position desc limit 1);
  v_probe text := format($q$insert into public.payments (project_id, payment_stage_id, amount, mode)
                             values (md5('fpw:project:3')::uuid, %L, 99999999, 'neft')$q$, v_stage);
  v_got text;
begin
  foreach v_got in array array['asha.rao@fpw.in', 'meera.iyer@fpw.in'] loop
    perform fpw_test.become(v_got);
    if fpw_test.expect_refusal('a probe by ' || v_got, v_probe, '42501') ~ '₹|pending' then
      raise exception 'the over-payment check told % a figure', v_got;
    end if;
  end loop;
  perform fpw_test.become('anita.joshi@fpw.in');
  perform fpw_test.expect_refusal('accounts over-pay', v_probe, '23514 payments_amount_pending_check: This payment is more than the ₹');
  perform set_config('role', 'none', true);
end;
$$;

-- Finding 1: a sales executive gives her deal away or opens one in someone else's name.
do $$
declare
  v_deal uuid := (select id from public.deals where owner_id = '5a1e0000-0000-4000-8000-000000000001'
                   and stage not in ('won', 'lost') order by id limit 1);
  v_lead uuid := (select id from public.leads where owner_id = '5a1e0000-0000-4000-8000-000000000001' order by id limit 1);
begin
  perform fpw_test.become('asha.rao@fpw.in');
  perform fpw_test.expect_refusal('a sales executive gives her deal away',
    format($q$update public.deals set owner_id = '5a1e0000-0000-4000-8000-000000000009', version = version + 1
              where id = %L$q$, v_deal), '42501');
  perform fpw_test.expect_refusal('a sales executive opens a deal for another',
    format($q$insert into public.deals (lead_id, title, owner_id)
              values (%L, 'Wardrobes', '5a1e0000-0000-4000-8000-000000000009')$q$, v_lead), '42501');
  perform fpw_test.expect_through('a sales executive moves her deal',
    format($q$update public.deals set stage = 'negotiation', version = version + 1 where id = %L$q$, v_deal));
  perform fpw_test.become('vikram.singh@fpw.in');
  perform fpw_test.expect_through('a sales manager reassigns the deal',
    format($q$update public.deals set owner_id = '5a1e0000-0000-4000-8000-000000000009', version = version + 1
              where id = %L$q$, v_deal));
  perform set_config('role', 'none', true);
end;
$$;
