/**
 * The quotations list: number and revision, project, client, status, grand total and validity, with
 * the status and project filters, search, the issue date range and paging in the URL
 * (quotations.contract.ts).
 * A row opens the quotation (`?id=`).
 */
import { href } from '@/routes/paths';
import { Badge, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { useListState } from '@/pages/list-kit';
import {
  BOQ_LABELS,
  useProjectOptions,
  listQuotations,
  QUOTATION_STATUSES,
  useQuotations,
  type QuotationSummary,
} from '@/services/commercials';
import { DateRangeBadge } from '../date-range';
import { STATUS_PALETTE } from './quotation-status';
import { quotationQueryOf, quotationsList } from './quotations.contract';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00`),
  );

export function QuotationList({ label }: { label: string }) {
  const list = useListState(quotationsList);
  const navigate = useNavigate();
  const query = useMemo(() => quotationQueryOf(list.state), [list.state]);
  const quotations = useQuotations(query);
  const projects = useProjectOptions();

  const columns: DataTableColumn<QuotationSummary>[] = useMemo(
    () => [
      { id: 'number', header: 'Number', value: (r) => r.number, hideable: false },
      { id: 'revision', header: 'Revision', value: (r) => r.revision, align: 'end' },
      {
        id: 'project',
        header: 'Project',
        value: (r) => `${r.project_code} · ${r.project_name}`,
        filter: {
          kind: 'select',
          options: (projects.data ?? []).map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` })),
        },
      },
      { id: 'client', header: 'Client', value: (r) => r.client_name },
      {
        id: 'status',
        header: 'Status',
        value: (r) => BOQ_LABELS[r.status] ?? r.status,
        cell: (r) => (
          <Badge colorPalette={STATUS_PALETTE[r.status]}>{BOQ_LABELS[r.status] ?? r.status}</Badge>
        ),
        filter: {
          kind: 'select',
          options: QUOTATION_STATUSES.map((s) => ({ value: s, label: BOQ_LABELS[s] ?? s })),
        },
      },
      {
        id: 'total',
        header: 'Total',
        value: (r) => r.grand_total,
        cell: (r) => rupeesAndPaise.format(r.grand_total),
        align: 'end',
      },
      {
        id: 'valid_until',
        header: 'Valid until',
        value: (r) => r.valid_until,
        cell: (r) => day(r.valid_until),
      },
    ],
    [projects.data],
  );

  return (
    <Stack gap="4">
      <DateRangeBadge
        label="Issued"
        range={{ from: query.from, to: query.to }}
        clearLabel="Show quotations of every date"
        onClear={() => list.setFilters({ from: undefined, to: undefined })}
      />
      <DataTable
        label={label}
        columns={columns}
        rows={quotations.data?.rows ?? []}
        total={quotations.data?.total ?? 0}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.reference}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={quotations.isPending}
        error={quotations.isError ? quotations.error.message : null}
        onRetry={() => void quotations.refetch()}
        emptyTitle="No quotations match"
        emptyDescription="Clear a filter, or create one from a project's BOQ."
        pageSizeOptions={list.pageSizes}
        exportFileName="quotations"
        exportRows={async () =>
          (await listQuotations({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(r) => void navigate(href('/dashboard/quotation', { id: r.id }))}
      />
    </Stack>
  );
}
