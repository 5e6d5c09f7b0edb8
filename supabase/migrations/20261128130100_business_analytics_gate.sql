-- Business analytics only for holders of analytics.view (issue 20, finding 4; the permission is
-- added in 20261128130000_crm_reads.sql). The function of 20261125160000 unchanged but for the gate
-- at its start: still SECURITY INVOKER, so the caller's row-level security decides what is counted.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.business_analytics(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_start timestamptz;
  v_end timestamptz;
  v_leads integer;
  v_won integer;
  v_projects integer;
  v_quotations integer;
  v_approved integer;
  v_orders integer;
  v_result jsonb;
begin
  -- The gate comes first, so a caller without the permission learns nothing, not even zeros.
  if not public.has_permission('analytics.view') then
    raise exception 'Business analytics need the analytics.view permission'
      using errcode = 'insufficient_privilege';
  end if;
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The range must start on or before its end' using errcode = '22023';
  end if;
  if p_to - p_from > 731 then
    raise exception 'The range can be at most two years' using errcode = '22023';
  end if;
  v_start := (p_from::timestamp) at time zone 'Asia/Kolkata';
  v_end := ((p_to + 1)::timestamp) at time zone 'Asia/Kolkata';

  select count(*)::integer into v_leads
    from public.leads l where l.created_at >= v_start and l.created_at < v_end;
  select count(*)::integer into v_won
    from public.deals d where d.stage = 'won' and d.closed_at >= v_start and d.closed_at < v_end;
  select count(*)::integer into v_projects
    from public.projects p where p.created_at >= v_start and p.created_at < v_end;
  select count(*)::integer, (count(*) filter (where q.status = 'approved'))::integer into v_quotations, v_approved
    from public.quotations q where q.issue_date between p_from and p_to;
  select count(*)::integer into v_orders
    from public.sales_orders o where o.order_date between p_from and p_to and o.status <> 'cancelled';

  select jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'funnel', jsonb_build_array(
      jsonb_build_object('step', 'leads', 'count', v_leads),
      jsonb_build_object('step', 'deals_won', 'count', v_won),
      jsonb_build_object('step', 'projects', 'count', v_projects),
      jsonb_build_object('step', 'quotations', 'count', v_quotations),
      jsonb_build_object('step', 'orders', 'count', v_orders)
    ),
    'quotations_approved', v_approved,
    -- Percentages of the step before, one decimal; null when the step before is empty.
    'conversion', jsonb_build_object(
      'lead_to_won', case when v_leads > 0 then round(100.0 * v_won / v_leads, 1) end,
      'won_to_project', case when v_won > 0 then round(100.0 * v_projects / v_won, 1) end,
      'project_to_quotation', case when v_projects > 0 then round(100.0 * v_quotations / v_projects, 1) end,
      'quotation_to_order', case when v_quotations > 0 then round(100.0 * v_orders / v_quotations, 1) end,
      'lead_to_order', case when v_leads > 0 then round(100.0 * v_orders / v_leads, 1) end
    ),
    'revenue_by_month', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'month', to_char(m.month, 'YYYY-MM'),
               'booked', coalesce(b.booked, 0),
               'collected', coalesce(c.collected, 0)) order by m.month), '[]'::jsonb)
        from generate_series(date_trunc('month', p_from), date_trunc('month', p_to), interval '1 month') as m(month)
        left join lateral (
          select sum(s.grand_total) as booked
            from public.order_summaries s
           where s.status <> 'cancelled'
             and s.order_date between greatest(p_from, m.month::date) and least(p_to, (m.month + interval '1 month' - interval '1 day')::date)
        ) b on true
        left join lateral (
          select sum(pay.amount) as collected
            from public.payments pay
           where pay.received_on between greatest(p_from, m.month::date) and least(p_to, (m.month + interval '1 month' - interval '1 day')::date)
        ) c on true
    ),
    'revenue', (
      select jsonb_build_object(
        'booked', coalesce((select sum(s.grand_total) from public.order_summaries s
                             where s.status <> 'cancelled' and s.order_date between p_from and p_to), 0),
        'collected', coalesce((select sum(pay.amount) from public.payments pay
                                where pay.received_on between p_from and p_to), 0))
    ),
    'orders_by_category', (
      select coalesce(jsonb_agg(jsonb_build_object('category', g.category, 'orders', g.orders, 'value', g.value)
                                order by g.value desc, g.category), '[]'::jsonb)
        from (
          select coalesce(p.category::text, 'none') as category, count(*)::integer as orders,
                 coalesce(sum(s.grand_total), 0) as value
            from public.order_summaries s
            left join public.projects p on p.id = s.project_id
           where s.status <> 'cancelled' and s.order_date between p_from and p_to
           group by 1
        ) g
    ),
    'orders_by_city', (
      select coalesce(jsonb_agg(jsonb_build_object('city', g.city, 'orders', g.orders, 'value', g.value)
                                order by g.value desc, g.city), '[]'::jsonb)
        from (
          select coalesce(nullif(btrim(p.city), ''), 'Unknown') as city, count(*)::integer as orders,
                 coalesce(sum(s.grand_total), 0) as value
            from public.order_summaries s
            left join public.projects p on p.id = s.project_id
           where s.status <> 'cancelled' and s.order_date between p_from and p_to
           group by 1
        ) g
    ),
    -- Orders of the range whose project came from a lead: days from the lead to the order.
    'avg_days_lead_to_order', (
      select round(avg(o.order_date - (l.created_at at time zone 'Asia/Kolkata')::date), 1)
        from public.sales_orders o
        join public.projects p on p.id = o.project_id
        join public.leads l on l.id = p.lead_id
       where o.order_date between p_from and p_to and o.status <> 'cancelled'
    ),
    -- Deals won in the range: days from the deal's creation to its close.
    'avg_deal_cycle_days', (
      select round(avg(extract(epoch from (d.closed_at - d.created_at)) / 86400.0)::numeric, 1)
        from public.deals d
       where d.stage = 'won' and d.closed_at >= v_start and d.closed_at < v_end
    ),
    'top_campaigns', (
      select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'leads', t.leads,
                                                   'converted', t.converted, 'value', t.value)
                                order by t.converted desc, t.leads desc, t.name), '[]'::jsonb)
        from (
          select c.id, c.name, count(*)::integer as leads,
                 (count(*) filter (where lc.converted_at is not null))::integer as converted,
                 coalesce(sum(l.estimated_value) filter (where lc.converted_at is not null), 0) as value
            from public.leads l
            join public.campaigns c on c.id = l.campaign_id
            left join public.lead_conversions lc on lc.lead_id = l.id
           where l.created_at >= v_start and l.created_at < v_end
           group by c.id, c.name
           order by 4 desc, 3 desc, 2
           limit 5
        ) t
    ),
    -- Cutting plans optimised in the range: yield weighted by the sheets each used.
    'production', (
      select jsonb_build_object(
        'plans', count(*)::integer,
        'sheets_used', coalesce(sum(cp.sheets_used), 0)::integer,
        'yield_percent', case when coalesce(sum(cp.sheets_used), 0) > 0
          then round(sum(cp.yield_percent * cp.sheets_used) / sum(cp.sheets_used), 1) end)
        from public.cutting_plans cp
       where cp.status in ('optimised', 'approved', 'cut')
         and cp.yield_percent is not null
         and cp.optimised_at >= v_start and cp.optimised_at < v_end
    ),
    'subscriptions_by_plan', (
      select coalesce(jsonb_agg(jsonb_build_object('plan', g.plan, 'subscribers', g.n) order by g.plan), '[]'::jsonb)
        from (
          select s.plan::text as plan, count(*)::integer as n
            from public.subscribers s
           where s.start_date <= p_to and (s.end_date is null or s.end_date >= p_from)
             and s.status not in ('cancelled', 'expired')
           group by s.plan
        ) g
    ),
    -- Subscribers whose subscription ended (cancelled or expired) within the range.
    'churned_subscribers', (
      select count(*)::integer
        from public.subscribers s
       where s.status in ('cancelled', 'expired') and s.end_date between p_from and p_to
    )
  ) into v_result;
  return v_result;
end;
$$;

comment on function public.business_analytics(date, date) is
  'The analytics page, for holders of analytics.view: funnel, conversion, revenue per month, orders by category and city, cycle times, top campaigns, production yield and subscriptions for a range of days (the caller''s rows only).';
revoke execute on function public.business_analytics(date, date) from public, anon;
grant execute on function public.business_analytics(date, date) to authenticated;
