-- Catalogue: boards (panels), laminates and other skins, edge bands, processed panels (a board
-- with a front and a back skin, priced per square foot) and products (furniture modules).
-- Sizes are in millimetres; prices in the org currency before GST.

create type public.base_material as enum ('mdf', 'particle_board', 'plywood', 'hdhmr');
-- Which way the grain (of the board or its decor) runs; a grain-locked part may not be rotated.
create type public.grain_direction as enum ('none', 'lengthwise', 'widthwise');
create type public.panel_pressing as enum ('plain', 'pre_laminated', 'veneered');
create type public.skin_finish as enum ('matt', 'super_matt', 'suede', 'gloss', 'high_gloss', 'textured', 'woodgrain');
create type public.skin_operation as enum ('hot_press', 'cold_press', 'paint', 'vacuum_press', 'post_forming');
create type public.edge_band_material as enum ('pvc', 'abs', 'acrylic', 'veneer', 'melamine');

create table public.panels (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint panels_name_check check (length(btrim(name)) between 1 and 120),
  design_number text,
  base_material public.base_material not null,
  make text not null constraint panels_make_check check (length(btrim(make)) between 1 and 80),
  grade text,
  length_mm integer not null constraint panels_length_mm_check check (length_mm > 0 and length_mm <= 6000),
  width_mm integer not null constraint panels_width_mm_check check (width_mm > 0 and width_mm <= 3000),
  thickness_mm numeric(4, 1) not null constraint panels_thickness_mm_check check (thickness_mm > 0 and thickness_mm <= 100),
  grain_direction public.grain_direction not null default 'none',
  pressing public.panel_pressing not null default 'plain',
  price_per_sheet numeric(12, 2) not null default 0 constraint panels_price_per_sheet_check check (price_per_sheet >= 0),
  hsn text constraint panels_hsn_check check (hsn ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  gst_rate numeric(5, 2) not null default 18 constraint panels_gst_rate_check check (gst_rate between 0 and 100),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  -- Boards are listed long side first (2440 x 1220), so "length" always means the long side.
  constraint panels_orientation_check check (width_mm <= length_mm),
  constraint panels_variant_key unique nulls not distinct (make, name, design_number, length_mm, width_mm, thickness_mm)
);
create index panels_material_idx on public.panels (base_material, thickness_mm);

create table public.skins (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint skins_name_check check (length(btrim(name)) between 1 and 120),
  brand text not null constraint skins_brand_check check (length(btrim(brand)) between 1 and 80),
  design_number text,
  -- Laminate, acrylic, veneer, PU paint...: a free word, the business adds new kinds.
  type text not null constraint skins_type_check check (length(btrim(type)) between 1 and 60),
  finish public.skin_finish not null,
  -- Paint has no sheet size; a sheet has both sides.
  length_mm integer constraint skins_length_mm_check check (length_mm > 0 and length_mm <= 6000),
  width_mm integer constraint skins_width_mm_check check (width_mm > 0 and width_mm <= 3000),
  thickness_mm numeric(4, 2) constraint skins_thickness_mm_check check (thickness_mm > 0 and thickness_mm <= 10),
  operation public.skin_operation not null,
  has_grain boolean not null default false,
  price_per_sheet numeric(12, 2) not null default 0 constraint skins_price_per_sheet_check check (price_per_sheet >= 0),
  hsn text constraint skins_hsn_check check (hsn ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  gst_rate numeric(5, 2) not null default 18 constraint skins_gst_rate_check check (gst_rate between 0 and 100),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint skins_size_check check ((length_mm is null) = (width_mm is null))
);

create table public.edge_bands (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint edge_bands_name_check check (length(btrim(name)) between 1 and 120),
  make text not null constraint edge_bands_make_check check (length(btrim(make)) between 1 and 80),
  design_number text,
  material public.edge_band_material not null,
  finish public.skin_finish not null,
  width_mm numeric(5, 1) not null constraint edge_bands_width_mm_check check (width_mm > 0 and width_mm <= 100),
  thickness_mm numeric(4, 2) not null constraint edge_bands_thickness_mm_check check (thickness_mm > 0 and thickness_mm <= 5),
  roll_length_m numeric(7, 1) not null constraint edge_bands_roll_length_m_check check (roll_length_m > 0),
  price_per_metre numeric(10, 2) not null constraint edge_bands_price_per_metre_check check (price_per_metre >= 0),
  hsn text constraint edge_bands_hsn_check check (hsn ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  gst_rate numeric(5, 2) not null default 18 constraint edge_bands_gst_rate_check check (gst_rate between 0 and 100),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table public.processed_panels (
  id uuid primary key default gen_random_uuid(),
  code text not null constraint processed_panels_code_key unique
    constraint processed_panels_code_check check (code ~ '^[A-Z0-9][A-Z0-9-]{1,39}$'),
  name text not null constraint processed_panels_name_check check (length(btrim(name)) between 1 and 160),
  -- Catalogue items in use by a processed panel are retired (active = false), not deleted.
  panel_id uuid not null references public.panels (id) on delete restrict,
  front_skin_id uuid not null references public.skins (id) on delete restrict,
  back_skin_id uuid not null references public.skins (id) on delete restrict,
  price_per_sqft numeric(10, 2) not null constraint processed_panels_price_per_sqft_check check (price_per_sqft >= 0),
  gst_rate numeric(5, 2) not null default 18 constraint processed_panels_gst_rate_check check (gst_rate between 0 and 100),
  -- Per square foot with GST, in paise.
  final_price_per_sqft numeric(12, 2) generated always as (round(price_per_sqft * (1 + gst_rate / 100), 2)) stored,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index processed_panels_panel_idx on public.processed_panels (panel_id);

create table public.products (
  id uuid primary key default gen_random_uuid(),
  code text not null constraint products_code_key unique
    constraint products_code_check check (code ~ '^[A-Z0-9][A-Z0-9-]{1,39}$'),
  name text not null constraint products_name_check check (length(btrim(name)) between 1 and 160),
  category text not null constraint products_category_check check (length(btrim(category)) between 1 and 80),
  description text,
  width_mm integer constraint products_width_mm_check check (width_mm > 0 and width_mm <= 10000),
  depth_mm integer constraint products_depth_mm_check check (depth_mm > 0 and depth_mm <= 10000),
  height_mm integer constraint products_height_mm_check check (height_mm > 0 and height_mm <= 10000),
  processed_panel_id uuid references public.processed_panels (id) on delete set null,
  base_price numeric(12, 2) not null default 0 constraint products_base_price_check check (base_price >= 0),
  hsn text constraint products_hsn_check check (hsn ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  gst_rate numeric(5, 2) not null default 18 constraint products_gst_rate_check check (gst_rate between 0 and 100),
  image_path text constraint products_image_path_check
    check (image_path ~ '^[A-Za-z0-9][A-Za-z0-9/_. -]*$' and image_path !~ '\.\.'),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

select public.track_changes('public.panels');
select public.track_changes('public.skins');
select public.track_changes('public.edge_bands');
select public.track_changes('public.processed_panels');
select public.track_changes('public.products');

-- Row-level security: all staff read the catalogue (sales quote from it); production (and admins)
-- maintain it.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['panels', 'skins', 'edge_bands', 'processed_panels', 'products'] loop
    execute format('alter table public.%I enable row level security', v_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_staff()))',
      v_table || '_read', v_table);
    execute format(
      'create policy %I on public.%I for all to authenticated using ((select public.staff_in(%L))) with check ((select public.staff_in(%L)))',
      v_table || '_production', v_table, 'production', 'production');
    execute format('grant select, insert, update, delete on public.%I to authenticated', v_table);
    execute format('revoke all on public.%I from anon', v_table);
  end loop;
end;
$$;
