-- Demo data every backend shares (Supabase `db reset`, the embedded database, `npm run db:check`).
-- Deterministic: fixed ids, no random values, so tests and links can name rows. The five demo
-- accounts are exactly DEMO_ACCOUNTS of src/services/auth.ts. Nothing here needs the embedded auth
-- schema: the sign-ins for these people are created by supabase/embedded/seed-auth.sql in the
-- embedded database, and by the Supabase dashboard or CLI on a real project (linked by email).
-- More demo data follows in supabase/seeds/*.sql, applied after this file in name order.

insert into public.staff (id, email, name, phone, department, designation, active, created_at, updated_at)
values
  ('5a1e0000-0000-4000-8000-000000000001', 'asha.rao@fpw.in', 'Asha Rao', '+91 98450 10001',
   'Sales', 'sales', true, '2026-01-05 09:00+05:30', '2026-01-05 09:00+05:30'),
  ('5a1e0000-0000-4000-8000-000000000002', 'vikram.singh@fpw.in', 'Vikram Singh', '+91 98450 10002',
   'Sales', 'sales', true, '2026-01-05 09:05+05:30', '2026-01-05 09:05+05:30'),
  ('5a1e0000-0000-4000-8000-000000000003', 'meera.iyer@fpw.in', 'Meera Iyer', '+91 98450 10003',
   'Design', 'designer', true, '2026-01-05 09:10+05:30', '2026-01-05 09:10+05:30'),
  ('5a1e0000-0000-4000-8000-000000000004', 'rahul.verma@fpw.in', 'Rahul Verma', '+91 98450 10004',
   'Production', 'production', true, '2026-01-05 09:15+05:30', '2026-01-05 09:15+05:30'),
  ('5a1e0000-0000-4000-8000-000000000005', 'priya.nair@fpw.in', 'Priya Nair', '+91 98450 10005',
   'Administration', 'admin', true, '2026-01-05 09:20+05:30', '2026-01-05 09:20+05:30'),
  ('5a1e0000-0000-4000-8000-000000000006', 'kavya.menon@fpw.in', 'Kavya Menon', '+91 98450 10006',
   'Accounts', 'accounts', true, '2026-01-12 10:00+05:30', '2026-01-12 10:00+05:30'),
  ('5a1e0000-0000-4000-8000-000000000007', 'sanjay.kulkarni@fpw.in', 'Sanjay Kulkarni', '+91 98450 10007',
   'Design', 'designer', true, '2026-02-02 10:00+05:30', '2026-02-02 10:00+05:30'),
  -- A former sales executive: kept for history, no longer a sales user and no longer able to sign in.
  ('5a1e0000-0000-4000-8000-000000000008', 'arjun.desai@fpw.in', 'Arjun Desai', '+91 98450 10008',
   'Sales', 'sales', false, '2026-01-05 09:25+05:30', '2026-06-30 18:00+05:30')
on conflict (id) do nothing;
