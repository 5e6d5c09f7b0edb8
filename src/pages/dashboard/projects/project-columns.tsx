import { Badge, Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DataTableColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  PROJECT_STAGE_LABELS,
  PROJECT_STAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type NamedOption,
  type Project,
  type ProjectStatus,
} from '@/services/projects';

export const DETAILS_PATH = '/dashboard/Project-details';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDate = (iso: string | null) =>
  iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '';
export const money = (value: number | null) => (value === null ? '—' : wholeRupees.format(value));

/** ₹4.2 Cr, ₹18.5 L, ₹95,000: headline figures. */
export function compactRupees(value: number): string {
  if (Math.abs(value) >= 1e7)
    return `₹${(value / 1e7).toLocaleString('en-IN', { maximumFractionDigits: 2 })} Cr`;
  if (Math.abs(value) >= 1e5)
    return `₹${(value / 1e5).toLocaleString('en-IN', { maximumFractionDigits: 1 })} L`;
  return wholeRupees.format(value);
}

export const STATUS_PALETTE: Record<ProjectStatus, string> = {
  active: 'green',
  on_hold: 'orange',
  completed: 'gray',
};

const options = (list: NamedOption[]) => list.map((option) => ({ value: option.id, label: option.name }));

export function projectColumns(
  designers: NamedOption[],
  managers: NamedOption[],
  cities: string[],
): DataTableColumn<Project>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      value: (p) => p.code ?? '',
      cell: (p) => (
        <ChakraLink asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={`${DETAILS_PATH}?id=${p.id}`}>{p.code ?? 'New'}</RouterLink>
        </ChakraLink>
      ),
      sortable: true,
      hideable: false,
      width: '9rem',
    },
    { id: 'name', header: 'Project', value: (p) => p.name, sortable: true },
    { id: 'client_name', header: 'Client', value: (p) => p.client_name, sortable: true },
    {
      id: 'stage',
      header: 'Stage',
      value: (p) => PROJECT_STAGE_LABELS[p.stage],
      csv: (p) => p.stage,
      sortable: true,
      filter: {
        kind: 'select',
        options: PROJECT_STAGES.map((s) => ({ value: s, label: PROJECT_STAGE_LABELS[s] })),
      },
    },
    {
      id: 'status',
      header: 'Status',
      value: (p) => PROJECT_STATUS_LABELS[p.status],
      cell: (p) => <Badge colorPalette={STATUS_PALETTE[p.status]}>{PROJECT_STATUS_LABELS[p.status]}</Badge>,
      csv: (p) => p.status,
      filter: {
        kind: 'select',
        options: PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] })),
      },
    },
    {
      id: 'category',
      header: 'Category',
      value: (p) => PROJECT_CATEGORY_LABELS[p.category],
      csv: (p) => p.category,
      filter: {
        kind: 'select',
        options: PROJECT_CATEGORIES.map((c) => ({ value: c, label: PROJECT_CATEGORY_LABELS[c] })),
      },
    },
    {
      id: 'city',
      header: 'City',
      value: (p) => p.city ?? '',
      sortable: true,
      filter: { kind: 'select', options: cities.map((c) => ({ value: c, label: c })) },
    },
    {
      id: 'designer',
      header: 'Designer',
      value: (p) => p.designer_name ?? '',
      filter: { kind: 'select', options: options(designers) },
    },
    {
      id: 'rm',
      header: 'Relationship manager',
      value: (p) => p.relationship_manager_name ?? '',
      filter: { kind: 'select', options: options(managers) },
    },
    {
      id: 'estimate',
      header: 'Estimate',
      value: (p) => p.estimate,
      cell: (p) => money(p.estimate),
      sortable: true,
      align: 'end',
    },
    {
      id: 'area_sqft',
      header: 'Area (sqft)',
      value: (p) => p.area_sqft,
      align: 'end',
      hidden: true,
    },
    {
      id: 'start_date',
      header: 'Start',
      value: (p) => formatDate(p.start_date),
      csv: (p) => p.start_date,
      sortable: true,
    },
    {
      id: 'target_date',
      header: 'Target',
      value: (p) => formatDate(p.target_date),
      csv: (p) => p.target_date,
      sortable: true,
      hidden: true,
    },
    {
      id: 'amount_received',
      header: 'Received',
      value: (p) => p.amount_received,
      cell: (p) => money(p.amount_received),
      align: 'end',
    },
    {
      id: 'amount_pending',
      header: 'Pending',
      value: (p) => p.amount_pending,
      cell: (p) => money(p.amount_pending),
      align: 'end',
    },
  ];
}
