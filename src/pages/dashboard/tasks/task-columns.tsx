import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { DataTableColumn, DataTableFilterOption } from '@/ui';
import { href } from '@/routes/paths';
import {
  TASK_DUE_FILTERS,
  TASK_DUE_LABELS,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  type Task,
} from '@/services/projects';
import { formatTaskDate, isOpen, PRIORITY_PALETTE, STATUS_PALETTE } from './tasks-model';

export function taskDetailsHref(id: string): string {
  return href('/apps/task/task-details', { id });
}

export interface TaskColumnOptions {
  projects: DataTableFilterOption[];
  assignees: DataTableFilterOption[];
  today: string;
}

export function taskColumns({ projects, assignees, today }: TaskColumnOptions): DataTableColumn<Task>[] {
  return [
    {
      id: 'title',
      header: 'Task',
      value: (t) => t.title,
      cell: (t) => (
        <ChakraLink asChild colorPalette="brand" fontWeight="medium">
          <Link to={taskDetailsHref(t.id)}>{t.title}</Link>
        </ChakraLink>
      ),
      sortable: true,
      hideable: false,
      width: '18rem',
    },
    {
      id: 'project',
      header: 'Project',
      value: (t) => (t.project_code ? `${t.project_code} · ${t.project_name ?? ''}` : 'General'),
      csv: (t) => t.project_code,
      sortable: true,
      filter: { kind: 'select', options: projects },
    },
    {
      id: 'assignee',
      header: 'Assignee',
      value: (t) => t.assignee_name ?? 'Unassigned',
      sortable: true,
      filter: { kind: 'select', options: [{ value: 'me', label: 'Me' }, ...assignees] },
    },
    {
      id: 'due',
      header: 'Due',
      value: (t) => t.due_date,
      cell: (t) =>
        t.due_date ? (
          <Text as="span" color={isOpen(t.status) && t.due_date < today ? 'fg.error' : undefined}>
            {formatTaskDate(t.due_date)}
            {isOpen(t.status) && t.due_date < today ? ' · overdue' : ''}
          </Text>
        ) : (
          <Text as="span" color="fg.muted">
            No due date
          </Text>
        ),
      csv: (t) => t.due_date,
      sortable: true,
      filter: {
        kind: 'select',
        options: TASK_DUE_FILTERS.map((d) => ({ value: d, label: TASK_DUE_LABELS[d] })),
      },
    },
    {
      id: 'priority',
      header: 'Priority',
      value: (t) => TASK_PRIORITY_LABELS[t.priority],
      cell: (t) => (
        <Badge colorPalette={PRIORITY_PALETTE[t.priority]} variant="subtle">
          {TASK_PRIORITY_LABELS[t.priority]}
        </Badge>
      ),
      csv: (t) => t.priority,
      sortable: true,
      filter: {
        kind: 'select',
        options: TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] })),
      },
    },
    {
      id: 'status',
      header: 'Status',
      value: (t) => TASK_STATUS_LABELS[t.status],
      cell: (t) => <Badge colorPalette={STATUS_PALETTE[t.status]}>{TASK_STATUS_LABELS[t.status]}</Badge>,
      csv: (t) => t.status,
      sortable: true,
      filter: {
        kind: 'select',
        options: TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] })),
      },
    },
    {
      id: 'checklist',
      header: 'Checklist',
      value: (t) => (t.checklist_total ? `${t.checklist_done}/${t.checklist_total}` : ''),
      searchable: false,
      align: 'end',
    },
    {
      id: 'creator',
      header: 'Created by',
      value: (t) => t.creator_name ?? '',
      hidden: true,
    },
    {
      id: 'created',
      header: 'Created',
      value: (t) => formatTaskDate(t.created_at),
      csv: (t) => t.created_at,
      sortable: true,
      hidden: true,
    },
  ];
}
