import { Badge } from '@chakra-ui/react';
import { DataTable, useClientTable, type DataTableColumn } from '@/ui';
import { useOffcuts, type Offcut } from '@/services/production';

const COLUMNS: DataTableColumn<Offcut>[] = [
  {
    id: 'panel',
    header: 'Processed panel',
    value: (r) => `${r.processed_panel_code} · ${r.processed_panel_name}`,
    sortable: true,
  },
  {
    id: 'size',
    header: 'Size',
    value: (r) => `${r.length_mm} × ${r.width_mm} mm`,
    csv: (r) => `${r.length_mm}x${r.width_mm}`,
  },
  {
    id: 'area',
    header: 'Area',
    value: (r) => `${((r.length_mm * r.width_mm) / 92_903.04).toFixed(1)} sq ft`,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    value: (r) => (r.status === 'available' ? 'Available' : 'Reserved'),
    cell: (r) => (
      <Badge colorPalette={r.status === 'available' ? 'green' : 'orange'}>
        {r.status === 'available' ? 'Available' : 'Reserved'}
      </Badge>
    ),
  },
  { id: 'location', header: 'Location', value: (r) => r.location ?? '' },
  { id: 'plan', header: 'From plan', value: (r) => r.cutting_plan_name ?? '' },
];

/** Usable offcuts (available or reserved), filtered and sorted in the page: there are few of them. */
export function OffcutsTable({ enabled }: { enabled: boolean }) {
  const offcuts = useOffcuts(enabled);
  const table = useClientTable(offcuts.data ?? [], COLUMNS);
  return (
    <DataTable
      label="Offcuts"
      columns={COLUMNS}
      rows={table.rows}
      total={table.total}
      getRowId={(r) => r.id}
      getRowLabel={(r) => `${r.processed_panel_code} ${r.length_mm} × ${r.width_mm}`}
      state={table.state}
      onStateChange={table.onStateChange}
      isLoading={enabled && offcuts.isPending}
      error={offcuts.isError ? offcuts.error.message : null}
      onRetry={() => void offcuts.refetch()}
      emptyTitle="No offcuts in stock"
      emptyDescription="Offcuts above the minimum size come back here when a cutting plan is marked as cut."
      exportFileName="offcuts"
      exportRows={table.exportRows}
    />
  );
}
