-- Saving a staff member and their roles is one transaction: save_staff_member() writes the staff row
-- (a new one when p_id is null, else an edit guarded by the version the editor loaded) and sets the
-- roles in the same call, so a refused role assignment leaves the row as it was. Before, the page
-- made two calls, and a refusal of the second kept a half-saved person.
-- Security invoker: the staff and staff_roles policies decide who may do what, as for the direct
-- writes. A stale version is refused with serialization_failure (40001), which both backends report
-- as a conflict, like replace_stage_template_items (20261122000200).
-- p_values holds the staff columns to write (name, email, phone, department, designation, active);
-- a key left out keeps its value (or takes the column default on insert).
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create function public.save_staff_member(
  p_id uuid,
  p_version integer,
  p_values jsonb,
  p_role_ids uuid[]
)
returns public.staff
language plpgsql
set search_path = ''
as $$
declare
  v_given public.staff;
  v_row public.staff;
  v_current integer;
begin
  if p_values is null or jsonb_typeof(p_values) <> 'object' then
    raise exception 'The staff values must be an object' using errcode = 'invalid_parameter_value';
  end if;
  v_given := jsonb_populate_record(null::public.staff, p_values);

  if p_id is null then
    insert into public.staff (name, email, phone, department, designation, active)
    values (
      v_given.name,
      v_given.email,
      v_given.phone,
      v_given.department,
      v_given.designation,
      coalesce(v_given.active, true)
    )
    returning * into v_row;
  else
    if p_version is null then
      raise exception 'An edit needs the version it was made on' using errcode = 'invalid_parameter_value';
    end if;
    update public.staff s
       set name = case when p_values ? 'name' then v_given.name else s.name end,
           email = case when p_values ? 'email' then v_given.email else s.email end,
           phone = case when p_values ? 'phone' then v_given.phone else s.phone end,
           department = case when p_values ? 'department' then v_given.department else s.department end,
           designation = case when p_values ? 'designation' then v_given.designation else s.designation end,
           active = case when p_values ? 'active' then v_given.active else s.active end,
           -- touch_row bumps it too; setting it here keeps the guard's meaning on its own.
           version = p_version + 1
     where s.id = p_id and s.version = p_version
     returning * into v_row;
    if v_row.id is null then
      select s.version into v_current from public.staff s where s.id = p_id;
      -- Missing, or visible at the version the caller had but not theirs to change: a refusal.
      if v_current is null or v_current = p_version then
        raise exception 'No staff member % that you may change', p_id
          using errcode = 'insufficient_privilege';
      end if;
      raise exception 'This staff member was saved by someone else (version %, you had %)',
        v_current, p_version
        using errcode = 'serialization_failure', detail = 'current_version=' || v_current;
    end if;
  end if;

  if p_role_ids is not null then
    delete from public.staff_roles r
     where r.staff_id = v_row.id and not (r.role_id = any (p_role_ids));
    insert into public.staff_roles (staff_id, role_id)
    select v_row.id, unnest(p_role_ids)
    on conflict (staff_id, role_id) do nothing;
  end if;
  return v_row;
end;
$$;

revoke execute on function public.save_staff_member(uuid, integer, jsonb, uuid[]) from public, anon;
grant execute on function public.save_staff_member(uuid, integer, jsonb, uuid[]) to authenticated;
