import { Badge, Button, Card, DataList, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AccessDenied, EmptyState, ErrorState, LoadingState, PageHeader } from '@/ui';
import { href, useRouteEntry } from '@/routes/paths';
import { usePermissions } from '@/services/admin';
import { useStoredUser } from '@/services/auth';
import {
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  useAssigneeOptions,
  useTask,
  type Task,
} from '@/services/projects';
import { TaskChecklist } from '@/pages/dashboard/tasks/task-checklist';
import { TaskActivityList, TaskComments } from '@/pages/dashboard/tasks/task-conversation';
import { TaskEditForm } from '@/pages/dashboard/tasks/task-edit-form';
import { formatTaskDate, PRIORITY_PALETTE, STATUS_PALETTE } from '@/pages/dashboard/tasks/tasks-model';

function TaskSummary({ task }: { task: Task }) {
  return (
    <Card.Root as="section" aria-labelledby="task-title" size="sm">
      <Card.Header>
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Card.Title as="h2" id="task-title" textStyle="xl">
            {task.title}
          </Card.Title>
          <HStack>
            <Badge colorPalette={STATUS_PALETTE[task.status]}>{TASK_STATUS_LABELS[task.status]}</Badge>
            <Badge colorPalette={PRIORITY_PALETTE[task.priority]} variant="subtle">
              {TASK_PRIORITY_LABELS[task.priority]}
            </Badge>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text whiteSpace="pre-wrap" color={task.description ? undefined : 'fg.muted'}>
            {task.description ?? 'No description.'}
          </Text>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Project</DataList.ItemLabel>
              <DataList.ItemValue>
                {task.project_id ? (
                  <Link to={href('/dashboard/tasks', { project: task.project_id })}>
                    {[task.project_code, task.project_name].filter(Boolean).join(' · ') || 'Project'}
                  </Link>
                ) : (
                  'General'
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Assignee</DataList.ItemLabel>
              <DataList.ItemValue>{task.assignee_name ?? 'Unassigned'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Created by</DataList.ItemLabel>
              <DataList.ItemValue>
                {task.creator_name ?? 'Unknown'} · {formatTaskDate(task.created_at)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Due</DataList.ItemLabel>
              <DataList.ItemValue>
                {task.due_date ? formatTaskDate(task.due_date) : 'No due date'}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One task (`?id=`): what it is, its details form (due date not before creation), checklist,
 * comments and activity. A task the person may not see (or that does not exist) says so.
 */
export default function TaskDetailsPage() {
  const route = useRouteEntry();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const task = useTask(id);
  const user = useStoredUser();
  const { can } = usePermissions();
  const staff = useAssigneeOptions();
  const staffName = useMemo(() => {
    const names = new Map((staff.data ?? []).map((person) => [person.id, person.name]));
    return (staffId: string | null) => (staffId ? (names.get(staffId) ?? '') : '');
  }, [staff.data]);

  const backToList = (
    <Button asChild size="sm" variant="outline">
      <Link to={href('/dashboard/tasks')}>Back to the tasks</Link>
    </Button>
  );

  let body;
  if (id === null) {
    body = (
      <EmptyState
        title="No task chosen"
        description="Open a task from the task list or the board."
        actions={backToList}
      />
    );
  } else if (task.isPending) {
    body = <LoadingState label="Loading the task…" />;
  } else if (task.isError) {
    body = (
      <ErrorState
        title="The task could not be loaded"
        message={task.error.message}
        onRetry={() => void task.refetch()}
      />
    );
  } else if (task.data === null) {
    body = (
      <AccessDenied
        reason="This task does not exist, or it is not yours to see: tasks are seen by their assignee, their creator and whoever sees their project."
        actions={backToList}
      />
    );
  } else {
    const current = task.data;
    const canEditDetails =
      can('tasks.manage') || (user?.staffId !== undefined && current.created_by === user.staffId);
    body = (
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <TaskSummary task={current} />
          <TaskChecklist taskId={current.id} />
          <TaskComments taskId={current.id} staffName={staffName} />
        </Stack>
        <Stack gap="4" minW="0">
          <TaskEditForm task={current} canEditDetails={canEditDetails} />
          <TaskActivityList taskId={current.id} staffName={(staffId) => staffName(staffId)} />
        </Stack>
      </Grid>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Task details'}
        description="The task, its checklist, the conversation about it and what changed."
        actions={
          <Button asChild size="sm" variant="ghost">
            <Link to={href('/apps/task/kanban-board')}>Open the board</Link>
          </Button>
        }
      />
      {body}
    </Stack>
  );
}
