import { Badge, Link } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable, PageHeader, useClientTable, type DataTableColumn } from '@/ui';
import { href } from '@/routes/paths';
import { formatOrderDate, STATUS_PALETTE } from './order-status';
import { ShopActions } from './shop-actions';
import { computeTotals, formatInr, ORDER_STATUSES, type Order } from './shop-model';
import { useOrders } from './shop-store';

interface OrderRow extends Order {
  total: number;
  itemCount: number;
}

const COLUMNS: DataTableColumn<OrderRow>[] = [
  {
    id: 'number',
    header: 'Order',
    value: (row) => row.number,
    cell: (row) => (
      <Link asChild fontWeight="medium" colorPalette="brand">
        <RouterLink to={href('/pages/ecommerce/order-details', { id: row.id })}>{row.number}</RouterLink>
      </Link>
    ),
    sortable: true,
    hideable: false,
  },
  {
    id: 'placedOn',
    header: 'Placed on',
    value: (row) => row.placedOn,
    cell: (row) => formatOrderDate(row.placedOn),
    sortable: true,
  },
  { id: 'customer', header: 'Customer', value: (row) => row.address.fullName, sortable: true },
  { id: 'city', header: 'City', value: (row) => row.address.city, sortable: true },
  { id: 'items', header: 'Items', value: (row) => row.itemCount, align: 'end', searchable: false },
  {
    id: 'total',
    header: 'Total',
    value: (row) => row.total,
    cell: (row) => formatInr(row.total),
    align: 'end',
    sortable: true,
    searchable: false,
  },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    cell: (row) => <Badge colorPalette={STATUS_PALETTE[row.status]}>{row.status}</Badge>,
    sortable: true,
    filter: { kind: 'select', options: ORDER_STATUSES.map((status) => ({ value: status, label: status })) },
  },
  { id: 'payment', header: 'Payment', value: (row) => row.paymentMethod, hidden: true },
];

export default function PagesEcommerceOrdersPage() {
  const navigate = useNavigate();
  const [orders] = useOrders();
  const rows = useMemo<OrderRow[]>(
    () =>
      orders.map((order) => {
        const totals = computeTotals(order.lines, order.coupon);
        return { ...order, total: totals.total, itemCount: totals.itemCount };
      }),
    [orders],
  );
  const table = useClientTable(rows, COLUMNS, { sort: [{ id: 'placedOn', desc: true }] });
  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order from the shop, newest first; open one to follow it through the factory."
        actions={<ShopActions show={['cart']} />}
      />
      <DataTable
        label="Orders"
        columns={COLUMNS}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.number}
        exportFileName="orders"
        onRowActivate={(row) => void navigate(href('/pages/ecommerce/order-details', { id: row.id }))}
        emptyTitle="No orders match"
        maxHeight="32rem"
        {...table}
      />
    </>
  );
}
