/**
 * What is owed to suppliers (`?tab=payables`): one row per supplier with what came, what was paid,
 * the balance and what is left by age of the goods receipts; a supplier's statement opens beside the
 * list (`supplier=<id>`). The figures and who may read them (supplier.pay) are the database's.
 */
import { Button, ButtonGroup, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListState } from '@/pages/list-kit';
import { DataTable, type DataTableColumn } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { AGEING_BANDS } from '@/services/kit';
import {
  PAYABLE_SHOWS,
  PAYABLE_SHOW_LABELS,
  listPayables,
  payableQueries,
  type Payable,
} from '@/services/purchasing';
import { payableQueryOf, payablesList } from './stocks.contract';
import { SupplierStatementSheet } from './supplier-statement-sheet';

const money = (header: string, pick: (row: Payable) => number, sortable = false) => ({
  header,
  value: pick,
  cell: (row: Payable) => rupeesAndPaise.format(pick(row)),
  sortable,
  align: 'end' as const,
});

/** The Stocks page's own tab parameter, kept as the list changes. */
const KEEP_TAB = ['tab'] as const;

function payableColumns(open: (id: string) => void): DataTableColumn<Payable>[] {
  return [
    {
      id: 'supplier_name',
      header: 'Supplier',
      value: (row) => row.supplier_name,
      cell: (row) => (
        <Link as="button" fontWeight="medium" onClick={() => open(row.supplier_id)}>
          {row.supplier_name}
        </Link>
      ),
      sortable: true,
      hideable: false,
    },
    { id: 'received', ...money('Goods received', (row) => row.received) },
    { id: 'paid', ...money('Paid', (row) => row.paid) },
    { id: 'balance', ...money('Balance', (row) => row.balance, true) },
    { id: 'outstanding', ...money('Left to pay', (row) => row.outstanding, true) },
    ...AGEING_BANDS.map((band) => ({
      id: band.key,
      header: band.label,
      value: (row: Payable) => row[band.key],
      cell: (row: Payable) => (row[band.key] === 0 ? '' : rupeesAndPaise.format(row[band.key])),
      sortable: band.key === 'days_over_90',
      align: 'end' as const,
    })),
    {
      id: 'payment_terms_days',
      header: 'Terms (days)',
      value: (row) => row.payment_terms_days,
      align: 'end',
    },
    {
      id: 'overdue_receipts',
      header: 'Receipts past terms',
      value: (row) => row.overdue_receipts,
      align: 'end',
    },
  ];
}

export function PayablesTab() {
  const list = useListState(payablesList, { keep: KEEP_TAB });
  const query = useMemo(() => payableQueryOf(list.state), [list.state]);
  const payables = useQuery(payableQueries.list(query));
  const { open } = list;
  const columns = useMemo(() => payableColumns(open), [open]);
  const show = query.show ?? 'owing';
  return (
    <>
      <DataTable
        label="Payables"
        columns={columns}
        rows={payables.data?.rows ?? []}
        total={payables.data?.total ?? 0}
        getRowId={(row) => row.supplier_id}
        getRowLabel={(row) => row.supplier_name}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={payables.isPending}
        error={payables.isError ? payables.error.message : null}
        onRetry={() => void payables.refetch()}
        emptyTitle={show === 'owing' ? 'Nothing is owed to suppliers' : 'No suppliers match'}
        emptyDescription="Show all suppliers to see every account. Payables need the “supplier.pay” permission."
        pageSizeOptions={list.pageSizes}
        exportFileName="payables"
        exportRows={async () => (await listPayables({ ...query, page: undefined, pageSize: undefined })).rows}
        onRowActivate={(row) => open(row.supplier_id)}
        toolbarActions={
          <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show suppliers">
            {PAYABLE_SHOWS.map((choice) => (
              <Button
                key={choice}
                aria-pressed={show === choice}
                variant={show === choice ? 'solid' : 'outline'}
                onClick={() => list.setFilters({ show: choice === 'owing' ? undefined : choice })}
              >
                {PAYABLE_SHOW_LABELS[choice]}
              </Button>
            ))}
          </ButtonGroup>
        }
      />
      <SupplierStatementSheet supplierId={list.openId} onClose={list.close} />
    </>
  );
}
