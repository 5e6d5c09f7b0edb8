-- Scan to move (issue 24): a cut part starts its route when its cutting plan is marked cut; a scan
-- of its label at a station moves it one step with who and when; a scan out of order or a second
-- scan is refused and changes nothing; quality check rejects a part back to an earlier step with a
-- reason; when every part of an order is packed (and every material of its BOMs is cut) the order
-- moves to ready (to dispatch). A view gives each order's progress per station.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- A label's QR code is a link: …/dashboard/optimizer?plan=<plan id>#part-<encodeURIComponent(label)>
-- (src/pages/dashboard/cutting-plan/plan-labels.ts). Percent-escapes are undone as UTF-8.
create or replace function public.url_decoded(p_text text)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  v_bytes bytea := ''::bytea;
  v_i integer := 1;
  v_n integer := length(p_text);
  v_char text;
begin
  while v_i <= v_n loop
    v_char := substr(p_text, v_i, 1);
    if v_char = '%' and substr(p_text, v_i + 1, 2) ~ '^[0-9A-Fa-f]{2}$' then
      v_bytes := v_bytes || decode(substr(p_text, v_i + 1, 2), 'hex');
      v_i := v_i + 3;
    else
      v_bytes := v_bytes || convert_to(v_char, 'UTF8');
      v_i := v_i + 1;
    end if;
  end loop;
  return convert_from(v_bytes, 'UTF8');
exception when others then
  return null;
end;
$$;
revoke execute on function public.url_decoded(text) from public, anon;
grant execute on function public.url_decoded(text) to authenticated;

-- The part a scanned label names, locked for the scan; a clear refusal when there is none.
create or replace function public.cut_part_of_payload(p_payload text)
returns public.cut_parts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_text text := btrim(coalesce(p_payload, ''));
  v_plan text := substring(v_text from '[?&]plan=([0-9A-Fa-f-]{36})');
  v_label text := public.url_decoded(substring(v_text from '#part-(.+)$'));
  v_part public.cut_parts;
begin
  if v_plan is null or v_label is null then
    raise exception 'this is not a part label (scan the QR code printed on the part)'
      using errcode = 'invalid_parameter_value';
  end if;
  select * into v_part from public.cut_parts c
   where c.cutting_plan_id = v_plan::uuid and c.label_id = v_label
   for update;
  if not found then
    raise exception 'no cut part has this label: is its cutting plan marked as cut?'
      using errcode = 'no_data_found';
  end if;
  return v_part;
end;
$$;
revoke execute on function public.cut_part_of_payload(text) from public, anon, authenticated;

-- The route a part of this BOM part follows: its panel's own route, else by kind.
create or replace function public.route_of_bom_part(p_bom_part_id uuid, p_panel_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select r.id from public.production_routes r where r.processed_panel_id = p_panel_id),
    (select r.id from public.production_routes r
      where r.part_kind = case when exists (
        select 1 from public.bom_parts bp
         where bp.id = p_bom_part_id
           and coalesce(bp.edge_band_l1_id, bp.edge_band_l2_id, bp.edge_band_w1_id, bp.edge_band_w2_id) is not null)
        then 'banded' else 'plain' end));
$$;
revoke execute on function public.route_of_bom_part(uuid, uuid) from public, anon, authenticated;

-- Marked cut: one cut part per labelled piece of the plan's layout; a plan saved without a labelled
-- layout gives one per copy of each of its parts, labelled <plan part id>/<copy>.
create or replace function public.start_cut_parts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order uuid;
begin
  if new.status is distinct from 'cut' or old.status = 'cut' then
    return null;
  end if;
  select b.order_id into v_order from public.bills_of_material b where b.id = new.bom_id;
  if v_order is null then
    return null;
  end if;
  if exists (select 1 from jsonb_array_elements(coalesce(new.result -> 'sheets', '[]'::jsonb)) s
              cross join jsonb_array_elements(coalesce(s -> 'parts', '[]'::jsonb)) p
              where p ->> 'labelId' is not null) then
    insert into public.cut_parts (cutting_plan_id, order_id, bom_part_id, label_id, name, length_mm, width_mm, route_id)
    select new.id, v_order, bp.id, p ->> 'labelId', left(p ->> 'name', 120),
           greatest(round((p ->> 'cutLength')::numeric), 1), greatest(round((p ->> 'cutWidth')::numeric), 1),
           public.route_of_bom_part(bp.id, new.processed_panel_id)
      from jsonb_array_elements(new.result -> 'sheets') s
      cross join jsonb_array_elements(coalesce(s -> 'parts', '[]'::jsonb)) p
      left join public.bom_parts bp on bp.id::text = p ->> 'partId' and bp.bom_id = new.bom_id
     where p ->> 'labelId' is not null
    on conflict (cutting_plan_id, label_id) do nothing;
  else
    insert into public.cut_parts (cutting_plan_id, order_id, bom_part_id, label_id, name, length_mm, width_mm, route_id)
    select new.id, v_order, cp.bom_part_id, cp.id::text || '/' || n, cp.name, cp.length_mm, cp.width_mm,
           public.route_of_bom_part(cp.bom_part_id, new.processed_panel_id)
      from public.cutting_plan_parts cp
      cross join lateral generate_series(1, cp.quantity) n
     where cp.cutting_plan_id = new.id
    on conflict (cutting_plan_id, label_id) do nothing;
  end if;
  return null;
end;
$$;
revoke execute on function public.start_cut_parts() from public, anon, authenticated;
create trigger cutting_plans_start_cut_parts
  after update of status on public.cutting_plans
  for each row execute function public.start_cut_parts();

-- Every part of the order packed, and every material of its BOMs cut: the order is ready to
-- dispatch. An order still confirmed steps through in production (the status flow moves one step
-- at a time); one past ready, or cancelled, is left alone.
create or replace function public.ready_order_when_packed(p_order_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.order_status;
begin
  select o.status into v_status from public.sales_orders o where o.id = p_order_id for update;
  if v_status not in ('confirmed', 'in_production') then
    return;
  end if;
  if exists (select 1 from public.cut_parts c where c.order_id = p_order_id and c.packed_at is null)
     or exists (select 1 from public.bills_of_material b
                  join public.bom_parts bp on bp.bom_id = b.id
                 where b.order_id = p_order_id
                   and not exists (select 1 from public.cutting_plans cp
                                    where cp.bom_id = b.id and cp.processed_panel_id = bp.processed_panel_id
                                      and cp.status = 'cut')) then
    return;
  end if;
  if v_status = 'confirmed' then
    update public.sales_orders set status = 'in_production' where id = p_order_id;
  end if;
  update public.sales_orders set status = 'ready' where id = p_order_id;
end;
$$;
revoke execute on function public.ready_order_when_packed(uuid) from public, anon, authenticated;

-- Scans the part's label at a station. Returns { cut_part_id, name, order_id, done_at (station
-- name), next (station name or null), packed }.
create or replace function public.scan_part(p_payload text, p_work_centre_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_part public.cut_parts;
  v_centre public.work_centres;
  v_step integer;
  v_expected text;
  v_last integer;
  v_next text;
begin
  if not public.has_permission('production.scan') then
    raise exception 'Scanning parts needs the production.scan permission' using errcode = 'insufficient_privilege';
  end if;
  select * into v_centre from public.work_centres w where w.id = p_work_centre_id and w.active;
  if not found then
    raise exception 'pick a station to scan at' using errcode = 'invalid_parameter_value';
  end if;
  v_part := public.cut_part_of_payload(p_payload);
  select max(s.position) into v_last from public.production_route_steps s where s.route_id = v_part.route_id;
  if v_part.packed_at is not null then
    raise exception '% is already packed: nothing more to do', v_part.name
      using errcode = 'check_violation', constraint = 'cut_parts_already_packed';
  end if;
  select s.position into v_step from public.production_route_steps s
   where s.route_id = v_part.route_id and s.work_centre_id = v_centre.id;
  if v_step is null then
    raise exception '% does not go through the %', v_part.name, lower(v_centre.name)
      using errcode = 'check_violation', constraint = 'cut_parts_not_on_route';
  end if;
  if v_step < v_part.next_position then
    raise exception '% was already scanned at the %', v_part.name, lower(v_centre.name)
      using errcode = 'check_violation', constraint = 'cut_parts_scanned_twice';
  end if;
  if v_step > v_part.next_position then
    select w.name into v_expected from public.production_route_steps s
      join public.work_centres w on w.id = s.work_centre_id
     where s.route_id = v_part.route_id and s.position = v_part.next_position;
    raise exception 'out of order: % goes to the % first', v_part.name, lower(v_expected)
      using errcode = 'check_violation', constraint = 'cut_parts_out_of_order';
  end if;

  insert into public.cut_part_scans (cut_part_id, work_centre_id, outcome, position)
  values (v_part.id, v_centre.id, 'done', v_step);
  update public.cut_parts
     set next_position = v_step + 1,
         packed_at = case when v_step >= v_last then clock_timestamp() end
   where id = v_part.id;
  if v_step >= v_last then
    perform public.ready_order_when_packed(v_part.order_id);
  else
    select w.name into v_next from public.production_route_steps s
      join public.work_centres w on w.id = s.work_centre_id
     where s.route_id = v_part.route_id and s.position = v_step + 1;
  end if;
  return jsonb_build_object('cut_part_id', v_part.id, 'name', v_part.name, 'order_id', v_part.order_id,
    'done_at', v_centre.name, 'next', v_next, 'packed', v_step >= v_last);
end;
$$;
revoke execute on function public.scan_part(text, uuid) from public, anon;
grant execute on function public.scan_part(text, uuid) to authenticated;

-- Quality check refuses a part waiting there: it goes back to the step p_back_to names (a station
-- before quality check on its route), or to its first step. Returns { cut_part_id, name, back_to }.
create or replace function public.reject_part(
  p_payload text,
  p_work_centre_id uuid,
  p_reason text,
  p_back_to uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_part public.cut_parts;
  v_centre public.work_centres;
  v_step integer;
  v_back integer;
  v_back_name text;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if not public.has_permission('production.scan') then
    raise exception 'Rejecting parts needs the production.scan permission' using errcode = 'insufficient_privilege';
  end if;
  select * into v_centre from public.work_centres w where w.id = p_work_centre_id and w.active;
  if not found or v_centre.kind <> 'quality_check' then
    raise exception 'parts are rejected at quality check' using errcode = 'invalid_parameter_value';
  end if;
  if v_reason is null then
    raise exception 'say why the part is rejected' using errcode = 'invalid_parameter_value';
  end if;
  v_part := public.cut_part_of_payload(p_payload);
  select s.position into v_step from public.production_route_steps s
   where s.route_id = v_part.route_id and s.work_centre_id = v_centre.id;
  if v_step is null or v_part.next_position <> v_step or v_part.packed_at is not null then
    raise exception '% is not waiting at quality check', v_part.name
      using errcode = 'check_violation', constraint = 'cut_parts_not_at_check';
  end if;
  if p_back_to is null then
    v_back := 1;
  else
    select s.position into v_back from public.production_route_steps s
     where s.route_id = v_part.route_id and s.work_centre_id = p_back_to and s.position < v_step;
    if v_back is null then
      raise exception '% can only go back to a station it passed before quality check', v_part.name
        using errcode = 'check_violation', constraint = 'cut_parts_back_to_check';
    end if;
  end if;
  select w.name into v_back_name from public.production_route_steps s
    join public.work_centres w on w.id = s.work_centre_id
   where s.route_id = v_part.route_id and s.position = v_back;
  insert into public.cut_part_scans (cut_part_id, work_centre_id, outcome, position, back_to_position, reason)
  values (v_part.id, v_centre.id, 'rejected', v_step, v_back, left(v_reason, 500));
  update public.cut_parts set next_position = v_back where id = v_part.id;
  return jsonb_build_object('cut_part_id', v_part.id, 'name', v_part.name, 'back_to', v_back_name);
end;
$$;
revoke execute on function public.reject_part(text, uuid, text, uuid) from public, anon;
grant execute on function public.reject_part(text, uuid, text, uuid) to authenticated;

-- Each order's progress per station: the parts whose route passes it, how many are past it, how
-- many wait there now. No money.
create or replace view public.order_station_progress with (security_invoker = true) as
select c.order_id, w.id as work_centre_id, w.code as work_centre_code,
       w.name as work_centre_name, w.position as work_centre_position,
       count(*)::integer as parts_total,
       count(*) filter (where c.next_position > s.position)::integer as parts_done,
       count(*) filter (where c.next_position = s.position)::integer as parts_waiting,
       round(100.0 * count(*) filter (where c.next_position > s.position) / count(*), 1) as percent_done
  from public.cut_parts c
  join public.production_route_steps s on s.route_id = c.route_id
  join public.work_centres w on w.id = s.work_centre_id
 group by c.order_id, w.id, w.code, w.name, w.position;
grant select on public.order_station_progress to authenticated;
revoke all on public.order_station_progress from anon;
