-- Demo data for invoicing (issue 23): accounts issue invoices and credit notes (admins hold every
-- code). The seeded payments (050_projects.sql) have their receipt numbers from the trigger.
insert into public.role_permissions (role_id, permission_code)
select r.id, 'invoice.issue' from public.roles r where r.name = 'Accountant'
on conflict do nothing;
