-- A purchase order as the supplier receives it (issue 23): the supplier's name, GSTIN, state and
-- address, the order's lines and its tax by rate, split CGST and SGST when the supplier is in the
-- organisation's state and IGST when not (states from the GSTINs, else the state names; when
-- either is unknown the order is taken as within the state). Read models with the reader's own
-- row-level security (security_invoker): whoever may read the order may print it.
-- No BEGIN/COMMIT here: the runner chooses.

alter table public.suppliers
  add column address text
    constraint suppliers_address_check check (length(btrim(address)) between 1 and 300)
    constraint suppliers_address_length_check check (length(address) <= 300);

-- Within the organisation's state? One rule for the document and its tax rows.
create or replace function public.supplier_intra_state(p_gstin text, p_state text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    public.gst_state_code(p_gstin, p_state)
      = (select public.gst_state_code(o.gstin, o.state) from public.org_settings o limit 1),
    true
  )
$$;
revoke execute on function public.supplier_intra_state(text, text) from public, anon;
grant execute on function public.supplier_intra_state(text, text) to authenticated;

create view public.purchase_order_documents with (security_invoker = true) as
select o.id, o.number, o.status, o.order_date, o.expected_date, o.notes, o.sent_at,
       o.supplier_id, s.name as supplier_name, s.gstin as supplier_gstin, s.state as supplier_state,
       s.address as supplier_address, s.contact_name as supplier_contact, s.phone as supplier_phone,
       s.email as supplier_email, s.payment_terms_days,
       public.supplier_intra_state(s.gstin, s.state) as intra_state,
       t.taxable, t.gst, t.total
  from public.purchase_orders o
  join public.suppliers s on s.id = o.supplier_id
  join public.purchase_order_summaries t on t.id = o.id;

-- GST by rate, each line's GST rounded to paise as the order's total has it; CGST takes the half
-- rounded to paise and SGST the rest, so the two always add up to the rate's GST.
create view public.purchase_order_tax_by_rate with (security_invoker = true) as
select r.purchase_order_id, r.gst_rate, r.taxable,
       case when r.intra_state then round(r.gst / 2, 2) else 0 end as cgst,
       case when r.intra_state then r.gst - round(r.gst / 2, 2) else 0 end as sgst,
       case when r.intra_state then 0 else r.gst end as igst
  from (
    select l.purchase_order_id, l.gst_rate, sum(l.line_total) as taxable,
           sum(round(l.line_total * l.gst_rate / 100, 2)) as gst,
           public.supplier_intra_state(s.gstin, s.state) as intra_state
      from public.purchase_order_lines l
      join public.purchase_orders o on o.id = l.purchase_order_id
      join public.suppliers s on s.id = o.supplier_id
     group by l.purchase_order_id, l.gst_rate, s.gstin, s.state
  ) r;

grant select on public.purchase_order_documents, public.purchase_order_tax_by_rate to authenticated;
revoke all on public.purchase_order_documents, public.purchase_order_tax_by_rate from anon;
