-- A project's money and stage are the database's to keep (issue 20, findings 3 and 4): a
-- production lead set an estimate to 1 and a designer zeroed estimates, since projects.edit let
-- them update any column, and a designer moved a project from design straight to closed.
--
--   * The estimate and the payment plan (the payment template, the project's payment stages: their
--     names, shares and due dates) change only through set_project_estimate() and
--     set_project_payment_plan(), which need the new projects.finance permission (administrators and
--     sales managers) and write old and new values, with a reason, to project_finance_log. Whoever
--     creates a project (projects.add) sets its first estimate; that is logged too.
--   * The stage moves only through move_project_stage(), now SECURITY DEFINER: one step forward or
--     back, several only for an administrator. It writes the stage log row and its comment itself;
--     the fpw.stage_note setting, which any client could set_config, is no longer read.
--   * A client's direct write of estimate, payment_template_id, stage or completed_on is refused
--     (public.is_client_write()), as is any client write of project_payment_stages.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

insert into public.permissions (code, area, description)
values ('projects.finance', 'projects', 'Change a project''s estimate and payment plan')
on conflict (code) do nothing;

-- Where the roles already exist (a live project; the seeds come after the migrations).
insert into public.role_permissions (role_id, permission_code)
select r.id, 'projects.finance'
  from public.roles r
 where r.name in ('Administrator', 'Sales manager')
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- The log of estimate and payment plan changes
-- ---------------------------------------------------------------------------------------------
create table public.project_finance_log (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  field text not null constraint project_finance_log_field_check check (field in ('estimate', 'payment_plan'))
    constraint project_finance_log_field_length_check check (length(field) <= 20),
  old_value jsonb,
  new_value jsonb not null,
  reason text constraint project_finance_log_reason_check check (length(reason) <= 1000),
  changed_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  changed_at timestamptz not null default now()
);
create index project_finance_log_project_idx on public.project_finance_log (project_id, changed_at);

create trigger project_finance_log_append_only
  before update or delete on public.project_finance_log
  for each row when (pg_trigger_depth() = 0)
  execute function public.reject_change();

-- Who changed it is the caller, whatever a row says (as every *_by column, 20261125090200).
create trigger project_finance_log_changed_by_from_caller
  before insert on public.project_finance_log
  for each row execute function public.stamp_caller('changed_by');
create trigger project_finance_log_changed_by_unchanged
  before update of changed_by on public.project_finance_log
  for each row execute function public.keep_caller_stamp('changed_by');

alter table public.project_finance_log enable row level security;
create policy project_finance_log_read on public.project_finance_log for select to authenticated
  using (public.can_see_project(project_id));
grant select on public.project_finance_log to authenticated;
revoke all on public.project_finance_log from anon;
revoke insert, update, delete, truncate, references, trigger on public.project_finance_log from authenticated;

-- The project's payment stages as the log keeps them.
create or replace function public.project_payment_plan(p_project_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'payment_template_id', (select p.payment_template_id from public.projects p where p.id = p_project_id),
    'stages', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'percent', s.percent, 'due_date', s.due_date)
                       order by s.position)
        from public.project_payment_stages s
       where s.project_id = p_project_id), '[]'::jsonb))
$$;
revoke execute on function public.project_payment_plan(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Direct client writes of the guarded columns are refused
-- ---------------------------------------------------------------------------------------------
create or replace function public.guard_project_workflow()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.stage <> 'enquiry' or new.completed_on is not null then
      raise exception 'A new project starts at enquiry; it moves on through move_project_stage'
        using errcode = 'insufficient_privilege', table = 'projects', column = 'stage';
    end if;
    return new;
  end if;
  if new.estimate is distinct from old.estimate then
    raise exception 'The estimate changes only through set_project_estimate (projects.finance), which logs it'
      using errcode = 'insufficient_privilege', table = 'projects', column = 'estimate';
  end if;
  if new.payment_template_id is distinct from old.payment_template_id then
    raise exception 'The payment plan changes only through set_project_payment_plan (projects.finance), which logs it'
      using errcode = 'insufficient_privilege', table = 'projects', column = 'payment_template_id';
  end if;
  if new.stage is distinct from old.stage or new.completed_on is distinct from old.completed_on then
    raise exception 'The stage changes only through move_project_stage, one step at a time'
      using errcode = 'insufficient_privilege', table = 'projects', column = 'stage';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_project_workflow() from public, anon, authenticated;

create trigger projects_guard_workflow
  before insert or update on public.projects
  for each row execute function public.guard_project_workflow();

-- The first estimate, set by whoever created the project, starts the log.
create or replace function public.log_first_estimate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.project_finance_log (project_id, field, old_value, new_value, reason, changed_at)
  values (new.id, 'estimate', null, to_jsonb(new.estimate), 'Set when the project was created', new.created_at);
  return null;
end;
$$;
revoke execute on function public.log_first_estimate() from public, anon, authenticated;

create trigger projects_first_estimate_log
  after insert on public.projects
  for each row execute function public.log_first_estimate();

-- Payment stages: read with the project; written only by set_project_payment_plan() and the
-- template copy (both run as the owner).
drop policy if exists project_payment_stages_write on public.project_payment_stages;
drop policy if exists project_payment_stages_accounts on public.project_payment_stages;
revoke insert, update, delete, truncate on public.project_payment_stages from authenticated;

-- The template copy no longer asks the designation: the guard above keeps the column to
-- set_project_payment_plan(), which asks projects.finance.
create or replace function public.copy_payment_template()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.payment_template_id is not distinct from old.payment_template_id then
      return null;
    end if;
    if exists (select 1 from public.payments p where p.project_id = new.id) then
      raise exception 'project % has payments; its payment stages can no longer be replaced', new.code
        using errcode = 'check_violation', constraint = 'projects_payment_template_locked';
    end if;
    delete from public.project_payment_stages s where s.project_id = new.id;
  end if;
  insert into public.project_payment_stages (project_id, position, name, percent)
  select new.id, i.position, i.name, i.percent
    from public.payment_stage_template_items i
   where i.template_id = new.payment_template_id;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- What the finance functions check first: permission, then the project (the same answer for one
-- that does not exist and one the caller cannot see), the reason and the version.
-- ---------------------------------------------------------------------------------------------
create or replace function public.lock_project_for_finance(p_project_id uuid, p_version integer, p_reason text)
returns public.projects
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.projects;
begin
  if not public.has_permission('projects.finance') then
    raise exception 'Changing a project''s estimate or payment plan needs projects.finance'
      using errcode = 'insufficient_privilege';
  end if;
  select p.* into v_row from public.projects p where p.id = p_project_id for update;
  if not found or not public.can_see_project(p_project_id) then
    raise exception 'This project does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if p_reason is null or btrim(p_reason) = '' or length(p_reason) > 1000 then
    raise exception 'Say why (up to 1000 characters): the reason is kept in the project''s finance log'
      using errcode = 'check_violation', constraint = 'project_finance_log_reason_check', column = 'reason';
  end if;
  if v_row.version <> p_version then
    raise exception 'Someone else saved this project after you opened it (version %, you had %)',
      v_row.version, p_version using errcode = '40001';
  end if;
  return v_row;
end;
$$;
revoke execute on function public.lock_project_for_finance(uuid, integer, text) from public, anon, authenticated;

create or replace function public.set_project_estimate(
  p_project_id uuid,
  p_estimate numeric,
  p_version integer,
  p_reason text
)
returns public.projects
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.projects := public.lock_project_for_finance(p_project_id, p_version, p_reason);
  v_row public.projects;
begin
  if p_estimate is null or p_estimate < 0 or p_estimate = 'NaN' or p_estimate >= 1e12 then
    raise exception 'Enter an estimate of zero or more'
      using errcode = 'check_violation', constraint = 'projects_estimate_check', column = 'estimate';
  end if;
  if round(p_estimate, 2) = v_old.estimate then
    raise exception 'The estimate is already %', public.format_inr(v_old.estimate) using errcode = 'P0001';
  end if;
  update public.projects p set estimate = round(p_estimate, 2) where p.id = p_project_id returning p.* into v_row;
  insert into public.project_finance_log (project_id, field, old_value, new_value, reason)
  values (p_project_id, 'estimate', to_jsonb(v_old.estimate), to_jsonb(v_row.estimate), btrim(p_reason));
  return v_row;
end;
$$;
revoke execute on function public.set_project_estimate(uuid, numeric, integer, text) from public, anon;
grant execute on function public.set_project_estimate(uuid, numeric, integer, text) to authenticated;

-- Either another template (copied in, only while the project has no payments) or the stages
-- themselves, in order: [{id?, name, percent, due_date?}]. A stage left out is removed, unless
-- money was received on it; one without an id is added. The shares total 100.
create or replace function public.set_project_payment_plan(
  p_project_id uuid,
  p_version integer,
  p_reason text,
  p_template_id uuid default null,
  p_stages jsonb default null
)
returns public.projects
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.projects := public.lock_project_for_finance(p_project_id, p_version, p_reason);
  v_before jsonb := public.project_payment_plan(p_project_id);
  v_row public.projects;
  v_stage record;
  v_paid text;
begin
  if (p_template_id is null) = (p_stages is null) then
    raise exception 'Give either a payment template or the list of stages' using errcode = '22023';
  end if;
  if p_template_id is not null then
    if p_template_id is not distinct from v_old.payment_template_id then
      raise exception 'The project already follows that template' using errcode = 'P0001';
    end if;
    update public.projects p set payment_template_id = p_template_id where p.id = p_project_id;
  else
    if jsonb_typeof(p_stages) <> 'array' or jsonb_array_length(p_stages) = 0 then
      raise exception 'A payment plan has at least one stage' using errcode = 'check_violation',
        constraint = 'project_payment_stages_total_check';
    end if;
    if (select coalesce(sum((e ->> 'percent')::numeric), 0) from jsonb_array_elements(p_stages) e) <> 100 then
      raise exception 'The stages'' shares must total 100%%' using errcode = 'check_violation',
        constraint = 'project_payment_stages_total_check';
    end if;
    if exists (select 1 from jsonb_array_elements(p_stages) e
                where e ? 'id' and nullif(e ->> 'id', '') is not null
                  and not exists (select 1 from public.project_payment_stages s
                                   where s.id = (e ->> 'id')::uuid and s.project_id = p_project_id)) then
      raise exception 'A stage in the plan belongs to another project' using errcode = 'P0002';
    end if;
    select string_agg(s.name, ', ') into v_paid
      from public.project_payment_stages s
     where s.project_id = p_project_id
       and exists (select 1 from public.payments pay where pay.payment_stage_id = s.id)
       and not exists (select 1 from jsonb_array_elements(p_stages) e where e ->> 'id' = s.id::text);
    if v_paid is not null then
      raise exception 'Money was received on %; that stage stays in the plan', v_paid
        using errcode = 'check_violation', constraint = 'project_payment_stages_paid_check';
    end if;
    delete from public.project_payment_stages s
     where s.project_id = p_project_id
       and not exists (select 1 from jsonb_array_elements(p_stages) e where e ->> 'id' = s.id::text);
    for v_stage in
      select e, o::integer as position from jsonb_array_elements(p_stages) with ordinality as x(e, o)
    loop
      if nullif(v_stage.e ->> 'id', '') is null then
        insert into public.project_payment_stages (project_id, position, name, percent, due_date)
        values (p_project_id, v_stage.position, btrim(coalesce(v_stage.e ->> 'name', '')),
                (v_stage.e ->> 'percent')::numeric, nullif(v_stage.e ->> 'due_date', '')::date);
      else
        update public.project_payment_stages s
           set position = v_stage.position,
               name = btrim(coalesce(v_stage.e ->> 'name', '')),
               percent = (v_stage.e ->> 'percent')::numeric,
               due_date = nullif(v_stage.e ->> 'due_date', '')::date
         where s.id = (v_stage.e ->> 'id')::uuid;
      end if;
    end loop;
  end if;
  -- The project's version moves too, so an editor holding the old plan is told.
  update public.projects p set updated_at = now() where p.id = p_project_id returning p.* into v_row;
  insert into public.project_finance_log (project_id, field, old_value, new_value, reason)
  values (p_project_id, 'payment_plan', v_before, public.project_payment_plan(p_project_id), btrim(p_reason));
  return v_row;
end;
$$;
revoke execute on function public.set_project_payment_plan(uuid, integer, text, uuid, jsonb) from public, anon;
grant execute on function public.set_project_payment_plan(uuid, integer, text, uuid, jsonb) to authenticated;
