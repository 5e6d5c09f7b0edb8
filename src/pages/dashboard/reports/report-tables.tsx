/** The report per campaign and per executive: the same measures, each table sortable and exported as CSV. */
import { useMemo } from 'react';
import { DataTable, useClientTable, type DataTableColumn } from '@/ui';
import type { CampaignReportRow, ExecutiveReportRow, ReportMetrics } from '@/services/crm';
import { formatCount, formatHours, formatRate } from '../crm-figures';
import { leadsHref } from '../crm-links';
import { figureColumn, nameColumn, RowLinkOrName } from '../figure-columns';

function metricColumns<Row extends ReportMetrics>(): DataTableColumn<Row>[] {
  const count = (id: keyof ReportMetrics & string, header: string) =>
    figureColumn<Row>(id, header, (row) => Number(row[id] ?? 0), formatCount);
  return [
    count('leads_received', 'Leads received'),
    count('contacted', 'Contacted'),
    count('follow_ups', 'Follow-ups logged'),
    count('conversions', 'Conversions'),
    {
      ...figureColumn<Row, number | null>(
        'conversion_rate',
        'Conversion rate',
        (row) => row.conversion_rate,
        formatRate,
      ),
      csv: (row) => (row.conversion_rate === null ? null : Math.round(row.conversion_rate * 1000) / 10),
    },
    {
      ...figureColumn<Row, number | null>(
        'median_hours_to_first_contact',
        'Median time to first contact',
        (row) => row.median_hours_to_first_contact,
        formatHours,
      ),
      csv: (row) => row.median_hours_to_first_contact,
    },
  ];
}

const campaignName = (row: CampaignReportRow) => row.campaign_name ?? 'No campaign';
const ownerName = (row: ExecutiveReportRow) => row.owner_name ?? 'Not allocated';

export function CampaignReportTable({ rows, fileName }: { rows: CampaignReportRow[]; fileName: string }) {
  const columns = useMemo<DataTableColumn<CampaignReportRow>[]>(
    () => [
      nameColumn<CampaignReportRow>('campaign', 'Campaign', campaignName, (row) => (
        <RowLinkOrName to={row.campaign_id ? leadsHref({ campaign: row.campaign_id }) : null}>
          {campaignName(row)}
        </RowLinkOrName>
      )),
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
      nameColumn<ExecutiveReportRow>('executive', 'Executive', ownerName, (row) => (
        <RowLinkOrName to={row.owner_id ? leadsHref({ owner: row.owner_id }) : null}>
          {ownerName(row)}
        </RowLinkOrName>
      )),
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
