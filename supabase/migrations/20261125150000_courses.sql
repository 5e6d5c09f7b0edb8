-- Training courses for staff (issue 13): a course has modules, a module has lessons (text, a video
-- link or an attachment) and at most one short quiz with a pass mark. Staff are enrolled one by one
-- or a whole department at a time (enrol_department expands it to the department's active staff).
-- A person marks lessons done and takes the quiz through submit_quiz, which scores the answers here
-- against the key the client never reads; when every module of the course is complete (all its
-- lessons done and its quiz passed) a certificate is issued. course_progress gives every enrolment
-- its percentage done and whether the person is behind (past the due date and not complete).
--
-- Who may do what:
--   author courses, modules, lessons, quizzes        staff.manage (HR: administrators)
--   enrol someone                                    staff.manage, or the head of that person's
--                                                    department (a manager enrols their team)
--   see an enrolment, progress, attempts, certificate the person, staff.manage, or the head of the
--                                                    person's department ("who is behind")
--   read published courses                           every signed-in staff member
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- True when the caller may enrol the given person and follow their progress.
create or replace function public.manages_staff(p_staff_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    public.has_permission('staff.manage')
    or exists (
      select 1
        from public.staff s
        join public.departments d on d.name = s.department
       where s.id = p_staff_id
         and d.head_staff_id = public.current_staff_id()
    ),
    false)
$$;
revoke execute on function public.manages_staff(uuid) from public, anon;
grant execute on function public.manages_staff(uuid) to authenticated;

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint courses_title_check check (length(btrim(title)) between 1 and 160)
    constraint courses_title_length_check check (length(title) <= 160),
  description text not null default ''
    constraint courses_description_length_check check (length(description) <= 4000),
  category text not null default 'General'
    constraint courses_category_length_check check (length(category) <= 200),
  status text not null default 'draft'
    constraint courses_status_check check (status in ('draft', 'published'))
    constraint courses_status_length_check check (length(status) <= 200),
  estimated_minutes integer not null default 30
    constraint courses_estimated_minutes_check check (estimated_minutes between 1 and 6000),
  created_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table public.course_modules (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  position integer not null default 1 constraint course_modules_position_check check (position between 1 and 1000),
  title text not null
    constraint course_modules_title_check check (length(btrim(title)) between 1 and 160)
    constraint course_modules_title_length_check check (length(title) <= 160),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index course_modules_course_idx on public.course_modules (course_id, position);

create table public.course_lessons (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references public.course_modules (id) on delete cascade,
  position integer not null default 1 constraint course_lessons_position_check check (position between 1 and 1000),
  title text not null
    constraint course_lessons_title_check check (length(btrim(title)) between 1 and 160)
    constraint course_lessons_title_length_check check (length(title) <= 160),
  kind text not null default 'text'
    constraint course_lessons_kind_check check (kind in ('text', 'video', 'attachment'))
    constraint course_lessons_kind_length_check check (length(kind) <= 200),
  body text not null default ''
    constraint course_lessons_body_length_check check (length(body) <= 100000),
  video_url text
    constraint course_lessons_video_url_check check (video_url is null or video_url ~ '^https://[^[:space:]]+$')
    constraint course_lessons_video_url_length_check check (length(video_url) <= 2048),
  attachment_path text
    constraint course_lessons_attachment_path_length_check check (length(attachment_path) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint course_lessons_kind_content_check check (
    (kind <> 'video' or video_url is not null)
    and (kind <> 'attachment' or attachment_path is not null)
  )
);
create index course_lessons_module_idx on public.course_lessons (module_id, position);

create table public.module_quizzes (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null constraint module_quizzes_module_key unique
    references public.course_modules (id) on delete cascade,
  pass_mark integer not null default 70 constraint module_quizzes_pass_mark_check check (pass_mark between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table public.quiz_questions (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.module_quizzes (id) on delete cascade,
  position integer not null default 1 constraint quiz_questions_position_check check (position between 1 and 1000),
  prompt text not null
    constraint quiz_questions_prompt_check check (length(btrim(prompt)) between 1 and 500)
    constraint quiz_questions_prompt_length_check check (length(prompt) <= 500),
  -- An array of 2 to 6 non-empty strings; correct_index is 0-based into it.
  choices jsonb not null
    constraint quiz_questions_choices_check check (
      jsonb_typeof(choices) = 'array' and jsonb_array_length(choices) between 2 and 6
    ),
  correct_index integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint quiz_questions_correct_index_check check (correct_index >= 0 and correct_index < jsonb_array_length(choices))
);
create index quiz_questions_quiz_idx on public.quiz_questions (quiz_id, position);

create table public.course_enrolments (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  staff_id uuid not null references public.staff (id) on delete cascade,
  due_on date,
  -- The department this enrolment came from, when it was enrolled as part of one.
  via_department text
    constraint course_enrolments_via_department_length_check check (length(via_department) <= 200),
  assigned_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint course_enrolments_key unique (course_id, staff_id)
);
create index course_enrolments_staff_idx on public.course_enrolments (staff_id);

create table public.lesson_progress (
  id uuid primary key default gen_random_uuid(),
  lesson_id uuid not null references public.course_lessons (id) on delete cascade,
  staff_id uuid not null default public.current_staff_id() references public.staff (id) on delete cascade,
  done_at timestamptz not null default now(),
  constraint lesson_progress_key unique (lesson_id, staff_id)
);
create index lesson_progress_staff_idx on public.lesson_progress (staff_id);

create table public.quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.module_quizzes (id) on delete cascade,
  staff_id uuid not null references public.staff (id) on delete cascade,
  answers integer[] not null,
  correct integer not null constraint quiz_attempts_correct_check check (correct >= 0),
  total integer not null constraint quiz_attempts_total_check check (total > 0 and correct <= total),
  score integer not null constraint quiz_attempts_score_check check (score between 0 and 100),
  pass_mark integer not null constraint quiz_attempts_pass_mark_check check (pass_mark between 1 and 100),
  passed boolean not null,
  created_at timestamptz not null default now()
);
create index quiz_attempts_staff_idx on public.quiz_attempts (staff_id, quiz_id);

create table public.certificates (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  staff_id uuid not null references public.staff (id) on delete cascade,
  code text not null constraint certificates_code_key unique
    constraint certificates_code_length_check check (length(code) <= 40),
  issued_at timestamptz not null default now(),
  constraint certificates_once unique (course_id, staff_id)
);

-- Who made a course and who enrolled someone is the database's to say (20261125090200).
create trigger courses_created_by_from_caller before insert on public.courses
  for each row execute function public.stamp_caller('created_by');
create trigger courses_created_by_unchanged before update of created_by on public.courses
  for each row execute function public.keep_caller_stamp('created_by');
create trigger course_enrolments_assigned_by_from_caller before insert on public.course_enrolments
  for each row execute function public.stamp_caller('assigned_by');
create trigger course_enrolments_assigned_by_unchanged before update of assigned_by on public.course_enrolments
  for each row execute function public.keep_caller_stamp('assigned_by');

select public.track_changes('public.courses');
select public.track_changes('public.course_modules');
select public.track_changes('public.course_lessons');
select public.track_changes('public.module_quizzes');
select public.track_changes('public.quiz_questions');
select public.track_changes('public.course_enrolments');
select public.track_changes('public.lesson_progress');
select public.track_changes('public.quiz_attempts');
select public.track_changes('public.certificates');

-- ---------------------------------------------------------------------------------------------
-- Completion: the one rule for "this person has finished this course"
-- ---------------------------------------------------------------------------------------------
-- A module is complete for a person when all its lessons are done and, if it has a quiz, an
-- attempt at it passed. A course is complete when it has modules and all are complete.
create or replace function public.course_complete_for(p_course_id uuid, p_staff_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.course_modules m where m.course_id = p_course_id)
     and not exists (
       select 1
         from public.course_modules m
        where m.course_id = p_course_id
          and (
            exists (
              select 1 from public.course_lessons l
               where l.module_id = m.id
                 and not exists (
                   select 1 from public.lesson_progress p where p.lesson_id = l.id and p.staff_id = p_staff_id
                 )
            )
            or exists (
              select 1 from public.module_quizzes q
               where q.module_id = m.id
                 and not exists (
                   select 1 from public.quiz_attempts a
                    where a.quiz_id = q.id and a.staff_id = p_staff_id and a.passed
                 )
            )
          )
     )
$$;
revoke execute on function public.course_complete_for(uuid, uuid) from public, anon, authenticated;

-- Issues the certificate when the course is complete and the person is enrolled; returns its id.
create or replace function public.issue_certificate_if_complete(p_course_id uuid, p_staff_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select c.id into v_id from public.certificates c where c.course_id = p_course_id and c.staff_id = p_staff_id;
  if v_id is not null then
    return v_id;
  end if;
  if not exists (
    select 1 from public.course_enrolments e where e.course_id = p_course_id and e.staff_id = p_staff_id
  ) or not public.course_complete_for(p_course_id, p_staff_id) then
    return null;
  end if;
  insert into public.certificates (course_id, staff_id, code)
  values (
    p_course_id,
    p_staff_id,
    'FPW-' || to_char(now(), 'YYYY') || '-' || upper(substr(md5(p_course_id::text || p_staff_id::text), 1, 8))
  )
  returning id into v_id;
  return v_id;
end;
$$;
revoke execute on function public.issue_certificate_if_complete(uuid, uuid) from public, anon, authenticated;

-- Marking the last lesson done can complete a course (a module without a quiz).
create or replace function public.lesson_progress_certify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.issue_certificate_if_complete(m.course_id, new.staff_id)
     from public.course_lessons l
     join public.course_modules m on m.id = l.module_id
    where l.id = new.lesson_id;
  return null;
end;
$$;
revoke execute on function public.lesson_progress_certify() from public, anon, authenticated;

create trigger lesson_progress_certify
  after insert on public.lesson_progress
  for each row execute function public.lesson_progress_certify();

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.courses enable row level security;
alter table public.course_modules enable row level security;
alter table public.course_lessons enable row level security;
alter table public.module_quizzes enable row level security;
alter table public.quiz_questions enable row level security;
alter table public.course_enrolments enable row level security;
alter table public.lesson_progress enable row level security;
alter table public.quiz_attempts enable row level security;
alter table public.certificates enable row level security;

create policy courses_read on public.courses for select to authenticated
  using (
    (public.current_staff_id() is not null and status = 'published')
    or (select public.has_permission('staff.manage'))
  );
create policy courses_write on public.courses for all to authenticated
  using ((select public.has_permission('staff.manage')))
  with check ((select public.has_permission('staff.manage')));

create policy course_modules_read on public.course_modules for select to authenticated
  using (exists (select 1 from public.courses c where c.id = course_id));
create policy course_modules_write on public.course_modules for all to authenticated
  using ((select public.has_permission('staff.manage')))
  with check ((select public.has_permission('staff.manage')));

create policy course_lessons_read on public.course_lessons for select to authenticated
  using (exists (select 1 from public.course_modules m where m.id = module_id));
create policy course_lessons_write on public.course_lessons for all to authenticated
  using ((select public.has_permission('staff.manage')))
  with check ((select public.has_permission('staff.manage')));

create policy module_quizzes_read on public.module_quizzes for select to authenticated
  using (exists (select 1 from public.course_modules m where m.id = module_id));
create policy module_quizzes_write on public.module_quizzes for all to authenticated
  using ((select public.has_permission('staff.manage')))
  with check ((select public.has_permission('staff.manage')));

create policy quiz_questions_read on public.quiz_questions for select to authenticated
  using (exists (select 1 from public.module_quizzes q where q.id = quiz_id));
create policy quiz_questions_write on public.quiz_questions for all to authenticated
  using ((select public.has_permission('staff.manage')))
  with check ((select public.has_permission('staff.manage')));

create policy course_enrolments_read on public.course_enrolments for select to authenticated
  using (staff_id = (select public.current_staff_id()) or public.manages_staff(staff_id));
create policy course_enrolments_insert on public.course_enrolments for insert to authenticated
  with check (public.manages_staff(staff_id));
create policy course_enrolments_update on public.course_enrolments for update to authenticated
  using (public.manages_staff(staff_id))
  with check (public.manages_staff(staff_id));
create policy course_enrolments_delete on public.course_enrolments for delete to authenticated
  using (public.manages_staff(staff_id));

create policy lesson_progress_read on public.lesson_progress for select to authenticated
  using (staff_id = (select public.current_staff_id()) or public.manages_staff(staff_id));
-- A person marks their own lessons, only in courses they are enrolled in.
create policy lesson_progress_insert on public.lesson_progress for insert to authenticated
  with check (
    staff_id = (select public.current_staff_id())
    and exists (
      select 1
        from public.course_lessons l
        join public.course_modules m on m.id = l.module_id
        join public.course_enrolments e on e.course_id = m.course_id and e.staff_id = lesson_progress.staff_id
       where l.id = lesson_id
    )
  );
create policy lesson_progress_delete on public.lesson_progress for delete to authenticated
  using (staff_id = (select public.current_staff_id()));

create policy quiz_attempts_read on public.quiz_attempts for select to authenticated
  using (staff_id = (select public.current_staff_id()) or public.manages_staff(staff_id));
create policy certificates_read on public.certificates for select to authenticated
  using (staff_id = (select public.current_staff_id()) or public.manages_staff(staff_id));

grant select, insert, update, delete on public.courses, public.course_modules, public.course_lessons,
  public.module_quizzes, public.course_enrolments to authenticated;
-- The answer key is read by submit_quiz only: clients read every column but correct_index (the
-- default privileges of the schema grant whole tables, so the table-wide select goes first).
revoke select on public.quiz_questions from authenticated;
grant select (id, quiz_id, position, prompt, choices, created_at, updated_at, version)
  on public.quiz_questions to authenticated;
grant insert, update, delete on public.quiz_questions to authenticated;
grant select, insert, delete on public.lesson_progress to authenticated;
-- Attempts and certificates are written by submit_quiz and the completion rule, never directly.
revoke insert, update, delete on public.quiz_attempts, public.certificates from authenticated;
revoke update on public.lesson_progress from authenticated;
grant select on public.quiz_attempts, public.certificates to authenticated;
revoke all on public.courses, public.course_modules, public.course_lessons, public.module_quizzes,
  public.quiz_questions, public.course_enrolments, public.lesson_progress, public.quiz_attempts,
  public.certificates from anon;

-- ---------------------------------------------------------------------------------------------
-- Functions the pages call
-- ---------------------------------------------------------------------------------------------
-- Marks a lesson done (or not) for the caller; RLS decides (enrolled, own rows only).
create or replace function public.set_lesson_done(p_lesson_id uuid, p_done boolean)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_done then
    insert into public.lesson_progress (lesson_id, staff_id)
    values (p_lesson_id, public.current_staff_id())
    on conflict (lesson_id, staff_id) do nothing;
  else
    delete from public.lesson_progress p
     where p.lesson_id = p_lesson_id and p.staff_id = public.current_staff_id();
  end if;
end;
$$;
revoke execute on function public.set_lesson_done(uuid, boolean) from public, anon;
grant execute on function public.set_lesson_done(uuid, boolean) to authenticated;

-- Enrols every active member of a department (as the caller: RLS decides whom they may enrol);
-- those already enrolled keep their enrolment. Returns how many were newly enrolled.
create or replace function public.enrol_department(p_course_id uuid, p_department text, p_due_on date default null)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not exists (select 1 from public.departments d where d.name = p_department) then
    raise exception 'There is no department named %', p_department using errcode = '22023';
  end if;
  insert into public.course_enrolments (course_id, staff_id, due_on, via_department)
  select p_course_id, s.id, p_due_on, p_department
    from public.staff s
   where s.department = p_department and s.active
  on conflict (course_id, staff_id) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke execute on function public.enrol_department(uuid, text, date) from public, anon;
grant execute on function public.enrol_department(uuid, text, date) to authenticated;

-- Scores the caller's answers (0-based choice per question, in question order) against the key,
-- records the attempt with the quiz's pass mark, and issues the certificate when this completes
-- the course. The client sends only answers: the score and the verdict are computed here.
create or replace function public.submit_quiz(p_module_id uuid, p_answers integer[])
returns table (attempt_id uuid, score integer, correct integer, total integer, pass_mark integer,
               passed boolean, certificate_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_staff uuid := public.current_staff_id();
  v_quiz public.module_quizzes;
  v_course uuid;
  v_total integer;
  v_correct integer;
  v_score integer;
  v_attempt uuid;
begin
  if v_staff is null then
    raise exception 'Sign in to take a quiz' using errcode = '42501';
  end if;
  select m.course_id into v_course from public.course_modules m where m.id = p_module_id;
  if v_course is null
     or not exists (select 1 from public.course_enrolments e where e.course_id = v_course and e.staff_id = v_staff) then
    raise exception 'You are not enrolled in this course' using errcode = '42501';
  end if;
  select * into v_quiz from public.module_quizzes q where q.module_id = p_module_id;
  if v_quiz.id is null then
    raise exception 'This module has no quiz' using errcode = '22023';
  end if;
  select count(*)::integer into v_total from public.quiz_questions qq where qq.quiz_id = v_quiz.id;
  if v_total = 0 then
    raise exception 'This quiz has no questions yet' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_answers), 0) <> v_total or array_position(p_answers, null) is not null then
    raise exception 'Answer all % questions', v_total using errcode = '22023';
  end if;
  select count(*)::integer into v_correct
    from (
      select qq.correct_index, row_number() over (order by qq.position, qq.id) as n
        from public.quiz_questions qq
       where qq.quiz_id = v_quiz.id
    ) k
   where p_answers[k.n] = k.correct_index;
  v_score := round(100.0 * v_correct / v_total)::integer;
  insert into public.quiz_attempts (quiz_id, staff_id, answers, correct, total, score, pass_mark, passed)
  values (v_quiz.id, v_staff, p_answers, v_correct, v_total, v_score, v_quiz.pass_mark, v_score >= v_quiz.pass_mark)
  returning id into v_attempt;
  return query
    select v_attempt, v_score, v_correct, v_total, v_quiz.pass_mark, v_score >= v_quiz.pass_mark,
           public.issue_certificate_if_complete(v_course, v_staff);
end;
$$;
revoke execute on function public.submit_quiz(uuid, integer[]) from public, anon;
grant execute on function public.submit_quiz(uuid, integer[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Read models
-- ---------------------------------------------------------------------------------------------
-- Every enrolment the caller may see (their own, their team's, everyone's for staff.manage) with
-- lessons done, quizzes passed, the percentage of both, the certificate and whether it is behind.
create view public.course_progress with (security_invoker = true) as
select
  e.id as enrolment_id,
  e.course_id,
  c.title as course_title,
  e.staff_id,
  s.name as staff_name,
  s.email as staff_email,
  s.department,
  e.due_on,
  e.via_department,
  e.created_at as enrolled_at,
  e.version,
  t.lessons_total,
  coalesce(d.lessons_done, 0) as lessons_done,
  t.quizzes_total,
  coalesce(q.quizzes_passed, 0) as quizzes_passed,
  case when t.lessons_total + t.quizzes_total = 0 then 0
       else (100 * (coalesce(d.lessons_done, 0) + coalesce(q.quizzes_passed, 0))
             / (t.lessons_total + t.quizzes_total))::integer
  end as percent_done,
  cert.id as certificate_id,
  cert.code as certificate_code,
  cert.issued_at as certificate_issued_at,
  cert.id is not null as completed,
  cert.id is null and e.due_on is not null and e.due_on < current_date as behind
from public.course_enrolments e
join public.courses c on c.id = e.course_id
join public.staff s on s.id = e.staff_id
cross join lateral (
  select
    (select count(*) from public.course_lessons l join public.course_modules m on m.id = l.module_id
      where m.course_id = e.course_id)::integer as lessons_total,
    (select count(*) from public.module_quizzes mq join public.course_modules m on m.id = mq.module_id
      where m.course_id = e.course_id)::integer as quizzes_total
) t
left join lateral (
  select count(*)::integer as lessons_done
    from public.lesson_progress p
    join public.course_lessons l on l.id = p.lesson_id
    join public.course_modules m on m.id = l.module_id
   where m.course_id = e.course_id and p.staff_id = e.staff_id
) d on true
left join lateral (
  select count(distinct a.quiz_id)::integer as quizzes_passed
    from public.quiz_attempts a
    join public.module_quizzes mq on mq.id = a.quiz_id
    join public.course_modules m on m.id = mq.module_id
   where m.course_id = e.course_id and a.staff_id = e.staff_id and a.passed
) q on true
left join public.certificates cert on cert.course_id = e.course_id and cert.staff_id = e.staff_id;

-- Every course the caller can see, with its size and the caller's own enrolment and progress.
create view public.course_list with (security_invoker = true) as
select
  c.id,
  c.title,
  c.description,
  c.category,
  c.status,
  c.estimated_minutes,
  c.version,
  c.updated_at,
  (select count(*) from public.course_modules m where m.course_id = c.id)::integer as module_count,
  (select count(*) from public.course_lessons l join public.course_modules m on m.id = l.module_id
    where m.course_id = c.id)::integer as lesson_count,
  (select count(*) from public.course_enrolments e where e.course_id = c.id)::integer as enrolled_count,
  p.enrolment_id as my_enrolment_id,
  p.due_on as my_due_on,
  p.percent_done as my_percent_done,
  p.certificate_id as my_certificate_id,
  p.behind as my_behind
from public.courses c
left join public.course_progress p on p.course_id = c.id and p.staff_id = public.current_staff_id();

-- A course's modules in order, with the quiz (no key) and the caller's best attempt.
create view public.course_module_outline with (security_invoker = true) as
select
  m.id,
  m.course_id,
  m.position,
  m.title,
  mq.id as quiz_id,
  mq.pass_mark,
  (select count(*) from public.quiz_questions qq where qq.quiz_id = mq.id)::integer as question_count,
  best.best_score,
  coalesce(best.passed, false) as quiz_passed,
  coalesce(best.attempts, 0) as attempts
from public.course_modules m
left join public.module_quizzes mq on mq.module_id = m.id
left join lateral (
  select max(a.score)::integer as best_score, bool_or(a.passed) as passed, count(*)::integer as attempts
    from public.quiz_attempts a
   where a.quiz_id = mq.id and a.staff_id = public.current_staff_id()
) best on true;

-- A course's lessons in order, with whether the caller has done each.
create view public.course_lesson_outline with (security_invoker = true) as
select
  l.id,
  l.module_id,
  m.course_id,
  l.position,
  l.title,
  l.kind,
  l.body,
  l.video_url,
  l.attachment_path,
  exists (
    select 1 from public.lesson_progress p where p.lesson_id = l.id and p.staff_id = public.current_staff_id()
  ) as done
from public.course_lessons l
join public.course_modules m on m.id = l.module_id;

-- A certificate with the names it prints.
create view public.certificate_details with (security_invoker = true) as
select
  cert.id,
  cert.code,
  cert.issued_at,
  cert.course_id,
  c.title as course_title,
  c.estimated_minutes,
  cert.staff_id,
  s.name as staff_name,
  s.department
from public.certificates cert
join public.courses c on c.id = cert.course_id
join public.staff s on s.id = cert.staff_id;

grant select on public.course_progress, public.course_list, public.course_module_outline,
  public.course_lesson_outline, public.certificate_details to authenticated;
revoke all on public.course_progress, public.course_list, public.course_module_outline,
  public.course_lesson_outline, public.certificate_details from anon;
