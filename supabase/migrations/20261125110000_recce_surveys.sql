-- Recce site surveys (issue 11): a survey follows its project's visibility; a survey marked
-- complete cannot be edited until it is reopened (with a reason), enforced here whatever the
-- client; measurements name their wall; photos name their room and their thumbnail; the
-- recce_list read model for the survey list.
--
--   recces, recce_stage_entries,         read: the project is the caller's to see (or the caller
--   recce_measurements, recce_photos     is the survey's assignee); write: recce.edit on such a row
--   recces_locked / recce_*_locked       triggers: entries, measurements and photos of a submitted
--                                        or approved survey refuse inserts, updates and deletes;
--                                        the survey's own fields are frozen too
--   complete_recce(id)                   every stage saved, then status submitted
--   reopen_recce(id, reason)             back to in progress, with who, when and why
--   recce_list                           security_invoker view: project, client, assignee, counts
-- Callers without a sign-in (the database owner, seeds, migrations) pass the locks, as they pass
-- the caller stamps of 20261125090200. No BEGIN/COMMIT: the runner wraps each file.

-- ---------------------------------------------------------------------------------------------
-- New columns
-- ---------------------------------------------------------------------------------------------
alter table public.recces
  add column completed_at timestamptz,
  add column completed_by uuid references public.staff (id) on delete set null,
  add column reopened_at timestamptz,
  add column reopened_by uuid references public.staff (id) on delete set null,
  add column reopen_reason text constraint recces_reopen_reason_check check (length(reopen_reason) <= 4000);

alter table public.recce_measurements
  add column wall text constraint recce_measurements_wall_check check (length(wall) <= 80);

alter table public.recce_photos
  add column room text constraint recce_photos_room_check check (length(room) <= 80),
  add column thumbnail_path text constraint recce_photos_thumbnail_path_check
    check (length(thumbnail_path) <= 400 and thumbnail_path ~ '^[A-Za-z0-9][A-Za-z0-9/_. -]*$' and thumbnail_path !~ '\.\.');

-- ---------------------------------------------------------------------------------------------
-- Who sees a survey
-- ---------------------------------------------------------------------------------------------
-- SECURITY DEFINER: reads the survey and its project whatever the caller's own rights on them.
create or replace function public.can_see_recce(p_recce_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select r.assignee_id = public.current_staff_id() or public.can_see_project(r.project_id)
      from public.recces r
     where r.id = p_recce_id
  ), false);
$$;
revoke execute on function public.can_see_recce(uuid) from public, anon;
grant execute on function public.can_see_recce(uuid) to authenticated, service_role;

drop policy if exists recces_read on public.recces;
drop policy if exists recces_designer on public.recces;
create policy recces_read on public.recces for select to authenticated
  using (assignee_id = (select public.current_staff_id()) or public.can_see_project(project_id));
create policy recces_write on public.recces for all to authenticated
  using ((select public.has_permission('recce.edit')) and public.can_see_project(project_id))
  with check ((select public.has_permission('recce.edit')) and public.can_see_project(project_id));

do $$
declare
  v_table text;
begin
  foreach v_table in array array['recce_stage_entries', 'recce_measurements', 'recce_photos'] loop
    execute format('drop policy if exists %I on public.%I', v_table || '_read', v_table);
    execute format('drop policy if exists %I on public.%I', v_table || '_designer', v_table);
    execute format(
      'create policy %I on public.%I for select to authenticated using (public.can_see_recce(recce_id))',
      v_table || '_read', v_table);
    execute format(
      'create policy %I on public.%I for all to authenticated '
      'using ((select public.has_permission(''recce.edit'')) and public.can_see_recce(recce_id)) '
      'with check ((select public.has_permission(''recce.edit'')) and public.can_see_recce(recce_id))',
      v_table || '_write', v_table);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- A complete survey is locked
-- ---------------------------------------------------------------------------------------------
create or replace function public.recce_is_locked(p_recce_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select r.status in ('submitted', 'approved') from public.recces r where r.id = p_recce_id), false);
$$;
revoke execute on function public.recce_is_locked(uuid) from public, anon;
grant execute on function public.recce_is_locked(uuid) to authenticated, service_role;

-- Entries, measurements and photos of a locked survey cannot change. A cascade (the survey or its
-- project deleted) runs at a deeper trigger level and passes.
create or replace function public.guard_locked_recce_part()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An update that changes nothing (a policy probe, a retried save) is no edit.
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - 'updated_at' - 'version') = (to_jsonb(old) - 'updated_at' - 'version') then
    return new;
  end if;
  if auth.uid() is not null
     and ((tg_op <> 'INSERT' and public.recce_is_locked(old.recce_id))
          or (tg_op <> 'DELETE' and public.recce_is_locked(new.recce_id))) then
    raise exception 'This recce is marked complete: reopen it before changing it'
      using errcode = 'P0001', hint = 'reopen_recce';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

do $$
declare
  v_table text;
begin
  foreach v_table in array array['recce_stage_entries', 'recce_measurements', 'recce_photos'] loop
    execute format(
      'create trigger %I before insert or update or delete on public.%I for each row '
      'when (pg_trigger_depth() = 0) execute function public.guard_locked_recce_part()',
      v_table || '_locked', v_table);
  end loop;
end;
$$;

-- The survey itself: its status moves to or from submitted/approved only through complete_recce()
-- and reopen_recce() (which set fpw.recce_status for their own update); a locked survey's fields
-- stay as they are, and it is not deleted. Submitted may still become approved.
create or replace function public.guard_locked_recce()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_locked_before boolean;
  v_locked_after boolean;
  v_through_function boolean := coalesce(current_setting('fpw.recce_status', true), '') = 'on';
begin
  if auth.uid() is null then
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
  if v_locked_before <> v_locked_after and not v_through_function then
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
  if not v_through_function and (
       new.completed_at, new.completed_by, new.reopened_at, new.reopened_by, new.reopen_reason
     ) is distinct from (
       old.completed_at, old.completed_by, old.reopened_at, old.reopened_by, old.reopen_reason
     ) then
    raise exception 'Who completed or reopened a recce is recorded by Complete and Reopen'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger recces_locked
  before insert or update or delete on public.recces
  for each row when (pg_trigger_depth() = 0)
  execute function public.guard_locked_recce();

-- ---------------------------------------------------------------------------------------------
-- Saving a stage completes it; the survey moves on
-- ---------------------------------------------------------------------------------------------
create or replace function public.stamp_recce_stage()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is not null
     and (tg_op = 'INSERT' or new.answers is distinct from old.answers or old.completed_at is null) then
    new.completed_at := now();
    new.completed_by := public.current_staff_id();
  end if;
  return new;
end;
$$;

create trigger recce_stage_entries_stamp
  before insert or update on public.recce_stage_entries
  for each row execute function public.stamp_recce_stage();

-- SECURITY DEFINER: the survey's status and current stage follow its entries whoever saved them.
create or replace function public.advance_recce()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return null;
  end if;
  update public.recces r
     set status = case when r.status = 'scheduled' then 'in_progress'::public.recce_status else r.status end,
         current_stage = coalesce((
           select s.stage
             from unnest(enum_range(null::public.recce_stage)) as s(stage)
            where not exists (
              select 1 from public.recce_stage_entries e
               where e.recce_id = r.id and e.stage = s.stage and e.completed_at is not null)
            order by s.stage
            limit 1
         ), 'layout_and_sketches')
   where r.id = new.recce_id
     and r.status in ('scheduled', 'in_progress');
  return null;
end;
$$;

create trigger recce_stage_entries_advance
  after insert or update on public.recce_stage_entries
  for each row execute function public.advance_recce();

-- ---------------------------------------------------------------------------------------------
-- Complete and reopen
-- ---------------------------------------------------------------------------------------------
-- SECURITY INVOKER: the recces policies decide who may.
create or replace function public.complete_recce(p_recce_id uuid)
returns public.recces
language plpgsql
set search_path = ''
as $$
declare
  v_row public.recces;
  v_missing text;
begin
  select r.* into v_row from public.recces r where r.id = p_recce_id;
  if not found then
    raise exception 'This recce does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if not public.has_permission('recce.edit') then
    raise exception 'Completing a recce needs the recce.edit permission' using errcode = '42501';
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
  perform set_config('fpw.recce_status', 'on', true);
  update public.recces r
     set status = 'submitted', completed_at = now(), completed_by = public.current_staff_id(),
         current_stage = 'layout_and_sketches'
   where r.id = p_recce_id
  returning r.* into v_row;
  perform set_config('fpw.recce_status', '', true);
  if v_row.id is null then
    raise exception 'You may not change this recce' using errcode = '42501';
  end if;
  return v_row;
end;
$$;

create or replace function public.reopen_recce(p_recce_id uuid, p_reason text)
returns public.recces
language plpgsql
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
  select r.* into v_row from public.recces r where r.id = p_recce_id;
  if not found then
    raise exception 'This recce does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if not public.has_permission('recce.edit') then
    raise exception 'Reopening a recce needs the recce.edit permission' using errcode = '42501';
  end if;
  if v_row.status not in ('submitted', 'approved') then
    raise exception 'This recce is not complete, so there is nothing to reopen' using errcode = 'P0001';
  end if;
  perform set_config('fpw.recce_status', 'on', true);
  update public.recces r
     set status = 'in_progress', reopened_at = now(), reopened_by = public.current_staff_id(),
         reopen_reason = btrim(p_reason), completed_at = null, completed_by = null
   where r.id = p_recce_id
  returning r.* into v_row;
  perform set_config('fpw.recce_status', '', true);
  if v_row.id is null then
    raise exception 'You may not change this recce' using errcode = '42501';
  end if;
  return v_row;
end;
$$;

revoke execute on function public.complete_recce(uuid), public.reopen_recce(uuid, text) from public, anon;
grant execute on function public.complete_recce(uuid), public.reopen_recce(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The survey list
-- ---------------------------------------------------------------------------------------------
create view public.recce_list with (security_invoker = true) as
select
  r.id,
  r.project_id,
  p.code as project_code,
  p.name as project_name,
  p.city as project_city,
  p.client_id,
  c.name as client_name,
  r.assignee_id,
  a.name as assignee_name,
  r.scheduled_at,
  r.due_date,
  r.status,
  r.current_stage,
  r.notes,
  r.completed_at,
  r.reopened_at,
  r.reopen_reason,
  (select count(*)::integer from public.recce_stage_entries e
    where e.recce_id = r.id and e.completed_at is not null) as stages_done,
  (select count(*)::integer from public.recce_measurements m where m.recce_id = r.id) as measurement_count,
  (select count(*)::integer from public.recce_photos f where f.recce_id = r.id) as photo_count,
  r.created_at,
  r.updated_at,
  r.version
from public.recces r
join public.projects p on p.id = r.project_id
left join public.clients c on c.id = p.client_id
left join public.staff a on a.id = r.assignee_id;

grant select on public.recce_list to authenticated;
revoke all on public.recce_list from anon;
