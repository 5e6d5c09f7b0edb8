-- Demo data: support tickets from design-tool subscribers (migration 20261125088050), dated around
-- 2026-11-24, with replies and internal notes. Asha Rao (…001) and Nisha Bhat (…009) work the queue.

select public.quiet_audit();

insert into public.support_tickets (id, subscriber_id, subject, description, priority, status, assignee_id,
                                    created_at, first_response_at, resolved_at, updated_at)
select md5('fpw:ticket:' || t.n)::uuid, md5('fpw:subscriber:' || t.sub)::uuid, t.subject, t.description,
       t.priority::public.priority, t.status::public.ticket_status, t.assignee::uuid,
       t.created::timestamptz, t.responded::timestamptz, t.resolved::timestamptz, t.created::timestamptz
  from (values
    (1, 4, 'Render of the kitchen elevation stops at 80%', 'Every render of the L-shaped kitchen for a client in Baner freezes at 80%. Tried twice on two laptops.',
     'urgent', 'open', '5a1e0000-0000-4000-8000-000000000001', '2026-11-24 09:10+05:30', '2026-11-24 09:40+05:30', null),
    (2, 12, 'Showroom seat cannot sign in after the password reset', 'The Pune showroom designer reset her password and now the tool says the account is locked.',
     'high', 'waiting_on_customer', '5a1e0000-0000-4000-8000-000000000009', '2026-11-23 15:00+05:30', '2026-11-23 16:10+05:30', null),
    (3, 27, 'Laminate catalogue missing the new Merino shades', 'The 2026 Merino high-gloss shades are not in the skin library yet.',
     'medium', 'new', null, '2026-11-24 11:30+05:30', null, null),
    (4, 35, 'Invoice for October shows the old GSTIN', 'Our GSTIN changed in September; the October invoice still shows the old one.',
     'low', 'resolved', '5a1e0000-0000-4000-8000-000000000001', '2026-11-18 10:00+05:30', '2026-11-18 12:00+05:30', '2026-11-19 17:30+05:30'),
    (5, 7, 'Wardrobe shutter handles export in the wrong size to the cut list', 'Profile handles on the sliding wardrobe come out 2 mm short in the exported cut list.',
     'high', 'open', '5a1e0000-0000-4000-8000-000000000009', '2026-11-22 12:00+05:30', '2026-11-22 14:30+05:30', null),
    (6, 40, 'How do I share a 3D walkthrough with a client?', 'A client wants to see the living room on her phone.',
     'low', 'closed', '5a1e0000-0000-4000-8000-000000000001', '2026-11-10 10:00+05:30', '2026-11-10 11:00+05:30', '2026-11-10 11:20+05:30')
  ) as t(n, sub, subject, description, priority, status, assignee, created, responded, resolved);

insert into public.support_ticket_messages (id, ticket_id, body, internal, by_staff_id, created_at)
select md5('fpw:ticket-message:' || m.n)::uuid, md5('fpw:ticket:' || m.ticket)::uuid, m.body, m.internal, m.by::uuid, m.at::timestamptz
  from (values
    (1, 1, 'Thank you for the report. Could you send the project file? We are checking the render queue.', false, '5a1e0000-0000-4000-8000-000000000001', '2026-11-24 09:40+05:30'),
    (2, 1, 'Same freeze reported by one other firm this week: raised with the tool team.', true, '5a1e0000-0000-4000-8000-000000000001', '2026-11-24 09:45+05:30'),
    (3, 2, 'We unlocked the account; please ask her to sign in again and tell us if it works.', false, '5a1e0000-0000-4000-8000-000000000009', '2026-11-23 16:10+05:30'),
    (4, 4, 'The October invoice is reissued with the new GSTIN and sent to your accounts e-mail.', false, '5a1e0000-0000-4000-8000-000000000001', '2026-11-18 12:00+05:30'),
    (5, 5, 'We can reproduce it with 2.5 mm edge band on the shutters; a fix is being tested.', false, '5a1e0000-0000-4000-8000-000000000009', '2026-11-22 14:30+05:30'),
    (6, 6, 'Use Share > Walkthrough link; the link opens on any phone without an account.', false, '5a1e0000-0000-4000-8000-000000000001', '2026-11-10 11:00+05:30')
  ) as m(n, ticket, body, internal, by, at);
