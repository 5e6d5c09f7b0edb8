/**
 * A small table of boards owned by the contract suite (not by the domain schema, which changes as
 * issues land), with the features the DataSource must handle: text, numeric, boolean, nullable,
 * array and jsonb columns, unique and check constraints, a version guard, role-based policies
 * (staff read, production and admins write), and functions returning a set, a scalar, nothing,
 * or an error raised by a rule.
 */
export const CONTRACT_FIXTURE_SQL = `
create table public.contract_boards (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint contract_boards_name_key unique,
  material text not null constraint contract_boards_material_check
    check (material in ('mdf', 'plywood', 'hdhmr', 'particle_board')),
  thickness_mm numeric(5, 1) not null constraint contract_boards_thickness_check check (thickness_mm > 0),
  grain boolean not null default false,
  notes text,
  tags text[],
  spec jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create trigger contract_boards_touch before update on public.contract_boards
  for each row execute function public.touch_row();
alter table public.contract_boards enable row level security;
create policy contract_boards_read on public.contract_boards for select to authenticated
  using ((select public.current_staff_id()) is not null);
create policy contract_boards_write on public.contract_boards for all to authenticated
  using ((select public.current_designation()) in ('production', 'admin'))
  with check ((select public.current_designation()) in ('production', 'admin'));
grant select, insert, update, delete on public.contract_boards to authenticated;

insert into public.contract_boards (id, name, material, thickness_mm, grain, notes, tags, spec, created_at) values
  ('c0000000-0000-4000-8000-000000000001', 'Birch Ply 18', 'plywood', 18, true, null, '{birch,ply}', '{"sheet": [2440, 1220]}', '2026-03-01T10:00:00Z'),
  ('c0000000-0000-4000-8000-000000000002', 'MDF Plain 6', 'mdf', 6, false, 'thin backs', '{mdf}', null, '2026-03-02T10:00:00Z'),
  ('c0000000-0000-4000-8000-000000000003', 'HDHMR Grey 18', 'hdhmr', 18, false, null, null, null, '2026-03-03T10:00:00Z'),
  ('c0000000-0000-4000-8000-000000000004', 'Particle Board 12', 'particle_board', 12, false, 'budget', null, null, '2026-03-04T10:00:00Z'),
  ('c0000000-0000-4000-8000-000000000005', 'Waterproof Ply 25', 'plywood', 25, true, 'wet areas', '{ply,bwp}', null, '2026-03-05T10:00:00Z'),
  ('c0000000-0000-4000-8000-000000000006', 'MDF Plain 25', 'mdf', 25, false, null, null, null, '2026-03-06T10:00:00Z');

create function public.contract_boards_at_least(p_min_mm numeric)
returns setof public.contract_boards
language sql stable
as $$ select * from public.contract_boards where thickness_mm >= p_min_mm order by name $$;

create function public.contract_total_thickness(p_materials text[], p_grain_only boolean default false)
returns numeric
language sql stable
as $$
  select coalesce(sum(thickness_mm), 0) from public.contract_boards
   where material = any (p_materials) and (grain or not p_grain_only)
$$;

create function public.contract_note(p_id uuid, p_note text)
returns void
language sql
as $$ update public.contract_boards set notes = p_note, version = version + 1 where id = p_id $$;

create function public.contract_check_thickness(p_mm numeric)
returns text
language plpgsql immutable
as $$
begin
  if p_mm <= 0 then
    raise exception 'A board must be thicker than 0 mm';
  end if;
  return 'ok';
end;
$$;
`;

export const BOARD_IDS = {
  birch: 'c0000000-0000-4000-8000-000000000001',
  mdf6: 'c0000000-0000-4000-8000-000000000002',
  hdhmr: 'c0000000-0000-4000-8000-000000000003',
  particle: 'c0000000-0000-4000-8000-000000000004',
  waterproof: 'c0000000-0000-4000-8000-000000000005',
  mdf25: 'c0000000-0000-4000-8000-000000000006',
} as const;

export interface Board {
  id: string;
  name: string;
  material: string;
  thickness_mm: number;
  grain: boolean;
  notes: string | null;
  tags: string[] | null;
  spec: unknown;
  created_at: string;
  updated_at: string;
  version: number;
}
