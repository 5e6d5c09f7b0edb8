/**
 * The order's handover: the checklist (each item installed or not), the snags, and the client's
 * signature drawn or typed on the screen. Signing stores the signature's PNG in the file store and
 * calls sign_handover: the order becomes installed, the snags tasks, and the warranty starts.
 */
import { Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GatedButton, SignaturePad, toaster, type SignatureCapture } from '@/ui';
import { usePermissions } from '@/services/admin';
import { ORDER_STATUS_LABELS, useInvalidateOrders, type SalesOrder } from '@/services/commercials';
import { useFileUrl } from '@/services/files';
import {
  openHandover,
  saveChecklist,
  signWithSignature,
  unansweredItems,
  useHandover,
  useHandoverWrite,
  type ChecklistItem,
  type Handover,
} from '@/services/production';
import { HandoverSnags } from './handover-snags';
import { OrderSection as Section } from './order-section';

type HandoverOrder = Pick<SalesOrder, 'id' | 'number' | 'status' | 'project_id' | 'client_name'>;

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const stamp = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The order is far enough along to hand over (the database checks it again). */
export const canHandOver = (order: Pick<SalesOrder, 'status'>) =>
  ['in_production', 'ready', 'dispatched', 'delivered'].includes(order.status);

/** The client signs once the goods left the shop: dispatched or delivered (sign_handover's rule). */
export const canSignHandover = (order: Pick<SalesOrder, 'status'>) =>
  ['dispatched', 'delivered'].includes(order.status);

function Checklist({ handover, locked }: { handover: Handover; locked: boolean }) {
  const save = useHandoverWrite((items: ChecklistItem[]) => saveChecklist(handover, items));
  const answer = (index: number, installed: boolean) =>
    save.mutate(
      handover.checklist.map((item, at) => (at === index ? { ...item, installed } : item)),
      {
        onError: (error) =>
          toaster.create({ type: 'error', title: 'The answer was not saved', description: error.message }),
      },
    );
  return (
    <Stack gap="2" role="group" aria-label="Checklist">
      <Text fontWeight="medium">Checklist</Text>
      {handover.checklist.map((item, index) => (
        <RadioGroup.Root
          key={`${index}-${item.label}`}
          size="sm"
          value={item.installed === null ? null : item.installed ? 'yes' : 'no'}
          disabled={locked || save.isPending}
          onValueChange={(details) => answer(index, details.value === 'yes')}
          aria-label={item.label}
        >
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text>{item.label}</Text>
            <HStack gap="4">
              <RadioGroup.Item value="yes">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Installed</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="no">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Not installed</RadioGroup.ItemText>
              </RadioGroup.Item>
            </HStack>
          </HStack>
        </RadioGroup.Root>
      ))}
    </Stack>
  );
}

function Signed({ handover }: { handover: Handover }) {
  const signature = useFileUrl(handover.signature_path);
  return (
    <Stack gap="2" role="note" aria-label="Signed handover">
      <Text>
        Signed by <strong>{handover.signed_by_name}</strong> on{' '}
        {stamp.format(new Date(handover.signed_at ?? ''))}.
      </Text>
      {handover.warranty_until ? (
        <Text>Warranty until {day.format(new Date(handover.warranty_until))}.</Text>
      ) : null}
      {signature.url ? (
        <img
          src={signature.url}
          alt={`Signature of ${handover.signed_by_name ?? 'the client'}`}
          style={{ maxHeight: 96 }}
        />
      ) : null}
    </Stack>
  );
}

function SignOff({ order, handover }: { order: HandoverOrder; handover: Handover }) {
  const invalidateOrders = useInvalidateOrders();
  const [signature, setSignature] = useState<SignatureCapture | null>(null);
  const [name, setName] = useState(order.client_name ?? '');
  const sign = useHandoverWrite((capture: SignatureCapture) =>
    signWithSignature({
      orderId: order.id,
      projectId: order.project_id,
      signerName: name,
      signature: capture.png,
    }),
  );
  const open = unansweredItems(handover.checklist);
  const blocked = !canSignHandover(order)
    ? `The order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: the client signs once it is dispatched or delivered.`
    : open > 0
      ? `Answer every item of the checklist first (${open} left).`
      : !name.trim()
        ? 'Write the name of the person signing.'
        : !signature
          ? 'The client signs in the pad first.'
          : null;
  return (
    <Stack gap="3">
      <Field.Root required>
        <Field.Label>Name of the person signing</Field.Label>
        <Input
          value={name}
          maxLength={120}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </Field.Root>
      <SignaturePad
        label={`Signature for the handover of ${order.number}`}
        onChange={setSignature}
        disabled={sign.isPending}
      />
      <HStack>
        <GatedButton
          colorPalette="brand"
          blockedReason={blocked}
          loading={sign.isPending}
          onClick={async () => {
            if (!signature) return;
            // mutateAsync, not mutate's callbacks: once the handover reads back signed, this form
            // gives way to the signed note, and callbacks of an unmounted observer never run.
            try {
              await sign.mutateAsync(signature);
            } catch (error) {
              toaster.create({
                type: 'error',
                title: 'The handover was not signed',
                description: error instanceof Error ? error.message : undefined,
              });
              return;
            }
            await invalidateOrders();
            toaster.create({
              type: 'success',
              title: `${order.number} is installed: the handover is signed`,
            });
          }}
        >
          Sign handover
        </GatedButton>
      </HStack>
    </Stack>
  );
}

export function OrderHandover({ order }: { order: HandoverOrder }) {
  const handover = useHandover(order.id);
  const { can } = usePermissions();
  const start = useHandoverWrite(() => openHandover(order.id));
  const signer = can('handover.sign');
  return (
    <Section title="Handover">
      {handover.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : handover.isError ? (
        <Text color="fg.error">The handover could not be loaded.</Text>
      ) : handover.data === null ? (
        <Stack gap="2">
          <Text color="fg.muted">
            No handover yet: the crew opens it on site, with a checklist from the order lines.
          </Text>
          <HStack>
            <GatedButton
              size="sm"
              colorPalette="brand"
              loading={start.isPending}
              blockedReason={
                !signer
                  ? 'Handovers need the handover.sign permission (production lead).'
                  : !canHandOver(order)
                    ? `The order is ${order.status}: there is nothing to hand over.`
                    : null
              }
              onClick={() =>
                start.mutate(undefined, {
                  onError: (error) =>
                    toaster.create({
                      type: 'error',
                      title: 'No handover opened',
                      description: error.message,
                    }),
                })
              }
            >
              Start the handover
            </GatedButton>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="5">
          <Checklist handover={handover.data} locked={!signer || handover.data.signed_at !== null} />
          <HandoverSnags
            handover={handover.data}
            projectId={order.project_id}
            locked={!signer || handover.data.signed_at !== null}
          />
          {handover.data.signed_at ? (
            <Signed handover={handover.data} />
          ) : signer ? (
            <SignOff order={order} handover={handover.data} />
          ) : (
            <Text color="fg.muted">Not signed yet.</Text>
          )}
        </Stack>
      )}
    </Section>
  );
}
