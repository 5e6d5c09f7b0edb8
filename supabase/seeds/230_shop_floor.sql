-- The shop floor (issue 24): machine operators and the production lead scan part labels at their
-- stations (administrators hold every code). Stations and routes come with the migration.
select public.quiet_audit();

insert into public.role_permissions (role_id, permission_code)
select r.id, 'production.scan'
  from public.roles r
 where r.name in ('Machine operator', 'Production lead')
on conflict do nothing;
