-- Writing a quiz question from the app (issue 13). Clients may not read quiz_questions.correct_index
-- (20261125150000_courses.sql keeps the answer key for submit_quiz), so an insert that returns the
-- stored row is refused for them. This function writes the question as its owner after checking the
-- same permission the table's RLS asks for (staff.manage), creates the module's quiz when it has
-- none yet, and returns the new question's id only.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.save_quiz_question(
  p_module_id uuid,
  p_prompt text,
  p_choices jsonb,
  p_correct_index integer
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quiz uuid;
  v_id uuid;
begin
  if not coalesce(public.has_permission('staff.manage'), false) then
    raise exception 'Only people who manage staff may write quizzes' using errcode = '42501';
  end if;
  if not exists (select 1 from public.course_modules m where m.id = p_module_id) then
    raise exception 'There is no such module' using errcode = '22023';
  end if;
  if jsonb_typeof(p_choices) is distinct from 'array'
     or exists (
       select 1 from jsonb_array_elements(p_choices) c
        where jsonb_typeof(c) <> 'string' or btrim(c #>> '{}') = ''
     ) then
    raise exception 'Every choice must be some text' using errcode = '22023';
  end if;
  select q.id into v_quiz from public.module_quizzes q where q.module_id = p_module_id;
  if v_quiz is null then
    insert into public.module_quizzes (module_id) values (p_module_id) returning id into v_quiz;
  end if;
  insert into public.quiz_questions (quiz_id, position, prompt, choices, correct_index)
  values (
    v_quiz,
    coalesce((select max(qq.position) from public.quiz_questions qq where qq.quiz_id = v_quiz), 0) + 1,
    p_prompt,
    p_choices,
    p_correct_index
  )
  returning id into v_id;
  return v_id;
end;
$$;
revoke execute on function public.save_quiz_question(uuid, text, jsonb, integer) from public, anon;
grant execute on function public.save_quiz_question(uuid, text, jsonb, integer) to authenticated;
