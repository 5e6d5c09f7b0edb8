-- Catalogue images (issue 12: "create and edit ... images"). Boards, skins, edge bands and products
-- each keep one photo and its thumbnail in the one file store, at
-- `catalogue/<kind>/<file id>-<name>` (kind: panels, skins, edge_bands, products) in the
-- 'project-files' bucket. products.image_path existed but nothing wrote it; the others had none.
--
-- Paths follow the file store's rule (no URL, no '..', the characters storage_path allows) and must
-- sit under catalogue/, so a row cannot be pointed at a project's file. Replacing or clearing an
-- image, or deleting the row, tombstones the old files in file_removals for the sweep, as recce
-- photos do.
--
-- On Supabase: any staff member may read catalogue images (the catalogue itself is read by all
-- staff); those with catalogue.edit may write them; tombstoned ones may be deleted by the sweep.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.is_catalogue_image_path(p_path text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_path is null
      or (length(p_path) <= 400
          and p_path ~ '^catalogue/(panels|skins|edge_bands|products)/[A-Za-z0-9][A-Za-z0-9_. -]*$'
          and p_path !~ '\.\.');
$$;
revoke execute on function public.is_catalogue_image_path(text) from public, anon;
grant execute on function public.is_catalogue_image_path(text) to authenticated, service_role;

alter table public.panels
  add column image_path text constraint panels_image_path_check
    check (length(image_path) <= 400 and public.is_catalogue_image_path(image_path)),
  add column image_thumbnail_path text constraint panels_image_thumbnail_path_check
    check (length(image_thumbnail_path) <= 400 and public.is_catalogue_image_path(image_thumbnail_path));
alter table public.skins
  add column image_path text constraint skins_image_path_check
    check (length(image_path) <= 400 and public.is_catalogue_image_path(image_path)),
  add column image_thumbnail_path text constraint skins_image_thumbnail_path_check
    check (length(image_thumbnail_path) <= 400 and public.is_catalogue_image_path(image_thumbnail_path));
alter table public.edge_bands
  add column image_path text constraint edge_bands_image_path_check
    check (length(image_path) <= 400 and public.is_catalogue_image_path(image_path)),
  add column image_thumbnail_path text constraint edge_bands_image_thumbnail_path_check
    check (length(image_thumbnail_path) <= 400 and public.is_catalogue_image_path(image_thumbnail_path));

-- products.image_path was free text (length only): nothing wrote it, so any value other than a
-- catalogue path is cleared before the check goes on.
update public.products set image_path = null
 where image_path is not null and not public.is_catalogue_image_path(image_path);
alter table public.products
  add constraint products_image_path_catalogue_check check (public.is_catalogue_image_path(image_path)),
  add column image_thumbnail_path text constraint products_image_thumbnail_path_check
    check (length(image_thumbnail_path) <= 400 and public.is_catalogue_image_path(image_thumbnail_path));

create trigger panels_file_removal after delete or update of image_path, image_thumbnail_path on public.panels
  for each row execute function public.record_file_removal('image_path', 'image_thumbnail_path');
create trigger skins_file_removal after delete or update of image_path, image_thumbnail_path on public.skins
  for each row execute function public.record_file_removal('image_path', 'image_thumbnail_path');
create trigger edge_bands_file_removal after delete or update of image_path, image_thumbnail_path on public.edge_bands
  for each row execute function public.record_file_removal('image_path', 'image_thumbnail_path');
create trigger products_file_removal after delete or update of image_path, image_thumbnail_path on public.products
  for each row execute function public.record_file_removal('image_path', 'image_thumbnail_path');

-- The products list names the thumbnail too (columns appended: the view keeps its earlier ones).
create or replace view public.products_list with (security_invoker = true) as
  select pr.id, pr.code, pr.name, pr.category, pr.description, pr.width_mm, pr.depth_mm, pr.height_mm,
         pr.processed_panel_id, pr.base_price, pr.hsn, pr.gst_rate, pr.image_path, pr.active, pr.created_at,
         pr.updated_at, pr.version, pp.code as processed_panel_code, pp.name as processed_panel_name,
         pr.image_thumbnail_path
    from public.products pr
    left join public.processed_panels pp on pp.id = pr.processed_panel_id;

-- What the app (and the storage policies' helpers) ask of a path: a catalogue path is read by any
-- staff member and written by catalogue.edit; a project path as before (20261125100000).
create or replace function public.can_read_project_file(p_path text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when split_part(p_path, '/', 1) = 'catalogue'
      then p_path is not null and public.is_catalogue_image_path(p_path) and public.is_staff()
    else exists (select 1 from public.projects p where p.id = public.file_project_id(p_path))
  end;
$$;

create or replace function public.can_write_project_file(p_path text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when split_part(p_path, '/', 1) = 'catalogue'
      then p_path is not null and public.is_catalogue_image_path(p_path) and public.has_permission('catalogue.edit')
    else public.can_read_project_file(p_path)
     and case split_part(p_path, '/', 2)
           when 'recce' then public.has_permission('recce.edit')
           when 'design' then public.has_permission('design.edit')
           when 'documents' then public.has_permission('projects.edit') or public.has_permission('design.edit')
                                 or public.has_permission('recce.edit')
           else false
         end
  end;
$$;

-- Supabase Storage: catalogue images live in the same bucket under catalogue/ (skipped where there
-- is no storage schema). These policies add to the project ones (policies are permissive: either
-- may allow).
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'storage') then
    drop policy if exists catalogue_images_read on storage.objects;
    drop policy if exists catalogue_images_insert on storage.objects;
    drop policy if exists catalogue_images_update on storage.objects;
    drop policy if exists catalogue_images_delete on storage.objects;

    create policy catalogue_images_read on storage.objects for select to authenticated
      using (bucket_id = 'project-files' and split_part(name, '/', 1) = 'catalogue'
             and (select public.is_staff()));
    create policy catalogue_images_insert on storage.objects for insert to authenticated
      with check (bucket_id = 'project-files' and split_part(name, '/', 1) = 'catalogue'
                  and public.is_catalogue_image_path(name)
                  and (select public.has_permission('catalogue.edit')));
    create policy catalogue_images_update on storage.objects for update to authenticated
      using (bucket_id = 'project-files' and split_part(name, '/', 1) = 'catalogue'
             and (select public.has_permission('catalogue.edit')))
      with check (bucket_id = 'project-files' and public.is_catalogue_image_path(name)
                  and (select public.has_permission('catalogue.edit')));
    create policy catalogue_images_delete on storage.objects for delete to authenticated
      using (bucket_id = 'project-files' and split_part(name, '/', 1) = 'catalogue'
             and ((select public.has_permission('catalogue.edit')) or public.file_removal_pending(name)));
  end if;
end;
$$;
