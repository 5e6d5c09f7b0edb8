/**
 * One enterprise account as a drawer over the list (`?account=<id>`): its plan, seats, renewal and
 * account manager; its seat holders with assign and release; and the edit form.
 */
import { CloseButton, DataList, Drawer, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorState, GatedButton, LoadingState } from '@/ui';
import { useEnterpriseAccount, PLAN_LABELS } from '@/services/admin';
import { AccountForm } from './account-form';
import { AccountTickets } from './account-tickets';
import { formatDate, SeatsUsed } from './enterprise-columns';
import { describeRenewal } from './renewal-words';
import { SeatHolders } from './seat-holders';

export interface AccountDrawerProps {
  id: string | null;
  onClose: () => void;
  /** Why the person may not change accounts or seats (subscribers.edit); null when they may. */
  lockedReason: string | null;
}

export function AccountDrawer({ id, onClose, lockedReason }: AccountDrawerProps) {
  return (
    <Drawer.Root
      open={id !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="md"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {id !== null ? <AccountDetails key={id} id={id} lockedReason={lockedReason} /> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function AccountDetails({ id, lockedReason }: { id: string; lockedReason: string | null }) {
  const account = useEnterpriseAccount(id);
  const [editing, setEditing] = useState(false);
  const row = account.data ?? null;
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>{row?.name ?? 'Enterprise account'}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        {account.isPending ? (
          <LoadingState label="Loading the account…" />
        ) : account.isError ? (
          <ErrorState title="This account could not be loaded" onRetry={() => void account.refetch()} />
        ) : !row ? (
          <Text color="fg.muted">This account does not exist, or is not yours to see.</Text>
        ) : editing ? (
          <AccountForm account={row} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap="5">
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>Plan</DataList.ItemLabel>
                <DataList.ItemValue>{PLAN_LABELS[row.plan]}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Seats</DataList.ItemLabel>
                <DataList.ItemValue>
                  <SeatsUsed account={row} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Renewal</DataList.ItemLabel>
                <DataList.ItemValue>
                  {formatDate(row.renewal_date)} ({describeRenewal(row.days_to_renewal)})
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Account manager</DataList.ItemLabel>
                <DataList.ItemValue>{row.account_manager_name ?? 'None'}</DataList.ItemValue>
              </DataList.Item>
              {row.notes ? (
                <DataList.Item>
                  <DataList.ItemLabel>Notes</DataList.ItemLabel>
                  <DataList.ItemValue>{row.notes}</DataList.ItemValue>
                </DataList.Item>
              ) : null}
            </DataList.Root>
            <HStack>
              <GatedButton
                size="sm"
                variant="outline"
                blockedReason={lockedReason}
                onClick={() => setEditing(true)}
              >
                Edit account
              </GatedButton>
            </HStack>
            <Separator />
            <SeatHolders account={row} lockedReason={lockedReason} />
            <Separator />
            <AccountTickets accountId={row.id} />
          </Stack>
        )}
      </Drawer.Body>
    </>
  );
}
