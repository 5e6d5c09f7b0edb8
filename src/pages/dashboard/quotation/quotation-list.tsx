/**
 * The quotations list: number and revision, project, client, status, grand total and validity, with
 * the status and project filters, search, the issue date range and paging in the URL (quotation-url.ts).
 * A row opens the quotation (`?id=`).
 */
import { Badge, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import {
  BOQ_LABELS,
  useProjectOptions,
  listQuotations,
  QUOTATION_STATUSES,
  useQuotations,
  type QuotationSummary,
} from '@/services/commercials';
import { DateRangeBadge } from '../date-range-badge';
import { rangeFromParams, withRange } from '../date-range-params';
import { STATUS_PALETTE } from './quotation-status';
import { PAGE_SIZES, paramsFromState, queryFromState, stateFromParams } from './quotation-url';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00`),
  );

export function QuotationList({ label }: { label: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => stateFromParams(params), [params]);
  const range = useMemo(() => rangeFromParams(params), [params]);
  const query = useMemo(() => queryFromState(state, range), [state, range]);
  const list = useQuotations(query);
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
        range={range}
        clearLabel="Show quotations of every date"
        onClear={() => setParams(paramsFromState(state))}
      />
      <DataTable
        label={label}
        columns={columns}
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.reference}
        state={state}
        onStateChange={(next) => setParams(withRange(paramsFromState(next), range))}
        isLoading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
        emptyTitle="No quotations match"
        emptyDescription="Clear a filter, or create one from a project's BOQ."
        pageSizeOptions={PAGE_SIZES}
        exportFileName="quotations"
        exportRows={async () =>
          (await listQuotations({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(r) => void navigate(`/dashboard/quotation?id=${r.id}`)}
      />
    </Stack>
  );
}
