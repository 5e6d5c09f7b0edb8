-- CRM reports and the sales dashboards, answered by the database (never by counting every row in
-- the browser): crm_report() per campaign and per executive for a date range, sales_dashboard() for
-- the caller (and their team when they allocate leads), crm_overview() with weekly trends, and the
-- monthly conversion targets the sales dashboard measures against.
--
-- Every function is SECURITY INVOKER, so the caller's row-level security decides which leads,
-- follow-ups, deals and appointments are counted: an executive's figures cover what they may see,
-- a manager's the team's, and someone who sees no CRM rows gets zeros.
--
-- Dates are days in the caller's time zone (p_tz, an IANA name the browser reports; an unknown or
-- missing one falls back to India's), so "today" on the dashboard is the person's own today.

-- Monthly targets per member of the sales team.
create table public.sales_targets (
  id uuid primary key default gen_random_uuid(),
  staff_id uuid not null references public.staff (id) on delete cascade,
  -- The first day of the month the target is for.
  month date not null constraint sales_targets_month_check check (month = date_trunc('month', month)::date),
  target_conversions integer not null constraint sales_targets_target_conversions_check check (target_conversions > 0),
  target_value numeric(14, 2) not null default 0
    constraint sales_targets_target_value_finite_check check (target_value <> 'NaN')
    constraint sales_targets_target_value_check check (target_value >= 0),
  note text constraint sales_targets_note_check check (length(note) <= 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint sales_targets_staff_month_key unique (staff_id, month)
);

select public.track_changes('public.sales_targets');

alter table public.sales_targets enable row level security;

-- Everyone reads their own targets; whoever allocates leads (leads.assign: the sales managers)
-- reads and sets the team's.
create policy sales_targets_read on public.sales_targets for select to authenticated
  using (staff_id = (select public.current_staff_id()) or (select public.has_permission('leads.assign')));
create policy sales_targets_insert on public.sales_targets for insert to authenticated
  with check ((select public.has_permission('leads.assign')));
create policy sales_targets_update on public.sales_targets for update to authenticated
  using ((select public.has_permission('leads.assign')))
  with check ((select public.has_permission('leads.assign')));
create policy sales_targets_delete on public.sales_targets for delete to authenticated
  using ((select public.has_permission('leads.assign')));

grant select, insert, update, delete on public.sales_targets to authenticated;
revoke all on public.sales_targets from anon;
revoke truncate, references, trigger on public.sales_targets from authenticated;

-- When a lead converted: the first follow-up that put it on a won stage, or, when it sits on a won
-- stage with no such follow-up (set by hand or imported), its last change. security_invoker: the
-- caller's policies on leads and follow-ups apply.
create view public.lead_conversions with (security_invoker = true) as
  select
    l.id as lead_id,
    l.owner_id,
    l.campaign_id,
    l.source,
    l.estimated_value,
    coalesce(
      (select min(f.follow_up_at)
         from public.lead_follow_ups f
         join public.lead_stages fs on fs.id = f.stage_id
        where f.lead_id = l.id and fs.is_won),
      case when st.is_won then l.updated_at end
    ) as converted_at
  from public.leads l
  join public.lead_stages st on st.id = l.stage_id;
comment on view public.lead_conversions is 'When each lead reached a won stage (null: not converted).';

grant select on public.lead_conversions to authenticated;
revoke all on public.lead_conversions from anon;
revoke insert, update, delete, truncate, references, trigger on public.lead_conversions from authenticated;

-- The time zone to count days in: the caller's if Postgres knows it, otherwise India's.
create or replace function public.crm_time_zone(p_tz text)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_tz is null or length(p_tz) not between 1 and 64 then
    return 'Asia/Kolkata';
  end if;
  perform pg_catalog.now() at time zone p_tz;
  return p_tz;
exception
  when invalid_parameter_value then
    return 'Asia/Kolkata';
end;
$$;

-- A report range: both days included, the end not before the start, at most two years.
create or replace function public.crm_check_range(p_from date, p_to date)
returns void
language plpgsql
immutable
security invoker
set search_path = ''
as $$
begin
  if p_from is null or p_to is null then
    raise exception 'A report needs a start and an end date' using errcode = '22023';
  end if;
  if p_to < p_from then
    raise exception 'The end date % is before the start date %', p_to, p_from using errcode = '22023';
  end if;
  if p_to - p_from > 731 then
    raise exception 'A report covers at most two years' using errcode = '22023';
  end if;
end;
$$;

-- Per campaign and per executive (the lead's owner), for leads the caller may see:
--   leads_received  leads created in the range
--   contacted       of those, leads with at least one follow-up
--   follow_ups      follow-ups logged in the range
--   conversions     leads that reached a won stage in the range (lead_conversions)
--   conversion_rate of the leads received in the range, the share that has converted (0..1)
--   median_hours_to_first_contact  hours from a received lead's creation to its first follow-up
-- plus leads by source and a funnel by stage (how many leads received in the range reached each
-- open stage or beyond, and how many sit on each stage now).
create or replace function public.crm_report(p_from date, p_to date, p_tz text default 'Asia/Kolkata')
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := public.crm_time_zone(p_tz);
  v_start timestamptz;
  v_end timestamptz;
begin
  perform public.crm_check_range(p_from, p_to);
  v_start := p_from::timestamp at time zone v_tz;
  v_end := (p_to + 1)::timestamp at time zone v_tz;
  return (
    with facts as (
      select
        l.id,
        l.campaign_id,
        l.owner_id,
        l.source,
        l.created_at,
        l.created_at >= v_start and l.created_at < v_end as received,
        fu.first_at,
        coalesce(fu.in_range, 0) as follow_ups,
        c.converted_at,
        c.converted_at >= v_start and c.converted_at < v_end as converted_in_range,
        greatest(
          case when st.is_closed and not st.is_won then null else st.position end,
          fu.furthest_open_position
        ) as reached_position,
        l.stage_id
      from public.leads l
      join public.lead_stages st on st.id = l.stage_id
      join public.lead_conversions c on c.lead_id = l.id
      left join lateral (
        select
          min(f.follow_up_at) as first_at,
          count(*) filter (where f.follow_up_at >= v_start and f.follow_up_at < v_end) as in_range,
          max(fs.position) filter (where not (fs.is_closed and not fs.is_won)) as furthest_open_position
        from public.lead_follow_ups f
        left join public.lead_stages fs on fs.id = f.stage_id
        where f.lead_id = l.id
      ) fu on true
    ),
    grouped as (
      select
        grouping(f.campaign_id) as by_campaign_off,
        grouping(f.owner_id) as by_owner_off,
        f.campaign_id,
        f.owner_id,
        count(*) filter (where f.received) as leads_received,
        count(*) filter (where f.received and f.first_at is not null) as contacted,
        coalesce(sum(f.follow_ups), 0)::bigint as follow_ups,
        count(*) filter (where f.converted_in_range) as conversions,
        count(*) filter (where f.received and f.converted_at is not null) as received_converted,
        percentile_cont(0.5) within group (
          order by greatest(0, extract(epoch from (f.first_at - f.created_at)))::double precision / 3600
        ) filter (where f.received and f.first_at is not null) as median_hours
      from facts f
      group by grouping sets ((f.campaign_id), (f.owner_id), ())
    ),
    metric_rows as (
      select
        g.*,
        jsonb_build_object(
          'leads_received', g.leads_received,
          'contacted', g.contacted,
          'follow_ups', g.follow_ups,
          'conversions', g.conversions,
          'conversion_rate',
            case when g.leads_received > 0
                 then round(g.received_converted::numeric / g.leads_received, 4) end,
          'median_hours_to_first_contact', round(g.median_hours::numeric, 1)
        ) as metrics
      from grouped g
      where g.leads_received > 0 or g.follow_ups > 0 or g.conversions > 0
         or (g.by_campaign_off = 1 and g.by_owner_off = 1)
    )
    select jsonb_build_object(
      'from', p_from,
      'to', p_to,
      'time_zone', v_tz,
      'totals', coalesce(
        (select r.metrics from metric_rows r where r.by_campaign_off = 1 and r.by_owner_off = 1),
        jsonb_build_object('leads_received', 0, 'contacted', 0, 'follow_ups', 0, 'conversions', 0,
                           'conversion_rate', null, 'median_hours_to_first_contact', null)),
      'campaigns', coalesce((
        select jsonb_agg(
                 r.metrics || jsonb_build_object('campaign_id', r.campaign_id, 'campaign_name', cp.name)
                 order by r.leads_received desc, cp.name nulls last)
          from metric_rows r
          left join public.campaigns cp on cp.id = r.campaign_id
         where r.by_campaign_off = 0), '[]'::jsonb),
      'executives', coalesce((
        select jsonb_agg(
                 r.metrics || jsonb_build_object('owner_id', r.owner_id, 'owner_name', s.name)
                 order by r.leads_received desc, s.name nulls last)
          from metric_rows r
          left join public.staff s on s.id = r.owner_id
         where r.by_owner_off = 0), '[]'::jsonb),
      'sources', coalesce((
        select jsonb_agg(jsonb_build_object('source', x.source, 'leads', x.leads, 'conversions', x.conversions)
                         order by x.leads desc, x.source)
          from (
            select f.source::text as source,
                   count(*) as leads,
                   count(*) filter (where f.converted_at is not null) as conversions
              from facts f
             where f.received
             group by f.source
          ) x), '[]'::jsonb),
      'funnel', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'stage_id', st.id, 'name', st.name, 'colour', st.colour, 'position', st.position,
                 'is_won', st.is_won, 'is_closed', st.is_closed,
                 'current', (select count(*) from facts f where f.received and f.stage_id = st.id),
                 'reached', case when st.is_closed and not st.is_won then
                                   (select count(*) from facts f where f.received and f.stage_id = st.id)
                                 else (select count(*) from facts f
                                        where f.received and f.reached_position >= st.position) end)
               order by st.position, st.name)
          from public.lead_stages st), '[]'::jsonb)
    )
  );
end;
$$;

-- The caller's day: follow-ups due today (the whole local day), overdue (before now) and tomorrow,
-- with the first leads of each (the list puts a lead due earlier today among today's, not twice); their pipeline by lead stage; conversions this month against the month's target;
-- scheduled appointments in the next 7 days. "Mine" is what the caller owns (leads) or is assigned
-- (appointments). A caller holding leads.assign also gets `team`: the same figures per active member
-- of the sales team.
create or replace function public.sales_dashboard(p_now timestamptz default now(), p_tz text default 'Asia/Kolkata')
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := public.crm_time_zone(p_tz);
  v_now timestamptz := coalesce(p_now, pg_catalog.now());
  v_today date := (v_now at time zone v_tz)::date;
  v_day_start timestamptz := v_today::timestamp at time zone v_tz;
  v_day_end timestamptz := (v_today + 1)::timestamp at time zone v_tz;
  v_tomorrow_end timestamptz := (v_today + 2)::timestamp at time zone v_tz;
  v_month date := date_trunc('month', v_today)::date;
  v_month_start timestamptz := v_month::timestamp at time zone v_tz;
  v_month_end timestamptz := (v_month + interval '1 month')::date::timestamp at time zone v_tz;
  v_me uuid := public.current_staff_id();
  v_team boolean := v_me is not null and public.has_permission('leads.assign');
begin
  return jsonb_build_object(
    'now', v_now,
    'today', v_today,
    'month', v_month,
    'time_zone', v_tz,
    'staff_id', v_me,
    'due_today', (select count(*) from public.leads l
                   where l.owner_id = v_me and l.next_follow_up_at >= v_day_start and l.next_follow_up_at < v_day_end),
    -- Overdue as the leads list counts it (due=overdue): any time before now, so a call due at 10:00
    -- is overdue at 11:00 and also among today's.
    'overdue', (select count(*) from public.leads l where l.owner_id = v_me and l.next_follow_up_at < v_now),
    'overdue_before_today', (select count(*) from public.leads l
                              where l.owner_id = v_me and l.next_follow_up_at < v_day_start),
    'due_tomorrow', (select count(*) from public.leads l
                      where l.owner_id = v_me and l.next_follow_up_at >= v_day_end
                        and l.next_follow_up_at < v_tomorrow_end),
    'follow_ups', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', x.id, 'name', x.name, 'company_name', x.company_name, 'phone', x.phone,
               'next_follow_up_at', x.next_follow_up_at, 'stage_name', x.stage_name, 'stage_colour', x.stage_colour,
               'due', x.due)
             order by x.next_follow_up_at, x.name, x.id)
        from (
          select l.id, l.name, l.company_name, l.phone, l.next_follow_up_at, st.name as stage_name,
                 st.colour as stage_colour,
                 case when l.next_follow_up_at < v_day_start then 'overdue'
                      when l.next_follow_up_at < v_day_end then 'today' else 'tomorrow' end as due,
                 row_number() over (
                   partition by case when l.next_follow_up_at < v_day_start then 0
                                     when l.next_follow_up_at < v_day_end then 1 else 2 end
                   order by case when l.next_follow_up_at < v_day_start then -extract(epoch from l.next_follow_up_at)
                                 else extract(epoch from l.next_follow_up_at) end, l.id) as n
            from public.leads l
            join public.lead_stages st on st.id = l.stage_id
           where l.owner_id = v_me and l.next_follow_up_at < v_tomorrow_end
        ) x
       where x.n <= case when x.due = 'overdue' then 5 else 25 end), '[]'::jsonb),
    'pipeline', coalesce((
      select jsonb_agg(jsonb_build_object(
               'stage_id', st.id, 'name', st.name, 'colour', st.colour, 'position', st.position,
               'is_won', st.is_won, 'is_closed', st.is_closed,
               'leads', coalesce(p.leads, 0), 'value', coalesce(p.value, 0))
             order by st.position, st.name)
        from public.lead_stages st
        left join (
          select l.stage_id, count(*) as leads, sum(coalesce(l.estimated_value, 0)) as value
            from public.leads l
           where l.owner_id = v_me
           group by l.stage_id
        ) p on p.stage_id = st.id), '[]'::jsonb),
    'conversions_month', (select count(*) from public.lead_conversions c
                           where c.owner_id = v_me and c.converted_at >= v_month_start
                             and c.converted_at < v_month_end),
    'converted_value_month', (select coalesce(sum(c.estimated_value), 0) from public.lead_conversions c
                               where c.owner_id = v_me and c.converted_at >= v_month_start
                                 and c.converted_at < v_month_end),
    'target_conversions', (select t.target_conversions from public.sales_targets t
                            where t.staff_id = v_me and t.month = v_month),
    'target_value', (select t.target_value from public.sales_targets t where t.staff_id = v_me and t.month = v_month),
    'appointments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', a.id, 'title', a.title, 'kind', a.kind, 'starts_at', a.starts_at,
               'duration_minutes', a.duration_minutes, 'location', a.location, 'lead_id', a.lead_id)
             order by a.starts_at, a.id)
        from (
          select a.* from public.appointments a
           where a.assignee_id = v_me and a.status = 'scheduled'
             and a.starts_at >= v_now and a.starts_at < v_now + interval '7 days'
           order by a.starts_at, a.id
           limit 10
        ) a), '[]'::jsonb),
    'appointments_upcoming', (select count(*) from public.appointments a
                               where a.assignee_id = v_me and a.status = 'scheduled'
                                 and a.starts_at >= v_now and a.starts_at < v_now + interval '7 days'),
    'team', case when v_team then coalesce((
      select jsonb_agg(jsonb_build_object(
               'staff_id', s.id, 'name', s.name,
               'due_today', m.due_today, 'overdue', m.overdue, 'open_leads', m.open_leads,
               'pipeline_value', m.pipeline_value, 'conversions_month', cv.conversions,
               'target_conversions', t.target_conversions, 'appointments_upcoming', ap.upcoming)
             order by s.name, s.id)
        from public.staff s
        cross join lateral (
          select
            count(*) filter (where l.next_follow_up_at >= v_day_start and l.next_follow_up_at < v_day_end) as due_today,
            count(*) filter (where l.next_follow_up_at < v_now) as overdue,
            count(*) filter (where not st.is_closed) as open_leads,
            coalesce(sum(l.estimated_value) filter (where not st.is_closed), 0) as pipeline_value
          from public.leads l
          join public.lead_stages st on st.id = l.stage_id
          where l.owner_id = s.id
        ) m
        cross join lateral (
          select count(*) as conversions from public.lead_conversions c
           where c.owner_id = s.id and c.converted_at >= v_month_start and c.converted_at < v_month_end
        ) cv
        cross join lateral (
          select count(*) as upcoming from public.appointments a
           where a.assignee_id = s.id and a.status = 'scheduled'
             and a.starts_at >= v_now and a.starts_at < v_now + interval '7 days'
        ) ap
        left join public.sales_targets t on t.staff_id = s.id and t.month = v_month
       where s.active and s.designation = 'sales'), '[]'::jsonb) end
  );
end;
$$;

-- Leads, deals and follow-ups across campaigns for a range, with weekly trends (weeks start on
-- Monday, in the caller's time zone) and per-campaign totals.
create or replace function public.crm_overview(p_from date, p_to date, p_tz text default 'Asia/Kolkata')
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := public.crm_time_zone(p_tz);
  v_start timestamptz;
  v_end timestamptz;
begin
  perform public.crm_check_range(p_from, p_to);
  v_start := p_from::timestamp at time zone v_tz;
  v_end := (p_to + 1)::timestamp at time zone v_tz;
  return (
    with lead_rows as (
      select date_trunc('week', l.created_at at time zone v_tz)::date as week, l.campaign_id
        from public.leads l
       where l.created_at >= v_start and l.created_at < v_end
    ),
    follow_up_rows as (
      select date_trunc('week', f.follow_up_at at time zone v_tz)::date as week, l.campaign_id
        from public.lead_follow_ups f
        join public.leads l on l.id = f.lead_id
       where f.follow_up_at >= v_start and f.follow_up_at < v_end
    ),
    deal_rows as (
      select date_trunc('week', d.created_at at time zone v_tz)::date as week, d.stage, d.value, l.campaign_id
        from public.deals d
        join public.leads l on l.id = d.lead_id
       where d.created_at >= v_start and d.created_at < v_end
    ),
    won_rows as (
      select date_trunc('week', d.closed_at at time zone v_tz)::date as week, d.value, l.campaign_id
        from public.deals d
        join public.leads l on l.id = d.lead_id
       where d.stage = 'won' and d.closed_at >= v_start and d.closed_at < v_end
    ),
    conversion_rows as (
      select date_trunc('week', c.converted_at at time zone v_tz)::date as week, c.campaign_id
        from public.lead_conversions c
       where c.converted_at >= v_start and c.converted_at < v_end
    ),
    weeks as (
      select w::date as week
        from generate_series(date_trunc('week', p_from::timestamp), p_to::timestamp, interval '1 week') as w
    )
    select jsonb_build_object(
      'from', p_from,
      'to', p_to,
      'time_zone', v_tz,
      'totals', jsonb_build_object(
        'leads', (select count(*) from lead_rows),
        'follow_ups', (select count(*) from follow_up_rows),
        'deals', (select count(*) from deal_rows),
        'deal_value', (select coalesce(sum(value), 0) from deal_rows),
        'deals_won', (select count(*) from won_rows),
        'won_value', (select coalesce(sum(value), 0) from won_rows),
        'conversions', (select count(*) from conversion_rows)),
      'weeks', (
        select jsonb_agg(jsonb_build_object(
                 'week', w.week,
                 'leads', (select count(*) from lead_rows r where r.week = w.week),
                 'follow_ups', (select count(*) from follow_up_rows r where r.week = w.week),
                 'deals', (select count(*) from deal_rows r where r.week = w.week),
                 'deal_value', (select coalesce(sum(r.value), 0) from deal_rows r where r.week = w.week),
                 'deals_won', (select count(*) from won_rows r where r.week = w.week),
                 'won_value', (select coalesce(sum(r.value), 0) from won_rows r where r.week = w.week),
                 'conversions', (select count(*) from conversion_rows r where r.week = w.week))
               order by w.week)
          from weeks w),
      'deal_stages', (
        select jsonb_agg(jsonb_build_object(
                 'stage', s.stage,
                 'deals', (select count(*) from deal_rows r where r.stage = s.stage),
                 'value', (select coalesce(sum(r.value), 0) from deal_rows r where r.stage = s.stage))
               order by s.n)
          from unnest(enum_range(null::public.deal_stage)) with ordinality as s(stage, n)),
      'campaigns', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'campaign_id', k.campaign_id, 'campaign_name', cp.name,
                 'leads', (select count(*) from lead_rows r where r.campaign_id is not distinct from k.campaign_id),
                 'follow_ups', (select count(*) from follow_up_rows r
                                 where r.campaign_id is not distinct from k.campaign_id),
                 'deals', (select count(*) from deal_rows r where r.campaign_id is not distinct from k.campaign_id),
                 'deal_value', (select coalesce(sum(r.value), 0) from deal_rows r
                                 where r.campaign_id is not distinct from k.campaign_id),
                 'conversions', (select count(*) from conversion_rows r
                                  where r.campaign_id is not distinct from k.campaign_id))
               order by cp.name nulls last)
          from (
            select campaign_id from lead_rows
            union select campaign_id from follow_up_rows
            union select campaign_id from deal_rows
            union select campaign_id from conversion_rows
          ) k
          left join public.campaigns cp on cp.id = k.campaign_id), '[]'::jsonb)
    )
  );
end;
$$;

revoke execute on function
  public.crm_time_zone(text),
  public.crm_check_range(date, date),
  public.crm_report(date, date, text),
  public.sales_dashboard(timestamptz, text),
  public.crm_overview(date, date, text)
  from public, anon;
grant execute on function
  public.crm_time_zone(text),
  public.crm_check_range(date, date),
  public.crm_report(date, date, text),
  public.sales_dashboard(timestamptz, text),
  public.crm_overview(date, date, text)
  to authenticated, service_role;
