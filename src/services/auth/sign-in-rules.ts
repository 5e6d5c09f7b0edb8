/**
 * The sign-in form's rules without a schema library: auth/login is the first screen and has a weight
 * budget (DESIGN section 6), and zod alone is ~23 KB of it. The zod schemas of the other account forms
 * (auth-forms.ts) use the same pattern and messages from here, and a unit test holds the two to the same
 * answers, so there is still one rule for an email address.
 */

export const EMAIL_REQUIRED_MESSAGE = 'Enter your email address';
export const EMAIL_INVALID_MESSAGE = 'Enter a valid email address, such as name@company.in';
export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password';

/**
 * A practical address: a local part without leading, trailing or doubled dots, an @, and a domain of
 * labels ending in a top-level name of two or more letters (the rule zod's own email check applies).
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface SignInInput {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInInput, string>>;

export type SignInCheck = { ok: true; values: SignInInput } | { ok: false; errors: SignInErrors };

/** The message for an email as typed (trimmed first: people paste addresses with spaces), or none. */
export function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return EMAIL_REQUIRED_MESSAGE;
  return EMAIL_PATTERN.test(trimmed) ? undefined : EMAIL_INVALID_MESSAGE;
}

/**
 * Sign-in needs an email and a password. The password is not judged by today's rules for new passwords,
 * which older passwords may predate; the service decides whether it is right.
 */
export function checkSignIn(input: SignInInput): SignInCheck {
  const errors: SignInErrors = {};
  const email = emailProblem(input.email);
  if (email) errors.email = email;
  if (input.password === '') errors.password = PASSWORD_REQUIRED_MESSAGE;
  if (errors.email || errors.password) return { ok: false, errors };
  return { ok: true, values: { email: input.email.trim(), password: input.password } };
}
