/** The report per campaign and per executive: the same measures, each table sortable and exported as CSV. */
import { Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useClientTable, type DataTableColumn } from '@/ui';
import type { CampaignReportRow, ExecutiveReportRow, ReportMetrics } from '@/services/crm';
import { formatCount, formatHours, formatRate } from '../crm-figures';
import { leadsHref } from '../crm-links';

function metricColumns<Row extends ReportMetrics>(): DataTableColumn<Row>[] {
  const count = (id: keyof ReportMetrics & string, header: string): DataTableColumn<Row> => ({
    id,
    header,
    align: 'end',
    sortable: true,
    searchable: false,
    value: (row) => Number(row[id] ?? 0),
    cell: (row) => formatCount(Number(row[id] ?? 0)),
  });
  return [
    count('leads_received', 'Leads received'),
    count('contacted', 'Contacted'),
    count('follow_ups', 'Follow-ups logged'),
    count('conversions', 'Conversions'),
    {
      id: 'conversion_rate',
      header: 'Conversion rate',
      align: 'end',
      sortable: true,
      searchable: false,
      value: (row) => row.conversion_rate,
      cell: (row) => formatRate(row.conversion_rate),
      csv: (row) => (row.conversion_rate === null ? null : Math.round(row.conversion_rate * 1000) / 10),
    },
    {
      id: 'median_hours_to_first_contact',
      header: 'Median time to first contact',
      align: 'end',
      sortable: true,
      searchable: false,
      value: (row) => row.median_hours_to_first_contact,
      cell: (row) => formatHours(row.median_hours_to_first_contact),
      csv: (row) => row.median_hours_to_first_contact,
    },
  ];
}

function NameLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

const campaignName = (row: CampaignReportRow) => row.campaign_name ?? 'No campaign';
const ownerName = (row: ExecutiveReportRow) => row.owner_name ?? 'Not allocated';

export function CampaignReportTable({ rows, fileName }: { rows: CampaignReportRow[]; fileName: string }) {
  const columns = useMemo<DataTableColumn<CampaignReportRow>[]>(
    () => [
      {
        id: 'campaign',
        header: 'Campaign',
        hideable: false,
        sortable: true,
        value: campaignName,
        cell: (row) =>
          row.campaign_id ? (
            <NameLink to={leadsHref({ campaign: row.campaign_id })}>{campaignName(row)}</NameLink>
          ) : (
            <Text color="fg.muted">{campaignName(row)}</Text>
          ),
      },
      ...metricColumns<CampaignReportRow>(),
    ],
    [],
  );
  const table = useClientTable(rows, columns, { sort: [{ id: 'leads_received', desc: true }] });
  return (
    <DataTable
      label="Report per campaign"
      columns={columns}
      getRowId={(row) => row.campaign_id ?? 'none'}
      getRowLabel={campaignName}
      exportFileName={fileName}
      emptyTitle="No campaign activity"
      emptyDescription="No leads, follow-ups or conversions in this range."
      maxHeight="24rem"
      {...table}
    />
  );
}

export function ExecutiveReportTable({ rows, fileName }: { rows: ExecutiveReportRow[]; fileName: string }) {
  const columns = useMemo<DataTableColumn<ExecutiveReportRow>[]>(
    () => [
      {
        id: 'executive',
        header: 'Executive',
        hideable: false,
        sortable: true,
        value: ownerName,
        cell: (row) =>
          row.owner_id ? (
            <NameLink to={leadsHref({ owner: row.owner_id })}>{ownerName(row)}</NameLink>
          ) : (
            <Text color="fg.muted">{ownerName(row)}</Text>
          ),
      },
      ...metricColumns<ExecutiveReportRow>(),
    ],
    [],
  );
  const table = useClientTable(rows, columns, { sort: [{ id: 'leads_received', desc: true }] });
  return (
    <DataTable
      label="Report per executive"
      columns={columns}
      getRowId={(row) => row.owner_id ?? 'none'}
      getRowLabel={ownerName}
      exportFileName={fileName}
      emptyTitle="No executive activity"
      emptyDescription="No leads, follow-ups or conversions in this range."
      maxHeight="24rem"
      {...table}
    />
  );
}
