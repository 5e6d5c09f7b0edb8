-- Lesson attachments in the one file store (issue 13): they live in the 'project-files' bucket at
-- `<course id>/courses/<file id>-<name>` (the `courses` area of src/services/files). Staff enrolled
-- in the course and people who manage courses (staff.manage, as the courses' RLS) may read them;
-- only course managers may write or remove them. The bucket also takes Office documents now.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- The course a `courses` area path belongs to, or null for any other path.
create or replace function public.course_file_course_id(p_path text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when split_part(p_path, '/', 2) = 'courses'
     and split_part(p_path, '/', 1) ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      then split_part(p_path, '/', 1)::uuid
  end;
$$;

create or replace function public.can_write_course_file(p_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.course_file_course_id(p_path) is not null
     and coalesce(public.has_permission('staff.manage'), false);
$$;

create or replace function public.can_read_course_file(p_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.can_write_course_file(p_path)
      or exists (
        select 1 from public.course_enrolments e
         where e.course_id = public.course_file_course_id(p_path)
           and e.staff_id = public.current_staff_id()
      );
$$;

revoke execute on function public.course_file_course_id(text), public.can_read_course_file(text),
  public.can_write_course_file(text) from public, anon;
grant execute on function public.course_file_course_id(text), public.can_read_course_file(text),
  public.can_write_course_file(text) to authenticated, service_role;

do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'storage') then
    update storage.buckets
       set allowed_mime_types = array(
             select distinct t from unnest(coalesce(allowed_mime_types, '{}') || array[
               'application/msword',
               'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
               'application/vnd.ms-excel',
               'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
               'application/vnd.ms-powerpoint',
               'application/vnd.openxmlformats-officedocument.presentationml.presentation']) as t)
     where id = 'project-files';

    drop policy if exists course_files_read on storage.objects;
    drop policy if exists course_files_insert on storage.objects;
    drop policy if exists course_files_update on storage.objects;
    drop policy if exists course_files_delete on storage.objects;

    create policy course_files_read on storage.objects for select to authenticated
      using (bucket_id = 'project-files' and public.can_read_course_file(name));
    create policy course_files_insert on storage.objects for insert to authenticated
      with check (bucket_id = 'project-files' and public.can_write_course_file(name));
    create policy course_files_update on storage.objects for update to authenticated
      using (bucket_id = 'project-files' and public.can_write_course_file(name))
      with check (bucket_id = 'project-files' and public.can_write_course_file(name));
    create policy course_files_delete on storage.objects for delete to authenticated
      using (bucket_id = 'project-files' and public.can_write_course_file(name));
  end if;
end;
$$;
