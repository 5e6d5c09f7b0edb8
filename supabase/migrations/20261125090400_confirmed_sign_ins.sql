-- A staff row is linked to a sign-in only once the sign-in's e-mail is confirmed (issue 15). The
-- triggers of 20261121000100 linked by e-mail as soon as an auth.users row appeared, confirmed or
-- not: on a hosted project with open sign-ups, whoever registered a staff member's e-mail first
-- got their row (and with it their role). Now:
--   * a new auth.users row links only if its e-mail is already confirmed (an invite accepted, an
--     admin-created user, the embedded auth.create_user and seed sign-ins, which are confirmed);
--   * confirming the e-mail later (GoTrue sets email_confirmed_at) links it then;
--   * a staff row added after the sign-in links only to a confirmed sign-in.
-- Supabase projects should also turn public sign-ups off (README, Supabase section).
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.link_staff_to_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_confirmed_at is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.email_confirmed_at is not null and new.email is not distinct from old.email then
    return new;
  end if;
  if exists (select 1 from public.staff s where s.user_id = new.id) then
    return new;
  end if;
  update public.staff s set user_id = new.id
   where s.email = lower(btrim(new.email)) and s.user_id is null;
  return new;
end;
$$;

drop trigger if exists on_auth_user_confirmed_link_staff on auth.users;
create trigger on_auth_user_confirmed_link_staff after update of email_confirmed_at, email on auth.users
  for each row execute function public.link_staff_to_new_user();

create or replace function public.link_new_staff_to_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is null then
    select u.id into new.user_id
      from auth.users u
     where lower(u.email) = lower(btrim(new.email))
       and u.email_confirmed_at is not null
       and not exists (select 1 from public.staff s where s.user_id = u.id);
  end if;
  return new;
end;
$$;

revoke execute on function public.link_staff_to_new_user(), public.link_new_staff_to_user()
  from public, anon, authenticated;
