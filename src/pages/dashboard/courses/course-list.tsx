/** The courses a person can see, with their own progress and due date; a title opens the course. */
import { Badge, Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListState } from '@/pages/list-kit';
import { DataTable, useClientTable, type DataTableColumn } from '@/ui';
import { useCourses, type Course } from '@/services/learning';
import { coursesLink, coursesList } from './courses.contract';
import { formatDay } from './format-day';
import { CourseProgressBar, StandingBadge, standingOf } from './course-progress';

const NO_COURSES: Course[] = [];

const mine = (course: Course) =>
  course.my_enrolment_id === null
    ? null
    : { completed: course.my_certificate_id !== null, behind: course.my_behind === true };

export function CourseList() {
  const { state } = useListState(coursesList);
  const courses = useCourses();
  const columns = useMemo<DataTableColumn<Course>[]>(
    () => [
      {
        id: 'title',
        header: 'Course',
        hideable: false,
        sortable: true,
        value: (course) => course.title,
        cell: (course) => (
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={coursesLink(state, { open: course.id })}>{course.title}</RouterLink>
          </Link>
        ),
      },
      {
        id: 'category',
        header: 'Category',
        sortable: true,
        value: (course) => course.category,
        cell: (course) => (
          <>
            {course.category}
            {course.status === 'draft' ? (
              <Badge ms="2" colorPalette="gray">
                Draft
              </Badge>
            ) : null}
          </>
        ),
      },
      {
        id: 'size',
        header: 'Modules · lessons',
        searchable: false,
        value: (course) => `${course.module_count} · ${course.lesson_count}`,
      },
      {
        id: 'progress',
        header: 'My progress',
        sortable: true,
        searchable: false,
        value: (course) => course.my_percent_done ?? -1,
        cell: (course) =>
          course.my_enrolment_id === null ? (
            <Text color="fg.muted">Not enrolled</Text>
          ) : (
            <CourseProgressBar
              percent={course.my_percent_done ?? 0}
              label={`My progress in ${course.title}`}
            />
          ),
        csv: (course) => course.my_percent_done,
      },
      {
        id: 'standing',
        header: 'Standing',
        searchable: false,
        value: (course) => standingOf(mine(course)),
        cell: (course) => <StandingBadge standing={standingOf(mine(course))} />,
      },
      {
        id: 'due',
        header: 'Due',
        sortable: true,
        searchable: false,
        value: (course) => course.my_due_on ?? '',
        cell: (course) => (course.my_enrolment_id === null ? '' : formatDay(course.my_due_on)),
      },
    ],
    [state],
  );
  const table = useClientTable(courses.data ?? NO_COURSES, columns);
  return (
    <DataTable
      label="Courses"
      columns={columns}
      getRowId={(course) => course.id}
      getRowLabel={(course) => course.title}
      isLoading={courses.isPending}
      error={courses.isError ? courses.error.message : null}
      onRetry={() => void courses.refetch()}
      emptyTitle="No courses yet"
      emptyDescription="Published courses show here for everyone."
      exportFileName="courses"
      {...table}
    />
  );
}
