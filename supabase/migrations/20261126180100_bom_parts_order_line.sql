-- A bill of material's parts per order line (issue 12: "Bill of material: parts per order line").
-- A BOM belongs to an order; each of its parts may now name the order line (the wardrobe, the
-- kitchen base unit...) it is cut for. Optional: parts imported or typed before a line is chosen
-- keep null. The line must be one of the BOM's own order's lines, checked by a trigger (a foreign
-- key alone would take any order's line). Deleting an order line unlinks its parts, it does not
-- delete them (they are still to be cut).
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

alter table public.bom_parts
  add column order_line_id uuid references public.order_lines (id) on delete set null;
create index bom_parts_order_line_idx on public.bom_parts (order_line_id) where order_line_id is not null;

-- SECURITY DEFINER: the check reads the BOM and the line whatever the caller may see of them (the
-- caller's right to write the part is the bom_parts policy's business).
create or replace function public.check_bom_part_order_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.order_line_id is not null and not exists (
    select 1
      from public.bills_of_material b
      join public.order_lines l on l.order_id = b.order_id
     where b.id = new.bom_id and l.id = new.order_line_id
  ) then
    raise exception 'The order line is not a line of this bill of material''s order'
      using errcode = '23514', constraint = 'bom_parts_order_line_check';
  end if;
  return new;
end;
$$;
revoke execute on function public.check_bom_part_order_line() from public, anon, authenticated;

create trigger bom_parts_order_line_check before insert or update of order_line_id, bom_id on public.bom_parts
  for each row execute function public.check_bom_part_order_line();

-- The parts list names the line (columns appended: the view keeps its earlier ones).
create or replace view public.bom_parts_list with (security_invoker = true) as
select bp.id, bp.bom_id, bp.position, bp.name, bp.processed_panel_id, bp.length_mm, bp.width_mm, bp.quantity,
       bp.grain_locked, bp.edge_band_l1_id, bp.edge_band_l2_id, bp.edge_band_w1_id, bp.edge_band_w2_id, bp.notes,
       bp.version, pp.code as processed_panel_code, pp.name as processed_panel_name,
       pn.length_mm as sheet_length_mm, pn.width_mm as sheet_width_mm, pn.thickness_mm,
       e1.name as edge_band_l1_name, e2.name as edge_band_l2_name, e3.name as edge_band_w1_name,
       e4.name as edge_band_w2_name,
       bp.order_line_id, ol.position as order_line_position, ol.description as order_line_description
  from public.bom_parts bp
  join public.processed_panels pp on pp.id = bp.processed_panel_id
  join public.panels pn on pn.id = pp.panel_id
  left join public.edge_bands e1 on e1.id = bp.edge_band_l1_id
  left join public.edge_bands e2 on e2.id = bp.edge_band_l2_id
  left join public.edge_bands e3 on e3.id = bp.edge_band_w1_id
  left join public.edge_bands e4 on e4.id = bp.edge_band_w2_id
  left join public.order_lines ol on ol.id = bp.order_line_id;
