/**
 * Writing courses (migration 20261125150000_courses.sql: RLS lets staff.manage author courses,
 * modules, lessons and quizzes): the zod schemas the editors validate with, and the writes through
 * the one DataSource with the tables' version guard. Quiz questions go through save_quiz_question
 * (20261126170000): clients may not read the answer key, so a plain insert cannot return its row.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { courseKeys, LESSON_KINDS, type Course, type LessonOutline, type ModuleOutline } from './courses';
import { source } from '../kit/data-access';
import { useWrite } from '../kit/record-queries';
import { eq } from '../kit/rows';
import { checkFile, filePath, fileStore, storedContentType } from '../files';
import type { ConstraintFields } from '../kit/form-errors';

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${what}.` })
    .int(`The ${what} is a whole number.`)
    .min(min, `The ${what} is at least ${min}.`)
    .max(max, `The ${what} is at most ${max}.`);

const titled = (max: number) =>
  z.string().trim().min(1, 'Give it a title.').max(max, `At most ${max} characters.`);

export const courseFormSchema = z.object({
  title: titled(160),
  description: z.string().trim().max(4000, 'At most 4000 characters.'),
  category: z.string().trim().min(1, 'Choose a department or category.').max(200, 'At most 200 characters.'),
  estimated_minutes: whole('estimated minutes', 1, 6000),
  status: z.enum(['draft', 'published'], { error: 'Choose draft or published.' }),
});
export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseForm = z.output<typeof courseFormSchema>;

export function courseFormOf(course?: Course): CourseFormInput {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    category: course?.category ?? 'General',
    estimated_minutes: course ? Number(course.estimated_minutes) : 30,
    status: course?.status ?? 'draft',
  };
}

export const moduleFormSchema = z.object({
  title: titled(160),
  position: whole('position', 1, 1000),
  pass_mark: whole('pass mark', 1, 100),
});
export type ModuleFormInput = z.input<typeof moduleFormSchema>;
export type ModuleForm = z.output<typeof moduleFormSchema>;

export function moduleFormOf(module?: ModuleOutline, nextPosition = 1): ModuleFormInput {
  return {
    title: module?.title ?? '',
    position: module ? Number(module.position) : nextPosition,
    pass_mark: module?.pass_mark == null ? 70 : Number(module.pass_mark),
  };
}

/** The database takes https links only (course_lessons_video_url_check). */
const VIDEO_URL = /^https:\/\/[^\s]+$/;

export const lessonFormSchema = z
  .object({
    title: titled(160),
    position: whole('position', 1, 1000),
    kind: z.enum(LESSON_KINDS, { error: 'Choose text, video or attachment.' }),
    body: z.string().max(100000, 'At most 100,000 characters.'),
    video_url: z.string().trim().max(2048, 'At most 2048 characters.'),
    /** A newly chosen file; the lesson's current attachment stays when none is chosen. */
    file: z.instanceof(File).nullable(),
    attachment_path: z.string().nullable(),
  })
  .superRefine((value, context) => {
    if (value.kind === 'text' && value.body.trim() === '')
      context.addIssue({ code: 'custom', path: ['body'], message: 'Write the lesson text.' });
    if (value.kind === 'video' && !VIDEO_URL.test(value.video_url))
      context.addIssue({
        code: 'custom',
        path: ['video_url'],
        message: 'Give the video’s web address, starting with https://',
      });
    if (value.kind === 'attachment' && value.file === null && !value.attachment_path)
      context.addIssue({ code: 'custom', path: ['file'], message: 'Choose the file to attach.' });
  });
export type LessonFormInput = z.input<typeof lessonFormSchema>;
export type LessonForm = z.output<typeof lessonFormSchema>;

export function lessonFormOf(lesson?: LessonOutline, nextPosition = 1): LessonFormInput {
  return {
    title: lesson?.title ?? '',
    position: lesson ? Number(lesson.position) : nextPosition,
    kind: lesson?.kind ?? 'text',
    body: lesson?.body ?? '',
    video_url: lesson?.video_url ?? '',
    file: null,
    attachment_path: lesson?.attachment_path ?? null,
  };
}

export const questionFormSchema = z
  .object({
    prompt: z.string().trim().min(1, 'Write the question.').max(500, 'At most 500 characters.'),
    /** One choice a line. */
    choices: z.string(),
    correct: whole('number of the correct choice', 1, 6),
  })
  .transform((value, context) => {
    const choices = value.choices
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (choices.length < 2 || choices.length > 6) {
      context.addIssue({ code: 'custom', path: ['choices'], message: 'Give 2 to 6 choices, one a line.' });
      return z.NEVER;
    }
    if (value.correct > choices.length) {
      context.addIssue({
        code: 'custom',
        path: ['correct'],
        message: `There are only ${choices.length} choices.`,
      });
      return z.NEVER;
    }
    return { prompt: value.prompt, choices, correct_index: value.correct - 1 };
  });
export type QuestionFormInput = z.input<typeof questionFormSchema>;
export type QuestionForm = z.output<typeof questionFormSchema>;

export const AUTHORING_CONSTRAINT_FIELDS: ConstraintFields = {
  courses_title_check: { field: 'title', message: 'Give it a title of at most 160 characters.' },
  courses_estimated_minutes_check: { field: 'estimated_minutes', message: 'Between 1 and 6000 minutes.' },
  course_modules_position_check: { field: 'position', message: 'Between 1 and 1000.' },
  module_quizzes_pass_mark_check: { field: 'pass_mark', message: 'Between 1 and 100.' },
  course_lessons_video_url_check: { field: 'video_url', message: 'Give a link starting with https://' },
  course_lessons_kind_content_check: {
    field: 'kind',
    message: 'This kind of lesson needs its link or file.',
  },
  quiz_questions_choices_check: { field: 'choices', message: 'Give 2 to 6 choices.' },
};

interface Versioned {
  id: string;
  version: number;
}

/** Creates a course, or saves it over `version` (a stale version is a conflict, never an overwrite). */
export async function saveCourse(
  form: CourseForm,
  existing?: Versioned,
  given?: DataSource,
): Promise<Versioned> {
  const ds = await source(given);
  if (existing) return ds.update<Versioned>('courses', existing.id, existing.version, form);
  const [row] = await ds.insert<Versioned>('courses', form);
  return row!;
}

/** A module and its quiz's pass mark (the quiz row is created with the module). */
export async function saveModule(
  courseId: string,
  form: ModuleForm,
  existing?: Versioned,
  given?: DataSource,
): Promise<Versioned> {
  const ds = await source(given);
  const fields = { title: form.title, position: form.position };
  const module = existing
    ? await ds.update<Versioned>('course_modules', existing.id, existing.version, fields)
    : (await ds.insert<Versioned>('course_modules', { course_id: courseId, ...fields }))[0]!;
  const { rows } = await ds.list<Versioned>('module_quizzes', {
    columns: ['id', 'version'],
    filters: [eq('module_id', module.id)],
    count: 'none',
  });
  const quiz = rows[0];
  if (quiz) await ds.update('module_quizzes', quiz.id, quiz.version, { pass_mark: form.pass_mark });
  else await ds.insert('module_quizzes', { module_id: module.id, pass_mark: form.pass_mark });
  return module;
}

/**
 * Stores a lesson's attachment in the one file store (area `courses`, at
 * `<course id>/courses/<file id>-<name>`) and returns its path for the lesson row.
 */
export async function uploadLessonFile(courseId: string, file: File): Promise<string> {
  const problem = checkFile('courses', file);
  if (problem !== null) throw new Error(problem);
  const path = filePath(courseId, 'courses', file.name);
  const store = await fileStore();
  await store.upload(path, file, { contentType: storedContentType('courses', file) ?? file.type });
  return path;
}

/** A lesson; `attachmentPath` is where an uploaded file was stored (see uploadLessonFile). */
export async function saveLesson(
  moduleId: string,
  form: LessonForm,
  attachmentPath: string | null,
  existing?: Versioned,
  given?: DataSource,
): Promise<Versioned> {
  const ds = await source(given);
  const fields = {
    title: form.title,
    position: form.position,
    kind: form.kind,
    body: form.kind === 'text' ? form.body : '',
    video_url: form.kind === 'video' ? form.video_url : null,
    attachment_path: form.kind === 'attachment' ? (attachmentPath ?? form.attachment_path) : null,
  };
  if (existing) return ds.update<Versioned>('course_lessons', existing.id, existing.version, fields);
  const [row] = await ds.insert<Versioned>('course_lessons', { module_id: moduleId, ...fields });
  return row!;
}

/** Adds a question to a module's quiz (creating the quiz if needed); returns the question's id. */
export async function addQuizQuestion(
  moduleId: string,
  form: QuestionForm,
  given?: DataSource,
): Promise<string> {
  const ds = await source(given);
  const id = await ds.rpc<unknown>('save_quiz_question', {
    p_module_id: moduleId,
    p_prompt: form.prompt,
    p_choices: form.choices,
    p_correct_index: form.correct_index,
  });
  return z.string().parse(Array.isArray(id) ? id[0] : id);
}

export async function removeQuizQuestion(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('quiz_questions', id);
}

/** Every course query reads again after a write that went through; the editor shows the error. */
const useAuthoring = <Input, Result>(write: (input: Input) => Promise<Result>) =>
  useWrite(write, [courseKeys.all], { handlesError: true, refreshOn: 'success' });

export const useSaveCourse = () =>
  useAuthoring((input: { form: CourseForm; existing?: Versioned }) => saveCourse(input.form, input.existing));
export const useSaveModule = () =>
  useAuthoring((input: { courseId: string; form: ModuleForm; existing?: Versioned }) =>
    saveModule(input.courseId, input.form, input.existing),
  );
export const useSaveLesson = () =>
  useAuthoring(
    async (input: { courseId: string; moduleId: string; form: LessonForm; existing?: Versioned }) => {
      const path =
        input.form.kind === 'attachment' && input.form.file
          ? await uploadLessonFile(input.courseId, input.form.file)
          : null;
      return saveLesson(input.moduleId, input.form, path, input.existing);
    },
  );
export const useAddQuizQuestion = () =>
  useAuthoring((input: { moduleId: string; form: QuestionForm }) =>
    addQuizQuestion(input.moduleId, input.form),
  );

/** A module's or lesson's version as stored, for the editor's version guard (the outlines omit it). */
export async function authoringVersion(
  table: 'course_modules' | 'course_lessons',
  id: string,
  given?: DataSource,
): Promise<Versioned | null> {
  const ds = await source(given);
  return ds.get<Versioned>(table, id, ['id', 'version']);
}

export function useAuthoringVersion(table: 'course_modules' | 'course_lessons', id: string | null) {
  return useQuery({
    queryKey: [...courseKeys.all, 'version', table, id ?? ''] as const,
    queryFn: () => authoringVersion(table, id ?? ''),
    enabled: id !== null,
    staleTime: 0,
  });
}
