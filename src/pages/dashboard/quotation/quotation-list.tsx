/**
 * The quotations list: number and revision, project, client, status, grand total and validity, with
 * the status and project filters, search and paging in the URL (`status`, `project`, `q`, `page`,
 * `size`). A row opens the quotation (`?id=`).
 */
import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn, type DataTableState } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { BOQ_LABELS, useProjectOptions } from '@/services/boq';
import {
  listQuotations,
  QUOTATION_STATUSES,
  useQuotations,
  type QuotationQuery,
  type QuotationStatus,
  type QuotationSummary,
} from '@/services/quotations';
import { STATUS_PALETTE } from './quotation-status';

const PAGE_SIZES = [25, 50, 100];

export function stateFromParams(params: URLSearchParams): DataTableState {
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: ['status', 'project'].flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : 25,
    },
  };
}

export function paramsFromState(state: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) if (filter.value) params.set(filter.id, filter.value);
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== 25) params.set('size', String(state.page.size));
  return params;
}

export function queryFromState(state: DataTableState): QuotationQuery {
  const status = state.filters.find((f) => f.id === 'status')?.value;
  return {
    status: (QUOTATION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as QuotationStatus)
      : undefined,
    project: state.filters.find((f) => f.id === 'project')?.value,
    search: state.search.trim() || undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00`),
  );

export function QuotationList({ label }: { label: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => stateFromParams(params), [params]);
  const query = useMemo(() => queryFromState(state), [state]);
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
    <DataTable
      label={label}
      columns={columns}
      rows={list.data?.rows ?? []}
      total={list.data?.total ?? 0}
      getRowId={(r) => r.id}
      getRowLabel={(r) => r.reference}
      state={state}
      onStateChange={(next) => setParams(paramsFromState(next))}
      isLoading={list.isPending}
      error={list.isError ? list.error.message : null}
      onRetry={() => void list.refetch()}
      emptyTitle="No quotations match"
      emptyDescription="Clear a filter, or create one from a project's BOQ."
      pageSizeOptions={PAGE_SIZES}
      exportFileName="quotations"
      exportRows={async () => (await listQuotations({ ...query, page: undefined, pageSize: undefined })).rows}
      onRowActivate={(r) => void navigate(`/dashboard/quotation?id=${r.id}`)}
    />
  );
}
