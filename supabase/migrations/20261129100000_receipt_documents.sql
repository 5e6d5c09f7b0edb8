-- A receipt as the client receives it (issue 23): one row per payment received that has a receipt
-- number, with what it was received against where that is known: the project, its payment stage,
-- the project's orders and the issued invoices for that stage. A read model over the payment
-- tables with the reader's own row-level security (security_invoker), so whoever may read a
-- payment may print its receipt, and nobody else.
-- No BEGIN/COMMIT here: the runner chooses.

create view public.payment_receipt_documents with (security_invoker = true) as
select pay.id as payment_id, r.number, pay.received_on, pay.amount, pay.mode, pay.reference,
       pay.project_id, p.code as project_code, p.name as project_name, p.client_id,
       coalesce(c.name, '') as client_name, c.billing_address as client_address, c.city as client_city,
       c.state as client_state, c.gstin as client_gstin, s.name as stage_name,
       (select string_agg(o.number, ', ' order by o.number) from public.sales_orders o
         where o.project_id = pay.project_id and o.status <> 'cancelled') as order_numbers,
       (select string_agg(i.number, ', ' order by i.number) from public.tax_invoices i
         where i.payment_stage_id = pay.payment_stage_id and i.status = 'issued') as invoice_numbers,
       exists (select 1 from public.payments back where back.reverses_payment_id = pay.id) as reversed
  from public.payments pay
  join public.payment_receipts r on r.payment_id = pay.id
  join public.projects p on p.id = pay.project_id
  left join public.clients c on c.id = p.client_id
  left join public.project_payment_stages s on s.id = pay.payment_stage_id;

grant select on public.payment_receipt_documents to authenticated;
revoke all on public.payment_receipt_documents from anon;
