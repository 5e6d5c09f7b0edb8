-- The optimiser's save and cut (20261125130000) run as their owner now (issue 20), so the guards
-- of 20261128120100 tell them from a client's own write; each checks optimizer.run itself, as the
-- tables' policies did when they ran as the caller.
--   save_cutting_plan(bom, plan)   refused once that BOM's material is cut; otherwise the plan
--                                  saved before for that BOM and material is superseded
--   mark_cutting_plan_cut(...)     refuses a superseded plan
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- p_plan: { name, processed_panel_id, sheet_length_mm, sheet_width_mm, saw_kerf_mm, trim_mm,
--           sheets_used (full sheets), yield_percent, result (object), parts: [{ bom_part_id, name,
--           length_mm, width_mm, quantity, grain_locked }] }
create or replace function public.save_cutting_plan(p_bom_id uuid, p_plan jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_panel uuid := (p_plan ->> 'processed_panel_id')::uuid;
  v_sheets integer := (p_plan ->> 'sheets_used')::integer;
  v_on_hand numeric;
  v_id uuid;
  v_trim numeric := coalesce((p_plan ->> 'trim_mm')::numeric, 10);
begin
  if not public.has_permission('optimizer.run') then
    raise exception 'Saving a cutting plan needs the optimizer.run permission' using errcode = 'insufficient_privilege';
  end if;
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

  -- One plan per bill of material and material: none once it is cut (its sheets left stock), and
  -- the plan saved before this one is superseded (it can no longer be cut).
  perform 1 from public.bills_of_material b where b.id = p_bom_id for update;
  if exists (select 1 from public.cutting_plans c
              where c.bom_id = p_bom_id and c.processed_panel_id = v_panel and c.status = 'cut') then
    raise exception 'this material of the bill of material is already cut; record a stock adjustment for a re-cut'
      using errcode = 'check_violation', constraint = 'cutting_plans_one_active_key';
  end if;
  update public.cutting_plans c set status = 'superseded'
   where c.bom_id = p_bom_id and c.processed_panel_id = v_panel and c.status in ('draft', 'optimised', 'approved');

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
security definer
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
security definer
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
  if not public.has_permission('optimizer.run') then
    raise exception 'Marking a cutting plan as cut needs the optimizer.run permission'
      using errcode = 'insufficient_privilege';
  end if;
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
  if v_plan.status = 'superseded' then
    raise exception 'cutting plan % was replaced by a newer save: cut the newest plan', v_plan.name
      using errcode = 'check_violation', constraint = 'cutting_plans_superseded';
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
