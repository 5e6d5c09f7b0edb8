// The courses service against the embedded DataSource on PGlite with the shipped seed, as each
// person: who sees and authors courses, whose progress a manager follows, quiz scoring against the
// pass mark in SQL (the key stays hidden), department enrolment, and the certificate only once
// every lesson is done and every quiz passed.
import { describe, expect, it } from 'vitest';
import type { DataSource } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { refusalOf } from '../backend/testing/refusals';
import { courseOutline, listCourses, quizQuestions, setLessonDone, submitQuiz } from './courses';
import { enrol, getCertificate, listProgress } from './course-enrolment';
import {
  addQuizQuestion,
  courseFormOf,
  courseFormSchema,
  lessonFormOf,
  lessonFormSchema,
  moduleFormOf,
  moduleFormSchema,
  questionFormSchema,
  saveCourse,
  saveLesson,
  saveModule,
} from './course-authoring';

const { db, as } = seededDatabase();
const asha = as('asha.rao@fpw.in'); // sales executive, enrolled in the recce checklist
const vikram = as('vikram.singh@fpw.in'); // head of Sales
const rahul = as('rahul.verma@fpw.in'); // head of Production
const meera = as('meera.iyer@fpw.in'); // head of Design
const priya = as('priya.nair@fpw.in'); // administrator (staff.manage)

const idOf = async (kind: string, n: number) =>
  (await db.query<{ id: string }>(`select md5('fpw:${kind}:' || $1::text)::uuid::text as id`, [n])).rows[0]!
    .id;

describe('who sees and authors courses', () => {
  it('shows staff the published courses and the administrator the drafts too', async () => {
    const titles = (await listCourses(asha)).map((course) => course.title);
    expect(titles).toEqual([
      'Edge banding basics',
      'Reading a cutting plan',
      'Selling modular kitchens',
      'Site recce checklist',
    ]);
    expect((await listCourses(priya)).map((course) => course.title)).toContain('GST on quotations');
  });

  it('lets the administrator add a course and refuses a sales manager', async () => {
    expect((await refusalOf(vikram.insert('courses', { title: 'Cold calling' }))).kind).toBe('permission');
    const [row] = await priya.insert<{ id: string; created_by: string }>('courses', {
      title: 'Cold calling',
    });
    expect(row?.id).toBeTruthy();
    await priya.remove('courses', row!.id);
  });

  it('never lets a learner read the answer key', async () => {
    const quiz = await idOf('course-quiz', 4);
    const questions = await quizQuestions(quiz, asha);
    expect(questions.map((question) => question.choices.length)).toEqual([3, 3, 3]);
    expect(questions[0]).not.toHaveProperty('correct_index');
    const error = await refusalOf(
      asha.list('quiz_questions', {
        columns: ['correct_index'],
        filters: [{ column: 'quiz_id', op: 'eq', value: quiz }],
      }),
    );
    expect(error.kind).toBe('permission');
  });

  it('shows a person their own progress, a head their department’s, the administrator everyone’s', async () => {
    const names = async (ds: DataSource) =>
      new Set((await listProgress({}, ds)).map((row) => row.staff_name));
    expect(await names(asha)).toEqual(new Set(['Asha Rao']));
    const sales = await names(vikram);
    expect(sales).toEqual(new Set(['Asha Rao', 'Vikram Singh', 'Nisha Bhat', 'Rohan Mehta']));
    const production = await names(rahul);
    expect(production.has('Imran Shaikh')).toBe(true);
    expect(production.has('Asha Rao')).toBe(false);
    const everyone = await names(priya);
    expect(everyone.has('Imran Shaikh') && everyone.has('Asha Rao') && everyone.has('Meera Iyer')).toBe(true);
  });

  it('tells a manager who is behind: past the due date and not complete', async () => {
    const kitchens = await idOf('course', 4);
    const behind = await listProgress({ courseId: kitchens, behindOnly: true }, vikram);
    expect(behind.map((row) => row.staff_name).sort()).toEqual(['Asha Rao', 'Rohan Mehta', 'Vikram Singh']);
    const nisha = (await listProgress({ courseId: kitchens }, vikram)).find(
      (row) => row.staff_name === 'Nisha Bhat',
    );
    expect(nisha).toMatchObject({ completed: true, behind: false, percent_done: 100 });
  });
});

describe('enrolment', () => {
  it('expands a department to its active staff, and keeps those already enrolled', async () => {
    const cutting = await idOf('course', 2);
    expect(
      await enrol(
        cutting,
        { target: 'department', department: 'Sales', staff_ids: [], due_on: '2027-02-28' },
        vikram,
      ),
    ).toBe(4);
    const enrolled = (await listProgress({ courseId: cutting }, vikram)).map((row) => row.staff_name).sort();
    expect(enrolled).toEqual(['Asha Rao', 'Nisha Bhat', 'Rohan Mehta', 'Vikram Singh']);
    expect(enrolled).not.toContain('Arjun Desai'); // deactivated
    expect(
      await enrol(cutting, { target: 'department', department: 'Sales', staff_ids: [], due_on: '' }, vikram),
    ).toBe(0);
  });

  it('refuses a head enrolling another department, or one of its people', async () => {
    const cutting = await idOf('course', 2);
    expect(
      (
        await refusalOf(
          enrol(
            cutting,
            { target: 'department', department: 'Production', staff_ids: [], due_on: '' },
            vikram,
          ),
        )
      ).kind,
    ).toBe('permission');
    const imran = '5a1e0000-0000-4000-8000-000000000012';
    expect(
      (
        await refusalOf(
          enrol(cutting, { target: 'staff', department: '', staff_ids: [imran], due_on: '' }, meera),
        )
      ).kind,
    ).toBe('permission');
    expect(
      await enrol(cutting, { target: 'staff', department: '', staff_ids: [imran], due_on: '' }, rahul),
    ).toBe(1);
  });
});

describe('quiz and certificate', () => {
  it('scores in SQL against the pass mark: 1 of 3 fails at 67%, 2 of 3 passes', async () => {
    const recce = await idOf('course-module', 4);
    const failed = await submitQuiz(recce, [0, 0, 1], asha);
    expect(failed).toMatchObject({ correct: 0, total: 3, score: 0, pass_mark: 67, passed: false });
    const one = await submitQuiz(recce, [1, 0, 1], asha);
    expect(one).toMatchObject({ correct: 1, score: 33, passed: false });
    const two = await submitQuiz(recce, [1, 1, 1], asha);
    expect(two).toMatchObject({ correct: 2, score: 67, passed: true });
    // Lessons are not done yet: passing the quiz alone earns no certificate.
    expect(two.certificate_id).toBeNull();
  });

  it('refuses a wrong number of answers, someone not enrolled, and a direct attempt row', async () => {
    const recce = await idOf('course-module', 4);
    expect((await refusalOf(submitQuiz(recce, [1, 1], asha))).message).toMatch(/Answer all 3 questions/);
    expect((await refusalOf(submitQuiz(recce, [1, 1, 0], rahul))).message).toMatch(/not enrolled/);
    const quiz = await idOf('course-quiz', 4);
    const forged = asha.insert('quiz_attempts', {
      quiz_id: quiz,
      staff_id: '5a1e0000-0000-4000-8000-000000000001',
      answers: [1, 1, 0],
      correct: 3,
      total: 3,
      score: 100,
      pass_mark: 67,
      passed: true,
    });
    expect((await refusalOf(forged)).kind).toBe('permission');
  });

  it('issues the certificate only when the last lesson is done, once', async () => {
    const course = await idOf('course', 3);
    const { modules } = await courseOutline(course, asha);
    expect(modules).toHaveLength(1);
    const [first, second] = modules[0]!.lessons;
    expect(modules[0]).toMatchObject({ quiz_passed: true, best_score: 67, attempts: 3 });
    await setLessonDone(first!.id, true, asha);
    let mine = (await listProgress({ courseId: course }, asha))[0]!;
    expect(mine).toMatchObject({ completed: false, lessons_done: 1, percent_done: 66 });
    // Undo and redo are fine; nobody else can tick Asha's lesson.
    await setLessonDone(first!.id, false, asha);
    await setLessonDone(first!.id, true, asha);
    expect(
      (await refusalOf(vikram.insert('lesson_progress', { lesson_id: second!.id, staff_id: mine.staff_id })))
        .kind,
    ).toBe('permission');
    await setLessonDone(second!.id, true, asha);
    mine = (await listProgress({ courseId: course }, asha))[0]!;
    expect(mine).toMatchObject({ completed: true, percent_done: 100, behind: false });
    const certificate = await getCertificate(mine.certificate_id!, asha);
    expect(certificate).toMatchObject({ staff_name: 'Asha Rao', course_title: 'Site recce checklist' });
    // Another pass does not issue a second one.
    const again = await submitQuiz(modules[0]!.id, [1, 1, 0], asha);
    expect(again).toMatchObject({ score: 100, passed: true, certificate_id: mine.certificate_id });
    // Her manager sees it; a head of another department does not.
    expect(await getCertificate(mine.certificate_id!, vikram)).not.toBeNull();
    expect(await getCertificate(mine.certificate_id!, rahul)).toBeNull();
  });

  it('refuses marking a lesson of a course one is not enrolled in', async () => {
    const lesson = await idOf('course-lesson', 5);
    expect((await refusalOf(setLessonDone(lesson, true, meera))).kind).toBe('permission');
  });
});

describe('authoring courses', () => {
  it('lets the administrator write a course with a module, a lesson and a quiz question', async () => {
    const course = await saveCourse(
      courseFormSchema.parse({
        title: 'Hinge fitting',
        description: 'Soft-close hinges on shutters',
        category: 'Production',
        estimated_minutes: 20,
        status: 'draft',
      }),
      undefined,
      priya,
    );
    const module = await saveModule(
      course.id,
      moduleFormSchema.parse({ title: 'Drilling the cup', position: 1, pass_mark: 50 }),
      undefined,
      priya,
    );
    await saveLesson(
      module.id,
      lessonFormSchema.parse({
        title: 'Watch the jig',
        position: 1,
        kind: 'video',
        body: '',
        video_url: 'https://videos.fpw.in/hinge-jig',
        file: null,
        attachment_path: null,
      }),
      null,
      undefined,
      priya,
    );
    const questionId = await addQuizQuestion(
      module.id,
      questionFormSchema.parse({ prompt: 'Cup diameter?', choices: '26 mm\n35 mm\n40 mm', correct: 2 }),
      priya,
    );
    expect(questionId).toBeTruthy();
    const outline = await courseOutline(course.id, priya);
    expect(outline.modules).toMatchObject([
      { title: 'Drilling the cup', pass_mark: 50, question_count: 1, lessons: [{ kind: 'video' }] },
    ]);
    const key = await db.query<{ correct_index: number }>(
      'select correct_index from public.quiz_questions where id = $1',
      [questionId],
    );
    expect(key.rows[0]?.correct_index).toBe(1);
    // The version guard: a stale save of the course is a conflict, not an overwrite.
    const form = courseFormSchema.parse({ ...courseFormOf(), title: 'Hinge fitting 2' });
    const saved = await saveCourse(form, course, priya);
    expect(saved.version).toBe(course.version + 1);
    expect((await refusalOf(saveCourse(form, course, priya))).kind).toBe('conflict');
    await priya.remove('courses', course.id);
  });

  it('refuses a sales executive every authoring write, the quiz question included', async () => {
    const form = courseFormSchema.parse({ ...courseFormOf(), title: 'Cold calling' });
    expect((await refusalOf(saveCourse(form, undefined, asha))).kind).toBe('permission');
    const module = (await courseOutline(await idOf('course', 1), priya)).modules[0]!;
    expect(
      (
        await refusalOf(
          saveModule(
            module.course_id,
            moduleFormSchema.parse({ ...moduleFormOf(), title: 'Intro' }),
            undefined,
            asha,
          ),
        )
      ).kind,
    ).toBe('permission');
    const question = questionFormSchema.parse({ prompt: 'Which?', choices: 'a\nb', correct: 1 });
    expect((await refusalOf(addQuizQuestion(module.id, question, asha))).kind).toBe('permission');
    expect((await refusalOf(addQuizQuestion(module.id, question, vikram))).kind).toBe('permission');
  });

  it('refuses a video lesson without an https link before any call', () => {
    const result = lessonFormSchema.safeParse({
      ...lessonFormOf(),
      title: 'Video',
      kind: 'video',
      video_url: 'not a link',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['video_url']);
  });
});

describe('lesson attachments in the file store', () => {
  const pathIn = async (course: number) =>
    `${await idOf('course', course)}/courses/${crypto.randomUUID()}-handout.pdf`;

  it('lets enrolled staff and course managers read, and only managers write', async () => {
    const recce = await pathIn(3); // Asha is enrolled
    const gst = await pathIn(5); // a draft nobody is enrolled in
    expect(await asha.rpc('can_read_course_file', { p_path: recce })).toBe(true);
    expect(await asha.rpc('can_read_course_file', { p_path: gst })).toBe(false);
    expect(await asha.rpc('can_write_course_file', { p_path: recce })).toBe(false);
    expect(await vikram.rpc('can_write_course_file', { p_path: recce })).toBe(false);
    expect(await priya.rpc('can_read_course_file', { p_path: gst })).toBe(true);
    expect(await priya.rpc('can_write_course_file', { p_path: gst })).toBe(true);
    // A project's path is not a course file, whoever asks.
    expect(
      await priya.rpc('can_write_course_file', { p_path: gst.replace('/courses/', '/documents/') }),
    ).toBe(false);
  });
});
