/** The sales team at a glance (for whoever allocates leads): one row per executive, each figure a link. */
import { Link } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useClientTable, type DataTableColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import type { TeamMember } from '@/services/crm';
import { formatCount } from '../crm-figures';
import { leadsHref, type LeadListFilters } from '../crm-links';
import { TargetDialog } from './target-dialog';

function CountLink({ value, filters, label }: { value: number; filters: LeadListFilters; label: string }) {
  return (
    <Link asChild colorPalette="brand" aria-label={label}>
      <RouterLink to={leadsHref(filters)}>{formatCount(value)}</RouterLink>
    </Link>
  );
}

function teamColumns(month: string): DataTableColumn<TeamMember>[] {
  return [
    {
      id: 'name',
      header: 'Executive',
      value: (row) => row.name,
      sortable: true,
      hideable: false,
      cell: (row) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={leadsHref({ owner: row.staff_id })}>{row.name}</RouterLink>
        </Link>
      ),
    },
    {
      id: 'due_today',
      header: 'Due today',
      align: 'end',
      sortable: true,
      value: (row) => row.due_today,
      cell: (row) => (
        <CountLink
          value={row.due_today}
          filters={{ owner: row.staff_id, due: 'today' }}
          label={`${row.name}: ${row.due_today} due today`}
        />
      ),
    },
    {
      id: 'overdue',
      header: 'Overdue',
      align: 'end',
      sortable: true,
      value: (row) => row.overdue,
      cell: (row) => (
        <CountLink
          value={row.overdue}
          filters={{ owner: row.staff_id, due: 'overdue' }}
          label={`${row.name}: ${row.overdue} overdue`}
        />
      ),
    },
    {
      id: 'open_leads',
      header: 'Open leads',
      align: 'end',
      sortable: true,
      value: (row) => row.open_leads,
      cell: (row) => (
        <CountLink
          value={row.open_leads}
          filters={{ owner: row.staff_id }}
          label={`${row.name}: ${row.open_leads} open leads`}
        />
      ),
    },
    {
      id: 'pipeline_value',
      header: 'Pipeline value',
      align: 'end',
      sortable: true,
      value: (row) => row.pipeline_value,
      cell: (row) => wholeRupees.format(row.pipeline_value),
    },
    {
      id: 'conversions_month',
      header: 'Conversions this month',
      align: 'end',
      sortable: true,
      value: (row) => row.conversions_month,
      cell: (row) =>
        row.target_conversions === null
          ? formatCount(row.conversions_month)
          : `${formatCount(row.conversions_month)} of ${formatCount(row.target_conversions)}`,
    },
    {
      id: 'appointments_upcoming',
      header: 'Appointments, 7 days',
      align: 'end',
      sortable: true,
      value: (row) => row.appointments_upcoming,
    },
    {
      id: 'set_target',
      header: 'Monthly target',
      searchable: false,
      value: (row) => row.target_conversions,
      cell: (row) => <TargetDialog staffId={row.staff_id} name={row.name} month={month} />,
    },
  ];
}

/** `month`: the first of the month the targets are set for. */
export function TeamTable({ team, month }: { team: TeamMember[]; month: string }) {
  const columns = useMemo(() => teamColumns(month), [month]);
  const table = useClientTable(team, columns, { sort: [{ id: 'name', desc: false }] });
  return (
    <DataTable
      label="Sales team"
      columns={columns}
      getRowId={(row) => row.staff_id}
      getRowLabel={(row) => row.name}
      exportFileName="sales-team"
      emptyTitle="No sales staff"
      emptyDescription="Active staff with the sales designation appear here."
      maxHeight="28rem"
      {...table}
    />
  );
}
