import { Badge, Link } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataTable, useClientTable, type DataTableColumn } from '@/ui';
import { BOM_STATUS_LABELS, BOM_STATUSES, useBoms, type Bom, type BomStatus } from '@/services/production';
import { href } from '@/routes/paths';

const STATUS_PALETTE: Record<BomStatus, string> = {
  draft: 'gray',
  released: 'blue',
  in_production: 'purple',
  completed: 'green',
};

export const bomHref = (bom: Pick<Bom, 'id' | 'order_id'>) =>
  href('/dashboard/bom', { order: bom.order_id, bom: bom.id });

const COLUMNS: DataTableColumn<Bom>[] = [
  {
    id: 'name',
    header: 'Bill of material',
    value: (b) => b.name,
    cell: (b) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={bomHref(b)}>{b.name}</RouterLink>
      </Link>
    ),
    sortable: true,
    hideable: false,
  },
  { id: 'order_number', header: 'Order', value: (b) => b.order_number, sortable: true },
  { id: 'client_name', header: 'Client', value: (b) => b.client_name ?? '', sortable: true },
  {
    id: 'status',
    header: 'Status',
    value: (b) => BOM_STATUS_LABELS[b.status],
    cell: (b) => <Badge colorPalette={STATUS_PALETTE[b.status]}>{BOM_STATUS_LABELS[b.status]}</Badge>,
    csv: (b) => b.status,
    filter: { kind: 'select', options: BOM_STATUSES.map((s) => ({ value: s, label: BOM_STATUS_LABELS[s] })) },
  },
  { id: 'part_lines', header: 'Part lines', value: (b) => b.part_lines, sortable: true, align: 'end' },
  { id: 'part_count', header: 'Pieces', value: (b) => b.part_count, sortable: true, align: 'end' },
  { id: 'prepared_by_name', header: 'Prepared by', value: (b) => b.prepared_by_name ?? '' },
];

/** Every bill of material: a few per order, so the list is filtered in the page. */
export function BomList() {
  const [, setParams] = useSearchParams();
  const boms = useBoms({});
  const table = useClientTable(boms.data ?? [], COLUMNS);
  return (
    <DataTable
      label="Bills of material"
      columns={COLUMNS}
      rows={table.rows}
      total={table.total}
      getRowId={(b) => b.id}
      getRowLabel={(b) => b.name}
      state={table.state}
      onStateChange={table.onStateChange}
      isLoading={boms.isPending}
      error={boms.isError ? boms.error.message : null}
      onRetry={() => void boms.refetch()}
      emptyTitle="No bills of material"
      emptyDescription="Open an order and break it down into parts to start one."
      exportFileName="bills-of-material"
      exportRows={table.exportRows}
      onRowActivate={(b) => setParams(new URLSearchParams({ order: b.order_id, bom: b.id }))}
    />
  );
}
