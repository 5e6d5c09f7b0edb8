-- Paying suppliers (issue 23, money out): the production lead, who deals with suppliers, and the
-- accountant, who pays them, hold supplier.pay (admins hold every code). No payment is seeded: the
-- supplier ledger opens with the goods received so far.
insert into public.role_permissions (role_id, permission_code)
select r.id, 'supplier.pay' from public.roles r where r.name in ('Production lead', 'Accountant')
on conflict do nothing;
