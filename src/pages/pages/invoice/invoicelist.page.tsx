import { Badge, Button, HStack, Link, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable, PageHeader, useClientTable, type DataTableColumn } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { href } from '@/routes/paths';
import { INVOICE_STATUSES, invoiceTotals, type Invoice, type InvoiceStatus } from './invoice-model';
import { formatDay, formatRupees, invoiceStore, STATUS_PALETTE, useInvoices } from './invoice-store';

interface InvoiceRow extends Invoice {
  total: number;
}

const COLUMNS: DataTableColumn<InvoiceRow>[] = [
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
  { id: 'client', header: 'Client', value: (row) => row.clientName, sortable: true },
  {
    id: 'issueDate',
    header: 'Issued',
    value: (row) => row.issueDate,
    cell: (row) => formatDay(row.issueDate),
    sortable: true,
  },
  {
    id: 'dueDate',
    header: 'Due',
    value: (row) => row.dueDate,
    cell: (row) => formatDay(row.dueDate),
    sortable: true,
  },
  {
    id: 'total',
    header: 'Amount',
    value: (row) => row.total,
    cell: (row) => formatRupees(row.total),
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
    filter: { kind: 'select', options: INVOICE_STATUSES.map((status) => ({ value: status, label: status })) },
  },
];

export default function PagesInvoiceInvoicelistPage() {
  const navigate = useNavigate();
  const [invoices] = useInvoices();
  const rows = useMemo<InvoiceRow[]>(
    () =>
      invoices.map((invoice) => ({
        ...invoice,
        total: invoiceTotals(invoice.lines, invoice.clientState).total,
      })),
    [invoices],
  );
  const table = useClientTable(rows, COLUMNS, { sort: [{ id: 'issueDate', desc: true }] });
  const sumOf = (status: InvoiceStatus) =>
    rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.total, 0);
  const showStatus = (status: InvoiceStatus) =>
    table.onStateChange({
      ...table.state,
      filters: [{ id: 'status', value: status }],
      page: { ...table.state.page, index: 0 },
    });

  return (
    <>
      <PageHeader
        title="Invoices"
        description="Tax invoices to clients, with GST; filter by status to chase what is due."
        actions={
          <HStack gap="2" wrap="wrap">
            <DemoResetButton subject="the invoices" onReset={invoiceStore.reset} />
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={href('/pages/invoice/createinvoice')}>
                <Plus aria-hidden="true" /> Create invoice
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mb="5">
        {(['Sent', 'Overdue', 'Paid'] as const).map((status) => (
          <Stack key={status} borderWidth="1px" rounded="l2" p="3" gap="1">
            <Stat.Root>
              <Stat.Label>{status === 'Sent' ? 'Awaiting payment' : status}</Stat.Label>
              <Stat.ValueText>{formatRupees(sumOf(status))}</Stat.ValueText>
            </Stat.Root>
            <Button
              size="xs"
              variant="plain"
              px="0"
              alignSelf="flex-start"
              onClick={() => showStatus(status)}
            >
              Show {status.toLowerCase()} invoices
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      <DataTable
        label="Invoices"
        columns={COLUMNS}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.number}
        exportFileName="invoices"
        onRowActivate={(row) => void navigate(href('/pages/invoice/invoicedetails', { id: row.id }))}
        emptyTitle="No invoices match"
        maxHeight="30rem"
        {...table}
      />
    </>
  );
}
