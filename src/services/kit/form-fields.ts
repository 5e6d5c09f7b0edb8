/**
 * The fields business forms share, with the database's own checks as messages beside the field:
 * blank optional text saved as null, a GSTIN, an e-mail address, a phone number, a pincode, a name.
 * Client, company, contact, supplier and shipping forms build their schemas from these.
 */
import { z } from 'zod';
import { isEmailAddress, isPhoneNumber, PHONE_NUMBER_MESSAGE, toStoredPhone } from './contact-links';

/** GSTIN: state code, PAN, entity number, Z, check character (as the tables' checks have it). */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_MESSAGE = 'A GSTIN has 15 characters, e.g. 29AABCF4821K1Z6.';

/** Optional text: trimmed, blank saved as null, otherwise checked by `schema`. */
export const optionalField = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable());

export const gstinField = optionalField(z.string().toUpperCase().regex(GSTIN_PATTERN, GSTIN_MESSAGE));

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => (value === '' ? null : value))
  .pipe(z.string().refine(isEmailAddress, 'Enter an e-mail address like name@example.com.').nullable());

export const phoneField = optionalField(
  z.string().transform(toStoredPhone).pipe(z.string().refine(isPhoneNumber, PHONE_NUMBER_MESSAGE)),
);

export const pincodeField = optionalField(
  z.string().regex(/^[1-9][0-9]{5}$/, 'A pincode is 6 digits and does not start with 0.'),
);

export const shortTextField = (limit: number) =>
  optionalField(z.string().max(limit, `At most ${limit} characters.`));

export const nameField = (limit: number) =>
  z.string().trim().min(1, 'Give a name.').max(limit, `At most ${limit} characters.`);

/** A record's optional texts as its form holds them: each key's value, null (none) as the empty string. */
export function blankForNull<Row, const Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): { [K in Key]: NonNullable<Row[K]> | '' } {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? ''])) as {
    [K in Key]: NonNullable<Row[K]> | '';
  };
}
