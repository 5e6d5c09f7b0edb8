import { Button, Card, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState, LazyChart, LoadingState, StatCard } from '@/ui';
import { localIsoDate } from '@/ui/format/local-date';
import { href } from '@/routes/paths';
import { useTaskOverview } from '@/services/projects';
import { TaskLoadTable, type LoadRow } from './tasks/task-load-table';
import { formatTaskDate } from './tasks/tasks-model';
import { RouteHeader } from './page-frame';

/**
 * The team's load: open, overdue and due-this-week tasks per person and per project, and how many
 * tasks were overdue at the end of each of the last eight weeks, all computed in SQL
 * (task_overview) over the tasks the person may see. Each figure opens the filtered task list.
 */
export default function DashboardTaskPage() {
  const today = localIsoDate(new Date());
  const overview = useTaskOverview(today);
  const data = overview.data;

  const people = useMemo<LoadRow[]>(
    () =>
      (data?.by_person ?? []).map((p) => ({
        key: p.staff_id ?? 'unassigned',
        name: p.name,
        filter: p.staff_id ? { param: 'assignee', value: p.staff_id } : null,
        open: p.open,
        overdue: p.overdue,
        due_this_week: p.due_this_week,
      })),
    [data],
  );
  const projects = useMemo<LoadRow[]>(
    () =>
      (data?.by_project ?? []).map((p) => ({
        key: p.project_id ?? 'general',
        name: p.code ? `${p.code} · ${p.name}` : p.name,
        filter: p.project_id ? { param: 'project', value: p.project_id } : null,
        open: p.open,
        overdue: p.overdue,
        due_this_week: p.due_this_week,
      })),
    [data],
  );
  const totals = people.reduce(
    (sum, p) => ({
      open: sum.open + p.open,
      overdue: sum.overdue + p.overdue,
      week: sum.week + p.due_this_week,
    }),
    { open: 0, overdue: 0, week: 0 },
  );
  const trend = data?.overdue_trend ?? [];

  let body;
  if (overview.isPending) body = <LoadingState label="Counting the team's tasks…" />;
  else if (overview.isError)
    body = (
      <ErrorState
        title="The task overview could not be loaded"
        message={overview.error.message}
        onRetry={() => void overview.refetch()}
      />
    );
  else
    body = (
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Link to={href('/dashboard/tasks')} aria-label={`${totals.open} open tasks: open the task list`}>
            <StatCard label="Open tasks" value={totals.open.toLocaleString('en-IN')} />
          </Link>
          <Link
            to={href('/dashboard/tasks', { due: 'overdue' })}
            aria-label={`${totals.overdue} overdue: open the overdue tasks`}
          >
            <StatCard label="Overdue" value={totals.overdue.toLocaleString('en-IN')} />
          </Link>
          <Link
            to={href('/dashboard/tasks', { due: 'week' })}
            aria-label={`${totals.week} due this week: open them`}
          >
            <StatCard label="Due this week" value={totals.week.toLocaleString('en-IN')} />
          </Link>
        </SimpleGrid>
        <Card.Root as="section" aria-labelledby="overdue-trend" size="sm">
          <Card.Header>
            <HStack justify="space-between" wrap="wrap">
              <Card.Title as="h2" id="overdue-trend">
                Overdue tasks, week by week
              </Card.Title>
              <Button asChild size="xs" variant="outline">
                <Link to={href('/dashboard/tasks', { due: 'overdue' })}>See overdue tasks</Link>
              </Button>
            </HStack>
          </Card.Header>
          <Card.Body>
            <LazyChart
              label="Tasks overdue at the end of each week"
              height={240}
              summary={{
                columns: ['Overdue'],
                rowHeader: 'Week ending',
                rows: trend.map((w) => ({ header: formatTaskDate(w.week_end), cells: [String(w.overdue)] })),
              }}
              option={{
                tooltip: { trigger: 'axis' },
                grid: { left: 40, right: 16, top: 16, bottom: 32 },
                xAxis: { type: 'category', data: trend.map((w) => formatTaskDate(w.week_end)) },
                yAxis: { type: 'value', minInterval: 1 },
                series: [
                  {
                    name: 'Overdue',
                    type: 'line',
                    smooth: true,
                    areaStyle: {},
                    data: trend.map((w) => w.overdue),
                  },
                ],
              }}
            />
          </Card.Body>
        </Card.Root>
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
          <TaskLoadTable title="Load per person" rowHeader="Person" rows={people} />
          <TaskLoadTable title="Load per project" rowHeader="Project" rows={projects} />
        </SimpleGrid>
      </Stack>
    );

  return (
    <Stack gap="6">
      <RouteHeader
        title="Task board"
        description="Who carries how much, which projects are behind, and whether overdue work is growing."
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to={href('/apps/task/kanban-board')}>Open the board</Link>
          </Button>
        }
      />
      {body}
    </Stack>
  );
}
