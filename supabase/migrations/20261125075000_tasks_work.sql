-- Tasks as everyone works from them (issue 11): who sees and changes a task, its checklist and
-- comments, its activity, the due-date rule, the list's read model, bulk changes and the team
-- overview.
--
-- Who sees a task: admins; its assignee; its creator; and whoever may see its project
-- (public.can_see_project of 20261125070000_project_access_and_payments.sql, the projects
-- policies' own rule, so a task follows its project's visibility). Holders of tasks.manage create tasks and assign them; the
-- assignee who does not hold tasks.manage may change only the status (and board position) of
-- their task, and tick its checklist and comment on it.

-- ---------------------------------------------------------------------------------------------
-- Visibility and writes on tasks
-- ---------------------------------------------------------------------------------------------
drop policy tasks_read on public.tasks;
drop policy tasks_insert on public.tasks;
drop policy tasks_update on public.tasks;

create policy tasks_read on public.tasks for select to authenticated
  using (
    (select public.staff_in('admin'))
    or assignee_id = (select public.current_staff_id())
    or created_by = (select public.current_staff_id())
    or (
      project_id is not null
      and (select public.is_staff())
      and public.can_see_project(project_id)
    )
  );

create policy tasks_insert on public.tasks for insert to authenticated
  with check (
    (select public.has_permission('tasks.manage'))
    and (project_id is null or public.can_see_project(project_id))
  );

create policy tasks_update on public.tasks for update to authenticated
  using (
    (select public.staff_in('admin'))
    or assignee_id = (select public.current_staff_id())
    or created_by = (select public.current_staff_id())
    or (
      (select public.has_permission('tasks.manage'))
      and project_id is not null
      and public.can_see_project(project_id)
    )
  )
  with check (
    (select public.staff_in('admin'))
    or (select public.has_permission('tasks.manage'))
    or assignee_id = (select public.current_staff_id())
    or created_by = (select public.current_staff_id())
  );

-- The assignee without tasks.manage (and who did not create the task) moves it along, nothing more.
create or replace function public.tasks_assignee_limits()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.staff_in('admin') or public.has_permission('tasks.manage')
     or old.created_by is not distinct from public.current_staff_id() then
    return new;
  end if;
  if new.title is distinct from old.title
     or new.description is distinct from old.description
     or new.project_id is distinct from old.project_id
     or new.assignee_id is distinct from old.assignee_id
     or new.created_by is distinct from old.created_by
     or new.due_date is distinct from old.due_date
     or new.priority is distinct from old.priority then
    raise exception 'As the assignee you may change the status of this task, not its details'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end;
$$;

create trigger tasks_assignee_limits before update on public.tasks
  for each row execute function public.tasks_assignee_limits();

-- completed_at follows the status, so a client (or a bulk change) only sets the status.
create or replace function public.tasks_sync_completed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'done' then
    new.completed_at := coalesce(new.completed_at, now());
  else
    new.completed_at := null;
  end if;
  return new;
end;
$$;

create trigger tasks_sync_completed before insert or update of status, completed_at on public.tasks
  for each row execute function public.tasks_sync_completed();

-- The due date may not be before the day the task was created (in the business's time zone).
-- Checked when the due date is set or changed, so old rows are not judged again.
create or replace function public.tasks_check_due_date()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_created date := (coalesce(new.created_at, now()) at time zone 'Asia/Kolkata')::date;
begin
  if new.due_date is not null
     and (tg_op = 'INSERT' or new.due_date is distinct from old.due_date)
     and new.due_date < v_created then
    raise exception 'The due date cannot be before the task was created (%)', to_char(v_created, 'YYYY-MM-DD')
      using errcode = 'check_violation', constraint = 'tasks_due_date_check', column = 'due_date';
  end if;
  return new;
end;
$$;

create trigger tasks_check_due_date before insert or update of due_date on public.tasks
  for each row execute function public.tasks_check_due_date();

revoke execute on function public.tasks_assignee_limits(), public.tasks_sync_completed(),
  public.tasks_check_due_date() from public, anon;

-- May the caller change this task's checklist (the task's editors: admins, its assignee, its
-- creator, tasks.manage holders who see it)? SECURITY INVOKER: the tasks policies apply inside.
create or replace function public.can_work_on_task(p_task_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.tasks t
     where t.id = p_task_id
       and (
         public.staff_in('admin')
         or t.assignee_id = public.current_staff_id()
         or t.created_by = public.current_staff_id()
         or public.has_permission('tasks.manage')
       )
  );
$$;
revoke execute on function public.can_work_on_task(uuid) from public, anon;
grant execute on function public.can_work_on_task(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Checklist and comments
-- ---------------------------------------------------------------------------------------------
create table public.task_checklist_items (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  label text not null constraint task_checklist_items_label_check check (length(btrim(label)) between 1 and 200),
  done boolean not null default false,
  position integer not null default 0
    constraint task_checklist_items_position_check check (position between 0 and 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index task_checklist_items_task_idx on public.task_checklist_items (task_id, position);

create table public.task_comments (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  body text not null constraint task_comments_body_check check (length(btrim(body)) between 1 and 4000),
  by_staff_id uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index task_comments_task_idx on public.task_comments (task_id, created_at);

select public.track_changes('public.task_checklist_items');
select public.track_changes('public.task_comments');

alter table public.task_checklist_items enable row level security;
alter table public.task_comments enable row level security;

create policy task_checklist_items_read on public.task_checklist_items for select to authenticated
  using (exists (select 1 from public.tasks t where t.id = task_checklist_items.task_id));
create policy task_checklist_items_write on public.task_checklist_items for all to authenticated
  using (public.can_work_on_task(task_id))
  with check (public.can_work_on_task(task_id));

-- Whoever sees a task may comment on it, as themselves; authors (and admins) edit or remove theirs.
create policy task_comments_read on public.task_comments for select to authenticated
  using (exists (select 1 from public.tasks t where t.id = task_comments.task_id));
create policy task_comments_insert on public.task_comments for insert to authenticated
  with check (
    by_staff_id = (select public.current_staff_id())
    and exists (select 1 from public.tasks t where t.id = task_comments.task_id)
  );
create policy task_comments_update on public.task_comments for update to authenticated
  using (by_staff_id = (select public.current_staff_id()) or (select public.staff_in('admin')))
  with check (by_staff_id = (select public.current_staff_id()) or (select public.staff_in('admin')));
create policy task_comments_delete on public.task_comments for delete to authenticated
  using (by_staff_id = (select public.current_staff_id()) or (select public.staff_in('admin')));

grant select, insert, update, delete on public.task_checklist_items, public.task_comments to authenticated;
revoke all on public.task_checklist_items, public.task_comments from anon;

-- ---------------------------------------------------------------------------------------------
-- Read models
-- ---------------------------------------------------------------------------------------------
create view public.tasks_list with (security_invoker = true) as
select
  t.id,
  t.title,
  t.description,
  t.project_id,
  p.code as project_code,
  p.name as project_name,
  t.assignee_id,
  a.name as assignee_name,
  t.created_by,
  c.name as creator_name,
  t.due_date,
  t.priority,
  t.status,
  t.position,
  t.completed_at,
  t.created_at,
  t.updated_at,
  t.version,
  coalesce(k.total, 0)::integer as checklist_total,
  coalesce(k.done, 0)::integer as checklist_done
from public.tasks t
left join public.projects p on p.id = t.project_id
left join public.staff a on a.id = t.assignee_id
left join public.staff c on c.id = t.created_by
left join lateral (
  select count(*) as total, count(*) filter (where i.done) as done
    from public.task_checklist_items i where i.task_id = t.id
) k on true;

-- A task's story: its own changes, its checklist's and its comments', newest first. audit_log's
-- policy shows a history row only to whoever may see the row it is about.
create view public.task_activity with (security_invoker = true) as
select
  l.id,
  case when l.table_name = 'tasks' then l.row_id::uuid
       else (coalesce(l.new_data, l.old_data) ->> 'task_id')::uuid end as task_id,
  l.table_name,
  l.action,
  l.at,
  l.actor_staff_id,
  s.name as actor_name,
  l.old_data,
  l.new_data
from public.audit_log l
left join public.staff s on s.id = l.actor_staff_id
where l.table_name in ('tasks', 'task_checklist_items', 'task_comments');

grant select on public.tasks_list, public.task_activity to authenticated;
revoke all on public.tasks_list, public.task_activity from anon;

-- ---------------------------------------------------------------------------------------------
-- Bulk changes (SECURITY INVOKER: the tasks policies and triggers decide, row by row). Each
-- returns how many of the given tasks it changed; tasks the caller may not change are left alone.
-- ---------------------------------------------------------------------------------------------
create or replace function public.tasks_bulk_assign(p_task_ids uuid[], p_assignee_id uuid)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not public.has_permission('tasks.manage') then
    raise exception 'Assigning tasks needs the tasks.manage permission' using errcode = 'insufficient_privilege';
  end if;
  update public.tasks set assignee_id = p_assignee_id
   where id = any (p_task_ids) and assignee_id is distinct from p_assignee_id;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create or replace function public.tasks_bulk_set_status(p_task_ids uuid[], p_status public.task_status)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.tasks set status = p_status where id = any (p_task_ids) and status <> p_status;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- The team's load as the caller sees it: open tasks per person and per project (with how many
-- are overdue and due within a week), and the overdue count at the end of each of the last
-- p_weeks weeks (a task counts when it was created by then, due before then and not finished by
-- then). p_today defaults to the business's today.
create or replace function public.task_overview(p_today date default null, p_weeks integer default 8)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with today as (
    select coalesce(p_today, (now() at time zone 'Asia/Kolkata')::date) as d
  ),
  open_tasks as (
    select t.*, (t.due_date < (select d from today)) as is_overdue,
           (t.due_date between (select d from today) and (select d from today) + 6) as is_due_week
      from public.tasks t
     where t.status not in ('done', 'cancelled')
  ),
  by_person as (
    select o.assignee_id as staff_id, coalesce(s.name, 'Unassigned') as name,
           count(*)::integer as open, count(*) filter (where o.is_overdue)::integer as overdue,
           count(*) filter (where o.is_due_week)::integer as due_this_week
      from open_tasks o left join public.staff s on s.id = o.assignee_id
     group by o.assignee_id, s.name
  ),
  by_project as (
    select o.project_id, p.code, coalesce(p.name, case when o.project_id is null then 'General' end) as name,
           count(*)::integer as open, count(*) filter (where o.is_overdue)::integer as overdue,
           count(*) filter (where o.is_due_week)::integer as due_this_week
      from open_tasks o left join public.projects p on p.id = o.project_id
     group by o.project_id, p.code, p.name
  ),
  weeks as (
    select ((select d from today) - 7 * g)::date as week_end
      from generate_series(0, greatest(least(coalesce(p_weeks, 8), 52), 1) - 1) as g
  ),
  trend as (
    select w.week_end,
           (select count(*)::integer from public.tasks t
             where t.status <> 'cancelled'
               and (t.created_at at time zone 'Asia/Kolkata')::date <= w.week_end
               and t.due_date < w.week_end
               and (t.completed_at is null or (t.completed_at at time zone 'Asia/Kolkata')::date > w.week_end)
           ) as overdue
      from weeks w
  )
  select jsonb_build_object(
    'today', (select d from today),
    'by_person', coalesce((select jsonb_agg(to_jsonb(b) order by b.overdue desc, b.open desc, b.name) from by_person b), '[]'::jsonb),
    'by_project', coalesce((select jsonb_agg(to_jsonb(b) order by b.overdue desc, b.open desc, b.name) from by_project b), '[]'::jsonb),
    'overdue_trend', coalesce((select jsonb_agg(jsonb_build_object('week_end', t.week_end, 'overdue', t.overdue) order by t.week_end) from trend t), '[]'::jsonb)
  );
$$;

revoke execute on function public.tasks_bulk_assign(uuid[], uuid), public.tasks_bulk_set_status(uuid[], public.task_status),
  public.task_overview(date, integer) from public, anon;
grant execute on function public.tasks_bulk_assign(uuid[], uuid), public.tasks_bulk_set_status(uuid[], public.task_status),
  public.task_overview(date, integer) to authenticated;
