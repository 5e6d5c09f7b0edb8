/**
 * Support tickets of clients (after-sale service on their orders) and of design-tool subscribers,
 * filtered by kind in the URL (`customers`): counts of open, breached and resolved this week (each
 * a link to the queue behind it), the queue per assignee with filters in the URL, each ticket's SLA
 * clock, and one ticket at a time in a drawer (`?ticket=<id>`) with its thread and internal notes.
 */
import { Button, Field, HStack, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, GatedButton, StatCard, OptionSelect } from '@/ui';
import { useListState } from '@/pages/list-kit';
import { href } from '@/routes/paths';
import { usePermissions, useStaffNames } from '@/services/admin';
import {
  listTickets,
  TICKET_CUSTOMER_KIND_LABELS,
  TICKET_CUSTOMER_KINDS,
  useTicketCounts,
  useTickets,
} from '@/services/learning';
import { supportList, ticketQueryOf } from './support/support.contract';
import { ticketColumns } from './support/ticket-columns';
import { TicketDrawer } from './support/ticket-drawer';
import { RouteHeader } from './page-frame';

export default function DashboardSupportPage() {
  const list = useListState(supportList);
  const query = useMemo(() => ticketQueryOf(list.state), [list.state]);
  const tickets = useTickets(query);
  const counts = useTicketCounts();
  const staff = useStaffNames();
  const permissions = usePermissions();
  const columns = useMemo(() => ticketColumns(), []);
  const figure = (value: number | undefined) =>
    counts.isError ? '–' : value === undefined ? '…' : String(value);

  return (
    <Stack gap="6">
      <RouteHeader
        title="Support"
        description="Clients' after-sale service and the design tool's customers' questions: the queue, each ticket's SLA and its conversation."
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Link asChild>
          <RouterLink to={href('/dashboard/support', { status: 'active' })}>
            <StatCard label="Open" value={figure(counts.data?.open)} />
          </RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to={href('/dashboard/support', { status: 'active', breached: '1' })}>
            <StatCard label="SLA breached" value={figure(counts.data?.breached)} lowerIsBetter />
          </RouterLink>
        </Link>
        <Link asChild>
          <RouterLink
            to={href('/dashboard/support', { status: 'resolved', sort: 'created_at', dir: 'desc' })}
          >
            <StatCard label="Resolved this week" value={figure(counts.data?.resolvedThisWeek)} />
          </RouterLink>
        </Link>
      </SimpleGrid>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>Queue</Field.Label>
          <OptionSelect
            value={list.state.filters.assignee ?? ''}
            onChange={(event) => list.setFilters({ assignee: event.currentTarget.value })}
            size="sm"
            placeholder="Everyone's tickets"
            options={[
              { value: 'none', label: 'Unassigned' },
              ...(staff.data ?? []).map((person) => ({ value: person.id, label: person.name })),
            ]}
          />
        </Field.Root>
        <Field.Root maxW="xs">
          <Field.Label>Customers</Field.Label>
          <OptionSelect
            value={list.state.filters.customers ?? ''}
            onChange={(event) => list.setFilters({ customers: event.currentTarget.value })}
            size="sm"
            placeholder="Clients and subscribers"
            options={TICKET_CUSTOMER_KINDS.map((kind) => ({
              value: kind,
              label: TICKET_CUSTOMER_KIND_LABELS[kind],
            }))}
          />
        </Field.Root>
        <GatedButton
          size="sm"
          colorPalette="brand"
          blockedReason={permissions.reason('subscribers.edit')}
          onClick={() => list.open('new')}
        >
          New ticket
        </GatedButton>
        {list.state.filters.breached === '1' ? (
          <Button size="sm" variant="outline" onClick={() => list.setFilters({ breached: undefined })}>
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
        state={list.table}
        onStateChange={list.setTable}
        isLoading={tickets.isPending}
        error={tickets.isError ? tickets.error.message : null}
        onRetry={() => void tickets.refetch()}
        emptyTitle="No tickets match"
        emptyDescription="Clear the search, a filter or the queue to see more."
        pageSizeOptions={list.pageSizes}
        exportFileName="support-tickets"
        exportRows={async () => (await listTickets({ ...query, page: undefined, pageSize: undefined })).rows}
        onRowActivate={(t) => list.open(t.id)}
        toolbarActions={
          list.filtering ? (
            <Button size="sm" variant="ghost" onClick={list.clearFilters}>
              Clear filters
            </Button>
          ) : null
        }
      />
      <TicketDrawer
        id={list.openId}
        onClose={list.close}
        onOpened={list.open}
        lockedReason={permissions.reason('subscribers.edit')}
        clientLockedReason={permissions.reason('ticket.client')}
      />
    </Stack>
  );
}
