/**
 * A project's money as the database keeps it (issue 20): the payments received (a ledger: a mistake
 * is corrected by a reversal entry with a reason, never by editing or deleting), and the estimate
 * and payment plan, which change only through SQL functions that need projects.finance and log the
 * old and new values with the reason.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { useWrite } from '../kit/record-queries';
import { asc, eq, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';
import { PAYMENT_MODES } from '../projects/project-model';
import { projectKeys } from '../projects/projects';
import { ledgerKeys } from './client-ledger';
import { invoiceKeys } from './invoices';
import { receiptKeys } from './receipts';

export const paymentSchema = z.object({
  id: z.string(),
  payment_stage_id: z.string(),
  amount: numeric,
  received_on: z.string().transform((value) => value.slice(0, 10)),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  reverses_payment_id: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The payments of a project the caller may read (payment.record or proposal.create), oldest first. */
export const listProjectPayments = (projectId: string, given?: DataSource): Promise<Payment[]> =>
  listRows(
    'payments',
    paymentSchema,
    {
      // Exactly the columns the schema reads.
      columns: Object.keys(paymentSchema.shape),
      filters: [eq('project_id', projectId)],
      sort: [asc('received_on'), asc('created_at'), asc('id')],
    },
    given,
  );

/** Why a payment cannot be reversed (already reversed, or itself a reversal); null when it can. */
export function reversalBlock(payment: Payment, payments: readonly Payment[]): string | null {
  if (payment.reverses_payment_id !== null) return 'This entry is itself a reversal.';
  if (payments.some((other) => other.reverses_payment_id === payment.id)) return 'Already reversed.';
  return null;
}

export const reversalFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the payment is reversed.')
    .max(1000, 'Keep the reason under 1000 characters.'),
  /** Null: the whole payment. */
  amount: z
    .number()
    .nullable()
    .refine(
      (value) => value === null || (Number.isFinite(value) && value > 0),
      'Enter an amount above zero.',
    ),
});
export type ReversalFormValues = z.infer<typeof reversalFormSchema>;

export interface PaymentReversal extends ReversalFormValues {
  paymentId: string;
}

/** Records a reversal entry taking back all (amount null) or part of a payment, dated today. */
export async function reversePayment(input: PaymentReversal, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('reverse_payment', {
    p_payment_id: input.paymentId,
    p_reason: input.reason,
    p_amount: input.amount,
  });
}

export interface EstimateChange {
  projectId: string;
  /** The project's version when it was read; a newer one refuses the change (ConflictError). */
  version: number;
  estimate: number;
  reason: string;
}

export const estimateFormSchema = z.object({
  estimate: z
    .number({ message: 'Enter the estimate in rupees.' })
    .nullable()
    .refine(
      (value) => value !== null && Number.isFinite(value) && value >= 0,
      'Enter an estimate of zero or more.',
    )
    .refine((value) => value === null || value <= 999_999_999_999, 'That estimate is too large.')
    .transform((value) => value ?? 0),
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the estimate changes.')
    .max(1000, 'Keep the reason under 1000 characters.'),
});
export type EstimateFormInput = z.input<typeof estimateFormSchema>;

export async function setProjectEstimate(change: EstimateChange, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('set_project_estimate', {
    p_project_id: change.projectId,
    p_estimate: change.estimate,
    p_version: change.version,
    p_reason: change.reason,
  });
}

export interface PlanStage {
  /** Absent for a new stage. */
  id?: string | undefined;
  name: string;
  percent: number;
  due_date: string | null;
}

export interface PaymentPlanChange {
  projectId: string;
  version: number;
  reason: string;
  /** Either another template (only before any payment) or the stages in order. */
  templateId?: string | undefined;
  stages?: readonly PlanStage[] | undefined;
}

export async function setProjectPaymentPlan(change: PaymentPlanChange, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('set_project_payment_plan', {
    p_project_id: change.projectId,
    p_version: change.version,
    p_reason: change.reason,
    p_template_id: change.templateId ?? null,
    p_stages: change.stages ?? null,
  });
}

export const projectFinanceKeys = {
  payments: (projectId: string) => [...projectKeys.detail(projectId), 'payments'] as const,
};

export function useProjectPayments(projectId: string, enabled = true) {
  return useQuery({
    queryKey: projectFinanceKeys.payments(projectId),
    queryFn: () => listProjectPayments(projectId),
    enabled,
  });
}

/** What changes with a project's money: its detail (and payments), the lists and the headline figures. */
const projectMoney = (projectId: string) => [
  projectKeys.detail(projectId),
  projectKeys.lists(),
  projectKeys.kpis(),
  // The client's account and what each invoice has left to pay follow the payments.
  ledgerKeys.all,
  invoiceKeys.all,
  receiptKeys.all,
];

export const useReversePayment = (projectId: string) =>
  useWrite((input: PaymentReversal) => reversePayment(input), projectMoney(projectId), {
    handlesError: true,
    refreshOn: 'success',
  });

// The estimate and the payment plan name their project in what they send.

export const useSetProjectEstimate = () =>
  useWrite(
    (change: EstimateChange) => setProjectEstimate(change),
    (change) => projectMoney(change.projectId),
    { handlesError: true },
  );

export const useSetProjectPaymentPlan = () =>
  useWrite(
    (change: PaymentPlanChange) => setProjectPaymentPlan(change),
    (change) => projectMoney(change.projectId),
    { handlesError: true },
  );
