import { Alert, Button, ButtonGroup, Stack } from '@chakra-ui/react';
import { Columns3, List } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListState } from '@/pages/list-kit';
import { EmptyState, ErrorState, LoadingState } from '@/ui';
import { useDealFacets, useDeals } from '@/services/crm';
import { usePermissions } from '@/services/admin';
import { DealBoard } from './deals/deal-board';
import { DealFilters } from './deals/deal-filters';
import { DealList } from './deals/deal-list';
import { dealQueryOf, dealsList, dealViewOf, withView, type DealView } from './deals/deals.contract';
import { RouteHeader } from './page-frame';

/** Deals by stage (dashboard/deals and apps/crm/deals): a board to move them along, or a table. */
export default function DashboardDealsPage() {
  const list = useListState(dealsList);
  const [, setParams] = useSearchParams();
  const view = dealViewOf(list.state);
  const query = useMemo(() => dealQueryOf(list.state), [list.state]);
  const deals = useDeals(query);
  const facets = useDealFacets();
  const permissions = usePermissions();
  const lockedReason = permissions.reason('deals.manage');

  const { setSearch, setFilters } = list;
  const setFilter = useCallback(
    (name: 'q' | 'owner' | 'pipeline', value: string | null) =>
      name === 'q' ? setSearch(value ?? '') : setFilters({ [name]: value ?? undefined }),
    [setSearch, setFilters],
  );
  const showView = (next: DealView) =>
    setParams((current) => dealsList.write(withView(dealsList.read(current), next)));

  return (
    <Stack gap="4">
      <RouteHeader
        title="Deals"
        description="Every opportunity by stage, with its value. Drag a card, or use its Move menu, to move it along."
        actions={
          <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show deals as">
            <Button aria-pressed={view === 'board'} onClick={() => showView('board')}>
              <Columns3 aria-hidden="true" /> Board
            </Button>
            <Button aria-pressed={view === 'list'} onClick={() => showView('list')}>
              <List aria-hidden="true" /> List
            </Button>
          </ButtonGroup>
        }
      />
      {lockedReason && !permissions.isPending ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>Moving deals needs deals.manage. {lockedReason}</Alert.Title>
        </Alert.Root>
      ) : null}
      {view === 'list' ? (
        <DealList
          list={list}
          deals={deals.data ?? []}
          facets={facets.data}
          isLoading={deals.isPending}
          error={deals.isError ? deals.error.message : null}
          onRetry={() => void deals.refetch()}
        />
      ) : (
        <Stack gap="3">
          <DealFilters query={query} facets={facets.data} onChange={setFilter} />
          {deals.isPending ? (
            <LoadingState label="Loading the deals…" />
          ) : deals.isError ? (
            <ErrorState
              title="The deals could not be loaded"
              message={deals.error.message}
              onRetry={() => void deals.refetch()}
            />
          ) : deals.data.length === 0 && (query.search || query.owner || query.pipeline) ? (
            <EmptyState title="No deals match" description="Clear the search or a filter to see more." />
          ) : (
            <DealBoard deals={deals.data} lockedReason={permissions.isPending ? 'Checking…' : lockedReason} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
