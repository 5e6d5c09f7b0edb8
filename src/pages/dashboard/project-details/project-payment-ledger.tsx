import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DialogFrame, GatedButton, LoadingState } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec, RecordFormFailure } from '@/ui/components/record-form/record-form-types';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { isDataSourceError } from '@/services/backend';
import { usePermissions } from '@/services/admin';
import {
  reversalBlock,
  reversalFormSchema,
  useProjectPayments,
  useReversePayment,
  type Payment,
  type ReversalFormValues,
} from '@/services/commercials';
import { PAYMENT_MODE_LABELS } from '@/services/projects';
import { formatDate } from '../projects/project-columns';

const REVERSAL_FIELDS: RecordFieldSpec<keyof ReversalFormValues>[] = [
  { name: 'reason', label: 'Reason', kind: 'textarea', required: true, wide: true },
  {
    name: 'amount',
    label: 'Amount to take back',
    kind: 'money',
    unit: '₹',
    helper: 'Leave empty to reverse the whole payment.',
  },
];

function reversalFailure(error: unknown): RecordFormFailure {
  if (isDataSourceError(error) && (error.kind === 'permission' || error.kind === 'not-found')) {
    return { kind: 'form', message: 'You may not reverse payments on this project.' };
  }
  const message = error instanceof Error ? error.message : 'The payment was not reversed.';
  return { kind: 'fields', fields: { amount: message }, message: 'The payment was not reversed.' };
}

/**
 * The payments received on a project, as a ledger: nothing is edited or deleted; "Reverse"
 * records a negative entry with its reason (payment.record), once per payment.
 */
export function ProjectPaymentLedger({
  projectId,
  stageNames,
}: {
  projectId: string;
  stageNames: Map<string, string>;
}) {
  const payments = useProjectPayments(projectId);
  const reverse = useReversePayment(projectId);
  const permissions = usePermissions();
  const [reversing, setReversing] = useState<Payment | null>(null);

  if (payments.isPending) return <LoadingState label="Loading the payments…" />;
  if (payments.isError) return <Text color="fg.error">The payments could not be loaded.</Text>;
  if (payments.data.length === 0) return <Text color="fg.muted">No payment received yet.</Text>;
  const rows = payments.data;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" id="payments-received-heading">
        Payments received
      </Text>
      <Text textStyle="sm" color="fg.muted">
        Payments are never edited or deleted: a mistake is corrected by a reversal with its reason.
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="l2">
        <Table.Root size="sm" aria-labelledby="payments-received-heading">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Received on</Table.ColumnHeader>
              <Table.ColumnHeader>Stage</Table.ColumnHeader>
              <Table.ColumnHeader>Mode</Table.ColumnHeader>
              <Table.ColumnHeader>Reference</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader srOnly>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((payment) => {
              const blocked = permissions.reason('payment.record') ?? reversalBlock(payment, rows);
              return (
                <Table.Row key={payment.id}>
                  <Table.Cell>{formatDate(payment.received_on)}</Table.Cell>
                  <Table.Cell>{stageNames.get(payment.payment_stage_id) ?? '—'}</Table.Cell>
                  <Table.Cell>{PAYMENT_MODE_LABELS[payment.mode]}</Table.Cell>
                  <Table.Cell>
                    {payment.reverses_payment_id ? (
                      <Stack gap="0">
                        <Badge colorPalette="orange" alignSelf="start">
                          Reversal
                        </Badge>
                        <Text textStyle="sm">{payment.reason}</Text>
                      </Stack>
                    ) : (
                      (payment.reference ?? '—')
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{rupeesAndPaise.format(payment.amount)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {payment.reverses_payment_id ? null : (
                      <HStack gap="2" justify="end">
                        <Button size="xs" variant="outline" asChild>
                          <RouterLink
                            to={href('/pages/invoice/invoicedetails', { receipt: payment.id })}
                            aria-label={`Print receipt for ${rupeesAndPaise.format(payment.amount)} on ${formatDate(payment.received_on)}`}
                          >
                            <Printer aria-hidden="true" /> Print receipt
                          </RouterLink>
                        </Button>
                        <GatedButton
                          size="xs"
                          variant="outline"
                          aria-label={`Reverse the payment of ${rupeesAndPaise.format(payment.amount)} on ${formatDate(payment.received_on)}`}
                          blockedReason={blocked}
                          onClick={() => setReversing(payment)}
                        >
                          Reverse
                        </GatedButton>
                      </HStack>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <DialogFrame
        open={reversing !== null}
        onOpenChange={(open) => {
          if (!open) setReversing(null);
        }}
        title="Reverse a payment"
        fresh
      >
        {reversing ? (
          <Stack gap="4">
            <Text color="fg.muted">
              {rupeesAndPaise.format(reversing.amount)} received on {formatDate(reversing.received_on)}
              {reversing.reference ? ` (${reversing.reference})` : ''}. The reversal is recorded today.
            </Text>
            <RecordForm<ReversalFormValues, ReversalFormValues>
              label="Reversal"
              schema={reversalFormSchema}
              defaultValues={{ reason: '', amount: null }}
              fields={REVERSAL_FIELDS}
              columns={1}
              blockNavigation={false}
              submitLabel="Reverse payment"
              onCancel={() => setReversing(null)}
              describeError={reversalFailure}
              onSubmit={async (values) => {
                await reverse.mutateAsync({ paymentId: reversing.id, ...values });
                setReversing(null);
              }}
            />
          </Stack>
        ) : null}
      </DialogFrame>
    </Stack>
  );
}
