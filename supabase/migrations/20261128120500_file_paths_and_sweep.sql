-- Files belong to their project (issue 20, finding 4): a designer pointed a design_files row at
-- another project's document path and deleted it, which tombstoned that file, and then anyone
-- could delete it from Storage (project_files_delete let anyone delete a tombstoned path); a
-- machine operator could call forget_file_removals and read every removed file's path.
--
--   check_project_file_path()   a client's design file names a file under
--                               `<its design's project>/design/`, a recce photo (and its thumbnail)
--                               under `<its survey's project>/recce/` (document versions were
--                               already held to `<project>/documents/`, 20261125100100). The demo's
--                               own rows, written by the owner, keep their older paths.
--   file_removals, pending_file_removals, forget_file_removals, file_removal_pending
--                               the service role's alone: clients no longer read tombstones.
--   may_sweep_file(path)        a tombstoned path the caller may sweep: one they may write anyway
--                               (recce.edit, design.edit, or one of the documents' permissions on a
--                               project they see; catalogue.edit for catalogue images), or, once
--                               the project itself is gone or the path names none, an administrator
--                               (the one who deletes projects).
--   sweepable_file_removals(n)  the app's sweep (sweepRemovedFiles, src/services/files): the paths
--   forget_swept_files(paths)   the caller may sweep, and forgetting their tombstones once the files
--                               are deleted; on Supabase only paths whose object is really gone.
-- The Storage delete policies ask may_sweep_file() instead of file_removal_pending().
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- ---------------------------------------------------------------------------------------------
-- A row names a file of its own project
-- ---------------------------------------------------------------------------------------------
-- SECURITY INVOKER: public.is_client_write() must see the caller, and the design or survey is read
-- as the caller (whoever may write the row sees its design or survey).
create or replace function public.check_project_file_path()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_project uuid;
  v_area text;
  v_path text;
begin
  if not public.is_client_write() then
    return new;
  end if;
  if tg_table_name = 'design_files' then
    if tg_op = 'UPDATE' and (new.storage_path, new.design_id) is not distinct from (old.storage_path, old.design_id) then
      return new;
    end if;
    select d.project_id into v_project from public.designs d where d.id = new.design_id;
    v_area := 'design';
  else
    if tg_op = 'UPDATE' and (new.storage_path, new.thumbnail_path, new.recce_id)
                            is not distinct from (old.storage_path, old.thumbnail_path, old.recce_id) then
      return new;
    end if;
    select r.project_id into v_project from public.recces r where r.id = new.recce_id;
    v_area := 'recce';
  end if;
  foreach v_path in array array[to_jsonb(new) ->> 'storage_path', to_jsonb(new) ->> 'thumbnail_path'] loop
    continue when v_path is null;
    if v_project is null or split_part(v_path, '/', 1) <> v_project::text or split_part(v_path, '/', 2) <> v_area
       or split_part(v_path, '/', 3) = '' then
      raise exception '% must be stored under its own project''s % files (%/%/...)',
        case tg_table_name when 'design_files' then 'A design file' else 'A recce photo' end, v_area,
        coalesce(v_project::text, '<project>'), v_area
        using errcode = 'check_violation', constraint = tg_table_name || '_path_project_check';
    end if;
  end loop;
  return new;
end;
$$;
revoke execute on function public.check_project_file_path() from public, anon, authenticated;

create trigger design_files_path_project before insert or update on public.design_files
  for each row execute function public.check_project_file_path();
create trigger recce_photos_path_project before insert or update on public.recce_photos
  for each row execute function public.check_project_file_path();

-- ---------------------------------------------------------------------------------------------
-- Tombstones are the service role's
-- ---------------------------------------------------------------------------------------------
drop policy if exists file_removals_read on public.file_removals;
revoke all on public.file_removals from anon, authenticated;
grant select, insert, delete on public.file_removals to service_role;

revoke execute on function public.pending_file_removals(integer), public.forget_file_removals(text[]),
  public.file_removal_pending(text) from public, anon, authenticated;
grant execute on function public.pending_file_removals(integer), public.forget_file_removals(text[]),
  public.file_removal_pending(text) to service_role;

-- Who ran pending_file_removals / forget_file_removals before was any staff member; now the
-- service role, which has no staff row: it is trusted as the owner is.
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
  delete from public.file_removals where storage_path = any (coalesce(p_paths, '{}'));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The caller's sweep
-- ---------------------------------------------------------------------------------------------
create or replace function public.may_sweep_file(p_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.current_staff_id() is not null
     and exists (select 1 from public.file_removals r where r.storage_path = p_path)
     and case
           when split_part(p_path, '/', 1) = 'catalogue' then public.has_permission('catalogue.edit')
           when exists (select 1 from public.projects p where p.id = public.file_project_id(p_path)) then
             public.can_see_project(public.file_project_id(p_path))
             and case split_part(p_path, '/', 2)
                   when 'recce' then public.has_permission('recce.edit')
                   when 'design' then public.has_permission('design.edit')
                   when 'documents' then public.has_permission('projects.edit') or public.has_permission('design.edit')
                                         or public.has_permission('recce.edit')
                   else false
                 end
           else public.is_admin()
         end;
$$;

create or replace function public.sweepable_file_removals(p_limit integer default 500)
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
       where public.may_sweep_file(r.storage_path)
       order by r.storage_path
       limit least(greatest(coalesce(p_limit, 500), 1), 1000)
    ) f;
$$;

create or replace function public.forget_swept_files(p_paths text[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_paths text[];
  v_count integer;
begin
  if public.current_staff_id() is null then
    raise exception 'Only staff sweep removed files' using errcode = '42501';
  end if;
  select coalesce(array_agg(distinct p), '{}') into v_paths
    from unnest(coalesce(p_paths, '{}')) p
   where public.may_sweep_file(p);
  -- On Supabase, a tombstone goes only with its file.
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'storage') then
    execute 'select coalesce(array_agg(p), ''{}'') from unnest($1) p
              where not exists (select 1 from storage.objects o where o.bucket_id = ''project-files'' and o.name = p)'
      into v_paths using v_paths;
  end if;
  delete from public.file_removals where storage_path = any (v_paths);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

revoke execute on function public.may_sweep_file(text), public.sweepable_file_removals(integer),
  public.forget_swept_files(text[]) from public, anon;
grant execute on function public.may_sweep_file(text), public.sweepable_file_removals(integer),
  public.forget_swept_files(text[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Supabase Storage: a tombstoned file is deleted by whoever may sweep it, not by anyone
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'storage') then
    drop policy if exists project_files_delete on storage.objects;
    create policy project_files_delete on storage.objects for delete to authenticated
      using (bucket_id = 'project-files'
             and (public.can_write_project_file(name) or public.may_sweep_file(name)));
    drop policy if exists catalogue_images_delete on storage.objects;
    create policy catalogue_images_delete on storage.objects for delete to authenticated
      using (bucket_id = 'project-files' and split_part(name, '/', 1) = 'catalogue'
             and ((select public.has_permission('catalogue.edit')) or public.may_sweep_file(name)));
  end if;
end;
$$;
