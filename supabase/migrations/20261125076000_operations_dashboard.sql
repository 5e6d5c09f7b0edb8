-- The designers' board and the operations dashboard (issue 11): both read models are SECURITY
-- INVOKER functions over the projects, recces, designs, payment stages and tasks the caller may
-- see, so row-level security decides what each figure covers (a designer's figures cover the
-- projects they design or manage, never the whole business).

-- ---------------------------------------------------------------------------------------------
-- Designers' workload as a board: per active designer, their active projects (not closed),
-- open designs due within the week (today and the six days after) and open designs overdue.
-- designer_workload (the view) counts designs over every project; this one counts only
-- designs of projects the caller sees.
-- ---------------------------------------------------------------------------------------------
create or replace function public.designer_workload_board(p_today date default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with today as (
    select coalesce(p_today, (now() at time zone 'Asia/Kolkata')::date) as d
  ),
  visible_designs as (
    select d.designer_id, d.due_date
      from public.designs d
      join public.projects p on p.id = d.project_id
     where d.status <> 'approved'
  ),
  board as (
    select
      s.id as designer_id,
      s.name as designer_name,
      (select count(*)::integer from public.projects p
        where p.designer_id = s.id and p.stage <> 'closed') as active_projects,
      (select count(*)::integer from visible_designs v
        where v.designer_id = s.id
          and v.due_date between (select d from today) and (select d from today) + 6) as designs_due_week,
      (select count(*)::integer from visible_designs v
        where v.designer_id = s.id and v.due_date < (select d from today)) as designs_overdue
    from public.staff s
    where s.designation = 'designer' and s.active
  )
  select jsonb_build_object(
    'today', (select d from today),
    'designers', coalesce((select jsonb_agg(to_jsonb(b) order by b.designer_name, b.designer_id) from board b), '[]'::jsonb),
    'unassigned_projects', (select count(*)::integer from public.projects p where p.designer_id is null and p.stage <> 'closed')
  );
$$;

-- ---------------------------------------------------------------------------------------------
-- The operations dashboard's figures in one call: projects by stage (active = not on hold), the
-- payment stages due this month that still wait for money (amount and count; null for those
-- who may not see payments, as in project_kpis), recces and designs due within the week and
-- overdue, and overdue tasks by person.
-- ---------------------------------------------------------------------------------------------
create or replace function public.operations_dashboard(p_today date default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with today as (
    select coalesce(p_today, (now() at time zone 'Asia/Kolkata')::date) as d
  ),
  bounds as (
    select t.d,
           date_trunc('month', t.d)::date as month_start,
           (date_trunc('month', t.d) + interval '1 month - 1 day')::date as month_end
      from today t
  ),
  stages as (
    select st.stage, st.ord,
           (select count(*)::integer from public.projects p where p.stage = st.stage) as projects,
           (select count(*)::integer from public.projects p where p.stage = st.stage and p.on_hold) as on_hold
      from unnest(enum_range(null::public.project_stage)) with ordinality as st(stage, ord)
  ),
  payments_month as (
    select count(*)::integer as stages, coalesce(sum(ps.pending_amount), 0) as amount
      from public.project_payment_status ps
      join public.projects p on p.id = ps.project_id
      cross join bounds b
     where ps.due_date between b.month_start and b.month_end
       and ps.pending_amount > 0
       and p.stage <> 'closed'
  ),
  open_recces as (
    select r.due_date
      from public.recces r
      join public.projects p on p.id = r.project_id
     where r.status in ('scheduled', 'in_progress') and r.due_date is not null
  ),
  open_designs as (
    select d.due_date
      from public.designs d
      join public.projects p on p.id = d.project_id
     where d.status <> 'approved' and d.due_date is not null
  ),
  overdue_tasks as (
    select t.assignee_id as staff_id, coalesce(s.name, 'Unassigned') as name, count(*)::integer as overdue
      from public.tasks t
      left join public.staff s on s.id = t.assignee_id
     where t.status not in ('done', 'cancelled') and t.due_date < (select d from today)
     group by t.assignee_id, s.name
  )
  select jsonb_build_object(
    'today', (select d from today),
    'month_start', (select month_start from bounds),
    'month_end', (select month_end from bounds),
    'projects_by_stage', (select jsonb_agg(jsonb_build_object('stage', st.stage, 'projects', st.projects, 'on_hold', st.on_hold) order by st.ord) from stages st),
    'payments_due_month', case when public.staff_in('sales', 'accounts')
      then (select jsonb_build_object('count', pm.stages, 'amount', pm.amount) from payments_month pm) end,
    'recces', jsonb_build_object(
      'due_week', (select count(*)::integer from open_recces r where r.due_date between (select d from today) and (select d from today) + 6),
      'overdue', (select count(*)::integer from open_recces r where r.due_date < (select d from today))
    ),
    'designs', jsonb_build_object(
      'due_week', (select count(*)::integer from open_designs od where od.due_date between (select d from today) and (select d from today) + 6),
      'overdue', (select count(*)::integer from open_designs od where od.due_date < (select d from today))
    ),
    'overdue_tasks', coalesce((select jsonb_agg(to_jsonb(o) order by o.overdue desc, o.name) from overdue_tasks o), '[]'::jsonb)
  );
$$;

revoke execute on function public.designer_workload_board(date), public.operations_dashboard(date) from public, anon;
grant execute on function public.designer_workload_board(date), public.operations_dashboard(date) to authenticated;
