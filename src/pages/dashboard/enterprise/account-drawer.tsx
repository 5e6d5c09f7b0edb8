/**
 * One enterprise account as a drawer over the list (`?account=<id>`): its plan, seats, renewal and
 * account manager; its seat holders with assign and release; and the edit form.
 */
import { DataList, HStack, Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { GatedButton, RecordSheet, RecordSheetRecord } from '@/ui';
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
    <RecordSheet id={id} onClose={onClose} size="md">
      {(open) => <AccountDetails key={open} id={open} lockedReason={lockedReason} />}
    </RecordSheet>
  );
}

function AccountDetails({ id, lockedReason }: { id: string; lockedReason: string | null }) {
  const account = useEnterpriseAccount(id);
  const [editing, setEditing] = useState(false);
  return (
    <RecordSheetRecord
      query={account}
      title={(row) => row.name}
      noun="Enterprise account"
      loadingLabel="Loading the account…"
      errorTitle="This account could not be loaded"
      missing="This account does not exist, or is not yours to see."
    >
      {(row) =>
        editing ? (
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
        )
      }
    </RecordSheetRecord>
  );
}
