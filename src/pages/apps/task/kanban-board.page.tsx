import { Button, Flex, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageHeader, OptionSelect } from '@/ui';
import { localIsoDate } from '@/ui/format/local-date';
import { href, useRouteEntry } from '@/routes/paths';
import { useStoredUser } from '@/services/auth';
import { useAssigneeOptions, useProjectOptions, useTasks } from '@/services/projects';
import { TaskBoard } from '@/pages/dashboard/tasks/task-board';

function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <OptionSelect
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      size="sm"
      layout={{ flex: '1 1 12rem', maxW: { md: '16rem' } }}
      placeholder={allLabel}
      options={options}
    />
  );
}

/**
 * The tasks the person may see as a board by status (filters `assignee` (id or `me`) and
 * `project` in the URL). Cards move by mouse, touch, keyboard or their "Move …" menu; each move is
 * saved with the task's version.
 */
export default function TaskKanbanBoardPage() {
  const route = useRouteEntry();
  const user = useStoredUser();
  const [params, setParams] = useSearchParams();
  const today = localIsoDate(new Date());
  const assignee = params.get('assignee') ?? '';
  const project = params.get('project') ?? '';
  const tasks = useTasks({
    assignee: assignee || undefined,
    project: project || undefined,
    meId: user?.staffId,
    page: 0,
    pageSize: 1000,
  });
  const staff = useAssigneeOptions();
  const projects = useProjectOptions();
  const assigneeOptions = useMemo(
    () => [{ value: 'me', label: 'Me' }, ...(staff.data ?? []).map((p) => ({ value: p.id, label: p.name }))],
    [staff.data],
  );
  const projectOptions = useMemo(
    () => (projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    [projects.data],
  );

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  let body;
  if (tasks.isPending) body = <LoadingState label="Loading the board…" />;
  else if (tasks.isError)
    body = (
      <ErrorState
        title="The tasks could not be loaded"
        message={tasks.error.message}
        onRetry={() => void tasks.refetch()}
      />
    );
  else if (tasks.data.rows.length === 0)
    body = (
      <EmptyState
        title="No tasks on the board"
        description="Change the filters, or create tasks on a project."
      />
    );
  else body = <TaskBoard tasks={tasks.data.rows} today={today} />;

  return (
    <Stack gap="6" minW="0">
      <PageHeader
        title={route?.title ?? 'Kanban board'}
        description="Tasks by status. Drag a card, or use its Move menu; every move is saved with the task's version."
        actions={
          <Button asChild size="sm" variant="outline">
            <Link
              to={href('/dashboard/tasks', {
                assignee: assignee || undefined,
                project: project || undefined,
              })}
            >
              Open as a list
            </Link>
          </Button>
        }
      />
      <Flex gap="2" wrap="wrap" role="group" aria-label="Board filters">
        <FilterSelect
          label="Filter by assignee"
          value={assignee}
          allLabel="Everyone"
          options={assigneeOptions}
          onChange={(value) => setParam('assignee', value)}
        />
        <FilterSelect
          label="Filter by project"
          value={project}
          allLabel="All projects"
          options={projectOptions}
          onChange={(value) => setParam('project', value)}
        />
      </Flex>
      {body}
    </Stack>
  );
}
