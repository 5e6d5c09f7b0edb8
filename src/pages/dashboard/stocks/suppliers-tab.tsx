/**
 * Who the business buys from (`?tab=suppliers`): name, state, GSTIN, contact and payment terms,
 * searchable and sortable, active ones unless "All" is chosen; a supplier opens beside the list
 * (`supplier=<id>`, `supplier=new` to add one). Adding and editing need purchase.order, as the
 * database says.
 */
import { Badge, Button, ButtonGroup } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useListState } from '@/pages/list-kit';
import { DataTable, GatedButton, type DataTableColumn } from '@/ui';
import { usePermissions } from '@/services/admin';
import { listSuppliers, supplierQueries, type Supplier } from '@/services/purchasing';
import { supplierQueryOf, suppliersList } from './stocks.contract';
import { SupplierSheet } from './supplier-sheet';

/** The Stocks page's own tab parameter, kept as the list changes. */
const KEEP_TAB = ['tab'] as const;

const COLUMNS: DataTableColumn<Supplier>[] = [
  {
    id: 'name',
    header: 'Supplier',
    value: (row) => row.name,
    cell: (row) => (
      <>
        {row.name}
        {row.active ? null : (
          <Badge ms="2" size="sm">
            Retired
          </Badge>
        )}
      </>
    ),
    sortable: true,
    hideable: false,
  },
  { id: 'state', header: 'State', value: (row) => row.state ?? '', sortable: true },
  { id: 'gstin', header: 'GSTIN', value: (row) => row.gstin ?? '' },
  { id: 'contact_name', header: 'Contact', value: (row) => row.contact_name ?? '' },
  { id: 'phone', header: 'Phone', value: (row) => row.phone ?? '' },
  {
    id: 'payment_terms_days',
    header: 'Terms (days)',
    value: (row) => row.payment_terms_days,
    sortable: true,
    align: 'end',
  },
];

export function SuppliersTab() {
  const list = useListState(suppliersList, { keep: KEEP_TAB });
  const query = useMemo(() => supplierQueryOf(list.state), [list.state]);
  const suppliers = useQuery(supplierQueries.list(query));
  const permissions = usePermissions();
  const all = list.state.filters.show === 'all';
  return (
    <>
      <DataTable
        label="Suppliers"
        columns={COLUMNS}
        rows={suppliers.data?.rows ?? []}
        total={suppliers.data?.total ?? 0}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={suppliers.isPending}
        error={suppliers.isError ? suppliers.error.message : null}
        onRetry={() => void suppliers.refetch()}
        emptyTitle="No suppliers match"
        emptyDescription="Clear the search, or show retired suppliers too."
        pageSizeOptions={list.pageSizes}
        exportFileName="suppliers"
        exportRows={async () =>
          (await listSuppliers({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(row) => list.open(row.id)}
        toolbarActions={
          <>
            <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show suppliers">
              <Button
                aria-pressed={!all}
                variant={all ? 'outline' : 'solid'}
                onClick={() => list.setFilters({ show: undefined })}
              >
                Active
              </Button>
              <Button
                aria-pressed={all}
                variant={all ? 'solid' : 'outline'}
                onClick={() => list.setFilters({ show: 'all' })}
              >
                All
              </Button>
            </ButtonGroup>
            <GatedButton
              size="sm"
              colorPalette="brand"
              blockedReason={permissions.reason('purchase.order')}
              onClick={() => list.open('new')}
            >
              <Plus aria-hidden="true" /> New supplier
            </GatedButton>
          </>
        }
      />
      <SupplierSheet id={list.openId} onOpen={list.open} onClose={list.close} />
    </>
  );
}
