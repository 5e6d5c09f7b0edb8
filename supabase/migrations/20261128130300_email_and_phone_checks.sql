-- E-mail and phone values the database accepts (issue 20, finding 1): `%_@_%._%` let a lead's e-mail
-- be `x@y.co?bcc=spy@evil.example`, which a mailto link then opened with a hidden copy. Every e-mail
-- column now holds one address of a sensible shape (one @, no `?`, `&`, spaces or quotes, a dotted
-- domain), and every phone column digits after normalising: an optional +, groups of digits
-- separated by single spaces or dashes, 7 to 15 digits in all (E.164's limit). The forms normalise
-- to this shape before saving (src/services/contact-links.ts has the same two rules). The
-- constraints keep their names, so the forms' messages for them still land on the right field.
-- All seeded rows satisfy both rules, so the checks are validated, not NOT VALID.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.is_email_address(p_email text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_email ~ '^[a-z0-9_+''-]+(\.[a-z0-9_+''-]+)*@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$'
$$;
comment on function public.is_email_address(text) is
  'One e-mail address in lower case: letters, digits and ._+''- before a single @, dotted labels after it; no ?, &, spaces or quotes.';

create or replace function public.is_phone_number(p_phone text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_phone ~ '^\+?[0-9]+([ -][0-9]+)*$'
     and length(regexp_replace(p_phone, '[^0-9]', '', 'g')) between 7 and 15
$$;
comment on function public.is_phone_number(text) is
  'A phone number as stored: optional +, groups of digits separated by single spaces or dashes, 7 to 15 digits.';

revoke execute on function public.is_email_address(text), public.is_phone_number(text) from public, anon;
grant execute on function public.is_email_address(text), public.is_phone_number(text) to authenticated;

do $$
declare
  v_table text;
begin
  foreach v_table in array array['leads', 'contacts', 'companies', 'clients', 'subscribers'] loop
    execute format('alter table public.%I drop constraint %I', v_table, v_table || '_email_check');
    execute format(
      'alter table public.%I add constraint %I check (email = lower(btrim(email)) and public.is_email_address(email))',
      v_table, v_table || '_email_check');
    execute format('alter table public.%I drop constraint %I', v_table, v_table || '_phone_check');
    execute format('alter table public.%I add constraint %I check (public.is_phone_number(phone))',
      v_table, v_table || '_phone_check');
  end loop;
end;
$$;

alter table public.staff drop constraint staff_email_format_check;
-- On the trimmed lower-case form, as before: an upper-case e-mail is staff_email_lower_check's to refuse.
alter table public.staff add constraint staff_email_format_check
  check (public.is_email_address(lower(btrim(email))));
alter table public.staff drop constraint staff_phone_check;
alter table public.staff add constraint staff_phone_check check (phone is null or public.is_phone_number(phone));

alter table public.org_settings drop constraint org_settings_email_check;
alter table public.org_settings add constraint org_settings_email_check
  check (email = lower(btrim(email)) and public.is_email_address(email));
alter table public.org_settings add constraint org_settings_phone_check check (public.is_phone_number(phone));

-- import_leads() reported a malformed e-mail as a rejected row with the old, looser pattern; with
-- the stricter check such a row would instead fail the whole import at its insert. Its test now
-- uses the same rule as the table. Edited in place (as in 20261128130200) so a later rewrite of the
-- function is not reverted; a rewritten function no longer has the old pattern and is left alone.
do $$
declare
  v_fn oid;
  v_def text;
  v_old constant text := 's.email !~ ''^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$''';
begin
  for v_fn in select p.oid from pg_catalog.pg_proc p
                where p.pronamespace = 'public'::regnamespace and p.proname = 'import_leads' loop
    v_def := pg_catalog.pg_get_functiondef(v_fn);
    if position(v_old in v_def) > 0 then
      execute replace(v_def, v_old, 'not public.is_email_address(s.email)');
    end if;
  end loop;
end;
$$;
