-- Demo data: enterprise customers of the design tool (migration 20261125088000), each with seats
-- held by subscribers of 030_design_tool_subscribers.sql (ids md5('fpw:subscriber:' || i)).
--   Kapoor Mehta Architects: 4 seats, 3 held (one left), renews 2026-12-10
--   HomeCraft Furniture (a retail chain, one seat per showroom): 12 seats, 8 held, renews 2026-12-18
--   Studio Vastu Architects: 3 seats, all taken, renews 2027-03-31
--   Urban Nest Interiors: 6 seats, 2 held, renews 2027-06-30

select public.quiet_audit();

insert into public.enterprise_accounts (id, name, plan, seats_bought, renewal_date, account_manager_id, notes, created_at, updated_at)
values
  (md5('fpw:enterprise:kapoor-mehta')::uuid, 'Kapoor Mehta Architects', 'pro', 4, date '2026-12-10',
   '5a1e0000-0000-4000-8000-000000000009',
   'Three partners and a junior architect design kitchens and wardrobes for their clients in the tool. Asked about a fifth seat for an intern in January.',
   timestamptz '2026-03-02 10:30+05:30', timestamptz '2026-03-02 10:30+05:30'),
  (md5('fpw:enterprise:homecraft')::uuid, 'HomeCraft Furniture', 'elite', 12, date '2026-12-18',
   '5a1e0000-0000-4000-8000-000000000010',
   'Furniture retail chain: one seat per showroom for the in-store designer. Two new showrooms open in Pune and Nagpur before the renewal.',
   timestamptz '2025-12-18 11:00+05:30', timestamptz '2025-12-18 11:00+05:30'),
  (md5('fpw:enterprise:studio-vastu')::uuid, 'Studio Vastu Architects', 'pro', 3, date '2027-03-31',
   '5a1e0000-0000-4000-8000-000000000001',
   'Residential interiors studio. All seats in use; renews with the financial year.',
   timestamptz '2026-04-01 09:45+05:30', timestamptz '2026-04-01 09:45+05:30'),
  (md5('fpw:enterprise:urban-nest')::uuid, 'Urban Nest Interiors', 'basic', 6, date '2027-06-30',
   '5a1e0000-0000-4000-8000-000000000009',
   'Modular kitchen dealer growing into full-home interiors; seats bought ahead of hiring.',
   timestamptz '2026-07-01 12:15+05:30', timestamptz '2026-07-01 12:15+05:30');

insert into public.enterprise_seats (id, account_id, subscriber_id, assigned_at, assigned_by)
select md5('fpw:enterprise-seat:' || s.account || ':' || s.i)::uuid,
       md5('fpw:enterprise:' || s.account)::uuid,
       md5('fpw:subscriber:' || s.i)::uuid,
       s.at::timestamptz,
       '5a1e0000-0000-4000-8000-000000000001'::uuid
  from (values
    ('kapoor-mehta', 4, '2026-03-02 11:00+05:30'),
    ('kapoor-mehta', 7, '2026-03-02 11:05+05:30'),
    ('kapoor-mehta', 8, '2026-05-14 15:20+05:30'),
    ('homecraft', 12, '2025-12-18 12:00+05:30'),
    ('homecraft', 13, '2025-12-18 12:02+05:30'),
    ('homecraft', 14, '2025-12-18 12:04+05:30'),
    ('homecraft', 15, '2026-01-09 10:00+05:30'),
    ('homecraft', 17, '2026-02-20 16:30+05:30'),
    ('homecraft', 18, '2026-04-11 11:10+05:30'),
    ('homecraft', 24, '2026-06-03 14:45+05:30'),
    ('homecraft', 25, '2026-08-19 09:30+05:30'),
    ('studio-vastu', 27, '2026-04-01 10:00+05:30'),
    ('studio-vastu', 28, '2026-04-01 10:05+05:30'),
    ('studio-vastu', 34, '2026-06-22 17:00+05:30'),
    ('urban-nest', 35, '2026-07-01 12:30+05:30'),
    ('urban-nest', 37, '2026-09-15 13:00+05:30')
  ) as s(account, i, at);
