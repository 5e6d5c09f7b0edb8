/**
 * The rules a lead's contact details follow, shared by the lead form and the CSV import (and the
 * same as import_leads and the leads table's checks in SQL): Indian mobile numbers, e-mail
 * addresses, pincodes and the lead sources. Pure functions and zod schemas, no I/O.
 */
import { z } from 'zod';
import { isEmailAddress } from '../kit/contact-links';

export const LEAD_SOURCES = [
  'website',
  'walk_in',
  'referral',
  'facebook',
  'instagram',
  'google_ads',
  'justdial',
  'indiamart',
  'exhibition',
  'architect',
  'design_tool',
  'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  website: 'Website',
  walk_in: 'Walk-in',
  referral: 'Referral',
  facebook: 'Facebook',
  instagram: 'Instagram',
  google_ads: 'Google Ads',
  justdial: 'Justdial',
  indiamart: 'IndiaMART',
  exhibition: 'Exhibition',
  architect: 'Architect',
  design_tool: 'Design tool',
  other: 'Other',
};

export const PHONE_MESSAGE = 'Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9)';
export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.com';
export const PINCODE_MESSAGE = 'A pincode has 6 digits and does not start with 0';

/** Digits only. */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/**
 * What two phone numbers are compared by: their last 10 digits (so +91 98450 10001, 098450 10001
 * and 9845010001 are one number). Null when there are fewer than 10 digits.
 */
export function phoneKey(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = phoneDigits(raw);
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/**
 * An Indian mobile number as stored: `+91 ` and the 10 digits, or null when the text is not one.
 * Accepts spaces, dashes, dots and brackets, and a +91, (+91), 91 or 0 in front.
 */
export function normalizeIndianMobile(raw: string): string | null {
  const text = raw.trim();
  // Digits with spaces, dashes, dots and brackets; one + at most, at the start or after "(": (+91).
  if (!/^(?:\(?\+)?[0-9 ().-]+$/.test(text)) return null;
  const digits = phoneDigits(text);
  const match = /^(?:91|0)?([6-9][0-9]{9})$/.exec(digits);
  return match ? `+91 ${match[1]}` : null;
}

export function isIndianMobile(raw: string): boolean {
  return normalizeIndianMobile(raw) !== null;
}

/** E-mails are stored trimmed and in lower case, and compared so. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The database's rule (leads_email_check): one `@`, no `?`, `&` or spaces, a dotted domain. */
export function isValidEmail(raw: string): boolean {
  return isEmailAddress(raw);
}

export function isValidPincode(raw: string): boolean {
  return /^[1-9][0-9]{5}$/.test(raw.trim());
}

/** A source as typed in a file: the stored value (`google_ads`) or its label (`Google Ads`). */
export function parseLeadSource(raw: string): LeadSource | null {
  const text = raw.trim().toLowerCase();
  if (!text) return null;
  const asValue = text.replace(/[\s-]+/g, '_');
  const byValue = LEAD_SOURCES.find((source) => source === asValue);
  if (byValue) return byValue;
  return LEAD_SOURCES.find((source) => LEAD_SOURCE_LABELS[source].toLowerCase() === text) ?? null;
}

/** Optional text field: empty becomes undefined. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is longer than ${max} characters`)
    .transform((value) => value || undefined)
    .optional();

/** zod pieces for forms: each normalises what it accepts. */
export const leadPhoneSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isIndianMobile(value), PHONE_MESSAGE)
  .transform((value) => (value ? (normalizeIndianMobile(value) ?? undefined) : undefined));

export const leadEmailSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidEmail(value), EMAIL_MESSAGE)
  .transform((value) => (value ? normalizeEmail(value) : undefined));

export const leadPincodeSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPincode(value), PINCODE_MESSAGE)
  .transform((value) => value || undefined);

export const leadTextSchemas = {
  name: z.string().trim().min(1, 'Enter the lead’s name').max(120, 'A name is at most 120 characters'),
  company_name: optionalText(160, 'Company'),
  city: optionalText(160, 'City'),
  state: optionalText(160, 'State'),
  interest: optionalText(160, 'Interest'),
  notes: optionalText(4000, 'Notes'),
};
