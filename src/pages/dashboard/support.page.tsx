/**
 * Support tickets of design-tool customers: counts of open, breached and resolved this week (each
 * a link to the queue behind it), the queue per assignee with filters in the URL, each ticket's SLA
 * clock, and one ticket at a time in a drawer (`?ticket=<id>`) with its thread and internal notes.
 */
import { Button, Field, HStack, Link, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataTable, GatedButton, PageHeader, StatCard } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import { usePermissions, useStaffNames } from '@/services/admin';
import { listTickets, useTicketCounts, useTickets } from '@/services/learning';
import {
  PAGE_SIZES,
  paramsFromState,
  queryFromParams,
  stateFromParams,
  TICKET_PARAM,
  withParam,
} from './support/support-params';
import { ticketColumns } from './support/ticket-columns';
import { TicketDrawer } from './support/ticket-drawer';

export default function DashboardSupportPage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const query = useMemo(() => queryFromParams(params), [params]);
  const tickets = useTickets(query);
  const counts = useTicketCounts();
  const staff = useStaffNames();
  const permissions = usePermissions();
  const columns = useMemo(() => ticketColumns(), []);
  const openId = params.get(TICKET_PARAM);
  const figure = (value: number | undefined) =>
    counts.isError ? '–' : value === undefined ? '…' : String(value);

  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Support'}
        description="Questions and problems of the design tool's customers: the queue, each ticket's SLA and its conversation."
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Link asChild>
          <RouterLink to="?status=active">
            <StatCard label="Open" value={figure(counts.data?.open)} />
          </RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to="?status=active&breached=1">
            <StatCard label="SLA breached" value={figure(counts.data?.breached)} lowerIsBetter />
          </RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to="?status=resolved&sort=created_at&dir=desc">
            <StatCard label="Resolved this week" value={figure(counts.data?.resolvedThisWeek)} />
          </RouterLink>
        </Link>
      </SimpleGrid>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>Queue</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={params.get('assignee') ?? ''}
              onChange={(event) =>
                setParams(withParam(params, 'assignee', event.currentTarget.value || null))
              }
            >
              <option value="">Everyone's tickets</option>
              <option value="none">Unassigned</option>
              {(staff.data ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <GatedButton
          size="sm"
          colorPalette="brand"
          blockedReason={permissions.reason('subscribers.edit')}
          onClick={() => setParams(withParam(params, TICKET_PARAM, 'new'))}
        >
          New ticket
        </GatedButton>
        {params.get('breached') === '1' ? (
          <Button size="sm" variant="outline" onClick={() => setParams(withParam(params, 'breached', null))}>
            Show all, not only breached
          </Button>
        ) : null}
      </HStack>
      <DataTable
        label="Support tickets"
        columns={columns}
        rows={tickets.data?.rows ?? []}
        total={tickets.data?.total ?? 0}
        getRowId={(t) => t.id}
        getRowLabel={(t) => t.subject}
        state={state}
        onStateChange={(next) => setParams(paramsFromState(next, params))}
        isLoading={tickets.isPending}
        error={tickets.isError ? tickets.error.message : null}
        onRetry={() => void tickets.refetch()}
        emptyTitle="No tickets match"
        emptyDescription="Clear the search, a filter or the queue to see more."
        pageSizeOptions={PAGE_SIZES}
        exportFileName="support-tickets"
        exportRows={async () => (await listTickets({ ...query, page: undefined, pageSize: undefined })).rows}
        onRowActivate={(t) => setParams(withParam(params, TICKET_PARAM, t.id))}
        toolbarActions={
          params.size > 0 ? (
            <Button size="sm" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
              Clear filters
            </Button>
          ) : null
        }
      />
      <TicketDrawer
        id={openId}
        onClose={() => setParams(withParam(params, TICKET_PARAM, null))}
        onOpened={(id) => setParams(withParam(params, TICKET_PARAM, id))}
        lockedReason={permissions.reason('subscribers.edit')}
      />
    </Stack>
  );
}
