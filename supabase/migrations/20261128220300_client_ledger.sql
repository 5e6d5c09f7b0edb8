-- What clients owe (issue 23): read-only views over invoices, credit notes and payments, with the
-- readers' own row-level security (security_invoker), so a person sees the ledger of the projects
-- they see.
--   client_ledger          per client, in date order: invoices (debit), credit notes and receipts
--                          (credit; a reversal takes its receipt back), with the running balance.
--   invoice_outstanding    per invoice: what is left to pay. Money received for a client pays its
--                          oldest invoices first (a credit note pays the invoice it credits), so an
--                          advance received before an invoice is adjusted against it when it comes.
--   receivables            per client: invoiced, credited, received, balance, and what is left
--                          unpaid by age from the invoice date (0-30, 31-60, 61-90, over 90 days).
--   sales_register         one row per invoice and credit note (credit notes negative) for a month's
--                          filing; gst_summary(month) by rate and by place of supply.
-- No BEGIN/COMMIT here: the runner chooses.

create view public.client_ledger with (security_invoker = true) as
with entries as (
  select i.client_id, i.invoice_date as entry_date, 1 as seq, 'invoice'::text as entry, i.id as document_id,
         i.number, i.project_id, i.order_id, i.grand_total as debit, 0::numeric(14, 2) as credit, i.created_at
    from public.tax_invoices i
  union all
  select n.client_id, n.note_date, 2, 'credit_note', n.id, n.number, n.project_id, n.order_id,
         0, n.grand_total, n.created_at
    from public.credit_notes n
  union all
  select p.client_id, pay.received_on, 3, case when pay.reverses_payment_id is null then 'receipt' else 'reversal' end,
         pay.id, coalesce(r.number, rr.number), pay.project_id, null::uuid,
         greatest(-pay.amount, 0), greatest(pay.amount, 0), pay.created_at
    from public.payments pay
    join public.projects p on p.id = pay.project_id
    left join public.payment_receipts r on r.payment_id = pay.id
    left join public.payment_receipts rr on rr.payment_id = pay.reverses_payment_id
)
select e.client_id, c.name as client_name, e.entry_date, e.entry, e.document_id, e.number, e.project_id,
       pr.code as project_code, e.order_id, e.debit, e.credit,
       (sum(e.debit - e.credit) over w)::numeric(14, 2) as balance,
       (row_number() over w)::integer as position
  from entries e
  join public.clients c on c.id = e.client_id
  join public.projects pr on pr.id = e.project_id
window w as (partition by e.client_id order by e.entry_date, e.seq, e.created_at, e.number, e.document_id
             rows between unbounded preceding and current row);

create view public.invoice_outstanding with (security_invoker = true) as
with invoices as (
  select i.id, i.client_id, i.invoice_date, i.due_date, i.number,
         i.grand_total - coalesce((select sum(n.grand_total) from public.credit_notes n where n.invoice_id = i.id), 0) as net
    from public.tax_invoices i
),
paid as (
  select p.client_id, sum(pay.amount) as received
    from public.payments pay join public.projects p on p.id = pay.project_id
   group by p.client_id
),
running as (
  select v.*, sum(v.net) over (partition by v.client_id order by v.invoice_date, v.number
                               rows between unbounded preceding and current row) as cumulative
    from invoices v
)
select r.id as invoice_id, r.client_id, r.invoice_date, r.due_date, r.net,
       greatest(0, least(r.net, r.cumulative - coalesce(p.received, 0)))::numeric(14, 2) as outstanding,
       (current_date - r.invoice_date) as age_days
  from running r left join paid p on p.client_id = r.client_id;

create view public.receivables with (security_invoker = true) as
select c.id as client_id, c.name as client_name, c.phone, c.email,
       coalesce(t.invoiced, 0)::numeric(14, 2) as invoiced,
       coalesce(t.credited, 0)::numeric(14, 2) as credited,
       coalesce(t.received, 0)::numeric(14, 2) as received,
       (coalesce(t.invoiced, 0) - coalesce(t.credited, 0) - coalesce(t.received, 0))::numeric(14, 2) as balance,
       coalesce(o.outstanding, 0)::numeric(14, 2) as outstanding,
       coalesce(o.days_0_30, 0)::numeric(14, 2) as days_0_30,
       coalesce(o.days_31_60, 0)::numeric(14, 2) as days_31_60,
       coalesce(o.days_61_90, 0)::numeric(14, 2) as days_61_90,
       coalesce(o.days_over_90, 0)::numeric(14, 2) as days_over_90,
       o.oldest_unpaid_on,
       coalesce(o.overdue_invoices, 0)::integer as overdue_invoices
  from public.clients c
  join lateral (
    select (select sum(l.debit) from public.client_ledger l where l.client_id = c.id and l.entry = 'invoice') as invoiced,
           (select sum(l.credit) from public.client_ledger l where l.client_id = c.id and l.entry = 'credit_note') as credited,
           (select sum(l.credit - l.debit) from public.client_ledger l
             where l.client_id = c.id and l.entry in ('receipt', 'reversal')) as received
  ) t on t.invoiced is not null or t.received is not null
  left join lateral (
    select sum(x.outstanding) as outstanding,
           sum(x.outstanding) filter (where x.age_days <= 30) as days_0_30,
           sum(x.outstanding) filter (where x.age_days between 31 and 60) as days_31_60,
           sum(x.outstanding) filter (where x.age_days between 61 and 90) as days_61_90,
           sum(x.outstanding) filter (where x.age_days > 90) as days_over_90,
           min(x.invoice_date) filter (where x.outstanding > 0) as oldest_unpaid_on,
           count(*) filter (where x.outstanding > 0 and x.due_date < current_date) as overdue_invoices
      from public.invoice_outstanding x where x.client_id = c.id
  ) o on true;

create view public.sales_register with (security_invoker = true) as
select i.id as document_id, 'invoice'::text as document, i.number, i.invoice_date as document_date, i.client_id,
       i.buyer_name, i.buyer_gstin, i.place_of_supply, i.place_of_supply_code, null::text as against_number,
       i.taxable_total, i.cgst_total, i.sgst_total, i.igst_total, i.round_off, i.grand_total, i.status::text as status
  from public.tax_invoices i
union all
select n.id, 'credit_note', n.number, n.note_date, n.client_id, i.buyer_name, i.buyer_gstin, i.place_of_supply,
       i.place_of_supply_code, i.number, -n.taxable_total, -n.cgst_total, -n.sgst_total, -n.igst_total, -n.round_off,
       -n.grand_total, 'issued'
  from public.credit_notes n join public.tax_invoices i on i.id = n.invoice_id;

-- GST of a month by rate and place of supply, credit notes netted, as the return is filed.
create or replace function public.gst_summary(p_month date)
returns table (gst_rate numeric, place_of_supply text, place_of_supply_code char(2), documents integer,
               taxable_amount numeric, cgst_amount numeric, sgst_amount numeric, igst_amount numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  with lines as (
    select i.id, l.gst_rate, i.place_of_supply, i.place_of_supply_code, l.taxable_amount, l.cgst_amount,
           l.sgst_amount, l.igst_amount
      from public.tax_invoices i join public.tax_invoice_lines l on l.invoice_id = i.id
     where date_trunc('month', i.invoice_date) = date_trunc('month', p_month)
    union all
    select n.id, l.gst_rate, i.place_of_supply, i.place_of_supply_code, -l.taxable_amount, -l.cgst_amount,
           -l.sgst_amount, -l.igst_amount
      from public.credit_notes n
      join public.credit_note_lines l on l.credit_note_id = n.id
      join public.tax_invoices i on i.id = n.invoice_id
     where date_trunc('month', n.note_date) = date_trunc('month', p_month)
  )
  select x.gst_rate, x.place_of_supply, x.place_of_supply_code, count(distinct x.id)::integer,
         sum(x.taxable_amount), sum(x.cgst_amount), sum(x.sgst_amount), sum(x.igst_amount)
    from lines x
   group by x.gst_rate, x.place_of_supply, x.place_of_supply_code
   order by x.gst_rate, x.place_of_supply
$$;
revoke execute on function public.gst_summary(date) from public, anon;
grant execute on function public.gst_summary(date) to authenticated;

-- The invoices list: each invoice with its order, project, what is credited and what is left to pay.
create view public.invoice_summaries with (security_invoker = true) as
select i.id, i.number, i.invoice_date, i.due_date, i.status, i.client_id, i.buyer_name as client_name, i.buyer_gstin,
       i.project_id, p.code as project_code, i.order_id, o.number as order_number, i.payment_stage_id, i.stage_name,
       i.share_percent, i.intra_state, i.place_of_supply, i.taxable_total, i.cgst_total + i.sgst_total + i.igst_total as tax_total,
       i.grand_total, coalesce((select sum(n.grand_total) from public.credit_notes n where n.invoice_id = i.id), 0)::numeric(14, 2) as credited,
       coalesce(x.outstanding, 0) as outstanding, i.created_at
  from public.tax_invoices i
  join public.projects p on p.id = i.project_id
  join public.sales_orders o on o.id = i.order_id
  left join public.invoice_outstanding x on x.invoice_id = i.id;

grant select on public.client_ledger, public.invoice_outstanding, public.receivables, public.sales_register,
  public.invoice_summaries to authenticated;
revoke all on public.client_ledger, public.invoice_outstanding, public.receivables, public.sales_register,
  public.invoice_summaries from anon;
