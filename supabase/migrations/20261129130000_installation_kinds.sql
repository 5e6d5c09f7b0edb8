-- Installation and handover (issue 24), part one: the new enum values and permission codes, in a
-- file of their own because a value added to an enum cannot be used in the transaction that adds
-- it (20261129130100_installation_and_handover.sql uses them).
--   appointment kinds   installation, delivery: an order's crew on the same calendar as the rest
--   notification kind   handover_signed: the order's salesperson hears that the client signed
--   installation.book   book an order's installation or delivery visit
--   handover.sign       keep an order's handover checklist and snags and take the client's signature
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

alter type public.appointment_kind add value if not exists 'installation';
alter type public.appointment_kind add value if not exists 'delivery';
alter type public.notification_kind add value if not exists 'handover_signed';

insert into public.permissions (code, area, description) values
  ('installation.book', 'production', 'Book an order''s installation or delivery on the calendar'),
  ('handover.sign', 'production', 'Keep an order''s handover checklist and snags and take the client''s signature');
-- Databases made before this migration: the production lead and sales managers book, the production
-- lead signs off (administrators hold every code). A new database gets the same from
-- supabase/seeds/240_installation.sql.
insert into public.role_permissions (role_id, permission_code)
select r.id, g.code
  from public.roles r
  join (values ('Production lead', 'installation.book'), ('Sales manager', 'installation.book'),
               ('Administrator', 'installation.book'), ('Production lead', 'handover.sign'),
               ('Administrator', 'handover.sign')) as g(role, code) on g.role = r.name
on conflict do nothing;

-- The warranty a signed handover starts, in months (a named org setting, 12 unless changed).
alter table public.org_settings
  add column warranty_months integer not null default 12
    constraint org_settings_warranty_months_check check (warranty_months between 0 and 120);
