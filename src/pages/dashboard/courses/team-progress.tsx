/**
 * Who is behind: every enrolment the signed-in person may follow (their own; their department's as
 * its head; everyone's with staff.manage), with % done, due date and standing. `behind=1` in the
 * URL keeps only those past their due date and not complete.
 */
import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListState } from '@/pages/list-kit';
import { DataTable, useClientTable, type DataTableColumn } from '@/ui';
import { useProgress, type Progress } from '@/services/learning';
import { coursesLink, coursesList, coursesViewOf } from './courses.contract';
import { formatDay } from './format-day';
import { CourseProgressBar, StandingBadge, standingOf, STANDING_LABELS } from './course-progress';

const NO_ROWS: Progress[] = [];

export function TeamProgress() {
  const list = useListState(coursesList);
  const { behindOnly } = coursesViewOf(list.state);
  const progress = useProgress({ behindOnly });
  const columns = useMemo<DataTableColumn<Progress>[]>(
    () => [
      { id: 'person', header: 'Person', hideable: false, sortable: true, value: (row) => row.staff_name },
      { id: 'department', header: 'Department', sortable: true, value: (row) => row.department ?? '' },
      {
        id: 'course',
        header: 'Course',
        sortable: true,
        value: (row) => row.course_title,
        cell: (row) => (
          <Link asChild colorPalette="brand">
            <RouterLink to={coursesLink(coursesList.defaults, { open: row.course_id })}>
              {row.course_title}
            </RouterLink>
          </Link>
        ),
      },
      {
        id: 'percent',
        header: 'Done',
        sortable: true,
        searchable: false,
        value: (row) => row.percent_done,
        cell: (row) => (
          <CourseProgressBar
            percent={row.percent_done}
            label={`${row.staff_name}'s progress in ${row.course_title}`}
          />
        ),
      },
      {
        id: 'due',
        header: 'Due',
        sortable: true,
        searchable: false,
        value: (row) => row.due_on ?? '',
        cell: (row) => formatDay(row.due_on),
      },
      {
        id: 'standing',
        header: 'Standing',
        sortable: true,
        value: (row) => STANDING_LABELS[standingOf(row)],
        cell: (row) => <StandingBadge standing={standingOf(row)} />,
      },
      {
        id: 'certificate',
        header: 'Certificate',
        searchable: false,
        value: (row) => row.certificate_id ?? '',
        cell: (row) =>
          row.certificate_id ? (
            <Link asChild colorPalette="brand">
              <RouterLink
                to={coursesLink(coursesList.defaults, { filters: { certificate: row.certificate_id } })}
              >
                View
              </RouterLink>
            </Link>
          ) : (
            <Text color="fg.muted">–</Text>
          ),
      },
    ],
    [],
  );
  const table = useClientTable(progress.data ?? NO_ROWS, columns);
  return (
    <DataTable
      label="Progress of enrolled staff"
      columns={columns}
      getRowId={(row) => row.enrolment_id}
      getRowLabel={(row) => `${row.staff_name}, ${row.course_title}`}
      isLoading={progress.isPending}
      error={progress.isError ? progress.error.message : null}
      onRetry={() => void progress.refetch()}
      emptyTitle={behindOnly ? 'Nobody is behind' : 'No enrolments to follow'}
      emptyDescription={
        behindOnly
          ? 'Everyone you follow is complete or within their due date.'
          : 'Enrol staff or a department from a course.'
      }
      exportFileName={behindOnly ? 'course-progress-behind' : 'course-progress'}
      toolbarActions={
        <HStack>
          <Button
            size="sm"
            variant={behindOnly ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={behindOnly}
            onClick={() => list.setFilters({ behind: behindOnly ? undefined : '1' })}
          >
            Only those behind
          </Button>
        </HStack>
      }
      {...table}
    />
  );
}
