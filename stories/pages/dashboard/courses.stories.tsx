/**
 * dashboard/courses on a small fake Supabase project (MSW), signed in as a sales executive: the
 * course list with her progress, a course whose lesson she ticks done, its quiz failed then passed
 * (scored by the fake submit_quiz as the SQL does, against the pass mark), and the certificate; and
 * the "who is behind" table of a manager; and the administrator adding a lesson (a video lesson
 * whose address is not a link is refused beside the field).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardCoursesPage from '../../../src/pages/dashboard/courses.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow, type FakeTables } from './fake-supabase';

const KEY = [1, 1, 0];
const PASS_MARK = 67;

const course = (overrides: Partial<FakeRow>): FakeRow => ({
  id: 'c3',
  title: 'Site recce checklist',
  description: 'What to carry, what to measure and what to photograph on a site survey.',
  category: 'Design',
  status: 'published',
  estimated_minutes: 30,
  version: 1,
  module_count: 1,
  lesson_count: 2,
  enrolled_count: 4,
  my_enrolment_id: 'e1',
  my_due_on: '2027-01-31',
  my_percent_done: 0,
  my_certificate_id: null,
  my_behind: false,
  ...overrides,
});

const tables: FakeTables = {};

function reset(): void {
  Object.assign(tables, {
    course_list: [
      course({}),
      course({
        id: 'c4',
        title: 'Selling modular kitchens',
        category: 'Sales',
        my_enrolment_id: 'e2',
        my_due_on: '2026-10-31',
        my_percent_done: 17,
        my_behind: true,
      }),
      course({
        id: 'c1',
        title: 'Edge banding basics',
        category: 'Production',
        my_enrolment_id: null,
        my_due_on: null,
        my_percent_done: null,
        my_behind: null,
      }),
    ],
    course_module_outline: [
      {
        id: 'm4',
        course_id: 'c3',
        position: 1,
        title: 'On site',
        quiz_id: 'q4',
        pass_mark: PASS_MARK,
        question_count: 3,
        best_score: null,
        quiz_passed: false,
        attempts: 0,
      },
    ],
    course_lesson_outline: [
      {
        id: 'l7',
        module_id: 'm4',
        course_id: 'c3',
        position: 1,
        title: 'What to carry',
        kind: 'text',
        body: 'Laser measure, 5 m tape and the recce form on the tablet.',
        video_url: null,
        attachment_path: null,
        done: false,
      },
      {
        id: 'l8',
        module_id: 'm4',
        course_id: 'c3',
        position: 2,
        title: 'Measuring a room',
        kind: 'video',
        body: 'Start from a fixed corner at floor level.',
        video_url: 'https://www.youtube.com/watch?v=site-recce-measuring',
        attachment_path: null,
        done: true,
      },
    ],
    quiz_questions: [
      {
        id: 'qq1',
        quiz_id: 'q4',
        position: 1,
        prompt: 'Where do you start measuring a room?',
        choices: ['From the ceiling', 'From a fixed corner, at floor level'],
      },
      {
        id: 'qq2',
        quiz_id: 'q4',
        position: 2,
        prompt: 'What do you photograph before leaving?',
        choices: ['Only the kitchen', 'Every wall and the services'],
      },
      {
        id: 'qq3',
        quiz_id: 'q4',
        position: 3,
        prompt: 'In which unit are measurements written?',
        choices: ['Millimetres', 'Feet and inches'],
      },
    ],
    course_progress: [
      progress('e2', 'Asha Rao', 'Selling modular kitchens', 17, '2026-10-31', true, null),
      progress('e3', 'Rohan Mehta', 'Selling modular kitchens', 0, '2026-10-31', true, null),
      progress('e4', 'Nisha Bhat', 'Selling modular kitchens', 100, '2026-10-31', false, 'cert-nisha'),
    ],
    certificate_details: [],
    course_lessons: [],
    staff: [{ id: 's1', name: 'Asha Rao', department: 'Sales', email: 'asha.rao@fpw.in' }],
    departments: [{ name: 'Sales', head_staff_id: 's2' }],
  });
}

function progress(
  id: string,
  name: string,
  title: string,
  percent: number,
  due: string,
  behind: boolean,
  certificate: string | null,
): FakeRow {
  return {
    enrolment_id: id,
    course_id: 'c4',
    course_title: title,
    staff_id: `staff-${id}`,
    staff_name: name,
    department: 'Sales',
    due_on: due,
    via_department: 'Sales',
    lessons_total: 3,
    lessons_done: 0,
    quizzes_total: 2,
    quizzes_passed: 0,
    percent_done: percent,
    certificate_id: certificate,
    completed: certificate !== null,
    behind,
  };
}

function submitQuiz(args: Record<string, unknown>, data: FakeTables) {
  const answers = args['p_answers'] as number[];
  const correct = answers.filter((answer, index) => answer === KEY[index]).length;
  const score = Math.round((100 * correct) / KEY.length);
  const passed = score >= PASS_MARK;
  const lessonsDone = (data['course_lesson_outline'] ?? []).every((lesson) => lesson['done'] === true);
  let certificate: string | null = null;
  if (passed && lessonsDone) {
    certificate = 'cert-1';
    data['certificate_details'] = [
      {
        id: 'cert-1',
        code: 'FPW-2026-1A2B3C4D',
        issued_at: new Date().toISOString(),
        course_id: 'c3',
        course_title: 'Site recce checklist',
        estimated_minutes: 30,
        staff_id: 's1',
        staff_name: 'Asha Rao',
        department: 'Sales',
      },
    ];
  }
  return [
    {
      attempt_id: `a${Date.now()}`,
      score,
      correct,
      total: KEY.length,
      pass_mark: PASS_MARK,
      passed,
      certificate_id: certificate,
    },
  ];
}

function CoursesRoute({ initial }: { initial: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/courses', element: <DashboardCoursesPage /> }], {
      initialEntries: [initial],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Courses',
  component: CoursesRoute,
  args: { initial: '/dashboard/courses' },
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(tables, {
        rpc: {
          my_permissions: () => ['leads.view'],
          set_lesson_done: (args, data) => {
            for (const lesson of data['course_lesson_outline'] ?? []) {
              if (lesson['id'] === args['p_lesson_id']) lesson['done'] = args['p_done'];
            }
            return null;
          },
          submit_quiz: submitQuiz,
        },
      }),
    },
  },
  beforeEach: () => {
    reset();
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'asha.rao@fpw.in', designation: 'sales', staffId: 's1' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof CoursesRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

async function answerAll(dialog: HTMLElement, choices: string[]) {
  for (const choice of choices) await userEvent.click(within(dialog).getByText(choice));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit answers' }));
}

export const TakeTheQuiz: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Courses' }, { timeout: 15000 });
    await waitFor(() => expect(table).toHaveTextContent('Site recce checklist'), { timeout: 15000 });
    await expect(table).toHaveTextContent('Behind');
    await expect(table).toHaveTextContent('Not enrolled');

    await userEvent.click(within(table).getByRole('link', { name: 'Site recce checklist' }));
    const module = await canvas.findByRole('region', { name: 'Module 1: On site' }, { timeout: 15000 });
    await expect(module).toHaveTextContent('1 of 2 lessons done');
    await userEvent.click(within(module).getByRole('checkbox', { name: /^What to carry done$/i }));
    await waitFor(() => expect(module).toHaveTextContent('2 of 2 lessons done'), { timeout: 15000 });

    await userEvent.click(within(module).getByRole('button', { name: 'Take the quiz' }));
    const dialog = await body.findByRole('dialog', { name: 'Quiz: On site' }, { timeout: 15000 });
    // Submitting with questions unanswered names each one and sends nothing.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(within(dialog).getAllByText('Choose an answer.')).toHaveLength(3));

    await answerAll(dialog, ['From the ceiling', 'Only the kitchen', 'Millimetres']);
    await waitFor(() => expect(dialog).toHaveTextContent('Not passed yet: you scored 33%'), {
      timeout: 15000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await answerAll(dialog, [
      'From a fixed corner, at floor level',
      'Every wall and the services',
      'Millimetres',
    ]);
    await waitFor(() => expect(dialog).toHaveTextContent('Passed: you scored 100%'), { timeout: 15000 });

    await userEvent.click(within(dialog).getByRole('link', { name: 'View your certificate' }));
    const certificate = await canvas.findByRole(
      'article',
      { name: 'Certificate of completion' },
      { timeout: 15000 },
    );
    await expect(certificate).toHaveTextContent('Asha Rao');
    await expect(certificate).toHaveTextContent('FPW-2026-1A2B3C4D');
    await expect(canvas.getByRole('button', { name: 'Print certificate' })).toBeEnabled();
  },
};

export const WhoIsBehind: Story = {
  args: { initial: '/dashboard/courses?tab=team' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: 'Progress of enrolled staff' },
      { timeout: 15000 },
    );
    await waitFor(() => expect(table).toHaveTextContent('Rohan Mehta'), { timeout: 15000 });
    await expect(table).toHaveTextContent('Nisha Bhat');
    await userEvent.click(canvas.getByRole('button', { name: 'Only those behind' }));
    // The filtered list is a new query: its table replaces the one read above, so ask for it again.
    const current = () => canvas.getByRole('table', { name: 'Progress of enrolled staff' });
    await waitFor(() => expect(current()).not.toHaveTextContent('Nisha Bhat'), { timeout: 15000 });
    await expect(current()).toHaveTextContent('Rohan Mehta');
    await expect(canvas.getByRole('button', { name: 'Only those behind' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The administrator (staff.manage, who may write courses) adds a video lesson to a module. */
export const ManagerAddsALesson: Story = {
  args: { initial: '/dashboard/courses?course=c3' },
  parameters: {
    msw: {
      handlers: fakeSupabase(tables, { rpc: { my_permissions: () => ['staff.manage'] } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const module = await canvas.findByRole('region', { name: 'Module 1: On site' }, { timeout: 15000 });
    await userEvent.click(
      await within(module).findByRole('button', { name: 'Add lesson' }, { timeout: 15000 }),
    );
    const dialog = await body.findByRole('dialog', { name: 'New lesson' }, { timeout: 15000 });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/^Title/), 'Checking levels');
    await userEvent.selectOptions(form.getByLabelText(/^Kind/), 'video');
    const address = form.getByLabelText(/^Video address/);
    await userEvent.type(address, 'the video on the shared drive');
    await userEvent.click(form.getByRole('button', { name: 'Save lesson' }));
    // Refused beside the field, before anything is sent.
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.getByText('Give the video’s web address, starting with https://')).toBeVisible();
    await expect(tables['course_lessons'] ?? []).toHaveLength(0);

    await userEvent.clear(address);
    await userEvent.type(address, 'https://videos.fpw.in/checking-levels');
    await userEvent.click(form.getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(tables['course_lessons'] ?? []).toHaveLength(1), { timeout: 15000 });
    await expect(tables['course_lessons']?.[0]).toMatchObject({
      module_id: 'm4',
      title: 'Checking levels',
      kind: 'video',
      position: 3,
      video_url: 'https://videos.fpw.in/checking-levels',
      attachment_path: null,
    });
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'New lesson' })).toBeNull(), {
      timeout: 15000,
    });
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
