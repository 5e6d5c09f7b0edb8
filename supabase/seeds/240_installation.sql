-- Installation and handover (issue 24): the production lead and sales managers book installations,
-- the production lead signs off handovers (administrators hold every code).
select public.quiet_audit();

insert into public.role_permissions (role_id, permission_code)
select r.id, g.code
  from public.roles r
  join (values ('Production lead', 'installation.book'), ('Sales manager', 'installation.book'),
               ('Production lead', 'handover.sign')) as g(role, code) on g.role = r.name
on conflict do nothing;
