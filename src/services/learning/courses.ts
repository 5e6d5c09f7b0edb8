/**
 * Training courses for staff (migration 20261125150000_courses.sql): the courses a person can see
 * with their own progress, a course's modules and lessons, marking a lesson done, taking a module's
 * quiz (scored in SQL by submit_quiz against a key the client never reads), enrolling staff one by
 * one or a whole department, every enrolment's progress for managers ("who is behind"), and the
 * certificate issued when a course is complete (the last three in course-enrolment.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { numeric } from '../kit/schemas';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { recordQuery, useWrite } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';

export const LESSON_KINDS = ['text', 'video', 'attachment'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  status: z.enum(['draft', 'published']),
  estimated_minutes: numeric,
  version: z.number().int(),
  module_count: numeric,
  lesson_count: numeric,
  enrolled_count: numeric,
  my_enrolment_id: z.string().nullable(),
  my_due_on: z.string().nullable(),
  my_percent_done: numeric.nullable(),
  my_certificate_id: z.string().nullable(),
  my_behind: z.boolean().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

export const moduleOutlineSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  position: numeric,
  title: z.string(),
  quiz_id: z.string().nullable(),
  pass_mark: numeric.nullable(),
  question_count: numeric,
  best_score: numeric.nullable(),
  quiz_passed: z.boolean(),
  attempts: numeric,
});
export type ModuleOutline = z.infer<typeof moduleOutlineSchema>;

export const lessonOutlineSchema = z.object({
  id: z.string(),
  module_id: z.string(),
  course_id: z.string(),
  position: numeric,
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  body: z.string(),
  video_url: z.string().nullable(),
  attachment_path: z.string().nullable(),
  done: z.boolean(),
});
export type LessonOutline = z.infer<typeof lessonOutlineSchema>;

export const quizQuestionSchema = z.object({
  id: z.string(),
  position: numeric,
  prompt: z.string(),
  choices: z.array(z.string()),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizResultSchema = z.object({
  attempt_id: z.string(),
  score: numeric,
  correct: numeric,
  total: numeric,
  pass_mark: numeric,
  passed: z.boolean(),
  certificate_id: z.string().nullable(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const progressSchema = z.object({
  enrolment_id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  staff_id: z.string(),
  staff_name: z.string(),
  department: z.string().nullable(),
  due_on: z.string().nullable(),
  via_department: z.string().nullable(),
  lessons_total: numeric,
  lessons_done: numeric,
  quizzes_total: numeric,
  quizzes_passed: numeric,
  percent_done: numeric,
  certificate_id: z.string().nullable(),
  completed: z.boolean(),
  behind: z.boolean(),
});
export type Progress = z.infer<typeof progressSchema>;

export const certificateSchema = z.object({
  id: z.string(),
  code: z.string(),
  issued_at: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  estimated_minutes: numeric,
  staff_id: z.string(),
  staff_name: z.string(),
  department: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const staffOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  department: z.string().nullable(),
});
export type StaffOption = z.infer<typeof staffOptionSchema>;

export const listCourses = (given?: DataSource): Promise<Course[]> =>
  listRows('course_list', courseSchema, { sort: [asc('title'), asc('id')] }, given);

export const getCourse = (id: string, given?: DataSource): Promise<Course | null> =>
  getRow('course_list', id, courseSchema, given);

export interface CourseOutline {
  modules: (ModuleOutline & { lessons: LessonOutline[] })[];
}

export async function courseOutline(courseId: string, given?: DataSource): Promise<CourseOutline> {
  const ds = await source(given);
  const inOrder = { filters: [eq('course_id', courseId)], sort: [asc('position'), asc('id')] };
  const [modules, lessons] = await Promise.all([
    listRows('course_module_outline', moduleOutlineSchema, inOrder, ds),
    listRows('course_lesson_outline', lessonOutlineSchema, inOrder, ds),
  ]);
  return {
    modules: modules.map((module) => ({
      ...module,
      lessons: lessons.filter((lesson) => lesson.module_id === module.id),
    })),
  };
}

export const quizQuestions = (quizId: string, given?: DataSource): Promise<QuizQuestion[]> =>
  listRows(
    'quiz_questions',
    quizQuestionSchema,
    {
      columns: ['id', 'position', 'prompt', 'choices'],
      filters: [eq('quiz_id', quizId)],
      sort: [asc('position'), asc('id')],
    },
    given,
  );

export async function setLessonDone(lessonId: string, done: boolean, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('set_lesson_done', { p_lesson_id: lessonId, p_done: done });
}

/** Answers are 0-based choice indexes, one per question in order; SQL scores them. */
export async function submitQuiz(moduleId: string, answers: readonly number[], given?: DataSource) {
  const ds = await source(given);
  const result = await ds.rpc<unknown>('submit_quiz', { p_module_id: moduleId, p_answers: answers });
  const row = Array.isArray(result) ? result[0] : result;
  return quizResultSchema.parse(row);
}

export const courseKeys = {
  all: ['courses'] as const,
  list: () => [...courseKeys.all, 'list'] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  outline: (id: string) => [...courseKeys.all, 'outline', id] as const,
  quiz: (quizId: string) => [...courseKeys.all, 'quiz', quizId] as const,
  progress: (query: object) => [...courseKeys.all, 'progress', query] as const,
  certificate: (id: string) => [...courseKeys.all, 'certificate', id] as const,
  staff: () => [...courseKeys.all, 'staff'] as const,
  departments: () => [...courseKeys.all, 'departments'] as const,
  headed: (email: string) => [...courseKeys.all, 'headed', email] as const,
};

export const courseQueries = {
  list: () => queryOptions({ queryKey: courseKeys.list(), queryFn: () => listCourses() }),
  detail: (id: string | null) => recordQuery(id, courseKeys.detail, (courseId) => getCourse(courseId)),
};

export const useCourses = () => useQuery(courseQueries.list());

export const useCourse = (id: string | null) => useQuery(courseQueries.detail(id));

export const useCourseOutline = (id: string | null) =>
  useQuery(recordQuery(id, courseKeys.outline, (courseId) => courseOutline(courseId)));

export const useQuizQuestions = (quizId: string | null) =>
  useQuery(recordQuery(quizId, courseKeys.quiz, (id) => quizQuestions(id)));

export const useSetLessonDone = () =>
  useWrite(
    (input: { lessonId: string; done: boolean }) => setLessonDone(input.lessonId, input.done),
    [courseKeys.all],
    { errorTitle: 'The lesson was not marked' },
  );

/** The quiz shows a refusal in its dialog. */
export const useSubmitQuiz = () =>
  useWrite(
    (input: { moduleId: string; answers: readonly number[] }) => submitQuiz(input.moduleId, input.answers),
    [courseKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );
