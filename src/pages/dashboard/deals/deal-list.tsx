import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ListStateHook } from '@/pages/list-kit';
import { applyTableState, DataTable, type DataTableColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import { DEAL_STAGE_LABELS, type Deal, type DealFacets, type DealStage } from '@/services/crm';
import { formatDealDate } from './deal-card';
import type { dealsList } from './deals.contract';

const STAGE_PALETTE: Record<DealStage, string> = {
  qualification: 'gray',
  needs_analysis: 'blue',
  proposal: 'purple',
  negotiation: 'orange',
  won: 'green',
  lost: 'red',
};

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
  /** The page's list state (the URL through the deals contract). */
  list: ListStateHook<typeof dealsList>;
  deals: readonly Deal[];
  facets: DealFacets | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The same deals as a table: search, owner and pipeline come from the database, sort and paging here. */
export function DealList({ list, deals, facets, isLoading, error, onRetry }: DealListProps) {
  const state = list.table;
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
      onStateChange={list.setTable}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyTitle="No deals match"
      emptyDescription="Clear the search or a filter to see more."
      pageSizeOptions={list.pageSizes}
      exportFileName="deals"
      exportRows={() => view.filtered}
    />
  );
}
