-- Money out (issue 23): payments to suppliers, the supplier ledger and what is payable by age.
--   supplier.pay            a new permission: record and reverse payments to suppliers and read the
--                           supplier ledger and payables. Granted like purchase.order (the production
--                           lead, who deals with suppliers) and to the Accountant, who pays them;
--                           admins hold every code. Kept apart from payment.record (money in).
--   supplier_payments       one row per payment: supplier, date, amount above zero, mode, reference,
--                           note, numbered per financial year from the shared gapless counter
--                           (PAY/2026-27/0001). Written only by record_supplier_payment and
--                           reverse_supplier_payment; a row never changes and is never deleted. A
--                           mistake is taken back whole by a reversal row (its own number, the reason,
--                           the payment it reverses; at most one per payment), so the books keep both.
--   supplier bills          the goods receipts valued at the order line's rate with GST (each line's
--                           GST rounded to the paisa), as the purchase register has always read them.
--   supplier_ledger         per supplier in date order: goods receipts (credit: owed to the supplier),
--                           payments (debit) and reversals (credit), with the running balance.
--   goods_receipt_outstanding  per receipt what is left to pay: payments pay the oldest receipts first.
--   payables                per supplier: received, paid, balance, outstanding by age from the receipt
--                           dates (0-30, 31-60, 61-90, over 90 days), and receipts past the supplier's
--                           payment terms.
--   purchase_register       the goods receipts of the old supplier_ledger, for every staff member.
-- The ledger and payables show rows to holders of supplier.pay only (and to sessions with nobody
-- signed in: migrations, seeds, the service role). No BEGIN/COMMIT here: the runner chooses.

insert into public.permissions (code, area, description) values
  ('supplier.pay', 'production', 'Record payments to suppliers; read the supplier ledger and payables');
-- Databases made before this migration; a new database gets the same from supabase/seeds/240_supplier_payments.sql.
insert into public.role_permissions (role_id, permission_code)
select r.id, 'supplier.pay' from public.roles r
 where r.name in ('Production lead', 'Accountant', 'Administrator')
on conflict do nothing;

create table public.supplier_payments (
  id uuid primary key default gen_random_uuid(),
  number text not null constraint supplier_payments_number_key unique
    constraint supplier_payments_number_length_check check (length(number) <= 30),
  supplier_id uuid not null references public.suppliers (id) on delete restrict,
  paid_on date not null
    constraint supplier_payments_paid_on_check check (paid_on >= date '2000-01-01' and paid_on < date '2200-01-01'),
  amount numeric(14, 2) not null
    constraint supplier_payments_amount_check check (amount > 0 and amount <= 10000000000)
    constraint supplier_payments_amount_finite_check check (amount <> 'NaN' and amount <> 'Infinity' and amount <> '-Infinity'),
  mode public.payment_mode not null,
  reference text constraint supplier_payments_reference_check check (length(btrim(reference)) between 1 and 100),
  note text constraint supplier_payments_note_check check (length(btrim(note)) between 1 and 1000),
  reverses_payment_id uuid constraint supplier_payments_reverses_key unique
    references public.supplier_payments (id) on delete restrict,
  reason text constraint supplier_payments_reason_check check (length(btrim(reason)) between 1 and 1000),
  recorded_by uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  constraint supplier_payments_reversal_reason_check check ((reverses_payment_id is null) = (reason is null))
);
create index supplier_payments_supplier_idx on public.supplier_payments (supplier_id, paid_on);

create trigger supplier_payments_append_only before update or delete on public.supplier_payments
  for each row execute function public.reject_change();
-- Who recorded a payment is the signed-in caller's to say (20261125090200_caller_stamps.sql).
create trigger supplier_payments_recorded_by_from_caller before insert on public.supplier_payments
  for each row execute function public.stamp_caller('recorded_by');
create trigger supplier_payments_recorded_by_unchanged before update of recorded_by on public.supplier_payments
  for each row execute function public.keep_caller_stamp('recorded_by');

alter table public.supplier_payments enable row level security;
create policy supplier_payments_read on public.supplier_payments for select to authenticated
  using ((select public.has_permission('supplier.pay')));
grant select on public.supplier_payments to authenticated;
revoke insert, update, delete, truncate, references, trigger on public.supplier_payments from authenticated;
revoke all on public.supplier_payments from anon;

-- Records a payment made to a supplier (today or earlier), numbered by the date paid.
create or replace function public.record_supplier_payment(
  p_supplier_id uuid,
  p_amount numeric,
  p_paid_on date,
  p_mode text,
  p_reference text default null,
  p_note text default null
)
returns public.supplier_payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.supplier_payments;
  v_mode public.payment_mode;
  v_paid_on date := coalesce(p_paid_on, current_date);
begin
  perform public.require_permission('supplier.pay', 'Paying suppliers');
  if not exists (select 1 from public.suppliers s where s.id = p_supplier_id) then
    raise exception 'no supplier %', p_supplier_id using errcode = 'no_data_found';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount = 'NaN' or p_amount > 10000000000 or p_amount <> round(p_amount, 2) then
    raise exception 'Enter an amount above zero, in rupees and paise'
      using errcode = 'check_violation', constraint = 'supplier_payments_amount_check', column = 'amount';
  end if;
  if v_paid_on > current_date or v_paid_on < date '2000-01-01' then
    raise exception 'A payment is dated today or earlier'
      using errcode = 'check_violation', constraint = 'supplier_payments_paid_on_check', column = 'paid_on';
  end if;
  begin
    v_mode := p_mode::public.payment_mode;
  exception when invalid_text_representation then
    v_mode := null;
  end;
  if v_mode is null then
    raise exception 'Choose how it was paid: cash, cheque, NEFT, RTGS, UPI or card'
      using errcode = 'check_violation', constraint = 'supplier_payments_mode_check', column = 'mode';
  end if;
  insert into public.supplier_payments (number, supplier_id, paid_on, amount, mode, reference, note, recorded_by)
  values (public.next_purchasing_number('PAY', v_paid_on), p_supplier_id, v_paid_on, p_amount, v_mode,
          nullif(btrim(coalesce(p_reference, '')), ''), nullif(btrim(coalesce(p_note, '')), ''),
          public.current_staff_id())
  returning * into v_row;
  return v_row;
end;
$$;
revoke execute on function public.record_supplier_payment(uuid, numeric, date, text, text, text) from public, anon;
grant execute on function public.record_supplier_payment(uuid, numeric, date, text, text, text) to authenticated;

-- Takes a payment back whole, today, with the reason. A reversal is not reversed; a payment is
-- reversed once (the unique reverses_payment_id; the lock makes a second caller wait and then fail).
create or replace function public.reverse_supplier_payment(p_payment_id uuid, p_reason text)
returns public.supplier_payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_original public.supplier_payments;
  v_row public.supplier_payments;
begin
  perform public.require_permission('supplier.pay', 'Reversing supplier payments');
  select p.* into v_original from public.supplier_payments p where p.id = p_payment_id for update;
  if not found then
    raise exception 'no supplier payment %', p_payment_id using errcode = 'no_data_found';
  end if;
  if v_original.reverses_payment_id is not null then
    raise exception '% is itself a reversal; record the payment again instead', v_original.number
      using errcode = 'check_violation', constraint = 'supplier_payments_reverses_key';
  end if;
  if exists (select 1 from public.supplier_payments p where p.reverses_payment_id = v_original.id) then
    raise exception 'payment % is already reversed', v_original.number
      using errcode = 'check_violation', constraint = 'supplier_payments_reverses_key';
  end if;
  if coalesce(length(btrim(p_reason)), 0) not between 1 and 1000 then
    raise exception 'Say why the payment is reversed (up to 1000 characters)'
      using errcode = 'check_violation', constraint = 'supplier_payments_reason_check', column = 'reason';
  end if;
  insert into public.supplier_payments (number, supplier_id, paid_on, amount, mode, reference, reverses_payment_id,
                                        reason, recorded_by)
  values (public.next_purchasing_number('PAY', current_date), v_original.supplier_id, current_date, v_original.amount,
          v_original.mode, v_original.reference, v_original.id, btrim(p_reason), public.current_staff_id())
  returning * into v_row;
  return v_row;
end;
$$;
revoke execute on function public.reverse_supplier_payment(uuid, text) from public, anon;
grant execute on function public.reverse_supplier_payment(uuid, text) to authenticated;

-- Who reads the money owed to suppliers: holders of supplier.pay, and sessions with nobody signed in.
create or replace function public.may_read_payables()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is null or public.has_permission('supplier.pay')
$$;
revoke execute on function public.may_read_payables() from public, anon;
grant execute on function public.may_read_payables() to authenticated;

-- Each goods receipt valued at the order's rates with GST: the supplier's bill.
create view public.goods_receipt_values with (security_invoker = true) as
select g.id, g.number, g.received_on, g.created_at, o.supplier_id, o.number as purchase_order_number, v.value
  from public.goods_receipts g
  join public.purchase_orders o on o.id = g.purchase_order_id
  cross join lateral (
    select coalesce(sum(round(gl.quantity * gl.unit_cost, 2)
                        + round(round(gl.quantity * gl.unit_cost, 2) * gl.gst_rate / 100, 2)), 0)::numeric(14, 2) as value
      from public.goods_receipt_lines gl where gl.goods_receipt_id = g.id
  ) v;

create view public.purchase_register with (security_invoker = true) as
select r.id, r.supplier_id, s.name as supplier_name, s.gstin as supplier_gstin, r.received_on as entry_date, r.number,
       r.purchase_order_number, r.value as credit
  from public.goods_receipt_values r
  join public.suppliers s on s.id = r.supplier_id;

drop view public.supplier_ledger;
create view public.supplier_ledger with (security_invoker = true) as
with entries as (
  select r.supplier_id, r.received_on as entry_date, 1 as seq, 'goods_receipt'::text as entry, r.id as document_id,
         r.number, r.purchase_order_number, null::text as reference, 0::numeric(14, 2) as debit, r.value as credit,
         r.created_at
    from public.goods_receipt_values r
  union all
  select p.supplier_id, p.paid_on, 2, case when p.reverses_payment_id is null then 'payment' else 'reversal' end,
         p.id, p.number, null, concat_ws(' · ', upper(p.mode::text), p.reference, p.note, p.reason),
         case when p.reverses_payment_id is null then p.amount else 0 end,
         case when p.reverses_payment_id is null then 0 else p.amount end, p.created_at
    from public.supplier_payments p
)
select e.document_id as id, e.supplier_id, s.name as supplier_name, e.entry_date, e.entry, e.number,
       e.purchase_order_number, e.reference, e.debit, e.credit,
       (sum(e.credit - e.debit) over w)::numeric(14, 2) as balance,
       (row_number() over w)::integer as position
  from entries e
  join public.suppliers s on s.id = e.supplier_id
 where (select public.may_read_payables())
window w as (partition by e.supplier_id order by e.entry_date, e.seq, e.created_at, e.number, e.document_id
             rows between unbounded preceding and current row);

-- Money paid to a supplier (reversals taken off) pays the oldest receipts first.
create view public.goods_receipt_outstanding with (security_invoker = true) as
with paid as (
  select p.supplier_id,
         sum(case when p.reverses_payment_id is null then p.amount else -p.amount end) as paid
    from public.supplier_payments p group by p.supplier_id
),
running as (
  select r.*, sum(r.value) over (partition by r.supplier_id order by r.received_on, r.created_at, r.number
                                 rows between unbounded preceding and current row) as cumulative
    from public.goods_receipt_values r
)
select r.id as goods_receipt_id, r.supplier_id, r.number, r.received_on,
       (r.received_on + s.payment_terms_days) as due_on, r.value,
       greatest(0, least(r.value, r.cumulative - coalesce(p.paid, 0)))::numeric(14, 2) as outstanding,
       (current_date - r.received_on) as age_days
  from running r
  join public.suppliers s on s.id = r.supplier_id
  left join paid p on p.supplier_id = r.supplier_id
 where (select public.may_read_payables());

create view public.payables with (security_invoker = true) as
select s.id as supplier_id, s.name as supplier_name, s.gstin, s.state, s.phone, s.email, s.payment_terms_days,
       coalesce(t.received, 0)::numeric(14, 2) as received,
       coalesce(t.paid, 0)::numeric(14, 2) as paid,
       (coalesce(t.received, 0) - coalesce(t.paid, 0))::numeric(14, 2) as balance,
       coalesce(o.outstanding, 0)::numeric(14, 2) as outstanding,
       coalesce(o.days_0_30, 0)::numeric(14, 2) as days_0_30,
       coalesce(o.days_31_60, 0)::numeric(14, 2) as days_31_60,
       coalesce(o.days_61_90, 0)::numeric(14, 2) as days_61_90,
       coalesce(o.days_over_90, 0)::numeric(14, 2) as days_over_90,
       o.oldest_unpaid_on,
       coalesce(o.overdue_receipts, 0)::integer as overdue_receipts
  from public.suppliers s
  join lateral (
    select sum(l.credit) filter (where l.entry = 'goods_receipt') as received,
           sum(l.debit - l.credit) filter (where l.entry in ('payment', 'reversal')) as paid
      from public.supplier_ledger l where l.supplier_id = s.id
  ) t on t.received is not null or t.paid is not null
  left join lateral (
    select sum(x.outstanding) as outstanding,
           sum(x.outstanding) filter (where x.age_days <= 30) as days_0_30,
           sum(x.outstanding) filter (where x.age_days between 31 and 60) as days_31_60,
           sum(x.outstanding) filter (where x.age_days between 61 and 90) as days_61_90,
           sum(x.outstanding) filter (where x.age_days > 90) as days_over_90,
           min(x.received_on) filter (where x.outstanding > 0) as oldest_unpaid_on,
           count(*) filter (where x.outstanding > 0 and x.due_on < current_date) as overdue_receipts
      from public.goods_receipt_outstanding x where x.supplier_id = s.id
  ) o on true;

grant select on public.goods_receipt_values, public.purchase_register, public.supplier_ledger,
  public.goods_receipt_outstanding, public.payables to authenticated;
revoke all on public.goods_receipt_values, public.purchase_register, public.supplier_ledger,
  public.goods_receipt_outstanding, public.payables from anon;
