-- Payments are a ledger (issue 20, findings 5 and 6): an accountant updated and deleted recorded
-- payments, still after payment.record was taken from her role (the policy asked the designation),
-- and recorded payments received in 1900 and at infinity; and the over-payment trigger, which runs
-- before row-level security, told anyone the exact amount still pending on a project they cannot
-- see.
--
--   * No client updates or deletes a payment. A mistake is corrected by a reversal: a negative entry
--     pointing at the payment it takes back, with a reason, on the same stage, for at most the
--     amount received, and once per payment (to correct part of it, reverse that part; to change
--     it entirely, reverse it in full and record the right payment). reverse_payment() makes one.
--   * Recording and reversing need payment.record on a project one sees: the matrix decides.
--   * Reading payments: payment.record (accounts) or proposal.create (sales, who chase collections),
--     on a project one sees; the same people as before, now by the matrix.
--   * Received on: from 2000-01-01 to tomorrow.
--   * Whether the caller may record on the project is asked before any figure is computed.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

alter table public.payments
  add column reverses_payment_id uuid
    constraint payments_reverses_payment_fkey references public.payments (id) on delete restrict,
  add column reason text;

alter table public.payments drop constraint payments_amount_check;
alter table public.payments
  add constraint payments_amount_check
    check (case when reverses_payment_id is null then amount > 0 else amount < 0 end),
  add constraint payments_reason_check
    check (case when reverses_payment_id is null then reason is null
                else coalesce(length(btrim(reason)), 0) between 1 and 1000 end),
  add constraint payments_reason_length_check check (length(reason) <= 1000),
  add constraint payments_received_on_check
    check (received_on >= date '2000-01-01' and received_on < date '2200-01-01');
create unique index payments_reverses_payment_key on public.payments (reverses_payment_id)
  where reverses_payment_id is not null;

-- May the person behind this statement record money on the project? Sessions with nobody signed
-- in (migrations, seeds, the service role) are the owner's.
create or replace function public.may_record_payment(p_project_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is null
      or (public.has_permission('payment.record') and public.can_see_project(p_project_id))
$$;
revoke execute on function public.may_record_payment(uuid) from public, anon, authenticated;

-- First of the payments' insert triggers (by name): who, then when, then what a reversal may take.
create or replace function public.check_payment_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_original public.payments;
begin
  if not public.may_record_payment(new.project_id) then
    raise exception 'You may not record payments on this project' using errcode = 'insufficient_privilege';
  end if;
  if new.received_on is null or new.received_on < date '2000-01-01' or new.received_on > current_date + 1 then
    raise exception 'Use the date the money was received: from 1 January 2000 to tomorrow'
      using errcode = 'check_violation', constraint = 'payments_received_on_check', table = 'payments',
            column = 'received_on';
  end if;
  if new.reverses_payment_id is null then
    return new;
  end if;
  select pay.* into v_original from public.payments pay where pay.id = new.reverses_payment_id for update;
  if not found or v_original.project_id <> new.project_id or v_original.payment_stage_id <> new.payment_stage_id then
    raise exception 'A reversal points at a payment of the same payment stage'
      using errcode = 'check_violation', constraint = 'payments_reversal_check', table = 'payments';
  end if;
  if v_original.reverses_payment_id is not null then
    raise exception 'A reversal is not reversed; record the payment again instead'
      using errcode = 'check_violation', constraint = 'payments_reversal_check', table = 'payments';
  end if;
  if exists (select 1 from public.payments pay where pay.reverses_payment_id = v_original.id) then
    raise exception 'This payment was already reversed'
      using errcode = 'check_violation', constraint = 'payments_reverses_payment_key', table = 'payments';
  end if;
  if -new.amount > v_original.amount then
    raise exception 'A reversal takes back at most the % received', public.format_inr(v_original.amount)
      using errcode = 'check_violation', constraint = 'payments_reversal_amount_check', table = 'payments',
            column = 'amount';
  end if;
  return new;
end;
$$;
revoke execute on function public.check_payment_entry() from public, anon, authenticated;

create trigger payments_entry_check
  before insert on public.payments
  for each row execute function public.check_payment_entry();

-- The over-payment check asks who is asking before it computes (and tells) what is pending; a
-- reversal lowers what was received, so it is never over.
create or replace function public.check_payment_within_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text;
  v_due numeric;
  v_received numeric;
  v_pending numeric;
begin
  if not public.may_record_payment(new.project_id) then
    raise exception 'You may not record payments on this project' using errcode = 'insufficient_privilege';
  end if;
  if new.amount < 0 then
    return new;
  end if;
  select s.name, round(p.estimate * s.percent / 100, 2)
    into v_name, v_due
    from public.project_payment_stages s
    join public.projects p on p.id = s.project_id
   where s.id = new.payment_stage_id and s.project_id = new.project_id
     for update of s;
  if not found then
    return new; -- the foreign key says why (no such stage, or another project's)
  end if;
  select coalesce(sum(pay.amount), 0) into v_received
    from public.payments pay
   where pay.payment_stage_id = new.payment_stage_id;
  v_pending := v_due - v_received;
  if new.amount > v_pending then
    raise exception 'This payment is more than the % still pending on %', public.format_inr(greatest(v_pending, 0)), v_name
      using errcode = 'check_violation', constraint = 'payments_amount_pending_check', table = 'payments',
            column = 'amount';
  end if;
  return new;
end;
$$;

drop trigger payments_within_pending on public.payments;
create trigger payments_within_pending
  before insert on public.payments
  for each row execute function public.check_payment_within_pending();

-- Append-only, for everyone: no statement rewrites or removes a payment.
create trigger payments_append_only
  before update or delete on public.payments
  for each row when (pg_trigger_depth() = 0)
  execute function public.reject_change();

drop policy if exists payments_accounts on public.payments;
drop policy if exists payments_read on public.payments;
create policy payments_read on public.payments for select to authenticated
  using (
    ((select public.has_permission('payment.record')) or (select public.has_permission('proposal.create')))
    and public.can_see_project(project_id)
  );
create policy payments_insert on public.payments for insert to authenticated
  with check ((select public.has_permission('payment.record')) and public.can_see_project(project_id));
revoke update, delete, truncate on public.payments from authenticated;

-- ---------------------------------------------------------------------------------------------
-- Recording and reversing
-- ---------------------------------------------------------------------------------------------
create or replace function public.record_payment(
  p_stage_id uuid,
  p_amount numeric,
  p_paid_on date,
  p_mode text,
  p_reference text default null
)
returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.payments;
  v_project uuid;
begin
  if not public.has_permission('payment.record') then
    raise exception 'Recording payments needs payment.record' using errcode = 'insufficient_privilege';
  end if;
  select s.project_id into v_project from public.project_payment_stages s where s.id = p_stage_id;
  if v_project is null or not public.can_see_project(v_project) then
    raise exception 'This payment stage does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount = 'NaN' then
    raise exception 'Enter an amount above zero'
      using errcode = 'check_violation', constraint = 'payments_amount_check', column = 'amount';
  end if;
  insert into public.payments (project_id, payment_stage_id, amount, received_on, mode, reference)
  values (v_project, p_stage_id, p_amount, coalesce(p_paid_on, current_date), p_mode::public.payment_mode,
          nullif(btrim(coalesce(p_reference, '')), ''))
  returning * into v_row;
  return v_row;
end;
$$;
revoke execute on function public.record_payment(uuid, numeric, date, text, text) from public, anon;
grant execute on function public.record_payment(uuid, numeric, date, text, text) to authenticated;

-- Takes back all of a payment (p_amount null) or part of it, today, with the reason.
create or replace function public.reverse_payment(p_payment_id uuid, p_reason text, p_amount numeric default null)
returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_original public.payments;
  v_row public.payments;
begin
  if not public.has_permission('payment.record') then
    raise exception 'Reversing payments needs payment.record' using errcode = 'insufficient_privilege';
  end if;
  select pay.* into v_original from public.payments pay where pay.id = p_payment_id;
  if not found or not public.can_see_project(v_original.project_id) then
    raise exception 'This payment does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if p_reason is null or btrim(p_reason) = '' or length(p_reason) > 1000 then
    raise exception 'Say why the payment is reversed (up to 1000 characters)'
      using errcode = 'check_violation', constraint = 'payments_reason_check', column = 'reason';
  end if;
  if p_amount is not null and (p_amount <= 0 or p_amount = 'NaN') then
    raise exception 'Enter the amount to take back, above zero'
      using errcode = 'check_violation', constraint = 'payments_amount_check', column = 'amount';
  end if;
  insert into public.payments (project_id, payment_stage_id, amount, received_on, mode, reference,
                               reverses_payment_id, reason)
  values (v_original.project_id, v_original.payment_stage_id, -coalesce(p_amount, v_original.amount), current_date,
          v_original.mode, v_original.reference, v_original.id, btrim(p_reason))
  returning * into v_row;
  return v_row;
end;
$$;
revoke execute on function public.reverse_payment(uuid, text, numeric) from public, anon;
grant execute on function public.reverse_payment(uuid, text, numeric) to authenticated;
