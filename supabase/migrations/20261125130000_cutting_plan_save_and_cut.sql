-- The optimizer wired to bills of material and stock (issue 12).
--   optimiser_input(bom)        what "Optimise" needs in one read: the BOM's parts grouped by
--                               processed panel (with the board's size, thickness, grain and the
--                               edge band thickness per side), the full sheets on hand and the
--                               usable offcuts of each panel.
--   save_cutting_plan(bom, plan)  one plan for one material with its parts; refused when the plan
--                               needs more full sheets than are on hand. save_cutting_plans(bom,
--                               plans) saves every material's plan of a run, all or none.
--   mark_cutting_plan_cut(plan, version, min length, min width)
--                               stock, plan and offcuts change together or not at all: the offcut
--                               sheets the plan used are taken (they must still be available), the
--                               plan becomes "cut" (consume_cutting_plan draws its full sheets from
--                               stock), and each leftover at least the minimum size becomes an
--                               available offcut. A plan is cut once.
-- All three run as the caller (security invoker): the tables' policies decide (optimizer.run for
-- plans and offcuts); the stock draw is consume_cutting_plan's, as when a plan's status is set.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.optimiser_input(p_bom_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'bom_id', b.id,
    'bom_name', b.name,
    'order_id', b.order_id,
    'order_number', o.number,
    'materials', coalesce((
      select jsonb_agg(m.material order by m.code)
        from (
          select pp.code, jsonb_build_object(
            'processed_panel_id', pp.id,
            'code', pp.code,
            'name', pp.name,
            'sheet_length_mm', pn.length_mm,
            'sheet_width_mm', pn.width_mm,
            'thickness_mm', pn.thickness_mm,
            'grain', pn.grain_direction,
            'price_per_sheet', pn.price_per_sheet,
            'stock_item_id', si.id,
            'on_hand', coalesce(soh.on_hand, 0),
            'offcuts', coalesce((
              select jsonb_agg(jsonb_build_object('id', oc.id, 'length_mm', oc.length_mm, 'width_mm', oc.width_mm,
                                                  'location', oc.location)
                               order by oc.length_mm * oc.width_mm desc, oc.id)
                from public.offcuts oc
               where oc.processed_panel_id = pp.id and oc.status = 'available'
            ), '[]'::jsonb),
            'parts', (
              select jsonb_agg(jsonb_build_object(
                       'id', bp.id, 'name', bp.name, 'length_mm', bp.length_mm, 'width_mm', bp.width_mm,
                       'quantity', bp.quantity, 'grain_locked', bp.grain_locked,
                       'band_l1_mm', coalesce(e1.thickness_mm, 0), 'band_l2_mm', coalesce(e2.thickness_mm, 0),
                       'band_w1_mm', coalesce(e3.thickness_mm, 0), 'band_w2_mm', coalesce(e4.thickness_mm, 0),
                       'band_l1', e1.name, 'band_l2', e2.name, 'band_w1', e3.name, 'band_w2', e4.name)
                     order by bp.position)
                from public.bom_parts bp
                left join public.edge_bands e1 on e1.id = bp.edge_band_l1_id
                left join public.edge_bands e2 on e2.id = bp.edge_band_l2_id
                left join public.edge_bands e3 on e3.id = bp.edge_band_w1_id
                left join public.edge_bands e4 on e4.id = bp.edge_band_w2_id
               where bp.bom_id = b.id and bp.processed_panel_id = pp.id
            )
          ) as material
            from public.processed_panels pp
            join public.panels pn on pn.id = pp.panel_id
            left join public.stock_items si on si.processed_panel_id = pp.id
            left join public.stock_on_hand soh on soh.stock_item_id = si.id
           where pp.id in (select bp.processed_panel_id from public.bom_parts bp where bp.bom_id = b.id)
        ) m
    ), '[]'::jsonb)
  )
    from public.bills_of_material b
    join public.sales_orders o on o.id = b.order_id
   where b.id = p_bom_id
$$;

-- p_plan: { name, processed_panel_id, sheet_length_mm, sheet_width_mm, saw_kerf_mm, trim_mm,
--           sheets_used (full sheets), yield_percent, result (object), parts: [{ bom_part_id, name,
--           length_mm, width_mm, quantity, grain_locked }] }
create or replace function public.save_cutting_plan(p_bom_id uuid, p_plan jsonb)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_panel uuid := (p_plan ->> 'processed_panel_id')::uuid;
  v_sheets integer := (p_plan ->> 'sheets_used')::integer;
  v_on_hand numeric;
  v_id uuid;
  v_trim numeric := coalesce((p_plan ->> 'trim_mm')::numeric, 10);
begin
  if jsonb_typeof(p_plan) is distinct from 'object' or jsonb_typeof(p_plan -> 'result') is distinct from 'object'
     or jsonb_typeof(p_plan -> 'parts') is distinct from 'array' then
    raise exception 'a cutting plan needs its result and its parts' using errcode = 'invalid_parameter_value';
  end if;
  if not exists (select 1 from public.bills_of_material b where b.id = p_bom_id) then
    raise exception 'no bill of material % that you may see', p_bom_id using errcode = 'no_data_found';
  end if;
  if not exists (select 1 from public.bom_parts bp where bp.bom_id = p_bom_id and bp.processed_panel_id = v_panel) then
    raise exception 'this bill of material has no parts of that processed panel' using errcode = 'check_violation';
  end if;
  if v_sheets is null or v_sheets < 0 then
    raise exception 'say how many full sheets the plan uses' using errcode = 'invalid_parameter_value';
  end if;
  select coalesce(sum(m.quantity), 0) into v_on_hand
    from public.stock_items i
    join public.stock_movements m on m.stock_item_id = i.id
   where i.processed_panel_id = v_panel;
  if v_sheets > v_on_hand then
    raise exception 'the plan needs % full sheets and % are on hand: % missing', v_sheets, floor(v_on_hand),
      v_sheets - floor(v_on_hand)
      using errcode = 'check_violation', constraint = 'cutting_plans_sheets_on_hand_check';
  end if;

  insert into public.cutting_plans (
    name, bom_id, processed_panel_id, sheet_length_mm, sheet_width_mm, sheets_available, saw_kerf_mm,
    trim_top_mm, trim_bottom_mm, trim_left_mm, trim_right_mm, status, result, sheets_used, yield_percent, optimised_at)
  values (
    p_plan ->> 'name', p_bom_id, v_panel, (p_plan ->> 'sheet_length_mm')::integer,
    (p_plan ->> 'sheet_width_mm')::integer, greatest(floor(v_on_hand)::integer, v_sheets, 1),
    coalesce((p_plan ->> 'saw_kerf_mm')::numeric, 4), v_trim, v_trim, v_trim, v_trim, 'optimised',
    p_plan -> 'result', v_sheets, (p_plan ->> 'yield_percent')::numeric, now())
  returning id into v_id;

  insert into public.cutting_plan_parts (cutting_plan_id, bom_part_id, name, length_mm, width_mm, quantity, grain_locked)
  select v_id, bp.id, x.name, x.length_mm, x.width_mm, x.quantity, coalesce(x.grain_locked, false)
    from jsonb_to_recordset(p_plan -> 'parts')
           as x(bom_part_id uuid, name text, length_mm integer, width_mm integer, quantity integer, grain_locked boolean)
    left join public.bom_parts bp on bp.id = x.bom_part_id and bp.bom_id = p_bom_id;
  return v_id;
end;
$$;

-- Every material's plan of one optimiser run, together: all are saved or none. Returns their ids.
create or replace function public.save_cutting_plans(p_bom_id uuid, p_plans jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_ids jsonb := '[]'::jsonb;
  v_plan jsonb;
begin
  if jsonb_typeof(p_plans) is distinct from 'array' or jsonb_array_length(p_plans) = 0 then
    raise exception 'no cutting plan to save' using errcode = 'invalid_parameter_value';
  end if;
  for v_plan in select x from jsonb_array_elements(p_plans) x loop
    v_ids := v_ids || to_jsonb(public.save_cutting_plan(p_bom_id, v_plan));
  end loop;
  return v_ids;
end;
$$;

-- Returns { version, offcuts } : the plan's new version and how many offcuts went into stock.
create or replace function public.mark_cutting_plan_cut(
  p_plan_id uuid,
  p_version integer,
  p_min_length_mm integer default 300,
  p_min_width_mm integer default 100
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_plan public.cutting_plans;
  v_sheet jsonb;
  v_offcut jsonb;
  v_length integer;
  v_width integer;
  v_count integer := 0;
  v_version integer;
  v_min_long integer := greatest(coalesce(p_min_length_mm, 300), coalesce(p_min_width_mm, 100));
  v_min_short integer := least(coalesce(p_min_length_mm, 300), coalesce(p_min_width_mm, 100));
begin
  if v_min_short < 1 then
    raise exception 'the minimum offcut size must be above 0 mm' using errcode = 'invalid_parameter_value';
  end if;
  select * into v_plan from public.cutting_plans where id = p_plan_id for update;
  if not found then
    raise exception 'no cutting plan % that you may see', p_plan_id using errcode = 'no_data_found';
  end if;
  if v_plan.status = 'cut' then
    raise exception 'cutting plan % is already cut', v_plan.name
      using errcode = 'check_violation', constraint = 'cutting_plans_cut_final';
  end if;
  if v_plan.status not in ('optimised', 'approved') then
    raise exception 'only an optimised plan can be marked as cut (this one is %)', v_plan.status
      using errcode = 'check_violation', constraint = 'cutting_plans_cut_status_check';
  end if;
  if v_plan.version <> p_version then
    raise exception 'the plan was changed by someone else' using errcode = '40001';
  end if;

  for v_sheet in select s from jsonb_array_elements(coalesce(v_plan.result -> 'sheets', '[]'::jsonb)) s loop
    -- An offcut the plan was laid out on is used up now; someone else may have taken it meanwhile.
    if v_sheet ->> 'offcut_id' is not null then
      update public.offcuts set status = 'used'
       where id = (v_sheet ->> 'offcut_id')::uuid and status = 'available';
      if not found then
        raise exception 'an offcut this plan uses is no longer available; optimise again'
          using errcode = 'check_violation', constraint = 'offcuts_available_check';
      end if;
    end if;
    for v_offcut in select o from jsonb_array_elements(coalesce(v_sheet -> 'offcuts', '[]'::jsonb)) o loop
      -- Length stays the extent along the sheet's length (its grain), as on a full sheet.
      v_length := floor((v_offcut ->> 'sizeX')::numeric);
      v_width := floor((v_offcut ->> 'sizeY')::numeric);
      if greatest(v_length, v_width) >= v_min_long and least(v_length, v_width) >= v_min_short
         and v_length <= 6000 and v_width <= 3000 then
        insert into public.offcuts (cutting_plan_id, processed_panel_id, length_mm, width_mm, status, location)
        values (v_plan.id, v_plan.processed_panel_id, v_length, v_width, 'available', 'Offcut rack');
        v_count := v_count + 1;
      end if;
    end loop;
  end loop;

  update public.cutting_plans set status = 'cut' where id = v_plan.id returning version into v_version;
  return jsonb_build_object('version', v_version, 'offcuts', v_count);
end;
$$;

revoke execute on function public.optimiser_input(uuid) from public, anon;
revoke execute on function public.save_cutting_plan(uuid, jsonb) from public, anon;
revoke execute on function public.save_cutting_plans(uuid, jsonb) from public, anon;
revoke execute on function public.mark_cutting_plan_cut(uuid, integer, integer, integer) from public, anon;
grant execute on function public.optimiser_input(uuid) to authenticated;
grant execute on function public.save_cutting_plan(uuid, jsonb) to authenticated;
grant execute on function public.save_cutting_plans(uuid, jsonb) to authenticated;
grant execute on function public.mark_cutting_plan_cut(uuid, integer, integer, integer) to authenticated;
