-- Demo data: who reads business analytics (migration 20261128130000_crm_reads.sql). Sales managers
-- and accountants hold analytics.view; administrators hold every code already.

insert into public.role_permissions (role_id, permission_code)
values (md5('fpw:role:Sales manager')::uuid, 'analytics.view'),
       (md5('fpw:role:Accountant')::uuid, 'analytics.view')
on conflict do nothing;
