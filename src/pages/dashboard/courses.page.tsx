/**
 * Training courses for staff: the course list with each person's own progress, a course with its
 * modules, lessons and quizzes (`?course=`), the printable certificate (`?certificate=`), and who is
 * behind (`?tab=team`, `behind=1`): every enrolment the person may follow, their own, their
 * department's as its head, or everyone's with staff.manage. The database decides all of it.
 */
import { Button, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useListState } from '@/pages/list-kit';
import { usePermissions } from '@/services/admin';
import { useStoredUser } from '@/services/auth';
import { useDepartmentsHeadedBy } from '@/services/learning';
import { coursesList, coursesViewOf } from './courses/courses.contract';
import { CourseList } from './courses/course-list';
import { CourseView } from './courses/course-view';
import { CertificateView } from './courses/certificate-view';
import { TeamProgress } from './courses/team-progress';
import { AuthoringDialog } from './courses/authoring-dialog';
import { RouteHeader } from './page-frame';

export default function DashboardCoursesPage() {
  const list = useListState(coursesList);
  const view = coursesViewOf(list.state);
  const permissions = usePermissions();
  const user = useStoredUser();
  const headed = useDepartmentsHeadedBy(user?.email);
  // Writing courses is staff.manage's, as the courses' RLS policies say.
  const canAuthor = permissions.can('staff.manage');
  const canEnrol = canAuthor || (headed.data ?? []).length > 0;
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="6">
      <RouteHeader
        title="Courses"
        description="Training for staff: lessons, a short quiz per module, and a certificate on completion."
        actions={
          canAuthor && view.courseId === null && view.certificateId === null ? (
            <Button colorPalette="brand" onClick={() => setCreating(true)}>
              New course
            </Button>
          ) : undefined
        }
      />
      {canAuthor ? (
        <AuthoringDialog
          target={creating ? { kind: 'course' } : null}
          onClose={() => setCreating(false)}
          onCourseSaved={list.open}
        />
      ) : null}
      {view.certificateId !== null ? (
        <CertificateView certificateId={view.certificateId} />
      ) : view.courseId !== null ? (
        <CourseView courseId={view.courseId} canEnrol={canEnrol} canAuthor={canAuthor} />
      ) : (
        <Tabs.Root
          value={view.tab}
          lazyMount
          unmountOnExit
          onValueChange={(details) =>
            list.setFilters({ tab: details.value === 'courses' ? undefined : details.value })
          }
        >
          <Tabs.List aria-label="Courses">
            <Tabs.Trigger value="courses">Courses</Tabs.Trigger>
            <Tabs.Trigger value="team">Who is behind</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="courses" pt="6">
            <CourseList />
          </Tabs.Content>
          <Tabs.Content value="team" pt="6">
            <TeamProgress />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
