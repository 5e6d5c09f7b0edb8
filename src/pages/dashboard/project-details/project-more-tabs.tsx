import { Badge, DataList, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingState } from '@/ui';
import {
  PROJECT_STATUS_LABELS,
  useProjectDocuments,
  type Project,
  TASK_STATUS_LABELS,
  useTasks,
} from '@/services/projects';
import { formatDate, money } from '../projects/project-columns';
import { DesignStagesList } from './project-stages-tab';
import { href } from '@/routes/paths';

export function ProjectOverviewTab({ project }: { project: Project }) {
  const items: [string, string][] = [
    ['Status', PROJECT_STATUS_LABELS[project.status]],
    ['Client phone', project.client_phone ?? '—'],
    ['Client email', project.client_email ?? '—'],
    ['Amount due', money(project.amount_due)],
    ['Received', money(project.amount_received)],
    ['Pending', money(project.amount_pending)],
  ];
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {project.amount_received === null ? (
        <Text textStyle="sm" color="fg.muted">
          Received and pending amounts are shown to sales and accounts.
        </Text>
      ) : null}
      {project.notes ? <Text>Notes: {project.notes}</Text> : null}
      <DesignStagesList projectId={project.id} />
    </Stack>
  );
}

export function ProjectTeamTab({ project }: { project: Project }) {
  const tasks = useTasks({ project: project.id, page: 0, pageSize: 200 });
  const assignees = [
    ...new Set((tasks.data?.rows ?? []).flatMap((task) => (task.assignee_name ? [task.assignee_name] : []))),
  ].filter((name) => name !== project.designer_name && name !== project.relationship_manager_name);
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>Designer</DataList.ItemLabel>
          <DataList.ItemValue>{project.designer_name ?? 'Not assigned yet'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Relationship manager</DataList.ItemLabel>
          <DataList.ItemValue>{project.relationship_manager_name ?? 'Not assigned yet'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {assignees.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="semibold" id="team-tasks-heading">
            Also working on its tasks
          </Text>
          <List.Root aria-labelledby="team-tasks-heading" ps="5">
            {assignees.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}

export function ProjectTasksTab({ projectId }: { projectId: string }) {
  const tasks = useTasks({ project: projectId, page: 0, pageSize: 200, sort: { column: 'due_date' } });
  if (tasks.isPending) return <LoadingState label="Loading the tasks…" />;
  if (tasks.isError) return <Text color="fg.error">The tasks could not be loaded.</Text>;
  if (tasks.data.rows.length === 0) return <Text color="fg.muted">This project has no tasks yet.</Text>;
  return (
    <List.Root aria-label="Project tasks" gap="2" ps="5">
      {tasks.data.rows.map((task) => (
        <List.Item key={task.id}>
          <ChakraLink asChild colorPalette="brand">
            <RouterLink to={href('/apps/task/task-details', { id: task.id })}>{task.title}</RouterLink>
          </ChakraLink>{' '}
          <Badge>{TASK_STATUS_LABELS[task.status]}</Badge>
          <Text as="span" color="fg.muted" textStyle="sm">
            {task.assignee_name ? ` · ${task.assignee_name}` : ''}
            {task.due_date ? ` · due ${formatDate(task.due_date)}` : ''}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

export function ProjectCommercialTab({ projectId }: { projectId: string }) {
  const documents = useProjectDocuments(projectId);
  if (documents.isPending) return <LoadingState label="Loading quotations and orders…" />;
  if (documents.isError) return <Text color="fg.error">The quotations and orders could not be loaded.</Text>;
  const { quotations, orders } = documents.data;
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text fontWeight="semibold" id="quotations-heading">
          Quotations
        </Text>
        {quotations.length === 0 ? (
          <Text color="fg.muted">No quotations yet.</Text>
        ) : (
          <List.Root aria-labelledby="quotations-heading" ps="5">
            {quotations.map((q) => (
              <List.Item key={q.id}>
                <ChakraLink asChild colorPalette="brand">
                  <RouterLink to={href('/dashboard/quotation', { id: q.id })}>{q.number}</RouterLink>
                </ChakraLink>
                {q.title ? ` · ${q.title}` : ''} <Badge>{q.status}</Badge>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      <Stack gap="1">
        <Text fontWeight="semibold" id="orders-heading">
          Orders
        </Text>
        {orders.length === 0 ? (
          <Text color="fg.muted">No orders yet.</Text>
        ) : (
          <List.Root aria-labelledby="orders-heading" ps="5">
            {orders.map((o) => (
              <List.Item key={o.id}>
                <ChakraLink asChild colorPalette="brand">
                  <RouterLink to={href('/dashboard/Order-Details', { id: o.id })}>{o.number}</RouterLink>
                </ChakraLink>{' '}
                <Badge>{o.status.replaceAll('_', ' ')}</Badge>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}
