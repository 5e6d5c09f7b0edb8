import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClearFilters, useListState } from '@/pages/list-kit';
import { DataTable } from '@/ui';
import { localIsoDate } from '@/ui/format/local-date';
import { useStoredUser } from '@/services/auth';
import { listTasks, useAssigneeOptions, useProjectOptions, useTasks } from '@/services/projects';
import { NewTaskDialog } from './tasks/new-task-dialog';
import { TaskBulkActions } from './tasks/task-bulk-actions';
import { taskColumns, taskDetailsHref } from './tasks/task-columns';
import { taskQueryOf, tasksList } from './tasks/tasks.contract';
import { RouteHeader } from './page-frame';

/**
 * All tasks the person may see, filtered by project, assignee (or `me`), priority, status and due
 * (overdue, today, this week), all in the URL so other pages link to a filtered view. Selected rows
 * can be assigned or moved to a status in one go.
 */
export default function DashboardTasksPage() {
  const navigate = useNavigate();
  const user = useStoredUser();
  const list = useListState(tasksList);
  const today = localIsoDate(new Date());
  const query = useMemo(
    () => taskQueryOf(list.state, user?.staffId, today),
    [list.state, user?.staffId, today],
  );
  const tasks = useTasks(query);
  const projects = useProjectOptions();
  const staff = useAssigneeOptions();

  const assignees = useMemo(
    () => (staff.data ?? []).map((person) => ({ value: person.id, label: person.name })),
    [staff.data],
  );
  const columns = useMemo(
    () =>
      taskColumns({
        projects: (projects.data ?? []).map((project) => ({ value: project.id, label: project.name })),
        assignees,
        today,
      }),
    [projects.data, assignees, today],
  );

  return (
    <Stack gap="6">
      <RouteHeader
        title="Tasks"
        description="Every task you can see: filter by project, person, priority, status or due date, and change several at once."
        actions={<NewTaskDialog projects={projects.data ?? []} assignees={staff.data ?? []} />}
      />
      <DataTable
        label="Tasks"
        columns={columns}
        rows={tasks.data?.rows ?? []}
        total={tasks.data?.total ?? 0}
        getRowId={(t) => t.id}
        getRowLabel={(t) => t.title}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={tasks.isPending}
        error={tasks.isError ? tasks.error.message : null}
        onRetry={() => void tasks.refetch()}
        emptyTitle="No tasks yet"
        emptyDescription="Tasks created on projects, or given to you, appear here."
        pageSizeOptions={list.pageSizes}
        selectable
        bulkActions={(context) => <TaskBulkActions {...context} assignees={assignees} />}
        exportFileName="tasks"
        exportRows={async () => (await listTasks({ ...query, page: undefined, pageSize: undefined })).rows}
        onRowActivate={(t) => void navigate(taskDetailsHref(t.id))}
        toolbarActions={<ClearFilters list={list} />}
      />
    </Stack>
  );
}
