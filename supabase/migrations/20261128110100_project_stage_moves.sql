-- A project moves one stage at a time (issue 20, finding 4): a designer moved one from design
-- straight to closed. move_project_stage() is now SECURITY DEFINER and checks projects.edit and the
-- project itself; it allows the next stage or the one before, several at once only for an
-- administrator, and writes the stage log row with its comment. The comment used to reach the log
-- through the fpw.stage_note setting, which any client could set_config; it is no longer read.
-- Direct client writes of the stage are refused by projects_guard_workflow (20261128110000).
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- Stage changes made by the owner elsewhere (the seeds walk projects through their stages) are
-- still logged here; a move that move_project_stage() already logged in this transaction is not
-- logged twice. No client can insert into the stage log, so no client can forge that row.
create or replace function public.record_project_stage_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.project_stage_log (project_id, from_stage, to_stage, changed_at, changed_by)
    values (new.id, null, new.stage, new.created_at, public.current_staff_id());
  elsif new.stage is distinct from old.stage
        and not exists (
          select 1 from public.project_stage_log l
           where l.project_id = new.id and l.from_stage = old.stage and l.to_stage = new.stage
             and l.changed_at = now()) then
    insert into public.project_stage_log (project_id, from_stage, to_stage, changed_by)
    values (new.id, old.stage, new.stage, public.current_staff_id());
  end if;
  return null;
end;
$$;

create or replace function public.move_project_stage(
  p_project_id uuid,
  p_to_stage public.project_stage,
  p_version integer,
  p_note text
)
returns public.projects
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.projects;
  v_current public.projects;
  v_stages public.project_stage[] := enum_range(null::public.project_stage);
  v_step integer;
begin
  if p_note is null or btrim(p_note) = '' then
    raise exception 'Say why the project moves on: the comment is kept in the stage log'
      using errcode = 'check_violation', constraint = 'project_stage_log_note_check', column = 'note';
  end if;
  if length(p_note) > 4000 then
    raise exception 'Keep the comment under 4000 characters'
      using errcode = 'check_violation', constraint = 'project_stage_log_note_check', column = 'note';
  end if;
  if not public.has_permission('projects.edit') then
    raise exception 'You may not move this project: your role does not include projects.edit'
      using errcode = 'insufficient_privilege';
  end if;
  select p.* into v_current from public.projects p where p.id = p_project_id for update;
  if not found or not public.can_see_project(p_project_id) then
    raise exception 'This project does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if v_current.stage = p_to_stage then
    raise exception 'The project is already at the % stage', p_to_stage using errcode = 'P0001';
  end if;
  if v_current.version <> p_version then
    raise exception 'Someone else saved this project after you opened it (version %, you had %)',
      v_current.version, p_version using errcode = '40001';
  end if;
  v_step := array_position(v_stages, p_to_stage) - array_position(v_stages, v_current.stage);
  if abs(v_step) > 1 and not public.staff_in('admin') then
    raise exception 'A project moves one stage at a time: from % to % or back to %; only an administrator skips stages',
      v_current.stage, coalesce(v_stages[array_position(v_stages, v_current.stage) + 1]::text, '(none)'),
      coalesce(v_stages[array_position(v_stages, v_current.stage) - 1]::text, '(none)')
      using errcode = 'check_violation', constraint = 'projects_stage_step_check', column = 'stage';
  end if;
  insert into public.project_stage_log (project_id, from_stage, to_stage, changed_by, note)
  values (p_project_id, v_current.stage, p_to_stage, public.current_staff_id(), btrim(p_note));
  update public.projects p
     set stage = p_to_stage,
         completed_on = case
           when p_to_stage = 'closed' then coalesce(p.completed_on, greatest(current_date, p.start_date))
           else null
         end
   where p.id = p_project_id
  returning p.* into v_row;
  return v_row;
end;
$$;

revoke execute on function public.move_project_stage(uuid, public.project_stage, integer, text) from public, anon;
grant execute on function public.move_project_stage(uuid, public.project_stage, integer, text) to authenticated;
