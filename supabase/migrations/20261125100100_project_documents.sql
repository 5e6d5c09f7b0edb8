-- Project documents (issue 13, "Documents"): every file of every project (drawings, contracts,
-- quotations as PDF, site photos, renders) in one place, in the one file store (area `documents`,
-- migration 20261125100000). A document has versions: replacing its file adds a version and keeps
-- the old ones (each version's file stays until the document is deleted).
--
-- Who: staff see the documents of the projects they may see (can_see_project, the projects' rule
-- of 20261125070000); those who may see the project and edit projects, designs or surveys
-- (projects.edit, design.edit or recce.edit: designers, sales managers, production leads,
-- administrators) add, replace, rename and delete them. Sales executives, accountants and machine
-- operators read only.
--
-- Deleting a document (or its project) deletes its versions, and the versions' delete trigger
-- tombstones their files for the file store's sweep.
-- No demo rows: a document is only worth showing with its bytes, and the seeds cannot provide them.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create type public.document_kind as enum ('drawing', 'contract', 'quotation_pdf', 'site_photo', 'render', 'other');

create table public.project_documents (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  title text not null constraint project_documents_title_check check (length(btrim(title)) between 1 and 200),
  kind public.document_kind not null default 'other',
  current_version integer not null default 1 constraint project_documents_current_version_check
    check (current_version between 1 and 10000),
  uploaded_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index project_documents_project_idx on public.project_documents (project_id, updated_at desc);

create table public.project_document_versions (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.project_documents (id) on delete cascade,
  version_no integer not null constraint project_document_versions_version_no_check
    check (version_no between 1 and 10000),
  file_name text not null constraint project_document_versions_file_name_check
    check (length(btrim(file_name)) between 1 and 200),
  storage_path text not null constraint project_document_versions_storage_path_check
    check (storage_path ~ '^[A-Za-z0-9][A-Za-z0-9/_. -]*$' and storage_path !~ '\.\.'
           and length(storage_path) <= 2048),
  size_bytes bigint not null constraint project_document_versions_size_bytes_check
    check (size_bytes > 0 and size_bytes <= 26214400),
  content_type text not null constraint project_document_versions_content_type_check
    check (content_type ~ '^[a-z]+/[A-Za-z0-9.+-]+$' and length(content_type) <= 200),
  uploaded_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint project_document_versions_number_key unique (document_id, version_no),
  constraint project_document_versions_path_key unique (storage_path)
);

-- A version's file lives under its own project's documents area (so the storage policies, which
-- read the path, agree with the row's policies), and a version is never rewritten: a new file is
-- a new version.
create or replace function public.check_document_version_path()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_project uuid := (select d.project_id from public.project_documents d where d.id = new.document_id);
begin
  if tg_op = 'UPDATE' and (new.storage_path, new.document_id, new.version_no, new.size_bytes, new.content_type)
       is distinct from (old.storage_path, old.document_id, old.version_no, old.size_bytes, old.content_type) then
    raise exception 'A document version keeps its file; upload a new version instead'
      using errcode = 'check_violation', constraint = 'project_document_versions_immutable';
  end if;
  if split_part(new.storage_path, '/', 1) is distinct from v_project::text
     or split_part(new.storage_path, '/', 2) <> 'documents' then
    raise exception 'A document''s file must be stored under its project''s documents'
      using errcode = 'check_violation', constraint = 'project_document_versions_path_project_check';
  end if;
  return new;
end;
$$;
revoke execute on function public.check_document_version_path() from public, anon, authenticated;

create trigger project_document_versions_path before insert or update on public.project_document_versions
  for each row execute function public.check_document_version_path();

create trigger project_document_versions_file_removal after delete on public.project_document_versions
  for each row execute function public.record_file_removal();

select public.track_changes('public.project_documents');
select public.track_changes('public.project_document_versions');

-- Who made the rows is the database's to say (as 20261125090200 does for the tables before it).
create trigger project_documents_uploaded_by_from_caller before insert on public.project_documents
  for each row execute function public.stamp_caller('uploaded_by');
create trigger project_documents_uploaded_by_unchanged before update of uploaded_by on public.project_documents
  for each row execute function public.keep_caller_stamp('uploaded_by');
create trigger project_document_versions_uploaded_by_from_caller before insert on public.project_document_versions
  for each row execute function public.stamp_caller('uploaded_by');
create trigger project_document_versions_uploaded_by_unchanged
  before update of uploaded_by on public.project_document_versions
  for each row execute function public.keep_caller_stamp('uploaded_by');

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
create or replace function public.can_edit_project_documents(p_project_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.can_see_project(p_project_id)
     and (public.has_permission('projects.edit') or public.has_permission('design.edit')
          or public.has_permission('recce.edit'));
$$;

create or replace function public.document_project_id(p_document_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select d.project_id from public.project_documents d where d.id = p_document_id;
$$;

revoke execute on function public.can_edit_project_documents(uuid), public.document_project_id(uuid)
  from public, anon;
grant execute on function public.can_edit_project_documents(uuid), public.document_project_id(uuid)
  to authenticated, service_role;

alter table public.project_documents enable row level security;
alter table public.project_document_versions enable row level security;

create policy project_documents_read on public.project_documents for select to authenticated
  using (public.can_see_project(project_id));
create policy project_documents_insert on public.project_documents for insert to authenticated
  with check (public.can_edit_project_documents(project_id));
create policy project_documents_update on public.project_documents for update to authenticated
  using (public.can_edit_project_documents(project_id))
  with check (public.can_edit_project_documents(project_id));
create policy project_documents_delete on public.project_documents for delete to authenticated
  using (public.can_edit_project_documents(project_id));

create policy project_document_versions_read on public.project_document_versions for select to authenticated
  using (public.can_see_project(public.document_project_id(document_id)));
create policy project_document_versions_insert on public.project_document_versions for insert to authenticated
  with check (public.can_edit_project_documents(public.document_project_id(document_id)));

grant select, insert, update, delete on public.project_documents to authenticated;
grant select, insert on public.project_document_versions to authenticated;
revoke all on public.project_documents, public.project_document_versions from anon;
revoke truncate, references, trigger on public.project_documents from authenticated;
revoke update, delete, truncate, references, trigger on public.project_document_versions from authenticated;

-- ---------------------------------------------------------------------------------------------
-- The list the documents page reads: each document with its project, its current version's file
-- and who uploaded that version, when.
-- ---------------------------------------------------------------------------------------------
create view public.project_documents_list with (security_invoker = true) as
select
  d.id,
  d.project_id,
  p.code as project_code,
  p.name as project_name,
  d.title,
  d.kind,
  d.current_version,
  v.file_name,
  v.storage_path,
  v.size_bytes,
  v.content_type,
  v.uploaded_by,
  s.name as uploaded_by_name,
  v.created_at as uploaded_at,
  d.created_at,
  d.updated_at,
  d.version
from public.project_documents d
join public.projects p on p.id = d.project_id
left join public.project_document_versions v on v.document_id = d.id and v.version_no = d.current_version
left join public.staff s on s.id = v.uploaded_by;

create view public.project_document_versions_list with (security_invoker = true) as
select
  v.id,
  v.document_id,
  v.version_no,
  v.file_name,
  v.storage_path,
  v.size_bytes,
  v.content_type,
  v.uploaded_by,
  s.name as uploaded_by_name,
  v.created_at
from public.project_document_versions v
left join public.staff s on s.id = v.uploaded_by;

grant select on public.project_documents_list, public.project_document_versions_list to authenticated;
revoke all on public.project_documents_list, public.project_document_versions_list from anon;

-- ---------------------------------------------------------------------------------------------
-- Adding a document, and a new version of one, each in one transaction (as the caller: the
-- policies above decide).
-- ---------------------------------------------------------------------------------------------
create or replace function public.add_project_document(
  p_project_id uuid,
  p_title text,
  p_kind public.document_kind,
  p_file_name text,
  p_storage_path text,
  p_size_bytes bigint,
  p_content_type text
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.project_documents (project_id, title, kind, current_version)
  values (p_project_id, p_title, coalesce(p_kind, 'other'), 1)
  returning id into v_id;
  insert into public.project_document_versions (document_id, version_no, file_name, storage_path, size_bytes, content_type)
  values (v_id, 1, p_file_name, p_storage_path, p_size_bytes, p_content_type);
  return v_id;
end;
$$;

-- p_expected_version: the document's version as the page loaded it; someone else's newer version
-- is a conflict (40001), never silently stacked on top.
create or replace function public.add_project_document_version(
  p_document_id uuid,
  p_expected_version integer,
  p_file_name text,
  p_storage_path text,
  p_size_bytes bigint,
  p_content_type text
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_number integer;
  v_current integer;
begin
  update public.project_documents
     set current_version = current_version + 1
   where id = p_document_id and version = p_expected_version
  returning current_version into v_number;
  if v_number is null then
    select d.version into v_current from public.project_documents d where d.id = p_document_id;
    if v_current is null then
      raise exception 'No document % that you may change', p_document_id using errcode = 'P0002';
    end if;
    raise exception 'This document was changed by someone else (version %, you had %)', v_current, p_expected_version
      using errcode = '40001';
  end if;
  insert into public.project_document_versions (document_id, version_no, file_name, storage_path, size_bytes, content_type)
  values (p_document_id, v_number, p_file_name, p_storage_path, p_size_bytes, p_content_type);
  return v_number;
end;
$$;

revoke execute on function public.add_project_document(uuid, text, public.document_kind, text, text, bigint, text),
  public.add_project_document_version(uuid, integer, text, text, bigint, text) from public, anon;
grant execute on function public.add_project_document(uuid, text, public.document_kind, text, text, bigint, text),
  public.add_project_document_version(uuid, integer, text, text, bigint, text) to authenticated;
