import { Alert, Button, ButtonGroup, Stack } from '@chakra-ui/react';
import { Columns3, List } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { useDealFacets, useDeals } from '@/services/crm';
import { usePermissions } from '@/services/admin';
import { DealBoard } from './deals/deal-board';
import { DealFilters } from './deals/deal-filters';
import { DealList } from './deals/deal-list';
import { dealQueryFromParams, viewFromParams, withParam } from './deals/deals-model';

/** Deals by stage (dashboard/deals and apps/crm/deals): a board to move them along, or a table. */
export default function DashboardDealsPage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const query = useMemo(() => dealQueryFromParams(params), [params]);
  const deals = useDeals(query);
  const facets = useDealFacets();
  const permissions = usePermissions();
  const lockedReason = permissions.reason('deals.manage');

  const setFilter = useCallback(
    (name: 'q' | 'owner' | 'pipeline', value: string | null) =>
      setParams((current) => withParam(current, name, value), { replace: name === 'q' }),
    [setParams],
  );
  const showView = (next: 'board' | 'list') =>
    setParams((current) => {
      const kept = new URLSearchParams();
      for (const name of ['q', 'owner', 'pipeline']) {
        const value = current.get(name);
        if (value) kept.set(name, value);
      }
      if (next === 'list') kept.set('view', 'list');
      return kept;
    });

  return (
    <Stack gap="4">
      <PageHeader
        title={route?.title ?? 'Deals'}
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
