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

/** What tells the two tables apart: the rows' name column, their id and where a row's leads are listed. */
interface ReportKind<Row> {
  column: string;
  header: string;
  /** "campaign" or "executive": in the table's label and its empty state. */
  noun: string;
  nameOf: (row: Row) => string;
  idOf: (row: Row) => string | null;
  leadsOf: (id: string) => string;
}

const CAMPAIGNS: ReportKind<CampaignReportRow> = {
  column: 'campaign',
  header: 'Campaign',
  noun: 'campaign',
  nameOf: (row) => row.campaign_name ?? 'No campaign',
  idOf: (row) => row.campaign_id,
  leadsOf: (id) => leadsHref({ campaign: id }),
};

const EXECUTIVES: ReportKind<ExecutiveReportRow> = {
  column: 'executive',
  header: 'Executive',
  noun: 'executive',
  nameOf: (row) => row.owner_name ?? 'Not allocated',
  idOf: (row) => row.owner_id,
  leadsOf: (id) => leadsHref({ owner: id }),
};

function MetricsTable<Row extends ReportMetrics>({
  kind,
  rows,
  fileName,
}: {
  kind: ReportKind<Row>;
  rows: Row[];
  fileName: string;
}) {
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      nameColumn<Row>(kind.column, kind.header, kind.nameOf, (row) => {
        const id = kind.idOf(row);
        return <RowLinkOrName to={id ? kind.leadsOf(id) : null}>{kind.nameOf(row)}</RowLinkOrName>;
      }),
      ...metricColumns<Row>(),
    ],
    [kind],
  );
  const table = useClientTable(rows, columns, { sort: [{ id: 'leads_received', desc: true }] });
  return (
    <DataTable
      label={`Report per ${kind.noun}`}
      columns={columns}
      getRowId={(row) => kind.idOf(row) ?? 'none'}
      getRowLabel={kind.nameOf}
      exportFileName={fileName}
      emptyTitle={`No ${kind.noun} activity`}
      emptyDescription="No leads, follow-ups or conversions in this range."
      maxHeight="24rem"
      {...table}
    />
  );
}

export function CampaignReportTable({ rows, fileName }: { rows: CampaignReportRow[]; fileName: string }) {
  return <MetricsTable kind={CAMPAIGNS} rows={rows} fileName={fileName} />;
}

export function ExecutiveReportTable({ rows, fileName }: { rows: ExecutiveReportRow[]; fileName: string }) {
  return <MetricsTable kind={EXECUTIVES} rows={rows} fileName={fileName} />;
}
