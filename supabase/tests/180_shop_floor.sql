-- The shop floor (issue 24), on PostgreSQL (npm run db:check) as on PGlite (node layer;
-- src/services/production/shop-floor.node.test.ts has the finer cases). As the seeded production
-- lead: mark every plan of an order in production cut (its parts start their routes), a scan out of
-- order is refused, each part scanned through its route (a second scan refused with nothing
-- changed), one part rejected at quality check back to the saw and scanned again, and the order is
-- ready to dispatch once every part is packed; the other production lead is told of the rejection
-- (the lead who rejected it and the operator are not). Then a sales executive is refused a scan.
-- Rolled back.

do $$
declare
  v_order uuid;
  v_plan record;
  v_part record;
  v_step record;
  v_saw uuid := md5('fpw:work-centre:SAW')::uuid;
  v_qc uuid := md5('fpw:work-centre:QC')::uuid;
  v_pack uuid := md5('fpw:work-centre:PACK')::uuid;
  v_first public.cut_parts;
  v_payload text;
  v_refused text;
  v_scans integer;
  v_centre uuid;
begin
  select o.id into v_order from public.sales_orders o
   where o.status = 'in_production'
     and exists (select 1 from public.bills_of_material b join public.cutting_plans c on c.bom_id = b.id
                  where b.order_id = o.id and c.status = 'approved')
   order by o.number limit 1;
  if v_order is null then
    raise exception 'the seed should have an order in production with an approved cutting plan';
  end if;
  -- The seed plans only the carcass board: an approved plan (no sheets drawn) for each other material.
  with missing as (
    select distinct b.id as bom_id, bp.processed_panel_id
      from public.bills_of_material b join public.bom_parts bp on bp.bom_id = b.id
     where b.order_id = v_order
       and not exists (select 1 from public.cutting_plans c where c.bom_id = b.id
                         and c.processed_panel_id = bp.processed_panel_id and c.status in ('approved', 'cut'))
  ), planned as (
    insert into public.cutting_plans (name, bom_id, processed_panel_id, sheet_length_mm, sheet_width_mm,
      sheets_available, status, result, sheets_used, yield_percent)
    select 'shop floor test', m.bom_id, m.processed_panel_id, 2440, 1220, 1, 'approved', '{"sheets": []}', 0, 50
      from missing m
    returning id, bom_id, processed_panel_id
  )
  insert into public.cutting_plan_parts (cutting_plan_id, bom_part_id, name, length_mm, width_mm, quantity, grain_locked)
  select p.id, bp.id, bp.name, bp.length_mm, bp.width_mm, bp.quantity, bp.grain_locked
    from planned p join public.bom_parts bp on bp.bom_id = p.bom_id and bp.processed_panel_id = p.processed_panel_id;

  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'rahul.verma@fpw.in'))::text, true);
  set local role authenticated;

  for v_plan in select c.id, c.version from public.cutting_plans c join public.bills_of_material b on b.id = c.bom_id
                 where b.order_id = v_order and c.status = 'approved' loop
    perform public.mark_cutting_plan_cut(v_plan.id, v_plan.version);
  end loop;
  if not exists (select 1 from public.cut_parts where order_id = v_order)
     or exists (select 1 from public.cut_parts where order_id = v_order and (next_position <> 1 or packed_at is not null)) then
    raise exception 'marking the plans cut starts every part at the first step of its route';
  end if;

  select * into v_first from public.cut_parts where order_id = v_order order by label_id limit 1;
  v_payload := 'https://fpw.example/dashboard/optimizer?plan=' || v_first.cutting_plan_id
    || '#part-' || replace(v_first.label_id, '/', '%2F');

  v_refused := null;
  begin
    perform public.scan_part(v_payload, v_pack);
  exception when check_violation then
    get stacked diagnostics v_refused = constraint_name;
  end;
  if v_refused is distinct from 'cut_parts_out_of_order' then
    raise exception 'a part scanned at packing before the saw is refused as out of order, got %', v_refused;
  end if;

  -- Through every step; the first part is scanned twice at the saw and rejected at quality check once.
  for v_part in select * from public.cut_parts where order_id = v_order order by label_id loop
    v_payload := 'https://fpw.example/dashboard/optimizer?plan=' || v_part.cutting_plan_id
      || '#part-' || replace(v_part.label_id, '/', '%2F');
    for v_step in select s.position, s.work_centre_id from public.production_route_steps s
                   where s.route_id = v_part.route_id order by s.position loop
      if v_part.id = v_first.id and v_step.work_centre_id = v_qc then
        perform public.reject_part(v_payload, v_qc, 'chipped edge', v_saw);
        if (select next_position from public.cut_parts where id = v_part.id) <> 1 then
          raise exception 'a part rejected back to the saw waits at the saw';
        end if;
        for v_centre in select s.work_centre_id from public.production_route_steps s
                         where s.route_id = v_part.route_id and s.position < v_step.position
                         order by s.position loop
          perform public.scan_part(v_payload, v_centre);
        end loop;
      end if;
      perform public.scan_part(v_payload, v_step.work_centre_id);
      if v_part.id = v_first.id and v_step.position = 1 then
        select count(*) into v_scans from public.cut_part_scans where cut_part_id = v_part.id;
        v_refused := null;
        begin
          perform public.scan_part(v_payload, v_saw);
        exception when check_violation then
          get stacked diagnostics v_refused = constraint_name;
        end;
        if v_refused is distinct from 'cut_parts_scanned_twice'
           or (select count(*) from public.cut_part_scans where cut_part_id = v_part.id) <> v_scans
           or (select next_position from public.cut_parts where id = v_part.id) <> 2 then
          raise exception 'a second scan at the saw is refused and changes nothing, got %', v_refused;
        end if;
      end if;
    end loop;
  end loop;

  if exists (select 1 from public.cut_parts where order_id = v_order and packed_at is null) then
    raise exception 'every part went through its route to packing';
  end if;
  if (select status from public.sales_orders where id = v_order) is distinct from 'ready' then
    raise exception 'an order whose parts are all packed is ready to dispatch';
  end if;
  if exists (select 1 from public.order_station_progress where order_id = v_order and percent_done <> 100) then
    raise exception 'every station of a packed order is done';
  end if;
  if (select count(*) from public.cut_part_scans where cut_part_id = v_first.id and scanned_by is null) > 0 then
    raise exception 'each scan says who made it';
  end if;

  reset role;
  if not exists (select 1 from public.notifications n join public.staff s on s.id = n.recipient_id
                  where s.email = 'suresh.patil@fpw.in' and n.kind = 'part_rejected' and n.record_id = v_first.id
                    and n.title = 'Part ' || v_first.name || ' rejected at quality check: chipped edge'
                    and n.link = '/dashboard/Order-Details?id=' || v_order) then
    raise exception 'the other production lead is told a part was rejected at quality check, and why';
  end if;
  if exists (select 1 from public.notifications n join public.staff s on s.id = n.recipient_id
              where s.email in ('rahul.verma@fpw.in', 'imran.shaikh@fpw.in') and n.kind = 'part_rejected') then
    raise exception 'the lead who rejected the part is not told, nor is a machine operator';
  end if;
  reset role;
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'asha.rao@fpw.in'))::text, true);
  set local role authenticated;
  v_refused := null;
  begin
    perform public.scan_part(v_payload, v_saw);
  exception when insufficient_privilege then
    v_refused := 'refused';
  end;
  if v_refused is null then
    raise exception 'a sales executive (no production.scan) is refused a scan';
  end if;
  reset role;
end;
$$;
