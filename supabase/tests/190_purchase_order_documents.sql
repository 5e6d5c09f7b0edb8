-- A purchase order as the supplier receives it (issue 23; 20261129160000_purchase_order_documents.sql),
-- on PostgreSQL (npm run db:check) as on PGlite (src/services/purchasing/purchase-order-document.node.test.ts).
-- As the seeded production lead: the hardware mart in the organisation's state (Karnataka) is
-- charged CGST and SGST, the Pune board dealer IGST; each order's tax rows add up to its GST and
-- taxable value; the supplier's address prints. Runs in a rolled-back transaction.

do $$
declare
  v_doc record;
  v_tax record;
begin
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'rahul.verma@fpw.in'))::text, true);
  set local role authenticated;

  for v_doc in select * from public.purchase_order_documents loop
    select sum(t.taxable) as taxable, sum(t.cgst + t.sgst + t.igst) as gst,
           bool_and(case when v_doc.intra_state then t.igst = 0 and abs(t.cgst - t.sgst) <= 0.01
                         else t.cgst = 0 and t.sgst = 0 end) as split
      into v_tax
      from public.purchase_order_tax_by_rate t where t.purchase_order_id = v_doc.id;
    if v_tax.taxable is distinct from v_doc.taxable or v_tax.gst is distinct from v_doc.gst then
      raise exception '% taxes % on % but its rows say % on %', v_doc.number, v_doc.gst, v_doc.taxable, v_tax.gst, v_tax.taxable;
    end if;
    if not v_tax.split then
      raise exception '% (intra-state %) splits its GST the wrong way', v_doc.number, v_doc.intra_state;
    end if;
  end loop;

  if not (select intra_state from public.purchase_order_documents
           where supplier_id = md5('fpw:supplier:hardware')::uuid limit 1) then
    raise exception 'the Bengaluru hardware mart should be within the state (CGST and SGST)';
  end if;
  if (select intra_state from public.purchase_order_documents
       where supplier_id = md5('fpw:supplier:greenply')::uuid limit 1) then
    raise exception 'the Pune board dealer should be across states (IGST)';
  end if;
  if (select supplier_address from public.purchase_order_documents
       where supplier_id = md5('fpw:supplier:hardware')::uuid limit 1) is distinct from '58 SP Road, Chickpet, Bengaluru 560002' then
    raise exception 'the supplier''s address is missing from the purchase order';
  end if;
end;
$$;
