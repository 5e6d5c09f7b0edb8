-- Demo data: the seeded quotations already sent, approved or rejected keep the tax they were sent
-- with, as set_quotation_status stores it for new ones (migration 20261128100100 did the same for
-- rows that existed then; the seeds run after it). Editing a demo client's state later no longer
-- flips an approved quotation's CGST/SGST to IGST.
select public.quiet_audit();

alter table public.quotations disable trigger quotations_guard;
update public.quotations q
   set tax_snapshot = public.quotation_tax_live(q.id) || public.quotation_tax_basis(q.id)
                      || jsonb_build_object('snapshot', true)
 where q.status <> 'draft' and q.tax_snapshot is null;
alter table public.quotations enable trigger quotations_guard;
