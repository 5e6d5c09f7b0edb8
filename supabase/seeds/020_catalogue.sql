-- Demo data, part 2: the catalogue. 30 boards (MDF, particle board, plywood, HDHMR in 8 x 4 ft
-- and 8 x 6 ft sheets, 6 to 25 mm), 40 skins, 25 edge bands, 20 processed panels, 15 products.
-- Prices are believable 2026 trade prices in rupees before GST; every figure is arithmetic on the
-- row number, so the catalogue is the same in every database.

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

insert into public.panels (
  id, name, design_number, base_material, make, grade, length_mm, width_mm, thickness_mm,
  grain_direction, pressing, price_per_sheet, hsn, gst_rate, created_at, updated_at)
select
  md5('fpw:panel:' || p.n)::uuid,
  p.make || ' ' || p.label || ' ' || trim_scale(p.thickness) || ' mm',
  null,
  p.material::public.base_material,
  p.make,
  p.grade,
  2440,
  p.width,
  p.thickness,
  (case when p.material = 'plywood' then 'lengthwise' else 'none' end)::public.grain_direction,
  (case when p.material = 'particle_board' and p.thickness >= 18 then 'pre_laminated' else 'plain' end)::public.panel_pressing,
  -- rate per square foot per millimetre of thickness, times the sheet's area, to the rupee
  round(2440 * p.width / 92903.04 * p.thickness * p.rate),
  p.hsn,
  18,
  timestamptz '2026-01-08 11:00+05:30' + p.n * interval '1 hour',
  timestamptz '2026-01-08 11:00+05:30' + p.n * interval '1 hour'
from (
  select
    row_number() over (order by m.ord, t.thickness, s.width) as n,
    m.material, m.label, m.grade, m.hsn, m.rate,
    case when s.width = 1220 then m.make_a else m.make_b end as make,
    t.thickness, s.width
  from (values
    (1, 'mdf', 'MDF', 'Interior grade MR', '4411', 3.10, 'Action TESA', 'Greenpanel'),
    (2, 'particle_board', 'Particle Board', 'E1', '4410', 2.25, 'Century Prelam', 'Action TESA'),
    (3, 'plywood', 'Plywood', 'BWP IS:710', '4412', 6.20, 'Century Ply', 'Greenply'),
    (4, 'hdhmr', 'HDHMR', 'Pro', '4411', 4.50, 'Action TESA', 'Century')
  ) as m(ord, material, label, grade, hsn, rate, make_a, make_b)
  join (values
    ('mdf', 6.0), ('mdf', 12.0), ('mdf', 18.0), ('mdf', 25.0),
    ('particle_board', 9.0), ('particle_board', 12.0), ('particle_board', 18.0), ('particle_board', 25.0),
    ('plywood', 6.0), ('plywood', 12.0), ('plywood', 19.0),
    ('hdhmr', 8.0), ('hdhmr', 12.0), ('hdhmr', 18.0), ('hdhmr', 25.0)
  ) as t(material, thickness) on t.material = m.material
  cross join (values (1220), (1830)) as s(width)
) p;

-- Skins: by row number i, a decor from the list and a kind from a cycle of eight.
insert into public.skins (
  id, name, brand, design_number, type, finish, length_mm, width_mm, thickness_mm, operation, has_grain,
  price_per_sheet, hsn, gst_rate, created_at, updated_at)
select
  md5('fpw:skin:' || i)::uuid,
  decor || ' ' || k.type,
  brand,
  upper(left(brand, 2)) || '-' || (2100 + i * 7),
  k.type,
  (case when k.type = 'Acrylic' then 'high_gloss'
        when has_grain then 'woodgrain'
        else (array['matt', 'suede', 'gloss', 'super_matt', 'textured'])[1 + i % 5] end)::public.skin_finish,
  case when k.sized then 2440 end,
  case when k.sized then 1220 end,
  k.thickness,
  k.operation::public.skin_operation,
  has_grain,
  k.price + (i % 5) * 85,
  k.hsn,
  18,
  timestamptz '2026-01-09 11:00+05:30' + i * interval '1 hour',
  timestamptz '2026-01-09 11:00+05:30' + i * interval '1 hour'
from (
  select
    i,
    (array['Frosty White', 'Natural Walnut', 'Teak Royale', 'Ash Grey', 'Oak Natural', 'Graphite', 'Ivory Linen',
           'Concrete Stone', 'Emerald Green', 'Navy Blue', 'Sandstone', 'Wenge', 'Cherry Blossom', 'Maple Light',
           'Charcoal', 'Terracotta', 'Champagne', 'Carrara Marble', 'Slate Black', 'Pearl White'])[1 + (i - 1) % 20] as decor,
    (array['Merino', 'Greenlam', 'Century Laminates', 'Royale Touche', 'Stylam'])[1 + (i - 1) % 5] as brand,
    (1 + (i - 1) % 20) in (2, 3, 5, 12, 13, 14) as has_grain,
    (i - 1) % 8 as kind
  from generate_series(1, 40) as i
) s
join (values
  (0, 'Decorative Laminate', true, 1.00, 'hot_press', 1450, '4823'),
  (1, 'Decorative Laminate', true, 1.00, 'hot_press', 1450, '4823'),
  (2, 'Decorative Laminate', true, 1.00, 'hot_press', 1450, '4823'),
  (3, 'Post-forming Laminate', true, 0.80, 'post_forming', 1690, '4823'),
  (4, 'Acrylic', true, 1.50, 'cold_press', 4650, '3920'),
  (5, 'PVC Membrane', true, 0.40, 'vacuum_press', 980, '3921'),
  (6, 'PU Paint', false, null, 'paint', 3200, '3208'),
  (7, 'Balancing Laminate', true, 0.80, 'hot_press', 720, '4823')
) as k(kind, type, sized, thickness, operation, price, hsn) on k.kind = s.kind;

insert into public.edge_bands (
  id, name, make, design_number, material, finish, width_mm, thickness_mm, roll_length_m, price_per_metre,
  hsn, gst_rate, created_at, updated_at)
select
  md5('fpw:edge-band:' || i)::uuid,
  (array['Frosty White', 'Natural Walnut', 'Teak Royale', 'Ash Grey', 'Oak Natural', 'Graphite', 'Ivory Linen',
         'Concrete Stone', 'Wenge', 'Pearl White'])[1 + (i - 1) % 10]
    || ' ' || trim_scale(w.width) || ' x ' || trim_scale(w.thickness) || ' mm',
  (array['Rehau', 'Hafele', 'Merino', 'Jolly'])[1 + (i - 1) % 4],
  'EB-' || (400 + i * 3),
  (case when i % 9 = 0 then 'acrylic' when i % 5 = 0 then 'abs' else 'pvc' end)::public.edge_band_material,
  (case when i % 9 = 0 then 'high_gloss' when (1 + (i - 1) % 10) in (2, 3, 5, 9) then 'woodgrain' else 'matt' end)::public.skin_finish,
  w.width,
  w.thickness,
  case when w.thickness >= 2 then 50 when w.thickness >= 1 then 100 else 200 end,
  round(w.base_price * case when i % 9 = 0 then 1.8 when i % 5 = 0 then 1.25 else 1 end, 2),
  '3916',
  18,
  timestamptz '2026-01-10 11:00+05:30' + i * interval '1 hour',
  timestamptz '2026-01-10 11:00+05:30' + i * interval '1 hour'
from generate_series(1, 25) as i
join (values
  (0, 22.0, 0.45, 6.50), (1, 22.0, 0.80, 9.75), (2, 22.0, 2.00, 18.40),
  (3, 35.0, 1.00, 14.20), (4, 45.0, 2.00, 27.90)
) as w(k, width, thickness, base_price) on w.k = (i - 1) % 5;

-- Processed panels: a board with a decor on the front and a balancing laminate at the back, priced
-- per square foot as board + both skins + a pressing charge of 12 rupees.
insert into public.processed_panels (
  id, code, name, panel_id, front_skin_id, back_skin_id, price_per_sqft, gst_rate, created_at, updated_at)
select
  md5('fpw:processed-panel:' || j)::uuid,
  'PP-' || lpad(j::text, 3, '0'),
  f.name || ' on ' || b.name,
  b.id,
  f.id,
  bk.id,
  round(b.price_per_sheet / (b.length_mm * b.width_mm / 92903.04)
        + f.price_per_sheet / 32.04 + bk.price_per_sheet / 32.04 + 12, 2),
  18,
  timestamptz '2026-01-12 11:00+05:30' + j * interval '1 hour',
  timestamptz '2026-01-12 11:00+05:30' + j * interval '1 hour'
from generate_series(1, 20) as j
-- boards of 12 mm and more, 8 x 4 and 8 x 6 alternately
join public.panels b on b.id = md5('fpw:panel:' || (array[3, 4, 11, 12, 21, 22, 27, 28, 5, 6, 13, 14, 25, 26, 29, 30, 19, 20, 23, 24])[j])::uuid
-- a decor skin (not paint, not balancing), and a balancing laminate at the back
join public.skins f on f.id = md5('fpw:skin:' || (array[1, 2, 3, 9, 10, 11, 17, 18, 19, 25, 26, 27, 33, 34, 35, 4, 12, 20, 28, 36])[j])::uuid
join public.skins bk on bk.id = md5('fpw:skin:' || (array[8, 16, 24, 32, 40])[1 + (j - 1) % 5])::uuid;

insert into public.products (
  id, code, name, category, description, width_mm, depth_mm, height_mm, processed_panel_id, base_price, hsn,
  gst_rate, image_path, created_at, updated_at)
select
  md5('fpw:product:' || p.code)::uuid, p.code, p.name, p.category, p.description, p.width, p.depth, p.height,
  md5('fpw:processed-panel:' || p.panel)::uuid, p.price, '9403', 18,
  -- No photo: the file store holds none for the demo, so the product's drawing stands in until one is uploaded.
  null,
  timestamptz '2026-01-15 11:00+05:30', timestamptz '2026-01-15 11:00+05:30'
from (values
  ('WR-2D-900', 'Two-door wardrobe', 'Wardrobe', 'Hinged shutters, loft above', 900, 600, 2100, 1, 38500),
  ('WR-3S-1800', 'Three-door sliding wardrobe', 'Wardrobe', 'Soft-close sliding shutters', 1800, 650, 2400, 2, 96500),
  ('KB-600', 'Kitchen base unit 600', 'Kitchen', 'Two drawers and a shutter', 600, 560, 720, 3, 14800),
  ('KW-600', 'Kitchen wall unit 600', 'Kitchen', 'Lift-up shutter', 600, 320, 720, 4, 9800),
  ('KT-600', 'Kitchen tall unit 600', 'Kitchen', 'Pantry pull-out', 600, 560, 2100, 5, 42500),
  ('TV-1800', 'TV unit 1800', 'Living', 'Wall-hung with open shelf', 1800, 400, 450, 6, 24500),
  ('BD-QS', 'Queen bed with storage', 'Bedroom', 'Hydraulic lift storage', 1650, 2100, 1000, 7, 58000),
  ('ST-1200', 'Study table 1200', 'Study', 'Two drawers, cable tray', 1200, 600, 750, 8, 16500),
  ('SR-900', 'Shoe rack 900', 'Foyer', 'Tilt-out shoe shelves', 900, 350, 1050, 9, 13200),
  ('CR-1200', 'Crockery unit 1200', 'Dining', 'Glass shutters on top', 1200, 450, 2000, 10, 47500),
  ('VN-800', 'Bathroom vanity 800', 'Bathroom', 'Moisture-proof HDHMR carcass', 800, 480, 500, 11, 18900),
  ('BS-900', 'Bookshelf 900', 'Study', 'Adjustable shelves', 900, 300, 1800, 12, 15600),
  ('WS-1200', 'Office workstation 1200', 'Office', 'With pedestal and screen', 1200, 600, 750, 13, 21800),
  ('RD-1800', 'Reception desk 1800', 'Office', 'Curved front, laminate finish', 1800, 750, 1050, 14, 68500),
  ('CT-2400', 'Conference table 2400', 'Office', 'Seats eight, wire manager', 2400, 1200, 750, 15, 72000)
) as p(code, name, category, description, width, depth, height, panel, price);
