-- Demo data: who changes a project's estimate and payment plan (migration 20261128110000). The
-- sales manager role holds projects.finance (administrators hold every code already).

insert into public.role_permissions (role_id, permission_code)
values (md5('fpw:role:Sales manager')::uuid, 'projects.finance')
on conflict do nothing;
