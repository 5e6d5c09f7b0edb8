/**
 * An account's seat holders: assign a subscriber (searchable), release a holder (after a
 * confirmation). A refused assignment is shown in the database's own words beside the picker, so
 * "All 4 seats of Kapoor Mehta Architects are taken" is read where the seat was asked for.
 */
import { Alert, Field, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { ConfirmDialog, GatedButton, SearchableSelect, toaster } from '@/ui';
import {
  searchSubscriberOptions,
  seatRefusalOf,
  useAssignSeat,
  useReleaseSeat,
  useSeats,
  type EnterpriseAccount,
  type EnterpriseSeat,
} from '@/services/admin';
import { formatDate } from './enterprise-columns';

export interface SeatHoldersProps {
  account: EnterpriseAccount;
  /** Why the person may not change seats (subscribers.edit); null when they may. */
  lockedReason: string | null;
}

export function SeatHolders({ account, lockedReason }: SeatHoldersProps) {
  const seats = useSeats(account.id);
  const assign = useAssignSeat();
  const release = useReleaseSeat();
  const [chosen, setChosen] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [releasing, setReleasing] = useState<EnterpriseSeat | null>(null);
  const loadOptions = useCallback((text: string) => searchSubscriberOptions(text), []);

  const onAssign = async () => {
    const subscriberId = chosen[0];
    if (!subscriberId) return;
    setRefusal(null);
    try {
      await assign.mutateAsync({ accountId: account.id, subscriberId });
      setChosen([]);
      toaster.create({ type: 'success', title: `Seat assigned on ${account.name}` });
    } catch (error) {
      setRefusal(seatRefusalOf(error));
    }
  };

  return (
    <Stack gap="3">
      <Heading as="h3" size="sm" id="seat-holders-heading">
        Seat holders ({account.seats_used} of {account.seats_bought})
      </Heading>
      {seats.isPending ? (
        <Text color="fg.muted">Loading the seat holders…</Text>
      ) : seats.isError ? (
        <Text color="fg.muted">The seat holders could not be loaded.</Text>
      ) : seats.data.length === 0 ? (
        <Text color="fg.muted">No seat is held yet.</Text>
      ) : (
        <List.Root as="ul" aria-labelledby="seat-holders-heading" listStyle="none" gap="2">
          {seats.data.map((seat) => (
            <List.Item key={seat.id}>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0">
                  <Text fontWeight="medium">{seat.business_name}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {seat.contact_name} · {seat.email} · since {formatDate(seat.assigned_at)}
                  </Text>
                </Stack>
                <GatedButton
                  size="xs"
                  variant="outline"
                  blockedReason={lockedReason}
                  aria-label={`Release the seat of ${seat.business_name}`}
                  onClick={() => setReleasing(seat)}
                >
                  Release
                </GatedButton>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}

      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="3">
        <Field.Root flex="1" disabled={lockedReason !== null}>
          <Field.Label>Subscriber to seat</Field.Label>
          <SearchableSelect
            portalled={false}
            loadOptions={loadOptions}
            value={chosen}
            onValueChange={(value) => {
              setChosen(value);
              setRefusal(null);
            }}
            placeholder="Type a business or contact name"
            emptyText="No subscriber matches"
            size="sm"
          />
        </Field.Root>
        <GatedButton
          size="sm"
          colorPalette="brand"
          blockedReason={lockedReason}
          disabled={chosen.length === 0}
          loading={assign.isPending}
          loadingText="Assigning…"
          onClick={() => void onAssign()}
        >
          Assign seat
        </GatedButton>
      </Stack>
      {refusal ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : account.seats_free <= 0 ? (
        <Text textStyle="sm" color="fg.muted">
          Every seat is taken: release one or buy more seats before assigning another.
        </Text>
      ) : null}

      <ConfirmDialog
        open={releasing !== null}
        onOpenChange={(open) => {
          if (!open) setReleasing(null);
        }}
        title="Release this seat?"
        description={
          releasing
            ? `${releasing.business_name} loses its seat on ${account.name}; the seat becomes free for someone else.`
            : undefined
        }
        confirmLabel="Release seat"
        tone="danger"
        onConfirm={async () => {
          if (!releasing) return;
          await release.mutateAsync({ seatId: releasing.id });
          toaster.create({ type: 'success', title: `${releasing.business_name} released` });
        }}
      />
      {lockedReason ? (
        <Text textStyle="sm" color="fg.muted">
          {lockedReason}
        </Text>
      ) : null}
    </Stack>
  );
}
