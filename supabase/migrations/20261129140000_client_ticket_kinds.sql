-- Service for clients (issue 24), part one: the new enum value and permission code, in a file of
-- their own because a value added to an enum cannot be used in the transaction that adds it
-- (20261129140100_client_tickets.sql and 20261129140200_book_service_visit.sql use them).
--   appointment kind   service_visit: a visit booked from a client's support ticket
--   ticket.client      read and work support tickets of clients and their orders (after-sale
--                      service); design-tool subscribers' tickets keep subscribers.view/.edit
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

alter type public.appointment_kind add value if not exists 'service_visit';

insert into public.permissions (code, area, description) values
  ('ticket.client', 'sales', 'Read and work support tickets of clients and their orders, and book service visits')
on conflict (code) do nothing;
-- Databases made before this migration: who handles after-sale service (the sales manager, who runs
-- the office, and the production lead, whose crews install) and administrators (who hold every code).
-- A new database gets the same from supabase/seeds/250_client_tickets.sql.
insert into public.role_permissions (role_id, permission_code)
select r.id, 'ticket.client'
  from public.roles r
 where r.name in ('Sales manager', 'Production lead', 'Administrator')
on conflict do nothing;
