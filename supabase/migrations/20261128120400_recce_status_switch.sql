-- A recce's completion no longer trusts fpw.recce_status, a setting any client can set_config
-- (issue 20, finding 4): guard_locked_recce() asks public.is_client_write(), and complete_recce()
-- and reopen_recce() run as their owner (security definer) and check what the recces policies
-- checked when they ran as the caller: recce.edit on a survey whose project the caller sees.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.guard_locked_recce()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_locked_before boolean;
  v_locked_after boolean;
begin
  -- The owner's writes (seeds, complete_recce, reopen_recce) pass; a client's own write is checked.
  if not public.is_client_write() then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  v_locked_before := tg_op <> 'INSERT' and old.status in ('submitted', 'approved');
  v_locked_after := tg_op <> 'DELETE' and new.status in ('submitted', 'approved');
  if tg_op = 'DELETE' then
    if v_locked_before then
      raise exception 'This recce is marked complete: reopen it before deleting it' using errcode = 'P0001';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    if v_locked_after then
      raise exception 'A new recce starts as scheduled; complete it once its stages are saved' using errcode = 'P0001';
    end if;
    new.completed_at := null;
    new.completed_by := null;
    new.reopened_at := null;
    new.reopened_by := null;
    new.reopen_reason := null;
    return new;
  end if;
  if v_locked_before <> v_locked_after then
    raise exception 'Use Complete or Reopen to change whether a recce is complete' using errcode = 'P0001';
  end if;
  if v_locked_before and (
       new.project_id, new.assignee_id, new.scheduled_at, new.due_date, new.notes, new.current_stage
     ) is distinct from (
       old.project_id, old.assignee_id, old.scheduled_at, old.due_date, old.notes, old.current_stage
     ) then
    raise exception 'This recce is marked complete: reopen it before changing it'
      using errcode = 'P0001', hint = 'reopen_recce';
  end if;
  if (new.completed_at, new.completed_by, new.reopened_at, new.reopened_by, new.reopen_reason)
       is distinct from (old.completed_at, old.completed_by, old.reopened_at, old.reopened_by, old.reopen_reason) then
    raise exception 'Who completed or reopened a recce is recorded by Complete and Reopen'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_locked_recce() from public, anon, authenticated;

create or replace function public.complete_recce(p_recce_id uuid)
returns public.recces
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.recces;
  v_missing text;
begin
  select r.* into v_row from public.recces r where r.id = p_recce_id for update;
  if not found or not public.can_see_recce(p_recce_id) then
    raise exception 'This recce does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if not public.has_permission('recce.edit') then
    raise exception 'Completing a recce needs the recce.edit permission' using errcode = '42501';
  end if;
  if not public.can_see_project(v_row.project_id) then
    raise exception 'You may not change this recce' using errcode = '42501';
  end if;
  if v_row.status in ('submitted', 'approved') then
    raise exception 'This recce is already complete' using errcode = 'P0001';
  end if;
  select string_agg(replace(s.stage::text, '_', ' '), ', ' order by s.stage) into v_missing
    from unnest(enum_range(null::public.recce_stage)) as s(stage)
   where not exists (
     select 1 from public.recce_stage_entries e
      where e.recce_id = p_recce_id and e.stage = s.stage and e.completed_at is not null);
  if v_missing is not null then
    raise exception 'Save every stage before completing the recce; still to do: %', v_missing
      using errcode = 'P0001';
  end if;
  update public.recces r
     set status = 'submitted', completed_at = now(), completed_by = public.current_staff_id(),
         current_stage = 'layout_and_sketches'
   where r.id = p_recce_id
  returning r.* into v_row;
  return v_row;
end;
$$;

create or replace function public.reopen_recce(p_recce_id uuid, p_reason text)
returns public.recces
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.recces;
begin
  if p_reason is null or btrim(p_reason) = '' then
    raise exception 'Say why the recce is reopened'
      using errcode = 'check_violation', constraint = 'recces_reopen_reason_check', column = 'reopen_reason';
  end if;
  if length(p_reason) > 4000 then
    raise exception 'Keep the reason under 4000 characters'
      using errcode = 'check_violation', constraint = 'recces_reopen_reason_check', column = 'reopen_reason';
  end if;
  select r.* into v_row from public.recces r where r.id = p_recce_id for update;
  if not found or not public.can_see_recce(p_recce_id) then
    raise exception 'This recce does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if not public.has_permission('recce.edit') then
    raise exception 'Reopening a recce needs the recce.edit permission' using errcode = '42501';
  end if;
  if not public.can_see_project(v_row.project_id) then
    raise exception 'You may not change this recce' using errcode = '42501';
  end if;
  if v_row.status not in ('submitted', 'approved') then
    raise exception 'This recce is not complete, so there is nothing to reopen' using errcode = 'P0001';
  end if;
  update public.recces r
     set status = 'in_progress', reopened_at = now(), reopened_by = public.current_staff_id(),
         reopen_reason = btrim(p_reason), completed_at = null, completed_by = null
   where r.id = p_recce_id
  returning r.* into v_row;
  return v_row;
end;
$$;
