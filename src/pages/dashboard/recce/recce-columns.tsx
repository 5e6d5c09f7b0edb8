import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DataTableColumn } from '@/ui';
import type { NamedOption } from '@/services/projects';
import {
  RECCE_STAGE_LABELS,
  RECCE_STAGES,
  RECCE_STATUS_LABELS,
  RECCE_STATUSES,
  type Recce,
  type RecceStatus,
} from '@/services/projects';
import { formatDate } from '../projects/project-columns';
import { recceLink } from './recce.contract';

export const RECCE_STATUS_PALETTE: Record<RecceStatus, string> = {
  scheduled: 'gray',
  in_progress: 'blue',
  submitted: 'green',
  approved: 'purple',
};

export function RecceStatusBadge({ status }: { status: RecceStatus }) {
  return <Badge colorPalette={RECCE_STATUS_PALETTE[status]}>{RECCE_STATUS_LABELS[status]}</Badge>;
}

/** Due before today and not complete. */
export function isOverdue(recce: Pick<Recce, 'due_date' | 'status'>, today: string): boolean {
  return (
    recce.due_date !== null &&
    recce.due_date < today &&
    (recce.status === 'scheduled' || recce.status === 'in_progress')
  );
}

export function recceColumns(assignees: NamedOption[], today: string): DataTableColumn<Recce>[] {
  return [
    {
      id: 'project_code',
      header: 'Project',
      value: (r) => `${r.project_code ?? ''} ${r.project_name}`.trim(),
      cell: (r) => (
        <ChakraLink asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={recceLink(r.id)}>
            {r.project_code ? `${r.project_code} · ` : ''}
            {r.project_name}
          </RouterLink>
        </ChakraLink>
      ),
      sortable: true,
      hideable: false,
    },
    { id: 'client_name', header: 'Client', value: (r) => r.client_name ?? '' },
    {
      id: 'assignee',
      header: 'Assignee',
      value: (r) => r.assignee_name ?? 'Unassigned',
      filter: { kind: 'select', options: assignees.map((a) => ({ value: a.id, label: a.name })) },
    },
    {
      id: 'due_date',
      header: 'Due',
      value: (r) => r.due_date ?? '',
      cell: (r) =>
        isOverdue(r, today) ? (
          <Text as="span" color="fg.error" fontWeight="medium">
            {formatDate(r.due_date)} (overdue)
          </Text>
        ) : (
          formatDate(r.due_date)
        ),
      sortable: true,
    },
    {
      id: 'stage',
      header: 'Stage',
      value: (r) => RECCE_STAGE_LABELS[r.current_stage],
      csv: (r) => r.current_stage,
      filter: {
        kind: 'select',
        options: RECCE_STAGES.map((s) => ({ value: s, label: RECCE_STAGE_LABELS[s] })),
      },
    },
    {
      id: 'status',
      header: 'Status',
      value: (r) => RECCE_STATUS_LABELS[r.status],
      cell: (r) => <RecceStatusBadge status={r.status} />,
      csv: (r) => r.status,
      sortable: true,
      filter: {
        kind: 'select',
        options: RECCE_STATUSES.map((s) => ({ value: s, label: RECCE_STATUS_LABELS[s] })),
      },
    },
    { id: 'stages_done', header: 'Stages done', value: (r) => `${r.stages_done} of 6` },
    { id: 'measurement_count', header: 'Measurements', value: (r) => r.measurement_count },
    { id: 'photo_count', header: 'Photos', value: (r) => r.photo_count },
  ];
}
