-- The bill of material page: each BOM with its order and counts, and each part naming its processed
-- panel (with the board's sheet size, to flag a part no sheet can hold) and its edge bands.

create view public.bom_list with (security_invoker = true) as
select b.id, b.order_id, b.name, b.status, b.notes, b.created_at, b.updated_at, b.version,
       o.number as order_number, o.status as order_status, c.name as client_name,
       coalesce(p.part_lines, 0) as part_lines, coalesce(p.part_count, 0) as part_count,
       st.name as prepared_by_name
  from public.bills_of_material b
  join public.sales_orders o on o.id = b.order_id
  left join public.clients c on c.id = o.client_id
  left join public.staff st on st.id = b.prepared_by
  left join lateral (
    select count(*)::integer as part_lines, sum(bp.quantity)::integer as part_count
      from public.bom_parts bp
     where bp.bom_id = b.id
  ) p on true;

create view public.bom_parts_list with (security_invoker = true) as
select bp.id, bp.bom_id, bp.position, bp.name, bp.processed_panel_id, bp.length_mm, bp.width_mm, bp.quantity,
       bp.grain_locked, bp.edge_band_l1_id, bp.edge_band_l2_id, bp.edge_band_w1_id, bp.edge_band_w2_id, bp.notes,
       bp.version, pp.code as processed_panel_code, pp.name as processed_panel_name,
       pn.length_mm as sheet_length_mm, pn.width_mm as sheet_width_mm, pn.thickness_mm,
       e1.name as edge_band_l1_name, e2.name as edge_band_l2_name, e3.name as edge_band_w1_name,
       e4.name as edge_band_w2_name
  from public.bom_parts bp
  join public.processed_panels pp on pp.id = bp.processed_panel_id
  join public.panels pn on pn.id = pp.panel_id
  left join public.edge_bands e1 on e1.id = bp.edge_band_l1_id
  left join public.edge_bands e2 on e2.id = bp.edge_band_l2_id
  left join public.edge_bands e3 on e3.id = bp.edge_band_w1_id
  left join public.edge_bands e4 on e4.id = bp.edge_band_w2_id;

grant select on public.bom_list, public.bom_parts_list to authenticated;
revoke all on public.bom_list, public.bom_parts_list from anon;
