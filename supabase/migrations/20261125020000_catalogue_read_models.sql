-- Catalogue pages: read models that name what a row points at (DESIGN section 2), and design
-- numbers that may be used once. security_invoker, so the catalogue's own policies decide.

-- A laminate's design number names one decor of one brand in one finish; an edge band's one tape of
-- one make in one size. A second row with the same number is a typing slip, refused.
create unique index skins_design_number_key on public.skins (brand, design_number, finish)
  where design_number is not null;
create unique index edge_bands_design_number_key on public.edge_bands (make, design_number, width_mm, thickness_mm)
  where design_number is not null;

create view public.processed_panels_list with (security_invoker = true) as
  select pp.id, pp.code, pp.name, pp.panel_id, pp.front_skin_id, pp.back_skin_id, pp.price_per_sqft,
         pp.gst_rate, pp.final_price_per_sqft, pp.active, pp.created_at, pp.updated_at, pp.version,
         p.name as panel_name, p.base_material, p.thickness_mm, p.length_mm, p.width_mm,
         f.name as front_skin_name, b.name as back_skin_name, f.operation as pressing
    from public.processed_panels pp
    join public.panels p on p.id = pp.panel_id
    join public.skins f on f.id = pp.front_skin_id
    join public.skins b on b.id = pp.back_skin_id;

create view public.products_list with (security_invoker = true) as
  select pr.id, pr.code, pr.name, pr.category, pr.description, pr.width_mm, pr.depth_mm, pr.height_mm,
         pr.processed_panel_id, pr.base_price, pr.hsn, pr.gst_rate, pr.image_path, pr.active, pr.created_at,
         pr.updated_at, pr.version, pp.code as processed_panel_code, pp.name as processed_panel_name
    from public.products pr
    left join public.processed_panels pp on pp.id = pr.processed_panel_id;

grant select on public.processed_panels_list, public.products_list to authenticated;
revoke all on public.processed_panels_list, public.products_list from anon;
