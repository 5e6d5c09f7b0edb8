import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, LoadingState, PaymentStageTable } from '@/ui';
import { localIsoDate } from '@/ui/format/local-date';
import { isDataSourceError } from '@/services/backend';
import { usePermissions } from '@/services/admin';
import { invoiceKeys, ledgerKeys } from '@/services/commercials';
import {
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  useProjectPaymentStages,
  useRecordPayment,
  type PaymentMode,
  type Project,
} from '@/services/projects';
import { ProjectEstimateEditor } from './project-estimate-editor';
import { ProjectPaymentLedger } from './project-payment-ledger';

const MODES = PAYMENT_MODES.map((value) => ({ value, label: PAYMENT_MODE_LABELS[value] }));
const isMode = (value: string): value is PaymentMode => (PAYMENT_MODES as readonly string[]).includes(value);

function paymentMessage(error: unknown): string {
  if (isDataSourceError(error) && (error.kind === 'permission' || error.kind === 'not-found')) {
    return 'You may not record payments on this project.';
  }
  // The database's own sentence, e.g. "This payment is more than the ₹1,90,000 still pending on …".
  return error instanceof Error ? error.message : 'The payment was not recorded.';
}

/**
 * The estimate ("Change estimate": projects.finance), the payment stages (due = estimate × %,
 * received, pending) with "Record payment" (payment.record), and, for those who see payments, the
 * payments received with "Reverse".
 */
export function ProjectPaymentsTab({ project }: { project: Project }) {
  const stages = useProjectPaymentStages(project.id);
  const record = useRecordPayment(project.id);
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const moneyVisible = project.amount_received !== null;

  if (stages.isPending) return <LoadingState label="Loading the payment stages…" />;
  if (stages.isError)
    return (
      <ErrorState title="The payment stages could not be loaded" onRetry={() => void stages.refetch()} />
    );
  const financeReason = permissions.reason('projects.finance');
  return (
    <Stack gap="5">
      <ProjectEstimateEditor project={project} />
      <PaymentStageTable
        stages={stages.data.map((stage) => ({
          id: stage.payment_stage_id,
          name: stage.name,
          percent: stage.percent,
          dueDate: stage.due_date,
          due: stage.due_amount,
          received: moneyVisible ? stage.received_amount : null,
          pending: moneyVisible ? stage.pending_amount : null,
        }))}
        modes={MODES}
        defaultDate={localIsoDate(new Date())}
        recordDisabledReason={permissions.reason('payment.record')}
        onRecord={async (stageId, payment) => {
          try {
            await record.mutateAsync({
              stageId,
              amount: payment.amount,
              paid_on: payment.paidOn,
              mode: isMode(payment.mode) ? payment.mode : 'neft',
              reference: payment.reference,
            });
          } catch (error) {
            throw new Error(paymentMessage(error), { cause: error });
          }
          // The client's account and the invoices' amounts left to pay follow the payment.
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
            queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
          ]);
        }}
      />
      {permissions.isPending || financeReason === null ? null : (
        <Text textStyle="sm" color="fg.muted">
          The estimate and the payment plan change only with projects.finance. {financeReason}
        </Text>
      )}
      {moneyVisible ? (
        <ProjectPaymentLedger
          projectId={project.id}
          stageNames={new Map(stages.data.map((stage) => [stage.payment_stage_id, stage.name]))}
        />
      ) : null}
    </Stack>
  );
}
