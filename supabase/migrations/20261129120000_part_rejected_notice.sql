-- A part rejected at quality check tells the production leads (issue 24): everyone who arranges the
-- shop floor (bom.edit, as the stations and routes policies say; administrators hold every code)
-- except whoever rejected it gets "Part … rejected at quality check: <reason>", linked to the order.
-- Made by the database where the rejection is written, so both backends have it.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.notify_part_rejected()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_part record;
begin
  select c.name, c.label_id, c.order_id, o.number as order_number,
         (select w.name from public.production_route_steps s
            join public.work_centres w on w.id = s.work_centre_id
           where s.route_id = c.route_id and s.position = new.back_to_position) as back_to
    into v_part
    from public.cut_parts c
    join public.sales_orders o on o.id = c.order_id
   where c.id = new.cut_part_id;
  if not found then
    return null;
  end if;
  perform public.notify_holders_of(
    'bom.edit', 'part_rejected',
    'Part ' || v_part.name || ' rejected at quality check: ' || new.reason,
    concat_ws(' · ', 'Order ' || v_part.order_number, 'label ' || v_part.label_id,
              'back to the ' || lower(v_part.back_to),
              'rejected by ' || (select s.name from public.staff s where s.id = new.scanned_by)),
    '/dashboard/Order-Details?id=' || v_part.order_id, new.cut_part_id,
    'part-rejected:' || new.id);
  return null;
end;
$$;
revoke execute on function public.notify_part_rejected() from public, anon, authenticated;
create trigger cut_part_scans_notify_rejected after insert on public.cut_part_scans
  for each row when (new.outcome = 'rejected') execute function public.notify_part_rejected();
