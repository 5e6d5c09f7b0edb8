/**
 * Writing a course, for people who manage courses (staff.manage, as the courses' RLS): one dialog
 * holding the one RecordForm for a course, a module (with its quiz's pass mark), a lesson (text, a
 * https video link, or an attachment uploaded to the file store) or a quiz question. The dialog that
 * holds them is authoring-dialog.tsx.
 */
import { LoadingState, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import {
  AUTHORING_CONSTRAINT_FIELDS,
  authoringVersion,
  courseFormOf,
  courseFormSchema,
  lessonFormOf,
  lessonFormSchema,
  moduleFormOf,
  moduleFormSchema,
  questionFormSchema,
  useAddQuizQuestion,
  useAuthoringVersion,
  useSaveCourse,
  useSaveLesson,
  useSaveModule,
  type CourseFormInput,
  type LessonFormInput,
  type ModuleFormInput,
  type QuestionFormInput,
  getCourse,
  useDepartments,
  type Course,
  type LessonOutline,
  type ModuleOutline,
} from '@/services/learning';
import { AREA_LIMITS } from '@/services/files';
import { formFailureOf } from '@/services/kit';

export type EditTarget =
  | { kind: 'course'; course?: Course | undefined }
  | { kind: 'module'; courseId: string; module?: ModuleOutline | undefined; nextPosition: number }
  | {
      kind: 'lesson';
      courseId: string;
      moduleId: string;
      lesson?: LessonOutline | undefined;
      nextPosition: number;
    }
  | { kind: 'question'; moduleId: string; moduleTitle: string };

const describeError = (error: unknown) => formFailureOf(error, AUTHORING_CONSTRAINT_FIELDS);

export function CourseEditor({
  course,
  onDone,
}: {
  course?: Course | undefined;
  onDone: (id: string) => void;
}) {
  const departments = useDepartments(true);
  const save = useSaveCourse();
  if (departments.isPending) return <LoadingState label="Reading the departments…" />;
  const names = ['General', ...(departments.data ?? [])];
  if (course && !names.includes(course.category)) names.push(course.category);
  const fields: RecordFieldSpec<keyof CourseFormInput>[] = [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'description', label: 'Summary', kind: 'textarea', wide: true },
    {
      name: 'category',
      label: 'Department',
      kind: 'select',
      required: true,
      options: names.map((name) => ({ value: name, label: name })),
    },
    { name: 'estimated_minutes', label: 'Estimated time', kind: 'number', unit: 'min', min: 1, step: 1 },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      helper: 'Staff see published courses only.',
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'published', label: 'Published' },
      ],
    },
  ];
  return (
    <RecordForm
      label={course ? `Edit ${course.title}` : 'New course'}
      schema={courseFormSchema}
      defaultValues={courseFormOf(course)}
      fields={fields}
      blockNavigation={false}
      submitLabel={course ? 'Save course' : 'Create course'}
      describeError={describeError}
      onSubmit={async (form, { overwrite }) => {
        const saved = await save.mutateAsync({
          form,
          // Overwriting a newer save: write over the course as it now stands.
          existing: course && (overwrite ? ((await getCourse(course.id)) ?? course) : course),
        });
        toaster.create({ type: 'success', title: `${form.title} saved` });
        onDone(saved.id);
      }}
    />
  );
}

export function ModuleEditor({
  target,
  onDone,
}: {
  target: Extract<EditTarget, { kind: 'module' }>;
  onDone: () => void;
}) {
  const save = useSaveModule();
  const stored = useAuthoringVersion('course_modules', target.module?.id ?? null);
  if (target.module && stored.isPending) return <LoadingState label="Opening the module…" />;
  const fields: RecordFieldSpec<keyof ModuleFormInput>[] = [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'position', label: 'Position', kind: 'number', required: true, min: 1, max: 1000, step: 1 },
    {
      name: 'pass_mark',
      label: 'Quiz pass mark',
      kind: 'number',
      required: true,
      unit: '%',
      min: 1,
      max: 100,
      step: 1,
    },
  ];
  return (
    <RecordForm
      label={target.module ? `Edit module ${target.module.title}` : 'New module'}
      schema={moduleFormSchema}
      defaultValues={moduleFormOf(target.module, target.nextPosition)}
      fields={fields}
      blockNavigation={false}
      submitLabel="Save module"
      describeError={describeError}
      onSubmit={async (form, { overwrite }) => {
        // Overwriting a newer save: write over the module as it now stands.
        const existing =
          overwrite && target.module
            ? await authoringVersion('course_modules', target.module.id)
            : stored.data;
        await save.mutateAsync({ courseId: target.courseId, form, existing: existing ?? undefined });
        toaster.create({ type: 'success', title: `Module ${form.title} saved` });
        onDone();
      }}
    />
  );
}

export function LessonEditor({
  target,
  onDone,
}: {
  target: Extract<EditTarget, { kind: 'lesson' }>;
  onDone: () => void;
}) {
  const save = useSaveLesson();
  const stored = useAuthoringVersion('course_lessons', target.lesson?.id ?? null);
  if (target.lesson && stored.isPending) return <LoadingState label="Opening the lesson…" />;
  const limits = AREA_LIMITS.courses;
  const fields: RecordFieldSpec<keyof LessonFormInput>[] = [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'position', label: 'Position', kind: 'number', required: true, min: 1, max: 1000, step: 1 },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      required: true,
      options: [
        { value: 'text', label: 'Text' },
        { value: 'video', label: 'Video link' },
        { value: 'attachment', label: 'Attachment' },
      ],
    },
    { name: 'body', label: 'Lesson text', kind: 'textarea', wide: true, helper: 'For a text lesson.' },
    {
      name: 'video_url',
      label: 'Video address',
      kind: 'text',
      wide: true,
      placeholder: 'https://',
      helper: 'For a video lesson: a link starting with https://',
    },
    {
      name: 'file',
      label: 'Attachment',
      kind: 'file',
      wide: true,
      accept: limits.accept,
      helper: target.lesson?.attachment_path
        ? `Keeps the current file unless you choose another (${limits.description}).`
        : `For an attachment lesson: ${limits.description}.`,
    },
  ];
  return (
    <RecordForm
      label={target.lesson ? `Edit lesson ${target.lesson.title}` : 'New lesson'}
      schema={lessonFormSchema}
      defaultValues={lessonFormOf(target.lesson, target.nextPosition)}
      fields={fields}
      blockNavigation={false}
      submitLabel="Save lesson"
      describeError={describeError}
      onSubmit={async (form, { overwrite }) => {
        const existing =
          overwrite && target.lesson
            ? await authoringVersion('course_lessons', target.lesson.id)
            : stored.data;
        await save.mutateAsync({
          courseId: target.courseId,
          moduleId: target.moduleId,
          form,
          existing: existing ?? undefined,
        });
        toaster.create({ type: 'success', title: `Lesson ${form.title} saved` });
        onDone();
      }}
    />
  );
}

export function QuestionEditor({
  target,
  onDone,
}: {
  target: Extract<EditTarget, { kind: 'question' }>;
  onDone: () => void;
}) {
  const save = useAddQuizQuestion();
  const fields: RecordFieldSpec<keyof QuestionFormInput>[] = [
    { name: 'prompt', label: 'Question', kind: 'textarea', required: true, wide: true },
    {
      name: 'choices',
      label: 'Choices',
      kind: 'textarea',
      required: true,
      wide: true,
      helper: '2 to 6, one a line.',
    },
    {
      name: 'correct',
      label: 'Correct choice',
      kind: 'number',
      required: true,
      min: 1,
      max: 6,
      step: 1,
      helper: 'Its number in the list: 1 for the first line.',
    },
  ];
  const defaults: QuestionFormInput = { prompt: '', choices: '', correct: 1 };
  return (
    <RecordForm
      label={`New question for ${target.moduleTitle}`}
      schema={questionFormSchema}
      defaultValues={defaults}
      fields={fields}
      blockNavigation={false}
      submitLabel="Add question"
      describeError={describeError}
      onSubmit={async (form) => {
        await save.mutateAsync({ moduleId: target.moduleId, form });
        toaster.create({ type: 'success', title: 'Question added' });
        onDone();
      }}
    />
  );
}
