-- Designs follow their project (issue 11, "Roles"), and a design is approved or sent back with a
-- comment through one function.
--
-- Until now every staff member read every design and every designer wrote them all
-- (20261121001400). Now: a design, its files and its reviews are seen by whoever sees the project
-- (can_see_project: its designer, its relationship manager, production once it has an order, the
-- sales person of its lead, accounts and administrators); writing a design or its files needs
-- design.edit on a project one sees.
--
-- Reviewing needs the new design.approve permission (administrators hold every code; the sales
-- manager role gets it in the seeds): designers hold design.edit and should not approve their own
-- work. review_design(id, decision, comment, version) moves the design in one transaction:
-- approved sets approved_at, sent back sets status 'revision' and increments the revision. A
-- design reaches 'approved', and its revision changes, only through that function.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

insert into public.permissions (code, area, description)
values ('design.approve', 'projects', 'Approve designs or send them back with a comment')
on conflict (code) do nothing;

-- Where the roles already exist (a live project; the seeds come after the migrations), the same
-- grant the seeds make.
insert into public.role_permissions (role_id, permission_code)
select r.id, 'design.approve'
  from public.roles r
 where r.name in ('Administrator', 'Sales manager')
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- Who sees a design
-- ---------------------------------------------------------------------------------------------

-- SECURITY DEFINER: the design's project is found whatever the caller's rights on designs, so the
-- policies of design_files and design_reviews do not depend on the designs policy's evaluation.
create or replace function public.can_see_design(p_design_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select public.can_see_project(d.project_id) from public.designs d where d.id = p_design_id
  ), false);
$$;
revoke execute on function public.can_see_design(uuid) from public, anon;
grant execute on function public.can_see_design(uuid) to authenticated, service_role;

drop policy if exists designs_read on public.designs;
drop policy if exists designs_designer on public.designs;
drop policy if exists design_files_read on public.design_files;
drop policy if exists design_files_designer on public.design_files;

create policy designs_read on public.designs for select to authenticated
  using (public.can_see_project(project_id));
create policy designs_write on public.designs for all to authenticated
  using ((select public.has_permission('design.edit')) and public.can_see_project(project_id))
  with check ((select public.has_permission('design.edit')) and public.can_see_project(project_id));

create policy design_files_read on public.design_files for select to authenticated
  using (public.can_see_design(design_id));
create policy design_files_write on public.design_files for all to authenticated
  using ((select public.has_permission('design.edit')) and public.can_see_design(design_id))
  with check ((select public.has_permission('design.edit')) and public.can_see_design(design_id));

-- ---------------------------------------------------------------------------------------------
-- Reviews
-- ---------------------------------------------------------------------------------------------
create type public.design_decision as enum ('approved', 'sent_back');

create table public.design_reviews (
  id uuid primary key default gen_random_uuid(),
  -- A review is part of its design's history.
  design_id uuid not null references public.designs (id) on delete cascade,
  decision public.design_decision not null,
  comment text constraint design_reviews_comment_length_check check (length(comment) <= 4000),
  -- The revision the decision was about (before a send back increments it).
  revision smallint not null constraint design_reviews_revision_check check (revision >= 0),
  reviewed_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  reviewed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint design_reviews_comment_check
    check (decision = 'approved' or length(btrim(coalesce(comment, ''))) > 0)
);
create index design_reviews_design_idx on public.design_reviews (design_id, reviewed_at desc);

select public.track_changes('public.design_reviews');

alter table public.design_reviews enable row level security;
create policy design_reviews_read on public.design_reviews for select to authenticated
  using (public.can_see_design(design_id));
-- Written only by review_design(); a review is history, never edited.
grant select on public.design_reviews to authenticated;
revoke insert, update, delete, truncate, references, trigger on public.design_reviews from authenticated;
revoke all on public.design_reviews from anon;

-- Who reviewed is the database's to say (as 20261125090200 does for the other *_by columns).
create trigger design_reviews_reviewed_by_from_caller before insert on public.design_reviews
  for each row execute function public.stamp_caller('reviewed_by');
create trigger design_reviews_reviewed_by_unchanged before update of reviewed_by on public.design_reviews
  for each row execute function public.keep_caller_stamp('reviewed_by');

-- 'approved' and the revision count are the reviewers' to set: an edit cannot approve a design or
-- rewrite its revision. review_design() marks its own transaction (fpw.design_review) to pass.
create or replace function public.guard_design_review_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_reviewing boolean := coalesce(current_setting('fpw.design_review', true), '') = 'on';
begin
  if v_reviewing or auth.uid() is null then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status = 'approved' then
      raise exception 'A design is approved by a review, not when it is created'
        using errcode = 'check_violation', constraint = 'designs_status_review_check', column = 'status';
    end if;
    new.revision := 0;
    return new;
  end if;
  if new.status is distinct from old.status and (new.status = 'approved' or old.status = 'approved') then
    raise exception 'Only a review approves a design (or sends an approved one back)'
      using errcode = 'check_violation', constraint = 'designs_status_review_check', column = 'status';
  end if;
  if new.revision is distinct from old.revision then
    raise exception 'The revision counts the times a design was sent back; a review changes it'
      using errcode = 'check_violation', constraint = 'designs_revision_review_check', column = 'revision';
  end if;
  if new.approved_at is distinct from old.approved_at then
    raise exception 'The approval time is set by the review'
      using errcode = 'check_violation', constraint = 'designs_status_review_check', column = 'approved_at';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_design_review_columns() from public, anon, authenticated;

create trigger designs_review_columns
  before insert or update on public.designs
  for each row execute function public.guard_design_review_columns();

-- Approves a design or sends it back with a comment, in one transaction: the review row and the
-- design's new status. p_version (the design's version as the page showed it) refuses a decision
-- on a design changed since (40001). SECURITY DEFINER so the review row can be written while
-- clients cannot write design_reviews; who may is checked here: design.approve on a design whose
-- project the caller sees.
create or replace function public.review_design(
  p_design_id uuid,
  p_decision text,
  p_comment text default null,
  p_version integer default null
)
returns public.designs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_design public.designs;
  v_comment text := nullif(btrim(coalesce(p_comment, '')), '');
  v_row public.designs;
begin
  if p_decision is null or p_decision not in ('approved', 'sent_back') then
    raise exception 'Decide: approve the design or send it back'
      using errcode = 'check_violation', constraint = 'design_reviews_decision_check', column = 'decision';
  end if;
  select d.* into v_design from public.designs d where d.id = p_design_id for update;
  if not found or not public.can_see_design(p_design_id) then
    raise exception 'This design does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if not public.has_permission('design.approve') then
    raise exception 'Reviewing designs needs the design.approve permission' using errcode = '42501';
  end if;
  if p_version is not null and v_design.version <> p_version then
    raise exception 'Someone else saved this design after you opened it (version %, you had %)',
      v_design.version, p_version using errcode = '40001';
  end if;
  if p_decision = 'sent_back' and v_comment is null then
    raise exception 'Say what to change: a design is sent back with a comment'
      using errcode = 'check_violation', constraint = 'design_reviews_comment_check', column = 'comment';
  end if;
  if v_comment is not null and length(v_comment) > 4000 then
    raise exception 'Keep the comment under 4000 characters'
      using errcode = 'check_violation', constraint = 'design_reviews_comment_length_check', column = 'comment';
  end if;
  if v_design.status = 'approved' then
    raise exception 'This design is already approved' using errcode = 'P0001';
  end if;
  if v_design.status = 'not_started' then
    raise exception 'This design has not been started: there is nothing to review yet' using errcode = 'P0001';
  end if;
  if v_design.status = 'revision' then
    raise exception 'This design is waiting for its revision: review it once the designer has submitted it'
      using errcode = 'P0001';
  end if;

  insert into public.design_reviews (design_id, decision, comment, revision)
  values (p_design_id, p_decision::public.design_decision, v_comment, v_design.revision);

  perform set_config('fpw.design_review', 'on', true);
  if p_decision = 'approved' then
    update public.designs d
       set status = 'approved', approved_at = now()
     where d.id = p_design_id
    returning d.* into v_row;
  else
    update public.designs d
       set status = 'revision', revision = d.revision + 1
     where d.id = p_design_id
    returning d.* into v_row;
  end if;
  perform set_config('fpw.design_review', '', true);
  return v_row;
end;
$$;
revoke execute on function public.review_design(uuid, text, text, integer) from public, anon;
grant execute on function public.review_design(uuid, text, text, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Read model: the design list with its project, designer and file counts
-- ---------------------------------------------------------------------------------------------
create view public.design_list with (security_invoker = true) as
select
  d.id,
  d.project_id,
  p.code as project_code,
  p.name as project_name,
  p.stage as project_stage,
  d.designer_id,
  s.name as designer_name,
  d.title,
  d.room,
  d.status,
  d.area_sqft,
  d.revision,
  d.due_date,
  d.approved_at,
  (select count(*)::integer from public.design_files f where f.design_id = d.id) as file_count,
  (select count(*)::integer from public.design_files f where f.design_id = d.id and f.kind = 'render')
    as render_count,
  d.created_at,
  d.updated_at,
  d.version
from public.designs d
join public.projects p on p.id = d.project_id
left join public.staff s on s.id = d.designer_id;

grant select on public.design_list to authenticated;
revoke all on public.design_list from anon;
revoke insert, update, delete, truncate, references, trigger on public.design_list from authenticated;

-- Reviews with the reviewer's name, newest first by the page's sort.
create view public.design_review_history with (security_invoker = true) as
select r.id, r.design_id, r.decision, r.comment, r.revision, r.reviewed_by, s.name as reviewer_name, r.reviewed_at
  from public.design_reviews r
  left join public.staff s on s.id = r.reviewed_by;

grant select on public.design_review_history to authenticated;
revoke all on public.design_review_history from anon;
revoke insert, update, delete, truncate, references, trigger on public.design_review_history from authenticated;
