-- Recce (site survey) per project in six stages, with room measurements and photos (storage
-- paths), and the designs per project with their files and renders; designers' workload as a view.

create type public.recce_stage as enum (
  'details', 'external_environment', 'internal_environment', 'spaces', 'signage_and_facade', 'layout_and_sketches'
);
create type public.recce_status as enum ('scheduled', 'in_progress', 'submitted', 'approved');
create type public.design_status as enum (
  'not_started', 'in_progress', 'internal_review', 'client_review', 'revision', 'approved'
);
create type public.design_file_kind as enum ('drawing', 'render', 'cutlist', 'reference', 'other');

create table public.recces (
  id uuid primary key default gen_random_uuid(),
  -- A survey is part of its project.
  project_id uuid not null references public.projects (id) on delete cascade,
  assignee_id uuid references public.staff (id) on delete set null,
  scheduled_at timestamptz,
  due_date date,
  status public.recce_status not null default 'scheduled',
  current_stage public.recce_stage not null default 'details',
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index recces_project_idx on public.recces (project_id);
create index recces_assignee_idx on public.recces (assignee_id, status);

-- What was recorded at each of the six stages; the form of each stage lives in the page, the
-- answers here as JSON so the form can grow without a migration.
create table public.recce_stage_entries (
  id uuid primary key default gen_random_uuid(),
  recce_id uuid not null references public.recces (id) on delete cascade,
  stage public.recce_stage not null,
  answers jsonb not null default '{}'::jsonb constraint recce_stage_entries_answers_check check (jsonb_typeof(answers) = 'object'),
  completed_at timestamptz,
  completed_by uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint recce_stage_entries_stage_key unique (recce_id, stage)
);

create table public.recce_measurements (
  id uuid primary key default gen_random_uuid(),
  recce_id uuid not null references public.recces (id) on delete cascade,
  room text not null constraint recce_measurements_room_check check (length(btrim(room)) between 1 and 80),
  length_mm integer not null constraint recce_measurements_length_mm_check check (length_mm > 0 and length_mm <= 100000),
  width_mm integer not null constraint recce_measurements_width_mm_check check (width_mm > 0 and width_mm <= 100000),
  height_mm integer constraint recce_measurements_height_mm_check check (height_mm > 0 and height_mm <= 20000),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index recce_measurements_recce_idx on public.recce_measurements (recce_id);

create table public.recce_photos (
  id uuid primary key default gen_random_uuid(),
  recce_id uuid not null references public.recces (id) on delete cascade,
  stage public.recce_stage not null,
  -- A path inside the storage bucket ("recce/<project>/<file>.jpg"), never a URL.
  storage_path text not null constraint recce_photos_storage_path_check
    check (storage_path ~ '^[A-Za-z0-9][A-Za-z0-9/_. -]*$' and storage_path !~ '\.\.'),
  caption text,
  taken_at timestamptz,
  uploaded_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index recce_photos_recce_idx on public.recce_photos (recce_id, stage);

create table public.designs (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  designer_id uuid references public.staff (id) on delete set null,
  title text not null constraint designs_title_check check (length(btrim(title)) between 1 and 160),
  room text,
  status public.design_status not null default 'not_started',
  area_sqft numeric(10, 2) constraint designs_area_sqft_check check (area_sqft > 0),
  revision smallint not null default 0 constraint designs_revision_check check (revision >= 0),
  due_date date,
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint designs_approved_check check ((status = 'approved') = (approved_at is not null))
);
create index designs_project_idx on public.designs (project_id);
create index designs_designer_idx on public.designs (designer_id, status);

create table public.design_files (
  id uuid primary key default gen_random_uuid(),
  design_id uuid not null references public.designs (id) on delete cascade,
  kind public.design_file_kind not null,
  file_name text not null constraint design_files_file_name_check check (length(btrim(file_name)) between 1 and 200),
  storage_path text not null constraint design_files_storage_path_check
    check (storage_path ~ '^[A-Za-z0-9][A-Za-z0-9/_. -]*$' and storage_path !~ '\.\.'),
  size_bytes bigint constraint design_files_size_bytes_check check (size_bytes > 0),
  uploaded_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index design_files_design_idx on public.design_files (design_id);

-- Open work per designer, for the designers page.
create view public.designer_workload with (security_invoker = true) as
select
  s.id as designer_id,
  s.name as designer_name,
  count(d.id) filter (where d.status <> 'approved') as open_designs,
  count(d.id) filter (where d.status = 'approved') as approved_designs,
  coalesce(sum(d.area_sqft) filter (where d.status <> 'approved'), 0) as open_area_sqft,
  min(d.due_date) filter (where d.status <> 'approved') as next_due_date
from public.staff s
left join public.designs d on d.designer_id = s.id
where s.designation = 'designer' and s.active
group by s.id, s.name;

select public.track_changes('public.recces');
select public.track_changes('public.recce_stage_entries');
select public.track_changes('public.recce_measurements');
select public.track_changes('public.recce_photos');
select public.track_changes('public.designs');
select public.track_changes('public.design_files');

-- Row-level security: all staff read; designers (and admins) write surveys and designs.
do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'recces', 'recce_stage_entries', 'recce_measurements', 'recce_photos', 'designs', 'design_files'
  ] loop
    execute format('alter table public.%I enable row level security', v_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_staff()))',
      v_table || '_read', v_table);
    execute format(
      'create policy %I on public.%I for all to authenticated using ((select public.staff_in(%L))) with check ((select public.staff_in(%L)))',
      v_table || '_designer', v_table, 'designer', 'designer');
    execute format('grant select, insert, update, delete on public.%I to authenticated', v_table);
    execute format('revoke all on public.%I from anon', v_table);
  end loop;
end;
$$;
grant select on public.designer_workload to authenticated;
revoke all on public.designer_workload from anon;
