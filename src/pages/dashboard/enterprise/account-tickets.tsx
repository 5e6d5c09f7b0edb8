/** The support tickets of an enterprise account's seat holders, each linking to the ticket. */
import { Badge, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SlaClock } from '@/ui';
import { useSeats } from '@/services/admin';
import { TICKET_STATUS_LABELS, useSubscribersTickets } from '@/services/learning';
import { href } from '@/routes/paths';

export function AccountTickets({ accountId }: { accountId: string }) {
  const seats = useSeats(accountId);
  const ids = seats.data?.map((seat) => seat.subscriber_id);
  const tickets = useSubscribersTickets(ids);
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id="account-tickets-heading">
        Tickets of the seat holders
      </Heading>
      {ids !== undefined && ids.length === 0 ? (
        <Text color="fg.muted">No seat holder, so no ticket.</Text>
      ) : tickets.isPending ? (
        <Text color="fg.muted">Loading the tickets…</Text>
      ) : tickets.isError ? (
        <Text color="fg.muted">The tickets could not be loaded.</Text>
      ) : tickets.data.rows.length === 0 ? (
        <Text color="fg.muted">No ticket from this account’s seat holders.</Text>
      ) : (
        <List.Root as="ul" aria-labelledby="account-tickets-heading" listStyle="none" gap="2">
          {tickets.data.rows.map((ticket) => (
            <List.Item key={ticket.id}>
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Link asChild>
                  <RouterLink to={href('/dashboard/support', { ticket: ticket.id })}>
                    {ticket.subject}
                  </RouterLink>
                </Link>
                <HStack gap="2">
                  <Badge>{TICKET_STATUS_LABELS[ticket.status]}</Badge>
                  <SlaClock deadline={ticket.sla_deadline} stoppedAt={ticket.resolved_at} />
                </HStack>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
