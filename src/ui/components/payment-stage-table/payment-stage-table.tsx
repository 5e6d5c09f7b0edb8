import { Button, CloseButton, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { z } from 'zod';
import { rupeesAndPaise } from '../../format/rupees';
import { RecordForm } from '../record-form/record-form';
import type { RecordFieldSpec, RecordFormFailure } from '../record-form/record-form-types';
import { Tooltip } from '../tooltip/tooltip';

export interface PaymentStageRow {
  id: string;
  name: string;
  percent: number;
  /** YYYY-MM-DD, when the client was asked to pay it. */
  dueDate: string | null;
  /** Estimate × percent. */
  due: number;
  /** Null when the person may not see payments. */
  received: number | null;
  pending: number | null;
}

export interface RecordedPayment {
  amount: number;
  /** YYYY-MM-DD */
  paidOn: string;
  mode: string;
  reference: string;
}

export interface PaymentStageTableProps {
  stages: PaymentStageRow[];
  /** Records a payment; reject with an Error whose message says why (it appears beside the amount). */
  onRecord?: (stageId: string, payment: RecordedPayment) => Promise<void>;
  /** Why recording is not allowed (shown on hover over the disabled buttons); null when it is. */
  recordDisabledReason?: string | null;
  /** Payment modes offered, e.g. UPI, NEFT. */
  modes: { value: string; label: string }[];
  /** The date the form starts on (YYYY-MM-DD): today, fixed in stories. */
  defaultDate: string;
  label?: string;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (iso: string | null) =>
  iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '—';
const money = (value: number | null) => (value === null ? '—' : rupeesAndPaise.format(value));

const paymentSchema = z.object({
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date it was received.'),
  mode: z.string().min(1, 'Choose how it was paid.'),
  reference: z.string().trim().max(160, 'Keep the reference under 160 characters.'),
  amount: z
    .number({ error: 'Enter the amount received.' })
    .nullable()
    .refine((value) => value !== null, 'Enter the amount received.')
    .refine((value) => value === null || value > 0, 'Enter an amount above zero.')
    .refine(
      (value) => value === null || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'Rupees and paise only.',
    )
    .transform((value) => value ?? 0),
});
type PaymentInput = z.input<typeof paymentSchema>;

/**
 * A project's payment stages: percentage, amount due, received and pending, with totals, and a
 * "Record payment" dialog per stage. The database decides; a refusal (an overpayment) is shown
 * beside the amount with what was typed kept.
 */
export function PaymentStageTable({
  stages,
  onRecord,
  recordDisabledReason = null,
  modes,
  defaultDate,
  label = 'Payment stages',
}: PaymentStageTableProps) {
  const [recording, setRecording] = useState<PaymentStageRow | null>(null);
  const moneyHidden = stages.some((stage) => stage.received === null);
  const total = (pick: (stage: PaymentStageRow) => number | null) =>
    moneyHidden ? null : stages.reduce((sum, stage) => sum + (pick(stage) ?? 0), 0);
  const fields: RecordFieldSpec<keyof PaymentInput>[] = [
    { name: 'paidOn', label: 'Received on', kind: 'date', required: true },
    { name: 'mode', label: 'Mode', kind: 'select', options: modes, required: true },
    { name: 'reference', label: 'Reference', kind: 'text', placeholder: 'UTR, cheque or UPI number' },
    { name: 'amount', label: 'Amount', kind: 'money', unit: '₹', required: true },
  ];

  return (
    <Stack gap="3">
      <Table.ScrollArea borderWidth="1px" rounded="l2">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Stage</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Share</Table.ColumnHeader>
              <Table.ColumnHeader>Due date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount due</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Received</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Pending</Table.ColumnHeader>
              {onRecord ? <Table.ColumnHeader srOnly>Actions</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {stages.map((stage) => (
              <Table.Row key={stage.id}>
                <Table.Cell fontWeight="medium">{stage.name}</Table.Cell>
                <Table.Cell textAlign="end">{stage.percent.toLocaleString('en-IN')}%</Table.Cell>
                <Table.Cell>{formatDate(stage.dueDate)}</Table.Cell>
                <Table.Cell textAlign="end">{money(stage.due)}</Table.Cell>
                <Table.Cell textAlign="end">{money(stage.received)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight={stage.pending ? 'semibold' : undefined}>
                  {money(stage.pending)}
                </Table.Cell>
                {onRecord ? (
                  <Table.Cell textAlign="end">
                    <Tooltip content={recordDisabledReason} disabled={recordDisabledReason === null}>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Record payment for ${stage.name}`}
                        disabled={recordDisabledReason !== null}
                        onClick={() => setRecording(stage)}
                      >
                        Record payment
                      </Button>
                    </Tooltip>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell>Total</Table.Cell>
              <Table.Cell textAlign="end">
                {stages.reduce((sum, stage) => sum + stage.percent, 0).toLocaleString('en-IN')}%
              </Table.Cell>
              <Table.Cell />
              <Table.Cell textAlign="end">{money(total((stage) => stage.due))}</Table.Cell>
              <Table.Cell textAlign="end">{money(total((stage) => stage.received))}</Table.Cell>
              <Table.Cell textAlign="end">{money(total((stage) => stage.pending))}</Table.Cell>
              {onRecord ? <Table.Cell /> : null}
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      {moneyHidden ? (
        <Text textStyle="sm" color="fg.muted">
          Received and pending amounts are shown to sales and accounts.
        </Text>
      ) : null}
      <Dialog.Root
        lazyMount
        unmountOnExit
        open={recording !== null}
        onOpenChange={(details) => {
          if (!details.open) setRecording(null);
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Record payment · {recording?.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {recording ? (
                  <Stack gap="4">
                    <Text color="fg.muted">{money(recording.pending)} still pending on this stage.</Text>
                    <RecordForm<PaymentInput, z.output<typeof paymentSchema>>
                      label={`Payment for ${recording.name}`}
                      schema={paymentSchema}
                      defaultValues={{
                        paidOn: defaultDate,
                        mode: modes[0]?.value ?? '',
                        reference: '',
                        amount: null,
                      }}
                      fields={fields}
                      blockNavigation={false}
                      submitLabel="Record payment"
                      onCancel={() => setRecording(null)}
                      describeError={(error): RecordFormFailure => ({
                        kind: 'fields',
                        fields: {
                          amount: error instanceof Error ? error.message : 'The payment was not recorded.',
                        },
                        message: 'The payment was not recorded.',
                      })}
                      onSubmit={async (values) => {
                        await onRecord?.(recording.id, values);
                        setRecording(null);
                      }}
                    />
                  </Stack>
                ) : null}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
