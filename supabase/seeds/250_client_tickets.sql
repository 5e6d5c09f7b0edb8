-- Service for clients (issue 24): the sales manager and the production lead handle client tickets
-- (administrators hold every code), and two tickets of clients: a hinge on an installed order,
-- assigned to the production lead, and a question of another client not tied to an order yet.
select public.quiet_audit();

insert into public.role_permissions (role_id, permission_code)
select r.id, 'ticket.client'
  from public.roles r
 where r.name in ('Sales manager', 'Production lead')
on conflict do nothing;

insert into public.support_tickets (id, client_id, order_id, subject, description, priority, status, assignee_id,
                                    created_at, first_response_at, updated_at)
select md5('fpw:client-ticket:1')::uuid, o.client_id, o.id,
       'Wardrobe shutter hinge has dropped',
       'The left shutter of the bedroom wardrobe no longer closes flush since last week; the client asks for a visit.',
       'high', 'open', '5a1e0000-0000-4000-8000-000000000004'::uuid,
       '2026-11-27 10:15+05:30', '2026-11-27 11:00+05:30', '2026-11-27 11:00+05:30'
  from public.sales_orders o
 where o.status = 'installed'
 order by o.number
 limit 1;

insert into public.support_tickets (id, client_id, subject, description, priority, status, created_at, updated_at)
select md5('fpw:client-ticket:2')::uuid, o.client_id,
       'Spare keys for the study drawers',
       'The client lost one of the two drawer keys and asks whether we keep spares.',
       'low', 'new', '2026-11-28 16:40+05:30', '2026-11-28 16:40+05:30'
  from public.sales_orders o
 where o.status = 'installed'
 order by o.number
 offset 1
 limit 1;

insert into public.support_ticket_messages (id, ticket_id, body, internal, by_staff_id, created_at)
values (md5('fpw:client-ticket-message:1')::uuid, md5('fpw:client-ticket:1')::uuid,
        'Sorry about the shutter. We will send the crew to re-align the hinge; which day suits you?', false,
        '5a1e0000-0000-4000-8000-000000000004', '2026-11-27 11:00+05:30');
