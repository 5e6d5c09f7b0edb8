/** What clients owe: one row per client with the balance, what is left unpaid by age, and overdue invoices. */
import { Button, ButtonGroup, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListStateHook } from '@/pages/list-kit';
import { DataTable, type DataTableColumn } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import {
  AGEING_BANDS,
  RECEIVABLE_SHOWS,
  RECEIVABLE_SHOW_LABELS,
  ledgerQueries,
  listReceivables,
  type Receivable,
} from '@/services/commercials';
import { receivableQueryOf, type receivablesList } from './invoices.contract';

function receivableColumns(open: (id: string) => void): DataTableColumn<Receivable>[] {
  return [
    {
      id: 'client_name',
      header: 'Client',
      value: (row) => row.client_name,
      cell: (row) => (
        <Link as="button" fontWeight="medium" onClick={() => open(row.client_id)}>
          {row.client_name}
        </Link>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'invoiced',
      header: 'Invoiced',
      value: (row) => row.invoiced,
      cell: (row) => rupeesAndPaise.format(row.invoiced),
      align: 'end',
    },
    {
      id: 'received',
      header: 'Received',
      value: (row) => row.received,
      cell: (row) => rupeesAndPaise.format(row.received),
      align: 'end',
    },
    {
      id: 'balance',
      header: 'Balance',
      value: (row) => row.balance,
      cell: (row) => rupeesAndPaise.format(row.balance),
      sortable: true,
      align: 'end',
    },
    {
      id: 'outstanding',
      header: 'Left to pay',
      value: (row) => row.outstanding,
      cell: (row) => rupeesAndPaise.format(row.outstanding),
      sortable: true,
      align: 'end',
    },
    ...AGEING_BANDS.map((band) => ({
      id: band.key,
      header: band.label,
      value: (row: Receivable) => row[band.key],
      cell: (row: Receivable) => (row[band.key] === 0 ? '' : rupeesAndPaise.format(row[band.key])),
      sortable: band.key === 'days_over_90',
      align: 'end' as const,
    })),
    {
      id: 'overdue_invoices',
      header: 'Overdue invoices',
      value: (row) => row.overdue_invoices,
      align: 'end',
    },
  ];
}

export function ReceivableTable({ list }: { list: ListStateHook<typeof receivablesList> }) {
  const query = useMemo(() => receivableQueryOf(list.state), [list.state]);
  const receivables = useQuery(ledgerQueries.receivables(query));
  const { open } = list;
  const columns = useMemo(() => receivableColumns(open), [open]);
  const show = query.show ?? 'owing';
  return (
    <DataTable
      label="Receivables"
      columns={columns}
      rows={receivables.data?.rows ?? []}
      total={receivables.data?.total ?? 0}
      getRowId={(row) => row.client_id}
      getRowLabel={(row) => row.client_name}
      state={list.table}
      onStateChange={list.setTable}
      isLoading={receivables.isPending}
      error={receivables.isError ? receivables.error.message : null}
      onRetry={() => void receivables.refetch()}
      emptyTitle={show === 'owing' ? 'Nobody owes anything' : 'No clients match'}
      emptyDescription="Show all clients to see every account."
      pageSizeOptions={list.pageSizes}
      exportFileName="receivables"
      exportRows={async () =>
        (await listReceivables({ ...query, page: undefined, pageSize: undefined })).rows
      }
      onRowActivate={(row) => open(row.client_id)}
      toolbarActions={
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show clients">
          {RECEIVABLE_SHOWS.map((choice) => (
            <Button
              key={choice}
              aria-pressed={show === choice}
              variant={show === choice ? 'solid' : 'outline'}
              onClick={() => list.setFilters({ show: choice === 'owing' ? undefined : choice })}
            >
              {RECEIVABLE_SHOW_LABELS[choice]}
            </Button>
          ))}
        </ButtonGroup>
      }
    />
  );
}
