/**
 * The one access rule of the specification (section 4 and 6), as a pure function:
 * who may open dashboard/adonai-users, given the stored email and the sales-user list call's outcome.
 */

export type SalesUsersOutcome = { ok: true; body: unknown } | { ok: false; reason: string };

export type AccessDecision = 'allow' | 'sign-in' | 'unauthorized';

/** The emails of a sales-user answer: one object or an array of objects; entries without a string email count for nothing. */
export function salesUserEmails(body: unknown): string[] {
  const entries = Array.isArray(body) ? body : body !== null && typeof body === 'object' ? [body] : [];
  const emails: string[] = [];
  for (const entry of entries) {
    if (entry !== null && typeof entry === 'object' && 'email' in entry) {
      const email = (entry as { email: unknown }).email;
      if (typeof email === 'string') emails.push(email);
    }
  }
  return emails;
}

/**
 * | situation                                   | outcome         |
 * | no stored email                             | sign-in         |
 * | stored email equals an entry's email        | allow           |
 * | stored email not in the list                | sign-in         |
 * | the list call fails                         | unauthorized    |
 * A failed call wins over a missing email only when the call was made; the guard makes no call without an email.
 */
export function decideAdonaiUsersAccess(
  storedEmail: string | null,
  salesUsers: SalesUsersOutcome,
): AccessDecision {
  if (storedEmail === null || storedEmail === '') return 'sign-in';
  if (!salesUsers.ok) return 'unauthorized';
  return salesUserEmails(salesUsers.body).includes(storedEmail) ? 'allow' : 'sign-in';
}
