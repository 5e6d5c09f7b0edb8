-- Paying suppliers (issue 23, money out; 20261129110000_supplier_payments.sql), on PostgreSQL (npm run
-- db:check) as on PGlite (node layer; src/services/purchasing/supplier-payments.node.test.ts has the
-- finer cases). As the seeded accountant: payments are numbered PAY/<financial year>/0001 onwards
-- without gaps, the supplier ledger's balance after each entry is the sum of credits less debits so
-- far, payables agree with the ledger and age what is left by receipt date (oldest paid first), a
-- reversal gives the payment back, and nobody, not even the owner, edits or deletes a payment.
-- Runs in a rolled-back transaction.

do $$
declare
  v_supplier uuid := md5('fpw:supplier:greenply')::uuid;
  v_fy text := public.financial_year_of(current_date);
  v_first public.supplier_payments;
  v_second public.supplier_payments;
  v_owed public.payables;
  v_received numeric;
  v_refused boolean;
begin
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'kavya.menon@fpw.in'))::text, true);
  set local role authenticated;

  select sum(credit) into v_received from public.supplier_ledger where supplier_id = v_supplier and entry = 'goods_receipt';
  if coalesce(v_received, 0) <= 100 then
    raise exception 'the seeded greenply receipt is missing from the supplier ledger (got %)', v_received;
  end if;
  v_first := public.record_supplier_payment(v_supplier, 100, current_date, 'neft', 'NEFT/190');
  v_second := public.record_supplier_payment(v_supplier, 50.25, current_date, 'cheque', '000190', 'Part payment');
  if v_first.number <> 'PAY/' || v_fy || '/0001' or v_second.number <> 'PAY/' || v_fy || '/0002' then
    raise exception 'payments numbered % and %, expected PAY/%/0001 and 0002', v_first.number, v_second.number, v_fy;
  end if;

  if exists (
    select 1 from public.supplier_ledger l
     where l.supplier_id = v_supplier
       and l.balance <> (select sum(x.credit - x.debit) from public.supplier_ledger x
                          where x.supplier_id = v_supplier and x.position <= l.position)) then
    raise exception 'a supplier ledger balance is not the running sum of credits less debits';
  end if;
  if (select balance from public.supplier_ledger where supplier_id = v_supplier order by position desc limit 1)
     <> v_received - 150.25 then
    raise exception 'the ledger does not end at what was received less what was paid';
  end if;

  select * into v_owed from public.payables where supplier_id = v_supplier;
  if v_owed.received <> v_received or v_owed.paid <> 150.25 or v_owed.balance <> v_received - 150.25
     or v_owed.outstanding <> v_owed.balance
     or v_owed.days_0_30 + v_owed.days_31_60 + v_owed.days_61_90 + v_owed.days_over_90 <> v_owed.outstanding then
    raise exception 'payables disagree with the ledger: %', row_to_json(v_owed);
  end if;
  -- Every seeded receipt is recent: what is left is all in the first band.
  if v_owed.days_0_30 <> v_owed.outstanding then
    raise exception 'recent receipts age 0-30 days: %', row_to_json(v_owed);
  end if;

  perform public.reverse_supplier_payment(v_first.id, 'Entered twice');
  if (select paid from public.payables where supplier_id = v_supplier) <> 50.25
     or (select entry from public.supplier_ledger where supplier_id = v_supplier order by position desc limit 1) <> 'reversal' then
    raise exception 'a reversal gives the payment back on the ledger';
  end if;

  v_refused := false;
  begin
    perform public.record_supplier_payment(v_supplier, 0, current_date, 'neft');
  exception when check_violation then
    v_refused := true;
  end;
  if not v_refused then
    raise exception 'a payment of nothing must be refused';
  end if;

  reset role;
  perform set_config('request.jwt.claims', '', true);
  v_refused := false;
  begin
    update public.supplier_payments set amount = 1 where id = v_second.id;
  exception when check_violation then
    v_refused := true;
  end;
  if not v_refused then
    raise exception 'a supplier payment must never change, even for the owner';
  end if;
  v_refused := false;
  begin
    delete from public.supplier_payments where id = v_second.id;
  exception when check_violation then
    v_refused := true;
  end;
  if not v_refused then
    raise exception 'a supplier payment must never be deleted, even by the owner';
  end if;
end;
$$;
