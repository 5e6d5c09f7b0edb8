-- Demo data for invoicing (issue 23): accounts issue invoices and credit notes (admins hold every
-- code). The seeded payments (050_projects.sql) have their receipt numbers from the trigger.
insert into public.role_permissions (role_id, permission_code)
select r.id, 'invoice.issue' from public.roles r where r.name = 'Accountant'
on conflict do nothing;

-- Orders delivered, installed or dispatched are invoiced in full, a day after delivery (or order),
-- in date order so the numbers run with the dates. SO-2026-0003 is left for the e-invoice tests to
-- issue, and the orders still in production or confirmed have not been invoiced yet.
do $$
declare
  v_order record;
begin
  for v_order in
    select o.id, least(coalesce(o.delivered_on, o.order_date) + 1, current_date) as invoice_date
      from public.sales_orders o
     where o.status in ('dispatched', 'delivered', 'installed') and o.number <> 'SO-2026-0003'
     order by 2, o.number
  loop
    perform public.issue_invoice(v_order.id, null, v_order.invoice_date);
  end loop;
end;
$$;
