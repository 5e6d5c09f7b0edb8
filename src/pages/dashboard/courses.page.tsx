/**
 * Training courses for staff: the course list with each person's own progress, a course with its
 * modules, lessons and quizzes (`?course=`), the printable certificate (`?certificate=`), and who is
 * behind (`?tab=team`, `behind=1`): every enrolment the person may follow, their own, their
 * department's as its head, or everyone's with staff.manage. The database decides all of it.
 */
import { Stack, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { usePermissions } from '@/services/permissions';
import { useStoredUser } from '@/services/use-stored-user';
import { useDepartmentsHeadedBy } from '@/services/courses';
import { viewFromParams, withParam } from './courses/course-params';
import { CourseList } from './courses/course-list';
import { CourseView } from './courses/course-view';
import { CertificateView } from './courses/certificate-view';
import { TeamProgress } from './courses/team-progress';

export default function DashboardCoursesPage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const permissions = usePermissions();
  const user = useStoredUser();
  const headed = useDepartmentsHeadedBy(user?.email);
  const canEnrol = permissions.can('staff.manage') || (headed.data ?? []).length > 0;
  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Courses'}
        description="Training for staff: lessons, a short quiz per module, and a certificate on completion."
      />
      {view.certificateId !== null ? (
        <CertificateView certificateId={view.certificateId} />
      ) : view.courseId !== null ? (
        <CourseView courseId={view.courseId} canEnrol={canEnrol} />
      ) : (
        <Tabs.Root
          value={view.tab}
          lazyMount
          unmountOnExit
          onValueChange={(details) =>
            setParams(withParam(params, 'tab', details.value === 'courses' ? null : details.value))
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
