/**
 * E-mail addresses and phone numbers as the database keeps them (migration
 * 20261128130300_email_and_phone_checks.sql has the same rules), and the one way to turn them into
 * links: every `mailto:`, `tel:` and `wa.me` href is built here, with each part encoded, so a value
 * such as `x@y.co?bcc=spy@evil.example` can never add a header or a recipient to the link.
 */

/**
 * An e-mail address as stored: lower case, one `@`, a local part of letters, digits and `._+'-`
 * (no `?`, `&`, spaces or quotes), and a domain of dotted labels ending in a name of letters.
 * The same pattern as public.is_email_address() in SQL.
 */
export const EMAIL_ADDRESS_PATTERN =
  /^[a-z0-9_+'-]+(\.[a-z0-9_+'-]+)*@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Trimmed and in lower case, as e-mails are stored and compared. */
export function normalizeEmailAddress(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isEmailAddress(raw: string): boolean {
  const email = normalizeEmailAddress(raw);
  return email.length <= 254 && EMAIL_ADDRESS_PATTERN.test(email);
}

/**
 * A phone number as stored: an optional `+`, then groups of digits separated by single spaces or
 * dashes, 7 to 15 digits in all (public.is_phone_number() in SQL).
 */
export const PHONE_NUMBER_PATTERN = /^\+?[0-9]+([ -][0-9]+)*$/;

export const PHONE_NUMBER_MESSAGE = 'Enter a phone number of 7 to 15 digits, e.g. +91 98450 12345.';

export function isPhoneNumber(raw: string): boolean {
  const digits = raw.replace(/\D/g, '').length;
  return PHONE_NUMBER_PATTERN.test(raw) && digits >= 7 && digits <= 15 && raw.length <= 20;
}

/**
 * A phone number as typed, in the form it is stored: brackets dropped, dots and runs of spaces or
 * dashes made one space, so `(+91) 98450.123-04` becomes `+91 98450 123 04`. Null when what is left
 * is not a phone number (letters, a `+` in the middle, too few or too many digits).
 */
export function normalizePhoneNumber(raw: string): string | null {
  const text = raw.trim();
  if (!/^[+0-9 ().-]+$/.test(text)) return null;
  const stored = text
    .replace(/[()]/g, ' ')
    .replace(/[\s.-]+/g, ' ')
    .trim()
    .replace(/^\+ /, '+');
  return isPhoneNumber(stored) ? stored : null;
}

/** The number to dial or message: +91 and ten digits for an Indian mobile, else the digits typed. */
export function dialDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

/** `tel:` with the international number, digits only (nothing else can reach the link). */
export function telHref(phone: string): string {
  return `tel:+${dialDigits(phone)}`;
}

/** wa.me takes the international number as digits only, and the message as `text`. */
export function whatsappHref(phone: string, text = ''): string {
  const base = `https://wa.me/${dialDigits(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * `mailto:` for one address, with an optional subject and body. The address is encoded as well
 * (RFC 6068): a `?`, `&`, `#` or `,` in it stays part of the address and never starts a header
 * such as `bcc`. The `@` between local part and domain may stay as it is.
 */
export function mailtoHref(email: string, subject = '', body = ''): string {
  const address = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  const parts = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body)}` : '',
  ].filter(Boolean);
  return `mailto:${address}${parts.length ? `?${parts.join('&')}` : ''}`;
}

/** What a form saves for a typed phone: its stored form, or the text as typed for the check to refuse. */
export function toStoredPhone(raw: string): string {
  return normalizePhoneNumber(raw) ?? raw.trim();
}
