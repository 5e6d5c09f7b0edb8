import { Badge, CloseButton, HStack, Link, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/ui';
import { useListState } from '@/pages/list-kit';
import { href } from '@/routes/paths';
import {
  listOrders,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  useOrders,
  type OrderStatus,
  type SalesOrder,
} from '@/services/commercials';
import { rupees } from '../catalogue/catalogue-format';
import { DateRangeBadge } from '../date-range';
import { orderQueryOf, ordersList } from './orders.contract';

export const ORDER_STATUS_PALETTE: Record<OrderStatus, string> = {
  confirmed: 'blue',
  in_production: 'purple',
  ready: 'teal',
  dispatched: 'orange',
  delivered: 'green',
  installed: 'green',
  closed: 'gray',
  cancelled: 'gray',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDate = (iso: string | null) =>
  iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '';

const COLUMNS: DataTableColumn<SalesOrder>[] = [
  {
    id: 'number',
    header: 'Order',
    value: (o) => o.number,
    cell: (o) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={href('/dashboard/Order-Details', { id: o.id })}>{o.number}</RouterLink>
      </Link>
    ),
    sortable: true,
    hideable: false,
  },
  { id: 'client', header: 'Client', value: (o) => o.client_name ?? '' },
  {
    id: 'project',
    header: 'Project',
    value: (o) => [o.project_code, o.project_name].filter(Boolean).join(' · '),
  },
  {
    id: 'status',
    header: 'Status',
    value: (o) => ORDER_STATUS_LABELS[o.status],
    cell: (o) => <Badge colorPalette={ORDER_STATUS_PALETTE[o.status]}>{ORDER_STATUS_LABELS[o.status]}</Badge>,
    csv: (o) => o.status,
    sortable: true,
    filter: {
      kind: 'select',
      options: ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
    },
  },
  {
    id: 'order_date',
    header: 'Ordered',
    value: (o) => formatDate(o.order_date),
    csv: (o) => o.order_date,
    sortable: true,
  },
  {
    id: 'expected_delivery',
    header: 'Expected',
    value: (o) => formatDate(o.expected_delivery),
    csv: (o) => o.expected_delivery ?? '',
    sortable: true,
  },
  {
    id: 'grand_total',
    header: 'Total',
    value: (o) => rupees(o.grand_total),
    csv: (o) => String(o.grand_total),
    sortable: true,
    align: 'end',
  },
];

/** Every order the person may see, its state in the URL; a row opens the order. */
export function OrdersList() {
  const list = useListState(ordersList);
  const [, setParams] = useSearchParams();
  const { from, to, cancelled } = list.state.filters;
  const range = { from, to };
  const noCancelled = cancelled === 'exclude';
  const query = useMemo(() => orderQueryOf(list.state), [list.state]);
  const orders = useOrders(query);
  return (
    <Stack gap="4">
      {range.from || range.to || noCancelled ? (
        <HStack gap="2" wrap="wrap">
          <DateRangeBadge
            label="Ordered"
            range={range}
            clearLabel="Show orders of every date"
            onClear={() => list.setFilters({ from: undefined, to: undefined })}
          />
          {noCancelled ? (
            <Badge size="lg" colorPalette="orange" variant="subtle" gap="2">
              Cancelled orders left out
              <CloseButton
                size="2xs"
                aria-label="Show cancelled orders too"
                onClick={() => list.setFilters({ cancelled: undefined })}
              />
            </Badge>
          ) : null}
        </HStack>
      ) : null}
      <DataTable
        label="Orders"
        columns={COLUMNS}
        rows={orders.data?.rows ?? []}
        total={orders.data?.total ?? 0}
        getRowId={(o) => o.id}
        getRowLabel={(o) => o.number}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={orders.isPending}
        error={orders.isError ? orders.error.message : null}
        onRetry={() => void orders.refetch()}
        emptyTitle="No orders match"
        emptyDescription="Orders are made from approved quotations. Clear the search or a filter to see more."
        pageSizeOptions={list.pageSizes}
        exportFileName="orders"
        exportRows={async () => (await listOrders({ ...query, page: undefined, pageSize: undefined })).rows}
        onRowActivate={(o) => setParams(new URLSearchParams({ id: o.id }))}
      />
    </Stack>
  );
}
