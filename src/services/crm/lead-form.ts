/**
 * The lead form's schema (the same rules as the CSV import and the leads table's checks: Indian
 * mobile numbers, e-mail, pincode), its starting values and the database constraints it names.
 */
import { z } from 'zod';
import type { ConstraintFields } from '../kit/form-errors';
import {
  EMAIL_MESSAGE,
  LEAD_SOURCES,
  leadEmailSchema,
  leadPhoneSchema,
  leadPincodeSchema,
  leadTextSchemas,
  PHONE_MESSAGE,
  PINCODE_MESSAGE,
} from './lead-rules';

const optionalId = z
  .string()
  .trim()
  .transform((value) => value || null);

/** The lead form: a lead needs a phone or an e-mail; both are checked and normalised. */
export const leadFormSchema = z
  .object({
    name: leadTextSchemas.name,
    phone: leadPhoneSchema,
    email: leadEmailSchema,
    company_name: leadTextSchemas.company_name,
    address: z.string().trim().max(4000, 'An address is at most 4000 characters'),
    city: leadTextSchemas.city,
    state: leadTextSchemas.state,
    pincode: leadPincodeSchema,
    source: z.enum(LEAD_SOURCES, { message: 'Choose where the lead came from' }),
    campaign_id: optionalId,
    owner_id: optionalId,
    stage_id: z.string().trim().min(1, 'Choose a stage'),
    status_id: z.string().trim().min(1, 'Choose a status'),
    interest: leadTextSchemas.interest,
    estimated_value: z
      .number({ message: 'Enter an amount in rupees, like 250000' })
      .min(0, 'The value cannot be negative')
      .max(999_999_999_999, 'That value is too large')
      .nullable(),
    notes: leadTextSchemas.notes,
  })
  .superRefine((value, context) => {
    if (!value.phone && !value.email) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'Give a phone number or an e-mail' });
    }
  });
export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;

export const LEAD_CONSTRAINT_MESSAGES: ConstraintFields = {
  leads_phone_check: { field: 'phone', message: PHONE_MESSAGE },
  leads_email_check: { field: 'email', message: EMAIL_MESSAGE },
  leads_pincode_check: { field: 'pincode', message: PINCODE_MESSAGE },
  leads_contact_check: { field: 'phone', message: 'Give a phone number or an e-mail' },
  leads_name_check: { field: 'name', message: 'Enter the lead’s name' },
  leads_estimated_value_check: { field: 'estimated_value', message: 'The value cannot be negative' },
};

/**
 * What the form reads of a loaded lead: a Lead (leads.ts) has these and more. Named here rather than
 * imported, so this module and leads.ts (which saves the form's values) do not import each other.
 */
export type LeadFormSource = {
  [K in Exclude<keyof LeadFormInput, 'source' | 'estimated_value'>]: string | null;
} & { source: NonNullable<LeadFormInput['source']>; estimated_value: number | null };

/** The form's starting values: a new lead, or the lead as loaded. */
export function leadFormDefaults(
  lead: LeadFormSource | null,
  defaults: Partial<LeadFormInput> = {},
): LeadFormInput {
  return {
    name: lead?.name ?? '',
    phone: lead?.phone ?? '',
    email: lead?.email ?? '',
    company_name: lead?.company_name ?? '',
    address: lead?.address ?? '',
    city: lead?.city ?? '',
    state: lead?.state ?? '',
    pincode: lead?.pincode ?? '',
    source: lead?.source ?? 'other',
    campaign_id: lead?.campaign_id ?? '',
    owner_id: lead?.owner_id ?? '',
    stage_id: lead?.stage_id ?? '',
    status_id: lead?.status_id ?? '',
    interest: lead?.interest ?? '',
    estimated_value: lead?.estimated_value ?? null,
    notes: lead?.notes ?? '',
    ...defaults,
  };
}
