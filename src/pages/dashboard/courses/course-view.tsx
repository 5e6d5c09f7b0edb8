/**
 * One course (`?course=<id>`): its modules in order, each with its lessons (text, a video link or an
 * attachment) that the enrolled person ticks as done, and the module's quiz. Managers enrol staff
 * or a department from here; a completed course links to its certificate.
 */
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, toaster } from '@/ui';
import {
  useCourse,
  useCourseOutline,
  useSetLessonDone,
  type Course,
  type LessonOutline,
  type ModuleOutline,
} from '@/services/courses';
import { formatDay, withParam } from './course-params';
import { CourseProgressBar, StandingBadge, standingOf } from './course-progress';
import { EnrolDialog } from './enrol-dialog';
import { QuizDialog } from './quiz-dialog';

const KIND_LABELS: Record<LessonOutline['kind'], string> = {
  text: 'Reading',
  video: 'Video',
  attachment: 'Attachment',
};

function fileName(path: string): string {
  return path.split('/').pop() ?? path;
}

function LessonItem({ lesson, enrolled }: { lesson: LessonOutline; enrolled: boolean }) {
  const setDone = useSetLessonDone();
  return (
    <Stack as="li" gap="2" borderTopWidth="1px" pt="3">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <HStack gap="2">
          <Heading as="h4" textStyle="md">
            {lesson.title}
          </Heading>
          <Badge colorPalette="gray">{KIND_LABELS[lesson.kind]}</Badge>
        </HStack>
        <Checkbox.Root
          size="sm"
          checked={lesson.done}
          disabled={!enrolled || setDone.isPending}
          onCheckedChange={(details) =>
            setDone.mutate(
              { lessonId: lesson.id, done: details.checked === true },
              {
                onError: (error) =>
                  toaster.create({
                    type: 'error',
                    title: 'The lesson was not marked',
                    description: error.message,
                  }),
              },
            )
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          {/* The label names the input (aria-labelledby): say which lesson to a screen reader. */}
          <Checkbox.Label>
            <VisuallyHidden>{lesson.title} </VisuallyHidden>Done
          </Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {lesson.body ? (
        <Text textStyle="sm" whiteSpace="pre-line">
          {lesson.body}
        </Text>
      ) : null}
      {lesson.kind === 'video' && lesson.video_url ? (
        <Link
          href={lesson.video_url}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="brand"
          textStyle="sm"
        >
          Watch the video: {lesson.title}
        </Link>
      ) : null}
      {lesson.kind === 'attachment' && lesson.attachment_path ? (
        <Text textStyle="sm" color="fg.muted">
          Attachment: {fileName(lesson.attachment_path)}
        </Text>
      ) : null}
    </Stack>
  );
}

function ModuleCard({
  module,
  enrolled,
  onTakeQuiz,
}: {
  module: ModuleOutline & { lessons: LessonOutline[] };
  enrolled: boolean;
  onTakeQuiz: () => void;
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
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" gap="3">
          {module.lessons.map((lesson) => (
            <LessonItem key={lesson.id} lesson={lesson} enrolled={enrolled} />
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

export function CourseView({ courseId, canEnrol }: { courseId: string; canEnrol: boolean }) {
  const [params] = useSearchParams();
  const course = useCourse(courseId);
  const outline = useCourseOutline(courseId);
  const [quizModule, setQuizModule] = useState<string | null>(null);
  const [enrolOpen, setEnrolOpen] = useState(false);
  const back = (
    <Link asChild colorPalette="brand" textStyle="sm">
      <RouterLink to={`?${withParam(params, 'course', null).toString()}`}>← All courses</RouterLink>
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
        {canEnrol ? (
          <Button size="sm" colorPalette="brand" onClick={() => setEnrolOpen(true)}>
            Enrol staff
          </Button>
        ) : null}
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
