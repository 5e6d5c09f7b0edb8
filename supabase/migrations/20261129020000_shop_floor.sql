-- The shop floor (issue 24): work centres, the route each kind of cut part follows through them,
-- and each cut part's progress along its route. Who may do what:
--   production.scan   scan a part at a work centre (scan_part) and reject it at quality check
--                     (reject_part, next migration); every staff member reads stations and parts.
-- No table here holds money: operators see parts and stations only. Cut parts and their scans are
-- written by the database alone (the trigger on cutting_plans and the scan functions).
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

insert into public.permissions (code, area, description) values
  ('production.scan', 'production', 'Scan part labels at a work centre and reject parts at quality check');
-- Databases made before this migration: the shop floor's roles scan (admins hold every code). A new
-- database gets the same from supabase/seeds/230_shop_floor.sql.
insert into public.role_permissions (role_id, permission_code)
select r.id, 'production.scan'
  from public.roles r
 where r.name in ('Machine operator', 'Production lead', 'Administrator')
on conflict do nothing;

create type public.work_centre_kind as enum (
  'panel_saw', 'edge_bander', 'cnc', 'assembly', 'quality_check', 'packing', 'dispatch');

create table public.work_centres (
  id uuid primary key default gen_random_uuid(),
  code text not null constraint work_centres_code_key unique
    constraint work_centres_code_check check (code ~ '^[A-Z][A-Z0-9-]{1,19}$'),
  name text not null constraint work_centres_name_check check (length(btrim(name)) between 1 and 80),
  kind public.work_centre_kind not null,
  position integer not null constraint work_centres_position_check check (position between 0 and 1000),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

-- A route is for a kind of part: 'banded' (any edge banded; sawn, banded, drilled) or 'plain' (sawn
-- only), or for one processed panel, which then wins over its kind.
create table public.production_routes (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint production_routes_name_check check (length(btrim(name)) between 1 and 80),
  part_kind text constraint production_routes_part_kind_check check (part_kind in ('banded', 'plain')),
  processed_panel_id uuid references public.processed_panels (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint production_routes_for_check check ((part_kind is null) <> (processed_panel_id is null))
);
create unique index production_routes_part_kind_key on public.production_routes (part_kind);
create unique index production_routes_panel_key on public.production_routes (processed_panel_id);

create table public.production_route_steps (
  id uuid primary key default gen_random_uuid(),
  route_id uuid not null references public.production_routes (id) on delete cascade,
  position integer not null constraint production_route_steps_position_check check (position between 1 and 20),
  work_centre_id uuid not null references public.work_centres (id) on delete restrict,
  constraint production_route_steps_position_key unique (route_id, position),
  constraint production_route_steps_centre_key unique (route_id, work_centre_id)
);
create index production_route_steps_centre_idx on public.production_route_steps (work_centre_id);

-- One row per physical piece that came off the saw, named by its label (the plan's labelId).
-- next_position is the route step it waits for; past the last step it is done (packed_at).
create table public.cut_parts (
  id uuid primary key default gen_random_uuid(),
  cutting_plan_id uuid not null references public.cutting_plans (id) on delete cascade,
  order_id uuid not null references public.sales_orders (id) on delete cascade,
  bom_part_id uuid references public.bom_parts (id) on delete set null,
  label_id text not null constraint cut_parts_label_id_check check (length(label_id) between 1 and 200),
  name text not null constraint cut_parts_name_check check (length(btrim(name)) between 1 and 120),
  length_mm integer not null constraint cut_parts_length_mm_check check (length_mm > 0),
  width_mm integer not null constraint cut_parts_width_mm_check check (width_mm > 0),
  route_id uuid not null references public.production_routes (id) on delete restrict,
  next_position integer not null default 1 constraint cut_parts_next_position_check check (next_position >= 1),
  packed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint cut_parts_label_key unique (cutting_plan_id, label_id)
);
create index cut_parts_order_idx on public.cut_parts (order_id);

-- What happened at a station: a part done there, or rejected there and sent back to a step.
create table public.cut_part_scans (
  id uuid primary key default gen_random_uuid(),
  cut_part_id uuid not null references public.cut_parts (id) on delete cascade,
  work_centre_id uuid not null references public.work_centres (id) on delete restrict,
  outcome text not null constraint cut_part_scans_outcome_check check (outcome in ('done', 'rejected')),
  position integer not null,
  back_to_position integer,
  reason text constraint cut_part_scans_reason_check check (length(btrim(reason)) between 1 and 500),
  scanned_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  scanned_at timestamptz not null default clock_timestamp(),
  constraint cut_part_scans_rejection_check check (
    (outcome = 'rejected') = (reason is not null and back_to_position is not null))
);
create index cut_part_scans_part_idx on public.cut_part_scans (cut_part_id, scanned_at);
create index cut_part_scans_centre_idx on public.cut_part_scans (work_centre_id, scanned_at);


-- Stations and routes: every staff member reads, the production lead (bom.edit) arranges them.
-- Cut parts and scans: every staff member reads; only the database writes.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['work_centres', 'production_routes', 'production_route_steps'] loop
    execute format('alter table public.%I enable row level security', v_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_staff()))',
      v_table || '_read', v_table);
    execute format(
      'create policy %I on public.%I for all to authenticated using ((select public.has_permission(%L))) with check ((select public.has_permission(%L)))',
      v_table || '_arrange', v_table, 'bom.edit', 'bom.edit');
    execute format('grant select, insert, update, delete on public.%I to authenticated', v_table);
    execute format('revoke truncate, references, trigger on public.%I from authenticated', v_table);
    execute format('revoke all on public.%I from anon', v_table);
  end loop;
  foreach v_table in array array['cut_parts', 'cut_part_scans'] loop
    execute format('alter table public.%I enable row level security', v_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_staff()))',
      v_table || '_read', v_table);
    execute format('grant select on public.%I to authenticated', v_table);
    execute format('revoke insert, update, delete, truncate, references, trigger on public.%I from authenticated', v_table);
    execute format('revoke all on public.%I from anon', v_table);
  end loop;
end;
$$;

select public.track_changes('public.work_centres');
select public.track_changes('public.production_routes');
-- Cut parts change with every scan, which cut_part_scans already records: stamped, not audited.
create trigger cut_parts_touch before update on public.cut_parts
  for each row execute function public.touch_row();

-- The shop's stations and its two routes (fixed ids, so seeds and tests can name them).
insert into public.work_centres (id, code, name, kind, position) values
  (md5('fpw:work-centre:SAW')::uuid, 'SAW', 'Panel saw', 'panel_saw', 10),
  (md5('fpw:work-centre:EDGE')::uuid, 'EDGE', 'Edge bander', 'edge_bander', 20),
  (md5('fpw:work-centre:CNC')::uuid, 'CNC', 'CNC and drilling', 'cnc', 30),
  (md5('fpw:work-centre:ASSEMBLY')::uuid, 'ASSEMBLY', 'Assembly', 'assembly', 40),
  (md5('fpw:work-centre:QC')::uuid, 'QC', 'Quality check', 'quality_check', 50),
  (md5('fpw:work-centre:PACK')::uuid, 'PACK', 'Packing', 'packing', 60),
  (md5('fpw:work-centre:DISPATCH')::uuid, 'DISPATCH', 'Dispatch', 'dispatch', 70);

insert into public.production_routes (id, name, part_kind) values
  (md5('fpw:route:banded')::uuid, 'Edge-banded part: saw, edge band, drill, check, pack', 'banded'),
  (md5('fpw:route:plain')::uuid, 'Plain part: saw, check, pack', 'plain');

insert into public.production_route_steps (route_id, position, work_centre_id)
select md5('fpw:route:' || r.kind)::uuid, s.position, md5('fpw:work-centre:' || s.code)::uuid
  from (values
    ('banded', 1, 'SAW'), ('banded', 2, 'EDGE'), ('banded', 3, 'CNC'), ('banded', 4, 'QC'), ('banded', 5, 'PACK'),
    ('plain', 1, 'SAW'), ('plain', 2, 'QC'), ('plain', 3, 'PACK')
  ) as s(kind, position, code)
  join (values ('banded'), ('plain')) as r(kind) on r.kind = s.kind;
