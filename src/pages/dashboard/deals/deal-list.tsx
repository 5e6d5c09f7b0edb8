import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyTableState, DataTable, type DataTableColumn, type DataTableState } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import { DEAL_STAGE_LABELS, type Deal, type DealFacets, type DealStage } from '@/services/crm';
import { formatDealDate } from './deal-card';

const PAGE_SIZES = [25, 50, 100];
const SORTABLE = ['title', 'stage', 'value', 'expected_close', 'owner', 'pipeline'] as const;
/** Filters the database applies (the board's too); the table shows them but does not re-apply them. */
const SERVER_FILTERS = ['owner', 'pipeline'] as const;

const STAGE_PALETTE: Record<DealStage, string> = {
  qualification: 'gray',
  needs_analysis: 'blue',
  proposal: 'purple',
  negotiation: 'orange',
  won: 'green',
  lost: 'red',
};

function stateFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: SERVER_FILTERS.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort:
      sort && (SORTABLE as readonly string[]).includes(sort)
        ? [{ id: sort, desc: params.get('dir') === 'desc' }]
        : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

function paramsFromState(state: DataTableState): URLSearchParams {
  const params = new URLSearchParams({ view: 'list' });
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) if (filter.value) params.set(filter.id, filter.value);
  const sort = state.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== PAGE_SIZES[0]) params.set('size', String(state.page.size));
  return params;
}

function dealColumns(facets: DealFacets | undefined): DataTableColumn<Deal>[] {
  return [
    { id: 'title', header: 'Deal', value: (d) => d.title, sortable: true, hideable: false },
    { id: 'lead', header: 'Lead', value: (d) => d.lead_name ?? '' },
    { id: 'company', header: 'Company', value: (d) => d.company_name ?? '' },
    {
      id: 'stage',
      header: 'Stage',
      value: (d) => DEAL_STAGE_LABELS[d.stage],
      cell: (d) => <Badge colorPalette={STAGE_PALETTE[d.stage]}>{DEAL_STAGE_LABELS[d.stage]}</Badge>,
      sortable: true,
    },
    {
      id: 'value',
      header: 'Value',
      value: (d) => d.value,
      cell: (d) => wholeRupees.format(d.value),
      sortable: true,
      align: 'end',
    },
    {
      id: 'owner',
      header: 'Owner',
      value: (d) => d.owner_name ?? '',
      sortable: true,
      filter: {
        kind: 'select',
        options: (facets?.owners ?? []).map((o) => ({ value: o.id, label: o.name })),
      },
    },
    {
      id: 'pipeline',
      header: 'Pipeline',
      value: (d) => d.pipeline,
      sortable: true,
      filter: { kind: 'select', options: (facets?.pipelines ?? []).map((p) => ({ value: p, label: p })) },
    },
    {
      id: 'expected_close',
      header: 'Expected close',
      value: (d) => d.expected_close ?? '',
      cell: (d) => formatDealDate(d.expected_close),
      sortable: true,
    },
    { id: 'close_reason', header: 'Close reason', value: (d) => d.close_reason ?? '' },
  ];
}

export interface DealListProps {
  deals: readonly Deal[];
  facets: DealFacets | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The same deals as a table: search, owner and pipeline come from the database, sort and paging here. */
export function DealList({ deals, facets, isLoading, error, onRetry }: DealListProps) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const columns = useMemo(() => dealColumns(facets), [facets]);
  const view = useMemo(
    () => applyTableState(deals, columns, { ...state, search: '', filters: [] }),
    [deals, columns, state],
  );
  return (
    <DataTable
      label="Deals"
      columns={columns}
      rows={view.rows}
      total={view.total}
      getRowId={(d) => d.id}
      getRowLabel={(d) => d.title}
      state={state}
      onStateChange={(next) => setParams(paramsFromState(next))}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyTitle="No deals match"
      emptyDescription="Clear the search or a filter to see more."
      pageSizeOptions={PAGE_SIZES}
      exportFileName="deals"
      exportRows={() => view.filtered}
    />
  );
}
