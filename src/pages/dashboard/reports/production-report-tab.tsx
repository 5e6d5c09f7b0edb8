/**
 * The production report: plans the optimizer answered, the sheets they use and their yield per
 * material (production_yield_by_material), and what production drew from stock per month
 * (stock_consumption_by_month). The database sums; this tab lays the figures out.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DataTable, ErrorState, LoadingState, useClientTable, type DataTableColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import { useProductionReport, type MaterialYield, type ProductionReport } from '@/services/production';
import { DashboardPanel, KeyFigures } from '../dashboard-parts';
import { formatCount } from '../crm-figures';
import { figureColumn } from '../figure-columns';
import { ConsumptionChart } from './production-charts';
import { formatPercent, formatQuantity } from './report-format';

function yieldColumns(): DataTableColumn<MaterialYield>[] {
  const figure = (id: keyof MaterialYield & string, header: string, format: (value: number) => string) =>
    figureColumn<MaterialYield>(id, header, (row) => Number(row[id] ?? 0), format);
  return [
    {
      id: 'material',
      header: 'Material',
      hideable: false,
      sortable: true,
      value: (row) => `${row.processed_panel_code} ${row.processed_panel_name}`,
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">{row.processed_panel_name}</Text>
          <Text textStyle="xs" color="fg.muted">
            {row.processed_panel_code}
          </Text>
        </Stack>
      ),
    },
    figure('plans', 'Plans', formatCount),
    figure('sheets_used', 'Sheets used', formatCount),
    figure('sheets_cut', 'Sheets cut', formatCount),
    figure('parts', 'Parts', formatCount),
    figure('sheet_area_m2', 'Sheet area (m²)', formatQuantity),
    figure('part_area_m2', 'Part area (m²)', formatQuantity),
    {
      ...figureColumn<MaterialYield, number | null>(
        'yield_percent',
        'Yield',
        (row) => row.yield_percent,
        formatPercent,
      ),
      csv: (row) => row.yield_percent,
    },
  ];
}

function YieldTable({ rows }: { rows: MaterialYield[] }) {
  const columns = useMemo(() => yieldColumns(), []);
  const table = useClientTable(rows, columns, { sort: [{ id: 'sheets_used', desc: true }] });
  return (
    <DataTable
      label="Yield per material"
      columns={columns}
      getRowId={(row) => row.processed_panel_id}
      getRowLabel={(row) => row.processed_panel_name}
      exportFileName="production-yield-per-material"
      emptyTitle="No cutting plans yet"
      emptyDescription="Plans appear here once the optimizer has laid out a bill of material."
      maxHeight="24rem"
      {...table}
    />
  );
}

function Report({ report }: { report: ProductionReport }) {
  const consumedValue = report.consumption.reduce((sum, row) => sum + row.value, 0);
  return (
    <Stack gap="6">
      <KeyFigures
        figures={[
          { label: 'Plans optimised', value: formatCount(report.totals.plans) },
          { label: 'Sheets used', value: formatCount(report.totals.sheetsUsed) },
          { label: 'Sheets cut', value: formatCount(report.totals.sheetsCut) },
          { label: 'Yield', value: formatPercent(report.totals.yieldPercent) },
          { label: 'Stock consumed', value: wholeRupees.format(consumedValue) },
        ]}
      />
      <DashboardPanel title="Yield per material">
        <YieldTable rows={report.materials} />
      </DashboardPanel>
      <DashboardPanel title="Consumption per month">
        <ConsumptionChart rows={report.consumption} />
      </DashboardPanel>
    </Stack>
  );
}

export function ProductionReportTab() {
  const query = useProductionReport();
  if (query.isPending) return <LoadingState label="Adding up the cutting plans…" />;
  if (query.isError) {
    return (
      <ErrorState
        title="The production report could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Report report={query.data} />;
}
