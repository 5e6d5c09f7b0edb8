-- Embedded only, after every seed file: a sign-in for each seeded staff member, all with the demo
-- password of src/services/auth.ts (DEMO_PASSWORD, 'Panel@2026'), so the sign-in page's demo
-- accounts work. Never applied to Supabase, where sign-ins are made in its dashboard or CLI.
--
-- The hash is bcrypt cost 8 of the demo password, computed once with pgcrypto
-- (crypt('Panel@2026', gen_salt('bf', 8))) and stored as a literal: hashing at seed time would cost
-- about 0.1 s per person in WebAssembly on every cold start. Ids derive from the email, so they are
-- the same in every database. The insert trigger of 20261121000100 links each sign-in to its staff row.

insert into auth.users (id, email, encrypted_password, email_confirmed_at, created_at, updated_at)
select md5('fpw-auth-user:' || s.email)::uuid,
       s.email,
       '$2a$08$ctAC6MpNal8Tz8RfF2UWT.MITTCJ8T7Hp/jzyNSFaDoHsPTB/.HGe',
       '2026-01-01 00:00+00',
       '2026-01-01 00:00+00',
       '2026-01-01 00:00+00'
  from public.staff s
 where not exists (select 1 from auth.users u where lower(u.email) = s.email)
 order by s.email;
