-- Tax invoices, credit notes, receipts and the client ledger (issue 23), on PostgreSQL (npm run
-- db:check) as on PGlite (node layer; src/services/commercials/invoices.node.test.ts has the journey).
-- As the seeded accountant: the first stage of an order inside the state (CGST + SGST), then the
-- rest, which add up to the order to the paisa; the stage again is refused; a credit note for one
-- line leaves the invoice issued, one for the rest cancels it and nets it to zero; an invoice never
-- changes; an order across states pays IGST. Every payment has a receipt number, and each client's
-- ledger balance is invoiced less credited less received. A sales executive may not issue.
-- Runs in a rolled-back transaction.

do $$
declare
  v_order public.sales_orders;
  v_stage uuid;
  v_first public.tax_invoices;
  v_rest public.tax_invoices;
  v_other public.tax_invoices;
  v_line uuid;
  v_refused boolean;
  v_order_taxable numeric;
  v_id uuid;
begin
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'kavya.menon@fpw.in'))::text, true);
  set local role authenticated;

  select o.* into v_order from public.sales_orders o where o.number = 'SO-2026-0014';
  select s.id into v_stage from public.project_payment_stages s where s.project_id = v_order.project_id
   order by s.position limit 1;
  v_id := public.issue_invoice(v_order.id, v_stage);
  select i.* into strict v_first from public.tax_invoices i where i.id = v_id;
  if v_first.number !~ '^INV/[0-9]{4}-[0-9]{2}/[0-9]{4}$' or v_first.share_percent <> 10 or not v_first.intra_state
     or v_first.igst_total <> 0 or v_first.cgst_total = 0 or abs(v_first.cgst_total - v_first.sgst_total) > 0.05 then
    raise exception 'a first-stage invoice inside the state: INV/<year>/NNNN, 10 %%, CGST + SGST: %', to_jsonb(v_first);
  end if;
  if v_first.grand_total <> round(v_first.taxable_total + v_first.cgst_total + v_first.sgst_total)
     or v_first.grand_total - v_first.round_off
        <> v_first.taxable_total + v_first.cgst_total + v_first.sgst_total then
    raise exception 'the grand total is rounded to the rupee with the round-off shown: %', to_jsonb(v_first);
  end if;
  if (select sum(l.cgst_amount + l.sgst_amount + l.igst_amount) from public.tax_invoice_lines l
       where l.invoice_id = v_first.id) <> v_first.cgst_total + v_first.sgst_total + v_first.igst_total then
    raise exception 'the lines'' tax adds up to the invoice''s';
  end if;

  v_refused := false;
  begin
    perform public.issue_invoice(v_order.id, v_stage);
  exception when unique_violation then
    v_refused := sqlerrm like '%already invoiced%';
  end;
  if not v_refused then
    raise exception 'a stage is invoiced once';
  end if;

  v_id := public.issue_invoice(v_order.id);
  select i.* into strict v_rest from public.tax_invoices i where i.id = v_id;
  v_order_taxable := (public.order_totals(v_order.id) ->> 'taxable_total')::numeric;
  if v_rest.share_percent <> 90 or v_first.taxable_total + v_rest.taxable_total <> v_order_taxable then
    raise exception 'the rest of the order: 90 %%, and the two add up to the order''s % to the paisa', v_order_taxable;
  end if;

  select l.id into v_line from public.tax_invoice_lines l where l.invoice_id = v_rest.id order by l.position limit 1;
  perform public.issue_credit_note(v_rest.id, 'Shutter dropped from scope',
    jsonb_build_array(jsonb_build_object('invoice_line_id', v_line)));
  if (select status from public.tax_invoices where id = v_rest.id) <> 'issued' then
    raise exception 'a credit note for one line leaves the invoice issued';
  end if;
  perform public.issue_credit_note(v_rest.id, 'Order cancelled by the client');
  if (select status from public.tax_invoices where id = v_rest.id) <> 'cancelled'
     or (select sum(n.grand_total) from public.credit_notes n where n.invoice_id = v_rest.id) <> v_rest.grand_total
     or (select sum(n.cgst_total) from public.credit_notes n where n.invoice_id = v_rest.id) <> v_rest.cgst_total then
    raise exception 'crediting the rest cancels the invoice and nets it to zero';
  end if;
  if exists (select 1 from public.credit_notes where invoice_id = v_rest.id and number !~ '^CN/[0-9]{4}-[0-9]{2}/[0-9]{4}$') then
    raise exception 'credit notes are numbered CN/<year>/NNNN';
  end if;

  v_refused := false;
  begin
    update public.tax_invoices set grand_total = 1 where id = v_first.id;
  exception when insufficient_privilege then
    v_refused := true;
  end;
  if not v_refused then
    raise exception 'nobody updates an invoice';
  end if;

  v_id := public.issue_invoice((select id from public.sales_orders where number = 'SO-2026-0010'));
  select i.* into strict v_other from public.tax_invoices i where i.id = v_id;
  if v_other.intra_state or v_other.cgst_total <> 0 or v_other.igst_total = 0 or v_other.place_of_supply_code <> '33' then
    raise exception 'an order across states pays IGST with Tamil Nadu (33) as the place of supply: %', to_jsonb(v_other);
  end if;

  if exists (select 1 from public.payments p where p.reverses_payment_id is null
              and not exists (select 1 from public.payment_receipts r where r.payment_id = p.id
                               and r.number ~ '^RCPT/[0-9]{4}-[0-9]{2}/[0-9]{4}$')) then
    raise exception 'every payment received has a receipt number';
  end if;
  if exists (
    select 1 from public.receivables r
     where r.balance <> r.invoiced - r.credited - r.received
        or r.balance <> (select sum(l.debit - l.credit) from public.client_ledger l where l.client_id = r.client_id)) then
    raise exception 'each client''s balance is invoiced less credited less received, as the ledger sums it';
  end if;
  if exists (
    select 1 from public.receivables r
     where r.balance <> (select l.balance from public.client_ledger l where l.client_id = r.client_id
                          order by l.position desc limit 1)) then
    raise exception 'the running balance after a client''s last entry is the client''s balance';
  end if;

  reset role;
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'asha.rao@fpw.in'))::text, true);
  set local role authenticated;
  v_refused := false;
  begin
    perform public.issue_invoice((select id from public.sales_orders where number = 'SO-2026-0015'));
  exception when insufficient_privilege then
    v_refused := true;
  end;
  if not v_refused then
    raise exception 'a sales executive may not issue invoices';
  end if;
  reset role;
end;
$$;
