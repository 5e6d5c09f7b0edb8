/** The design list's columns: title and room, project, designer, status, area, revision, due, files. */
import { Badge, Stack, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/ui';
import { DESIGN_STATUS_LABELS, DESIGN_STATUSES, type Design, type DesignStatus } from '@/services/projects';

export const DESIGN_STATUS_PALETTE: Record<DesignStatus, string> = {
  not_started: 'gray',
  in_progress: 'blue',
  internal_review: 'purple',
  client_review: 'orange',
  revision: 'red',
  approved: 'green',
};

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDay = (iso: string | null) =>
  iso ? day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '';
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');
const area = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
export const formatArea = (value: number | null) => (value === null ? '' : `${area.format(value)} sq ft`);

export function DesignStatusBadge({ status }: { status: DesignStatus }) {
  return <Badge colorPalette={DESIGN_STATUS_PALETTE[status]}>{DESIGN_STATUS_LABELS[status]}</Badge>;
}

/** `v2` for revision 1: the first issue is version 1. */
export const versionLabel = (design: Pick<Design, 'revision'>) => `v${design.revision + 1}`;

export function designColumns(): DataTableColumn<Design>[] {
  return [
    {
      id: 'title',
      header: 'Design',
      value: (d) => d.title,
      cell: (d) => (
        <Stack gap="0">
          <Text fontWeight="medium">{d.title}</Text>
          {d.room ? (
            <Text textStyle="xs" color="fg.muted">
              {d.room}
            </Text>
          ) : null}
        </Stack>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'project_code',
      header: 'Project',
      value: (d) => (d.project_code ? `${d.project_code} · ${d.project_name}` : d.project_name),
      sortable: true,
    },
    {
      id: 'designer_name',
      header: 'Designer',
      value: (d) => d.designer_name ?? 'Unassigned',
      sortable: true,
    },
    {
      id: 'status',
      header: 'Status',
      value: (d) => DESIGN_STATUS_LABELS[d.status],
      cell: (d) => <DesignStatusBadge status={d.status} />,
      csv: (d) => d.status,
      sortable: true,
      filter: {
        kind: 'select',
        options: DESIGN_STATUSES.map((s) => ({ value: s, label: DESIGN_STATUS_LABELS[s] })),
      },
    },
    {
      id: 'area_sqft',
      header: 'Area',
      value: (d) => d.area_sqft,
      cell: (d) => formatArea(d.area_sqft),
      sortable: true,
      align: 'end',
    },
    {
      id: 'revision',
      header: 'Version',
      value: (d) => versionLabel(d),
      csv: (d) => d.revision + 1,
      sortable: true,
    },
    {
      id: 'due_date',
      header: 'Due',
      value: (d) => formatDay(d.due_date),
      csv: (d) => d.due_date,
      sortable: true,
    },
    { id: 'file_count', header: 'Files', value: (d) => d.file_count, align: 'end', searchable: false },
  ];
}
