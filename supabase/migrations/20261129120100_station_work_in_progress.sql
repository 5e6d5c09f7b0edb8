-- Work in progress per station for the operations dashboard (issue 24): how many parts wait at each
-- active station now, how many of those are stuck (no scan for more than p_stuck_hours; a part not
-- yet scanned waits since its plan was marked cut), and the stuck parts themselves, longest first.
-- Parts already packed, and parts of a cancelled order, wait nowhere. No money.
-- Security invoker: it counts the parts of the orders the caller may see, as the rest of the
-- operations dashboard covers the projects the person may see.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- Returns { stuck_after_hours, stations: [{ work_centre_id, code, name, parts_waiting, parts_stuck,
-- waiting_since }], stuck: [{ cut_part_id, name, label_id, order_id, order_number, work_centre_name,
-- waiting_since }] } with at most p_limit stuck parts.
create or replace function public.station_work_in_progress(
  p_stuck_hours integer default 8,
  p_limit integer default 20
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with waiting as (
    select c.id, c.name, c.label_id, c.order_id, s.work_centre_id,
           coalesce((select max(x.scanned_at) from public.cut_part_scans x where x.cut_part_id = c.id),
                    c.created_at) as waiting_since
      from public.cut_parts c
      join public.production_route_steps s on s.route_id = c.route_id and s.position = c.next_position
      join public.sales_orders o on o.id = c.order_id
     where c.packed_at is null and o.status <> 'cancelled'
  ), marked as (
    select w.*, w.waiting_since < now() - make_interval(hours => greatest(p_stuck_hours, 0)) as stuck
      from waiting w
  )
  select jsonb_build_object(
    'stuck_after_hours', greatest(p_stuck_hours, 0),
    'stations', coalesce((
      select jsonb_agg(jsonb_build_object(
               'work_centre_id', wc.id, 'code', wc.code, 'name', wc.name,
               'parts_waiting', (select count(*) from marked m where m.work_centre_id = wc.id),
               'parts_stuck', (select count(*) from marked m where m.work_centre_id = wc.id and m.stuck),
               'waiting_since', (select min(m.waiting_since) from marked m where m.work_centre_id = wc.id))
             order by wc.position, wc.code)
        from public.work_centres wc
       where wc.active), '[]'::jsonb),
    'stuck', coalesce((
      select jsonb_agg(jsonb_build_object(
               'cut_part_id', t.id, 'name', t.name, 'label_id', t.label_id, 'order_id', t.order_id,
               'order_number', t.order_number, 'work_centre_name', t.work_centre_name,
               'waiting_since', t.waiting_since)
             order by t.waiting_since, t.id)
        from (select m.id, m.name, m.label_id, m.order_id, o.number as order_number,
                     wc.name as work_centre_name, m.waiting_since
                from marked m
                join public.work_centres wc on wc.id = m.work_centre_id
                join public.sales_orders o on o.id = m.order_id
               where m.stuck
               order by m.waiting_since, m.id
               limit greatest(least(p_limit, 200), 0)) t), '[]'::jsonb));
$$;
revoke execute on function public.station_work_in_progress(integer, integer) from public, anon;
grant execute on function public.station_work_in_progress(integer, integer) to authenticated;
