/**
 * One course (`?course=<id>`): its modules in order, each with its lessons (text, a video link or an
 * attachment) that the enrolled person ticks as done, and the module's quiz. Managers enrol staff
 * or a department from here; a completed course links to its certificate.
 */
import { Badge, Button, Card, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListState } from '@/pages/list-kit';
import { EmptyState, ErrorState, LoadingState } from '@/ui';
import { useCourse, useCourseOutline, type Course } from '@/services/learning';
import { AuthoringDialog, ModuleAuthoring, type OutlinedModule } from './authoring-dialog';
import type { EditTarget } from './course-editors';
import { LessonItem } from './lesson-item';
import { coursesLink, coursesList } from './courses.contract';
import { formatDay } from './format-day';
import { CourseProgressBar, StandingBadge, standingOf } from './course-progress';
import { EnrolDialog } from './enrol-dialog';
import { QuizDialog } from './quiz-dialog';

function ModuleCard({
  module,
  enrolled,
  onTakeQuiz,
  onEdit,
}: {
  module: OutlinedModule;
  enrolled: boolean;
  onTakeQuiz: () => void;
  /** Given to course managers. */
  onEdit?: ((target: EditTarget) => void) | undefined;
}) {
  const done = module.lessons.filter((lesson) => lesson.done).length;
  return (
    <Card.Root as="section" aria-label={`Module ${module.position}: ${module.title}`}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h3" textStyle="lg">
            Module {module.position}: {module.title}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {done} of {module.lessons.length} lessons done
          </Text>
        </Flex>
        {onEdit ? <ModuleAuthoring module={module} onEdit={onEdit} /> : null}
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" gap="3">
          {module.lessons.map((lesson) => (
            <LessonItem
              key={lesson.id}
              lesson={lesson}
              enrolled={enrolled}
              onEdit={
                onEdit &&
                (() =>
                  onEdit({
                    kind: 'lesson',
                    courseId: module.course_id,
                    moduleId: module.id,
                    lesson,
                    nextPosition: Number(lesson.position),
                  }))
              }
            />
          ))}
        </Stack>
      </Card.Body>
      {module.quiz_id !== null ? (
        <Card.Footer>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap" w="full">
            <Stack gap="0">
              <Text textStyle="sm" fontWeight="medium">
                Quiz: {module.question_count} questions, pass mark {module.pass_mark}%
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {module.attempts === 0
                  ? 'Not taken yet'
                  : `Best score ${module.best_score ?? 0}% after ${module.attempts} ${module.attempts === 1 ? 'attempt' : 'attempts'}`}
              </Text>
            </Stack>
            <HStack>
              {module.quiz_passed ? <Badge colorPalette="green">Quiz passed</Badge> : null}
              <Button
                size="sm"
                variant={module.quiz_passed ? 'outline' : 'solid'}
                colorPalette="brand"
                disabled={!enrolled}
                onClick={onTakeQuiz}
              >
                {module.quiz_passed ? 'Retake the quiz' : 'Take the quiz'}
              </Button>
            </HStack>
          </Flex>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

function CourseSummary({ course }: { course: Course }) {
  const enrolled = course.my_enrolment_id !== null;
  const mine = enrolled
    ? { completed: course.my_certificate_id !== null, behind: course.my_behind === true }
    : null;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Text>{course.description}</Text>
          <Text textStyle="sm" color="fg.muted">
            {course.category} · about {course.estimated_minutes} minutes · {course.module_count} modules ·{' '}
            {course.lesson_count} lessons · {course.enrolled_count} enrolled
          </Text>
          {enrolled ? (
            <Flex gap="4" align="center" wrap="wrap">
              <CourseProgressBar percent={course.my_percent_done ?? 0} label="My progress in this course" />
              <StandingBadge standing={standingOf(mine)} />
              <Text textStyle="sm">Due {formatDay(course.my_due_on)}</Text>
              {course.my_certificate_id ? (
                <Button asChild size="sm" colorPalette="green">
                  <RouterLink to={`?certificate=${course.my_certificate_id}`}>View my certificate</RouterLink>
                </Button>
              ) : null}
            </Flex>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              You are not enrolled in this course: you can read it, and a manager can enrol you.
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function CourseView({
  courseId,
  canEnrol,
  canAuthor = false,
}: {
  courseId: string;
  canEnrol: boolean;
  /** staff.manage: the courses' RLS lets them write courses, modules, lessons and quizzes. */
  canAuthor?: boolean;
}) {
  const { state } = useListState(coursesList);
  const course = useCourse(courseId);
  const outline = useCourseOutline(courseId);
  const [quizModule, setQuizModule] = useState<string | null>(null);
  const [enrolOpen, setEnrolOpen] = useState(false);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const back = (
    <Link asChild colorPalette="brand" textStyle="sm">
      <RouterLink to={coursesLink(state, { open: null })}>← All courses</RouterLink>
    </Link>
  );
  if (course.isPending || outline.isPending) return <LoadingState label="Opening the course…" />;
  if (course.isError || outline.isError) {
    return (
      <ErrorState
        title="The course could not be opened"
        message={(course.error ?? outline.error)?.message ?? ''}
        onRetry={() => {
          void course.refetch();
          void outline.refetch();
        }}
      />
    );
  }
  if (course.data === null) {
    return (
      <Stack gap="4">
        {back}
        <EmptyState title="No such course" description="It may have been removed, or it is still a draft." />
      </Stack>
    );
  }
  const enrolled = course.data.my_enrolment_id !== null;
  const open = outline.data.modules.find((module) => module.id === quizModule) ?? null;
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        {back}
        <HStack gap="2" wrap="wrap">
          {canAuthor ? (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing({ kind: 'course', course: course.data ?? undefined })}
              >
                Edit course
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setEditing({
                    kind: 'module',
                    courseId,
                    nextPosition:
                      Math.max(0, ...outline.data.modules.map((module) => Number(module.position))) + 1,
                  })
                }
              >
                Add module
              </Button>
            </>
          ) : null}
          {canEnrol ? (
            <Button size="sm" colorPalette="brand" onClick={() => setEnrolOpen(true)}>
              Enrol staff
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <Heading as="h2" textStyle="2xl">
        {course.data.title}
      </Heading>
      <CourseSummary course={course.data} />
      {outline.data.modules.length === 0 ? (
        <EmptyState title="No modules yet" description="The course's author has not added any modules." />
      ) : (
        outline.data.modules.map((module) => (
          <ModuleCard
            key={module.id}
            module={module}
            enrolled={enrolled}
            onTakeQuiz={() => setQuizModule(module.id)}
            onEdit={canAuthor ? setEditing : undefined}
          />
        ))
      )}
      {open !== null && open.quiz_id !== null ? (
        <QuizDialog
          key={open.id}
          moduleId={open.id}
          quizId={open.quiz_id}
          title={`Quiz: ${open.title}`}
          passMark={open.pass_mark ?? 0}
          onClose={() => setQuizModule(null)}
        />
      ) : null}
      {canAuthor ? <AuthoringDialog target={editing} onClose={() => setEditing(null)} /> : null}
      {canEnrol ? (
        <EnrolDialog
          courseId={courseId}
          courseTitle={course.data.title}
          open={enrolOpen}
          onOpenChange={setEnrolOpen}
        />
      ) : null}
    </Stack>
  );
}
