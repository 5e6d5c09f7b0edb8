-- Staff administration and self-service, and the stage-template editor's save, as SQL functions
-- both backends call through rpc:
--   * create_staff_sign_in(): an admin gives a new staff member a password. Embedded (and db:check)
--     this uses auth.create_user() of supabase/embedded/auth-compat.sql; on Supabase, sign-ins are
--     made by GoTrue (invite), so the function says so instead of writing auth.users itself.
--   * update_my_profile() and change_my_password(): a staff member edits their own name and phone
--     (the staff policies let only admins update rows) and changes their password (checked first).
--   * replace_stage_template_items(): the template editor sends the whole ordered list; deleting and
--     inserting in one call is one transaction, so the deferred "total is 100" triggers judge the
--     final list, never a half-saved one. Security invoker: the admin-only policies decide.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.create_staff_sign_in(p_staff_id uuid, p_password text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_user uuid;
begin
  if not public.is_admin() then
    raise exception 'Only administrators create sign-ins'
      using errcode = 'insufficient_privilege';
  end if;
  if p_password is null or length(p_password) < 8 then
    raise exception 'The password needs at least 8 characters'
      using errcode = 'check_violation', constraint = 'staff_sign_in_password_check';
  end if;
  select s.email, s.user_id into v_email, v_user from public.staff s where s.id = p_staff_id;
  if v_email is null then
    raise exception 'No staff member %', p_staff_id using errcode = 'no_data_found';
  end if;
  if v_user is not null then
    raise exception '% already has a sign-in', v_email
      using errcode = 'unique_violation', constraint = 'staff_user_id_key';
  end if;
  if to_regprocedure('auth.create_user(text, text)') is null then
    raise exception 'Sign-ins are created in Supabase Auth: invite % from the dashboard', v_email
      using errcode = 'feature_not_supported';
  end if;
  -- auth.create_user fires on_auth_user_created_link_staff, which links the staff row by email.
  execute 'select auth.create_user($1, $2)' into v_user using v_email, p_password;
  return v_user;
end;
$$;

create or replace function public.update_my_profile(p_name text, p_phone text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.staff s
     set name = btrim(p_name), phone = nullif(btrim(coalesce(p_phone, '')), '')
   where s.user_id = auth.uid() and s.active;
  if not found then
    raise exception 'Only an active staff member can edit their profile'
      using errcode = 'insufficient_privilege';
  end if;
end;
$$;

create or replace function public.change_my_password(p_current text, p_new text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Sign in to change your password' using errcode = 'insufficient_privilege';
  end if;
  if p_new is null or length(p_new) < 8 then
    raise exception 'The new password needs at least 8 characters'
      using errcode = 'check_violation', constraint = 'new_password_length_check';
  end if;
  update auth.users u
     set encrypted_password = extensions.crypt(p_new, extensions.gen_salt('bf', 8)),
         updated_at = now()
   where u.id = auth.uid()
     and u.encrypted_password is not null
     and u.encrypted_password = extensions.crypt(p_current, u.encrypted_password);
  if not found then
    raise exception 'The current password is not right'
      using errcode = 'check_violation', constraint = 'current_password_check';
  end if;
end;
$$;

create or replace function public.replace_stage_template_items(p_kind text, p_template_id uuid, p_items jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_kind not in ('design', 'payment') then
    raise exception 'Unknown stage template kind %', p_kind using errcode = 'invalid_parameter_value';
  end if;
  if jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'A template needs at least one stage'
      using errcode = 'check_violation', constraint = p_kind || '_stage_template_items_total_check';
  end if;
  if p_kind = 'design' then
    delete from public.design_stage_template_items i where i.template_id = p_template_id;
    insert into public.design_stage_template_items (template_id, position, name, percent)
    select p_template_id, (e.ordinality - 1)::smallint, e.value ->> 'name', (e.value ->> 'percent')::numeric
      from jsonb_array_elements(p_items) with ordinality as e(value, ordinality);
  else
    delete from public.payment_stage_template_items i where i.template_id = p_template_id;
    insert into public.payment_stage_template_items (template_id, position, name, percent)
    select p_template_id, (e.ordinality - 1)::smallint, e.value ->> 'name', (e.value ->> 'percent')::numeric
      from jsonb_array_elements(p_items) with ordinality as e(value, ordinality);
  end if;
  -- The template's version moves with its stages, so a second editor's save is a conflict.
  if p_kind = 'design' then
    update public.design_stage_templates t set description = t.description where t.id = p_template_id;
  else
    update public.payment_stage_templates t set description = t.description where t.id = p_template_id;
  end if;
  if not found then
    raise exception 'No % stage template % that you may change', p_kind, p_template_id
      using errcode = 'insufficient_privilege';
  end if;
end;
$$;


-- Join rows (staff_roles, role_permissions) have no id for the DataSource's delete; these set a
-- person's roles and one cell of the permissions matrix in one call. Security invoker: the
-- admin-only policies on both tables decide, and a refused write is reported, not skipped.
create or replace function public.set_staff_roles(p_staff_id uuid, p_role_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from public.staff_roles r
   where r.staff_id = p_staff_id and not (r.role_id = any (coalesce(p_role_ids, '{}')));
  insert into public.staff_roles (staff_id, role_id)
  select p_staff_id, unnest(coalesce(p_role_ids, '{}'))
  on conflict (staff_id, role_id) do nothing;
end;
$$;

create or replace function public.set_role_permission(p_role_id uuid, p_permission_code text, p_granted boolean)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_granted then
    insert into public.role_permissions (role_id, permission_code) values (p_role_id, p_permission_code)
    on conflict (role_id, permission_code) do nothing;
  else
    delete from public.role_permissions rp
     where rp.role_id = p_role_id and rp.permission_code = p_permission_code;
  end if;
end;
$$;

revoke execute on function public.create_staff_sign_in(uuid, text) from public, anon;
revoke execute on function public.update_my_profile(text, text) from public, anon;
revoke execute on function public.change_my_password(text, text) from public, anon;
revoke execute on function public.replace_stage_template_items(text, uuid, jsonb) from public, anon;
grant execute on function public.create_staff_sign_in(uuid, text) to authenticated;
grant execute on function public.update_my_profile(text, text) to authenticated;
grant execute on function public.change_my_password(text, text) to authenticated;
grant execute on function public.replace_stage_template_items(text, uuid, jsonb) to authenticated;
revoke execute on function public.set_staff_roles(uuid, uuid[]) from public, anon;
revoke execute on function public.set_role_permission(uuid, text, boolean) from public, anon;
grant execute on function public.set_staff_roles(uuid, uuid[]) to authenticated;
grant execute on function public.set_role_permission(uuid, text, boolean) to authenticated;
