-- Production: bills of material per order (parts with edge band per side and grain lock),
-- cutting plans from the optimizer, stock items whose quantity on hand is the sum of their
-- movements (a view, never a stored number), and offcuts.

create type public.bom_status as enum ('draft', 'released', 'in_production', 'completed');
create type public.cutting_plan_status as enum ('draft', 'optimised', 'approved', 'cut', 'cancelled');
create type public.stock_item_kind as enum ('panel', 'skin', 'edge_band', 'processed_panel', 'hardware', 'consumable');
create type public.stock_unit as enum ('sheet', 'roll', 'metre', 'piece', 'box', 'litre', 'kg');
create type public.stock_movement_kind as enum ('purchase', 'consumption', 'adjustment', 'offcut_return');
create type public.offcut_status as enum ('available', 'reserved', 'used', 'scrapped');

create table public.bills_of_material (
  id uuid primary key default gen_random_uuid(),
  -- Work was planned against the order: it cannot be deleted from under its BOMs.
  order_id uuid not null references public.sales_orders (id) on delete restrict,
  name text not null constraint bills_of_material_name_check check (length(btrim(name)) between 1 and 160),
  status public.bom_status not null default 'draft',
  prepared_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index bills_of_material_order_idx on public.bills_of_material (order_id);

-- Edge band sides follow cut-list practice: L1 and L2 are the two long edges (along length_mm),
-- W1 and W2 the two short ones. A grain-locked part may not be rotated by the optimizer.
create table public.bom_parts (
  id uuid primary key default gen_random_uuid(),
  bom_id uuid not null references public.bills_of_material (id) on delete cascade,
  position integer not null constraint bom_parts_position_check check (position >= 0),
  name text not null constraint bom_parts_name_check check (length(btrim(name)) between 1 and 120),
  processed_panel_id uuid not null references public.processed_panels (id) on delete restrict,
  length_mm integer not null constraint bom_parts_length_mm_check check (length_mm > 0 and length_mm <= 6000),
  width_mm integer not null constraint bom_parts_width_mm_check check (width_mm > 0 and width_mm <= 3000),
  quantity integer not null constraint bom_parts_quantity_check check (quantity > 0),
  grain_locked boolean not null default false,
  edge_band_l1_id uuid references public.edge_bands (id) on delete restrict,
  edge_band_l2_id uuid references public.edge_bands (id) on delete restrict,
  edge_band_w1_id uuid references public.edge_bands (id) on delete restrict,
  edge_band_w2_id uuid references public.edge_bands (id) on delete restrict,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint bom_parts_position_key unique (bom_id, position) deferrable initially deferred
);

create table public.cutting_plans (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint cutting_plans_name_check check (length(btrim(name)) between 1 and 160),
  -- A plan may outlive the BOM it was first made for (offcuts and consumption still refer to it).
  bom_id uuid references public.bills_of_material (id) on delete set null,
  processed_panel_id uuid not null references public.processed_panels (id) on delete restrict,
  sheet_length_mm integer not null constraint cutting_plans_sheet_length_mm_check check (sheet_length_mm > 0 and sheet_length_mm <= 6000),
  sheet_width_mm integer not null constraint cutting_plans_sheet_width_mm_check check (sheet_width_mm > 0 and sheet_width_mm <= 3000),
  sheets_available integer not null constraint cutting_plans_sheets_available_check check (sheets_available > 0),
  saw_kerf_mm numeric(4, 1) not null default 4 constraint cutting_plans_saw_kerf_mm_check check (saw_kerf_mm between 0 and 10),
  trim_top_mm numeric(5, 1) not null default 10 constraint cutting_plans_trim_top_mm_check check (trim_top_mm between 0 and 100),
  trim_bottom_mm numeric(5, 1) not null default 10 constraint cutting_plans_trim_bottom_mm_check check (trim_bottom_mm between 0 and 100),
  trim_left_mm numeric(5, 1) not null default 10 constraint cutting_plans_trim_left_mm_check check (trim_left_mm between 0 and 100),
  trim_right_mm numeric(5, 1) not null default 10 constraint cutting_plans_trim_right_mm_check check (trim_right_mm between 0 and 100),
  status public.cutting_plan_status not null default 'draft',
  -- The optimizer's answer: sheets with placed parts, cuts in order, offcuts.
  result jsonb constraint cutting_plans_result_check check (jsonb_typeof(result) = 'object'),
  sheets_used integer constraint cutting_plans_sheets_used_check check (sheets_used >= 0),
  yield_percent numeric(5, 2) constraint cutting_plans_yield_percent_check check (yield_percent between 0 and 100),
  optimised_at timestamptz,
  created_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint cutting_plans_trim_check check (
    trim_left_mm + trim_right_mm < sheet_length_mm and trim_top_mm + trim_bottom_mm < sheet_width_mm
  ),
  constraint cutting_plans_result_present_check check (
    status in ('draft', 'cancelled') or (result is not null and sheets_used is not null and yield_percent is not null)
  ),
  constraint cutting_plans_sheets_used_available_check check (sheets_used is null or sheets_used <= sheets_available)
);
create index cutting_plans_bom_idx on public.cutting_plans (bom_id);

create table public.cutting_plan_parts (
  id uuid primary key default gen_random_uuid(),
  cutting_plan_id uuid not null references public.cutting_plans (id) on delete cascade,
  bom_part_id uuid references public.bom_parts (id) on delete set null,
  name text not null constraint cutting_plan_parts_name_check check (length(btrim(name)) between 1 and 120),
  length_mm integer not null constraint cutting_plan_parts_length_mm_check check (length_mm > 0 and length_mm <= 6000),
  width_mm integer not null constraint cutting_plan_parts_width_mm_check check (width_mm > 0 and width_mm <= 3000),
  quantity integer not null constraint cutting_plan_parts_quantity_check check (quantity > 0),
  grain_locked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index cutting_plan_parts_plan_idx on public.cutting_plan_parts (cutting_plan_id);

create table public.stock_items (
  id uuid primary key default gen_random_uuid(),
  sku text not null constraint stock_items_sku_key unique
    constraint stock_items_sku_check check (sku ~ '^[A-Z0-9][A-Z0-9-]{1,39}$'),
  name text not null constraint stock_items_name_check check (length(btrim(name)) between 1 and 160),
  kind public.stock_item_kind not null,
  -- What a catalogue-backed item is; catalogue rows held in stock are retired, not deleted.
  panel_id uuid references public.panels (id) on delete restrict,
  skin_id uuid references public.skins (id) on delete restrict,
  edge_band_id uuid references public.edge_bands (id) on delete restrict,
  processed_panel_id uuid references public.processed_panels (id) on delete restrict,
  unit public.stock_unit not null,
  reorder_level numeric(12, 3) not null default 0 constraint stock_items_reorder_level_check check (reorder_level >= 0),
  reorder_quantity numeric(12, 3) not null default 0 constraint stock_items_reorder_quantity_check check (reorder_quantity >= 0),
  location text,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint stock_items_reference_check check (
    (kind = 'panel') = (panel_id is not null)
    and (kind = 'skin') = (skin_id is not null)
    and (kind = 'edge_band') = (edge_band_id is not null)
    and (kind = 'processed_panel') = (processed_panel_id is not null)
  )
);
create unique index stock_items_processed_panel_key on public.stock_items (processed_panel_id);

-- The stock ledger. Signs say the direction: purchases and offcuts returned add, consumption
-- takes away, an adjustment (a count correction) may go either way. Never updated or deleted.
create table public.stock_movements (
  id uuid primary key default gen_random_uuid(),
  -- A ledger keeps its items: retire an item (active = false) instead of deleting it.
  stock_item_id uuid not null references public.stock_items (id) on delete restrict,
  kind public.stock_movement_kind not null,
  quantity numeric(12, 3) not null,
  moved_at timestamptz not null default now(),
  cutting_plan_id uuid references public.cutting_plans (id) on delete set null,
  reference text,
  unit_cost numeric(12, 2) constraint stock_movements_unit_cost_check check (unit_cost >= 0),
  note text,
  recorded_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint stock_movements_quantity_sign_check check (
    case kind
      when 'purchase' then quantity > 0
      when 'offcut_return' then quantity > 0
      when 'consumption' then quantity < 0
      else quantity <> 0
    end
  )
);
create index stock_movements_item_idx on public.stock_movements (stock_item_id, moved_at);
create index stock_movements_plan_idx on public.stock_movements (cutting_plan_id);

-- Stock cannot go below zero. The item row is locked first, so two consumptions at once are
-- checked one after the other and cannot both take the last sheet.
-- SECURITY DEFINER: the lock and the sum must see the whole ledger whatever the caller may see.
create or replace function public.check_stock_on_hand()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_on_hand numeric;
begin
  perform 1 from public.stock_items i where i.id = new.stock_item_id for update;
  if new.quantity < 0 then
    select coalesce(sum(m.quantity), 0) into v_on_hand
      from public.stock_movements m where m.stock_item_id = new.stock_item_id;
    if v_on_hand + new.quantity < 0 then
      raise exception 'only % on hand, cannot take %', v_on_hand, -new.quantity
        using errcode = 'check_violation', constraint = 'stock_movements_on_hand_check';
    end if;
  end if;
  return new;
end;
$$;

create trigger stock_movements_on_hand
  before insert on public.stock_movements
  for each row execute function public.check_stock_on_hand();

create trigger stock_movements_append_only
  before update or delete on public.stock_movements
  for each row execute function public.reject_change();

-- Marking a plan as cut takes its sheets out of stock, once.
create or replace function public.consume_cutting_plan()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item uuid;
begin
  if new.status = 'cut' and old.status is distinct from 'cut' and coalesce(new.sheets_used, 0) > 0 then
    select i.id into v_item from public.stock_items i where i.processed_panel_id = new.processed_panel_id;
    if v_item is null then
      raise exception 'no stock item holds the sheets of cutting plan %', new.name
        using errcode = 'check_violation', constraint = 'cutting_plans_stock_item_check';
    end if;
    insert into public.stock_movements (stock_item_id, kind, quantity, cutting_plan_id, reference, recorded_by)
    values (v_item, 'consumption', -new.sheets_used, new.id, new.name, public.current_staff_id());
  elsif old.status = 'cut' and new.status is distinct from 'cut' then
    raise exception 'a cut plan stays cut; record an adjustment instead'
      using errcode = 'check_violation', constraint = 'cutting_plans_cut_final';
  end if;
  return null;
end;
$$;

create trigger cutting_plans_consume
  after update of status on public.cutting_plans
  for each row execute function public.consume_cutting_plan();

create table public.offcuts (
  id uuid primary key default gen_random_uuid(),
  cutting_plan_id uuid references public.cutting_plans (id) on delete set null,
  processed_panel_id uuid not null references public.processed_panels (id) on delete restrict,
  length_mm integer not null constraint offcuts_length_mm_check check (length_mm > 0 and length_mm <= 6000),
  width_mm integer not null constraint offcuts_width_mm_check check (width_mm > 0 and width_mm <= 3000),
  status public.offcut_status not null default 'available',
  location text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index offcuts_panel_idx on public.offcuts (processed_panel_id, status);

-- Quantity on hand is the sum of the ledger; security_invoker so the ledger's policies apply.
create view public.stock_on_hand with (security_invoker = true) as
select
  i.id as stock_item_id,
  i.sku,
  i.name,
  i.kind,
  i.unit,
  i.location,
  i.reorder_level,
  i.reorder_quantity,
  i.active,
  coalesce(m.on_hand, 0) as on_hand,
  coalesce(m.on_hand, 0) <= i.reorder_level as below_reorder_level,
  m.last_moved_at
from public.stock_items i
left join lateral (
  select sum(sm.quantity) as on_hand, max(sm.moved_at) as last_moved_at
  from public.stock_movements sm
  where sm.stock_item_id = i.id
) m on true;

select public.track_changes('public.bills_of_material');
select public.track_changes('public.bom_parts');
select public.track_changes('public.cutting_plans');
select public.track_changes('public.cutting_plan_parts');
select public.track_changes('public.stock_items');
select public.track_changes('public.offcuts');

-- Row-level security: all staff read; production (and admins) write. The ledger takes inserts only.
do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'bills_of_material', 'bom_parts', 'cutting_plans', 'cutting_plan_parts', 'stock_items', 'offcuts'
  ] loop
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

alter table public.stock_movements enable row level security;
create policy stock_movements_read on public.stock_movements for select to authenticated
  using ((select public.is_staff()));
create policy stock_movements_production_insert on public.stock_movements for insert to authenticated
  with check ((select public.staff_in('production')));
grant select, insert on public.stock_movements to authenticated;
revoke update, delete, truncate on public.stock_movements from authenticated;
revoke all on public.stock_movements from anon;

grant select on public.stock_on_hand to authenticated;
revoke all on public.stock_on_hand from anon;
