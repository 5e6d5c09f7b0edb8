-- The roles and permissions matrix decides (DESIGN section 2): has_permission(code) is true when
-- one of the caller's roles grants the code. Administrators (designation admin) hold every code,
-- as staff_in() lets them act as every designation. An unknown code is an error, so a typo in a
-- policy or a page fails loudly instead of quietly refusing everyone.
-- my_permissions() is what pages read to hide or disable what the caller may not do.

create or replace function public.has_permission(p_code text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_staff uuid := public.current_staff_id();
begin
  if not exists (select 1 from public.permissions p where p.code = p_code) then
    raise exception 'unknown permission code %', p_code using errcode = '22023';
  end if;
  if v_staff is null then
    return false;
  end if;
  if public.current_designation() = 'admin' then
    return true;
  end if;
  return exists (
    select 1
      from public.staff_roles sr
      join public.role_permissions rp on rp.role_id = sr.role_id
     where sr.staff_id = v_staff
       and rp.permission_code = p_code
  );
end;
$$;

create or replace function public.my_permissions()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(p.code order by p.code), '{}')
    from public.permissions p
   where public.current_staff_id() is not null
     and (
       public.current_designation() = 'admin'
       or exists (
         select 1
           from public.staff_roles sr
           join public.role_permissions rp on rp.role_id = sr.role_id
          where sr.staff_id = public.current_staff_id()
            and rp.permission_code = p.code
       )
     );
$$;

revoke execute on function public.has_permission(text), public.my_permissions() from public, anon;
grant execute on function public.has_permission(text), public.my_permissions() to authenticated, service_role;
