/**
 * Purchasing beside the stock (`?tab=purchasing`): the purchase orders, "Raise from reorder list"
 * (one draft per supplier for the items at or below their reorder level), and an order opened beside
 * the list (`?po=<id>`) to send, cancel or receive goods into stock.
 */
import { Badge, HStack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, GatedButton, toaster, useClientTable, type DataTableColumn } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { usePermissions } from '@/services/admin';
import {
  PURCHASE_ORDER_STATUS_LABELS,
  purchaseOrderKeys,
  purchaseOrderQueries,
  raiseReorderPurchaseOrders,
  type PurchaseOrder,
  type PurchaseOrderStatus,
} from '@/services/purchasing';
import { PurchaseOrderSheet } from './purchase-order-sheet';

const PALETTE: Record<PurchaseOrderStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  partly_received: 'orange',
  received: 'green',
  cancelled: 'red',
};

const COLUMNS: DataTableColumn<PurchaseOrder>[] = [
  { id: 'number', header: 'Purchase order', value: (row) => row.number, sortable: true, hideable: false },
  { id: 'order_date', header: 'Date', value: (row) => row.order_date, sortable: true },
  { id: 'supplier_name', header: 'Supplier', value: (row) => row.supplier_name, sortable: true },
  { id: 'lines', header: 'Lines', value: (row) => row.lines, align: 'end' },
  {
    id: 'total',
    header: 'Total with GST',
    value: (row) => row.total,
    cell: (row) => rupeesAndPaise.format(row.total),
    sortable: true,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    value: (row) => PURCHASE_ORDER_STATUS_LABELS[row.status],
    cell: (row) => (
      <Badge colorPalette={PALETTE[row.status]}>{PURCHASE_ORDER_STATUS_LABELS[row.status]}</Badge>
    ),
    sortable: true,
  },
];

export function PurchaseOrdersTab({ enabled }: { enabled: boolean }) {
  const orders = useQuery({ ...purchaseOrderQueries.list({}), enabled });
  const rows = useMemo(() => orders.data?.rows ?? [], [orders.data]);
  const table = useClientTable(rows, COLUMNS, { sort: [{ id: 'number', desc: true }] });
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('po', id);
      else next.delete('po');
      return next;
    });
  const raise = useMutation({
    mutationFn: () => raiseReorderPurchaseOrders(),
    meta: { errorTitle: 'No purchase orders were raised' },
    onSuccess: async (raised) => {
      await client.invalidateQueries({ queryKey: purchaseOrderKeys.all });
      const skipped = raised.skipped.map((item) => item.name).join(', ');
      toaster.create({
        type: raised.orders.length > 0 ? 'success' : 'info',
        title:
          raised.orders.length > 0
            ? `${raised.orders.length} draft purchase ${raised.orders.length === 1 ? 'order' : 'orders'} raised`
            : 'Nothing to raise: every item below its reorder level is already on order',
        description: skipped ? `No supplier carries: ${skipped}.` : undefined,
      });
    },
  });
  return (
    <>
      <DataTable
        label="Purchase orders"
        columns={COLUMNS}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.number}
        isLoading={orders.isPending}
        error={orders.isError ? orders.error.message : null}
        onRetry={() => void orders.refetch()}
        emptyTitle="No purchase orders yet"
        emptyDescription="Raise drafts from the items at or below their reorder level."
        exportFileName="purchase-orders"
        onRowActivate={(row) => open(row.id)}
        toolbarActions={
          <HStack>
            <GatedButton
              size="sm"
              colorPalette="brand"
              loading={raise.isPending}
              loadingText="Raising…"
              blockedReason={permissions.reason('purchase.order')}
              onClick={() => raise.mutate()}
            >
              <PackagePlus aria-hidden="true" /> Raise from reorder list
            </GatedButton>
          </HStack>
        }
        {...table}
      />
      <PurchaseOrderSheet id={params.get('po')} onClose={() => open(null)} />
    </>
  );
}
