/** Project writes: creating one (from a won lead or from scratch), moving its stage with a comment, recording a payment. */
import { z } from 'zod';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { isPhoneNumber, toStoredPhone } from '../kit/contact-links';
import { PAYMENT_MODES, PROJECT_CATEGORIES, type ProjectStage } from './project-model';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));
const optionalId = z
  .string()
  .nullable()
  .transform((value) => (value ? value : null));
const isoDate = z
  .string()
  .nullable()
  .refine((value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Use a date like 2026-11-25')
  .transform((value) => (value ? value : null));

/** The create form's values, checked in the browser as SQL checks them. */
export const projectFormSchema = z
  .object({
    source: z.enum(['lead', 'scratch']),
    lead_id: optionalId,
    client_id: optionalId,
    client_name: optionalText(160, 'Keep the name under 160 characters'),
    client_phone: optionalText(20, 'Keep the phone under 20 characters')
      .transform((value) => (value === null ? null : toStoredPhone(value)))
      .refine((value) => value === null || isPhoneNumber(value), 'Use a phone number like +91 98450 10001'),
    name: optionalText(160, 'Keep the name under 160 characters'),
    category: z.enum(PROJECT_CATEGORIES),
    site_address: optionalText(400, 'Keep the address under 400 characters'),
    city: optionalText(160, 'Keep the city under 160 characters'),
    estimate: z
      .number({ message: 'Enter the estimate in rupees' })
      .nullable()
      .refine(
        (value) => value === null || (Number.isFinite(value) && value >= 0),
        'The estimate cannot be negative',
      )
      .refine((value) => value === null || value <= 999_999_999_999, 'That estimate is too large'),
    area_sqft: z
      .number()
      .nullable()
      .refine(
        (value) => value === null || (Number.isFinite(value) && value > 0),
        'The area must be above zero',
      )
      .refine((value) => value === null || value <= 10_000_000, 'That area is too large'),
    start_date: isoDate,
    target_date: isoDate,
    designer_id: optionalId,
    relationship_manager_id: optionalId,
    notes: optionalText(4000, 'Keep the notes under 4000 characters'),
  })
  .superRefine((values, context) => {
    if (values.source === 'lead' && !values.lead_id) {
      context.addIssue({ code: 'custom', path: ['lead_id'], message: 'Choose the won lead' });
    }
    if (values.source === 'scratch') {
      if (!values.client_id && !values.client_name) {
        context.addIssue({
          code: 'custom',
          path: ['client_id'],
          message: 'Choose a client, or type a new client’s name',
        });
      }
      if (!values.name) context.addIssue({ code: 'custom', path: ['name'], message: 'Name the project' });
    }
    if (values.start_date && values.target_date && values.target_date < values.start_date) {
      context.addIssue({
        code: 'custom',
        path: ['target_date'],
        message: 'The target date cannot be before the start',
      });
    }
  });
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormValues = z.output<typeof projectFormSchema>;

/** Constraint names the database may give, and the field each belongs to. */
export const PROJECT_CONSTRAINT_FIELDS = {
  projects_name_check: { field: 'name', message: 'Name the project (up to 160 characters).' },
  projects_estimate_check: { field: 'estimate', message: 'The estimate cannot be negative.' },
  projects_area_sqft_check: { field: 'area_sqft', message: 'The area must be above zero.' },
  projects_dates_check: { field: 'target_date', message: 'The target date cannot be before the start.' },
  clients_phone_check: { field: 'client_phone', message: 'Use a phone number like +91 98450 10001.' },
} as const;

/** Creates the project (and its client when needed); the database copies the stage templates in. */
export async function createProject(values: ProjectFormValues, given?: DataSource): Promise<{ id: string }> {
  const ds = await source(given);
  const { source: from, lead_id, ...rest } = values;
  const payload = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
  const row =
    from === 'lead' && lead_id
      ? await ds.rpc<unknown>('create_project_from_lead', { p_lead_id: lead_id, p_values: payload })
      : await ds.rpc<unknown>('create_project', { p_values: payload });
  return z.object({ id: z.string() }).parse(row);
}

export interface StageMove {
  id: string;
  to: ProjectStage;
  version: number;
  note: string;
}

/** Moves the project if nobody saved it since `version`; the comment goes into the stage log. */
export async function moveProjectStage(move: StageMove, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('move_project_stage', {
    p_project_id: move.id,
    p_to_stage: move.to,
    p_version: move.version,
    p_note: move.note,
  });
}

export const paymentFormSchema = z.object({
  amount: z
    .number({ message: 'Enter the amount received' })
    .refine((value) => Number.isFinite(value) && value > 0, 'Enter an amount above zero')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use rupees and paise only'),
  paid_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date it was received'),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().trim().max(160, 'Keep the reference under 160 characters'),
});
export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

export interface PaymentInput extends PaymentFormValues {
  stageId: string;
}

/** Records a payment on a payment stage; more than is pending there is refused with the database's message. */
export async function recordPayment(input: PaymentInput, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('record_payment', {
    p_stage_id: input.stageId,
    p_amount: input.amount,
    p_paid_on: input.paid_on,
    p_mode: input.mode,
    p_reference: input.reference || null,
  });
}
