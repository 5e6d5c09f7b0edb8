import { Badge, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
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
import { FactList } from '../dashboard-parts';
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
      <FactList items={items} />
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
      <FactList
        items={[
          ['Designer', project.designer_name ?? 'Not assigned yet'],
          ['Relationship manager', project.relationship_manager_name ?? 'Not assigned yet'],
        ]}
      />
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

/** A titled list of the project's quotations or orders, each linked to its page, or a line saying there are none. */
function DocumentList({
  heading,
  headingId,
  empty,
  items,
}: {
  heading: string;
  headingId: string;
  empty: string;
  /** `note` follows the number (a quotation's title); `status` is the badge after it. */
  items: { id: string; number: string; to: string; note?: string; status: string }[];
}) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" id={headingId}>
        {heading}
      </Text>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <List.Root aria-labelledby={headingId} ps="5">
          {items.map((item) => (
            <List.Item key={item.id}>
              <ChakraLink asChild colorPalette="brand">
                <RouterLink to={item.to}>{item.number}</RouterLink>
              </ChakraLink>
              {item.note} <Badge>{item.status}</Badge>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

export function ProjectCommercialTab({ projectId }: { projectId: string }) {
  const documents = useProjectDocuments(projectId);
  if (documents.isPending) return <LoadingState label="Loading quotations and orders…" />;
  if (documents.isError) return <Text color="fg.error">The quotations and orders could not be loaded.</Text>;
  const { quotations, orders } = documents.data;
  return (
    <Stack gap="5">
      <DocumentList
        heading="Quotations"
        headingId="quotations-heading"
        empty="No quotations yet."
        items={quotations.map((q) => ({
          id: q.id,
          number: q.number,
          to: href('/dashboard/quotation', { id: q.id }),
          note: q.title ? ` · ${q.title}` : '',
          status: q.status,
        }))}
      />
      <DocumentList
        heading="Orders"
        headingId="orders-heading"
        empty="No orders yet."
        items={orders.map((o) => ({
          id: o.id,
          number: o.number,
          to: href('/dashboard/Order-Details', { id: o.id }),
          status: o.status.replaceAll('_', ' '),
        }))}
      />
    </Stack>
  );
}
