/** The invoices list: number, date, client, order and stage, total, what is left to pay, status. */
import { Badge, Button, HStack, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListStateHook } from '@/pages/list-kit';
import { DataTable, type DataTableColumn } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import {
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  invoiceQueries,
  listInvoices,
  type InvoiceSummary,
} from '@/services/commercials';
import { invoiceQueryOf, type invoicesList } from './invoices.contract';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00`),
  );

function invoiceColumns(today: string): DataTableColumn<InvoiceSummary>[] {
  return [
    {
      id: 'number',
      header: 'Invoice',
      value: (row) => row.number,
      cell: (row) => (
        <Link asChild fontWeight="medium">
          <RouterLink to={href('/pages/invoice/invoicedetails', { id: row.id })}>{row.number}</RouterLink>
        </Link>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'invoice_date',
      header: 'Date',
      value: (row) => row.invoice_date,
      cell: (row) => day(row.invoice_date),
      sortable: true,
    },
    { id: 'client_name', header: 'Client', value: (row) => row.client_name, sortable: true },
    { id: 'order', header: 'Order', value: (row) => `${row.order_number} · ${row.project_code}` },
    {
      id: 'stage',
      header: 'For',
      value: (row) => row.stage_name ?? (row.share_percent < 100 ? 'Rest of the order' : 'Whole order'),
    },
    {
      id: 'grand_total',
      header: 'Total',
      value: (row) => row.grand_total,
      cell: (row) => rupeesAndPaise.format(row.grand_total),
      sortable: true,
      align: 'end',
    },
    {
      id: 'outstanding',
      header: 'Left to pay',
      value: (row) => row.outstanding,
      cell: (row) =>
        row.outstanding > 0 ? (
          <HStack justify="flex-end" gap="2">
            {row.due_date < today && <Badge colorPalette="red">Overdue</Badge>}
            {rupeesAndPaise.format(row.outstanding)}
          </HStack>
        ) : (
          'Paid'
        ),
      sortable: true,
      align: 'end',
    },
    {
      id: 'status',
      header: 'Status',
      value: (row) => INVOICE_STATUS_LABELS[row.status],
      cell: (row) => (
        <Badge colorPalette={row.status === 'issued' ? 'green' : 'gray'}>
          {INVOICE_STATUS_LABELS[row.status]}
        </Badge>
      ),
      filter: {
        kind: 'select',
        options: INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS_LABELS[status] })),
      },
    },
  ];
}

export function InvoiceTable({ list }: { list: ListStateHook<typeof invoicesList> }) {
  const query = useMemo(() => invoiceQueryOf(list.state), [list.state]);
  const invoices = useQuery(invoiceQueries.list(query));
  const columns = useMemo(() => invoiceColumns(new Date().toISOString().slice(0, 10)), []);
  const unpaid = list.state.filters.unpaid === 'yes';
  return (
    <DataTable
      label="Invoices"
      columns={columns}
      rows={invoices.data?.rows ?? []}
      total={invoices.data?.total ?? 0}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.number}
      state={list.table}
      onStateChange={list.setTable}
      isLoading={invoices.isPending}
      error={invoices.isError ? invoices.error.message : null}
      onRetry={() => void invoices.refetch()}
      emptyTitle={list.filtering ? 'No invoices match' : 'No invoices yet'}
      emptyDescription={
        list.filtering ? 'Clear the search or a filter to see more.' : 'Issue one from an order.'
      }
      pageSizeOptions={list.pageSizes}
      exportFileName="invoices"
      exportRows={async () => (await listInvoices({ ...query, page: undefined, pageSize: undefined })).rows}
      toolbarActions={
        <HStack gap="2">
          <Button
            size="sm"
            variant={unpaid ? 'solid' : 'outline'}
            aria-pressed={unpaid}
            onClick={() => list.setFilters({ unpaid: unpaid ? undefined : 'yes' })}
          >
            Unpaid only
          </Button>
          {list.filtering && (
            <Button size="sm" variant="ghost" onClick={list.clearFilters}>
              Clear filters
            </Button>
          )}
        </HStack>
      }
    />
  );
}
