/** "Renewals in the next 30 days": each a link that opens the account. */
import { Badge, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import type { EnterpriseAccount } from '@/services/admin';
import { PLAN_LABELS } from '@/services/admin';
import { formatDate } from './enterprise-columns';
import { describeRenewal } from './renewal-words';

export interface RenewalsListProps {
  accounts: EnterpriseAccount[] | undefined;
  isPending: boolean;
  isError: boolean;
  onOpen: (id: string) => void;
}

export function RenewalsList({ accounts, isPending, isError, onOpen }: RenewalsListProps) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="renewals-heading">
            Renewals in the next 30 days
          </Heading>
          {isPending ? (
            <Text color="fg.muted">Loading the renewals…</Text>
          ) : isError ? (
            <Text color="fg.muted">The renewals could not be loaded.</Text>
          ) : !accounts || accounts.length === 0 ? (
            <Text color="fg.muted">No account renews in the next 30 days.</Text>
          ) : (
            <List.Root as="ul" aria-labelledby="renewals-heading" gap="2" listStyle="none">
              {accounts.map((account) => (
                <List.Item key={account.id}>
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Link
                      href={`?account=${account.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        onOpen(account.id);
                      }}
                      fontWeight="medium"
                    >
                      {account.name}
                    </Link>
                    <HStack gap="2" color="fg.muted" textStyle="sm">
                      <Text>
                        {PLAN_LABELS[account.plan]} · {account.seats_used} of {account.seats_bought} seats ·{' '}
                        {formatDate(account.renewal_date)}
                      </Text>
                      <Badge colorPalette={account.days_to_renewal <= 7 ? 'red' : 'orange'}>
                        {describeRenewal(account.days_to_renewal)}
                      </Badge>
                    </HStack>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
