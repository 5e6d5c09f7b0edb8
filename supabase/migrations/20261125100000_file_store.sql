-- The one file store (issue 11, "Files"): recce photos, design files and project documents keep
-- their bytes in one private bucket, 'project-files', at `<project id>/<area>/<file id>-<name>`
-- (area: recce, design or documents); their rows keep the path (a storage_path column).
--
-- A file whose row is deleted is deleted too, on both backends: deleting a row that names a file
-- (a recce photo, a design file, a document version; directly or by a cascade from its project)
-- leaves a tombstone in file_removals with the path, and the app's sweep (sweepRemovedFiles in
-- src/services/files) deletes those files and then their tombstones. An update that points a row
-- at another file tombstones the old one the same way.
--
-- On Supabase only (the embedded database has no storage schema): the private bucket and the
-- storage.objects policies. A file is read by whoever may see its project (the first path segment,
-- checked through the projects policies as the caller), written by whoever may see the project
-- and edit that area (recce.edit, design.edit; documents: projects.edit, design.edit or
-- recce.edit), and deleted by those writers or by anyone once its path is tombstoned (the row that
-- named it is gone, with its project perhaps).
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- ---------------------------------------------------------------------------------------------
-- Tombstones
-- ---------------------------------------------------------------------------------------------
create table public.file_removals (
  id uuid primary key default gen_random_uuid(),
  storage_path text not null constraint file_removals_storage_path_check
    check (storage_path ~ '^[A-Za-z0-9][A-Za-z0-9/_. -]*$' and storage_path !~ '\.\.'
           and length(storage_path) <= 2048),
  -- The table whose row named the file.
  source_table text not null constraint file_removals_source_table_check check (length(source_table) <= 63),
  removed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index file_removals_path_idx on public.file_removals (storage_path);

select public.track_changes('public.file_removals');

alter table public.file_removals enable row level security;
-- Staff read tombstones (a path names nothing once its row is gone); only the triggers and
-- forget_file_removals() write them.
create policy file_removals_read on public.file_removals for select to authenticated
  using ((select public.is_staff()));
grant select on public.file_removals to authenticated;
revoke all on public.file_removals from anon;
revoke insert, update, delete, truncate, references, trigger on public.file_removals from authenticated;

-- AFTER DELETE / UPDATE on a table whose rows name files: tombstones the path of every column
-- named by the trigger's arguments (default: storage_path) that the row no longer names.
-- SECURITY DEFINER: the caller may delete the row without any right on file_removals.
create or replace function public.record_file_removal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_column text;
  v_columns text[] := case when tg_nargs = 0 then array['storage_path'] else tg_argv end;
  v_old text;
  v_new text;
begin
  foreach v_column in array v_columns loop
    v_old := to_jsonb(old) ->> v_column;
    v_new := case when tg_op = 'UPDATE' then to_jsonb(new) ->> v_column end;
    if v_old is not null and v_old is distinct from v_new
       and v_old ~ '^[A-Za-z0-9][A-Za-z0-9/_. -]*$' and v_old !~ '\.\.' then
      insert into public.file_removals (storage_path, source_table) values (v_old, tg_table_name);
    end if;
  end loop;
  return null;
end;
$$;
revoke execute on function public.record_file_removal() from public, anon, authenticated;

comment on function public.record_file_removal() is
  'AFTER DELETE or UPDATE: tombstones in file_removals the file paths (columns named by the trigger arguments, default storage_path) the row no longer names.';

create trigger recce_photos_file_removal after delete or update of storage_path on public.recce_photos
  for each row execute function public.record_file_removal();
create trigger design_files_file_removal after delete or update of storage_path on public.design_files
  for each row execute function public.record_file_removal();

-- The sweep: the paths to delete (any staff member may sweep; the files are orphans), then, once
-- the files are gone, their tombstones.
create or replace function public.pending_file_removals(p_limit integer default 500)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(f.storage_path order by f.storage_path), '{}')
    from (
      select distinct r.storage_path
        from public.file_removals r
       where (select public.is_staff())
       order by r.storage_path
       limit least(greatest(coalesce(p_limit, 500), 1), 1000)
    ) f;
$$;

create or replace function public.forget_file_removals(p_paths text[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not public.is_staff() then
    raise exception 'Only staff sweep removed files' using errcode = '42501';
  end if;
  delete from public.file_removals where storage_path = any (coalesce(p_paths, '{}'));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- Whether a path is tombstoned (the storage delete policy asks it as the caller).
create or replace function public.file_removal_pending(p_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.file_removals r where r.storage_path = p_path);
$$;

revoke execute on function public.pending_file_removals(integer), public.forget_file_removals(text[]),
  public.file_removal_pending(text) from public, anon;
grant execute on function public.pending_file_removals(integer), public.forget_file_removals(text[]),
  public.file_removal_pending(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Who may use a file, by its path (the storage policies on Supabase; also what the app asks)
-- ---------------------------------------------------------------------------------------------

-- The project a path belongs to: its first segment, when that is a uuid.
create or replace function public.file_project_id(p_path text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when split_part(p_path, '/', 1) ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      then split_part(p_path, '/', 1)::uuid
  end;
$$;

-- SECURITY INVOKER on purpose: the project is looked up through the projects policies as the
-- caller, so a file is theirs to read exactly when its project is theirs to see.
create or replace function public.can_read_project_file(p_path text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.projects p where p.id = public.file_project_id(p_path));
$$;

create or replace function public.can_write_project_file(p_path text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.can_read_project_file(p_path)
     and case split_part(p_path, '/', 2)
           when 'recce' then public.has_permission('recce.edit')
           when 'design' then public.has_permission('design.edit')
           when 'documents' then public.has_permission('projects.edit') or public.has_permission('design.edit')
                                 or public.has_permission('recce.edit')
           else false
         end;
$$;

revoke execute on function public.file_project_id(text), public.can_read_project_file(text),
  public.can_write_project_file(text) from public, anon;
grant execute on function public.file_project_id(text), public.can_read_project_file(text),
  public.can_write_project_file(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Supabase Storage: the bucket and its policies (skipped where there is no storage schema)
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'storage') then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('project-files', 'project-files', false, 26214400, array[
      'image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/acad', 'application/dxf',
      'application/vnd.sketchup.skp'])
    on conflict (id) do update
      set public = false,
          file_size_limit = excluded.file_size_limit,
          allowed_mime_types = excluded.allowed_mime_types;

    drop policy if exists project_files_read on storage.objects;
    drop policy if exists project_files_insert on storage.objects;
    drop policy if exists project_files_update on storage.objects;
    drop policy if exists project_files_delete on storage.objects;

    create policy project_files_read on storage.objects for select to authenticated
      using (bucket_id = 'project-files'
             and exists (select 1 from public.projects p where p.id = public.file_project_id(name)));
    create policy project_files_insert on storage.objects for insert to authenticated
      with check (bucket_id = 'project-files' and public.can_write_project_file(name));
    create policy project_files_update on storage.objects for update to authenticated
      using (bucket_id = 'project-files' and public.can_write_project_file(name))
      with check (bucket_id = 'project-files' and public.can_write_project_file(name));
    create policy project_files_delete on storage.objects for delete to authenticated
      using (bucket_id = 'project-files'
             and (public.can_write_project_file(name) or public.file_removal_pending(name)));
  end if;
end;
$$;
