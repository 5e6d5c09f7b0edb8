/**
 * The rules of the sign-in and account forms, in one place so the forms, the strength meter and any
 * service that receives these values agree on them.
 */
import { z } from 'zod';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
} from './sign-in-rules';

export { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, PASSWORD_REQUIRED_MESSAGE };

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'symbol';
  /** Shown in the checklist beside the strength meter. */
  label: string;
  /** Shown under the field when this is the first rule the password breaks. */
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'upper',
    label: 'An upper-case letter (A–Z)',
    message: 'Add an upper-case letter (A–Z)',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lower',
    label: 'A lower-case letter (a–z)',
    message: 'Add a lower-case letter (a–z)',
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'digit',
    label: 'A digit (0–9)',
    message: 'Add a digit (0–9)',
    test: (password) => /\d/.test(password),
  },
  {
    id: 'symbol',
    label: 'A symbol, such as ! @ # or $',
    message: 'Add a symbol, such as ! @ # or $',
    // Anything that is neither a letter, a digit nor white space counts as a symbol.
    test: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  },
];

export interface PasswordRuleCheck {
  id: PasswordRule['id'];
  label: string;
  met: boolean;
}

/** Which of the password rules a value meets, in the order the checklist shows them. */
export function checkPasswordRules(password: string): PasswordRuleCheck[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

export const NEW_PASSWORD_REQUIRED_MESSAGE = 'Choose a password';
export const CONFIRMATION_REQUIRED_MESSAGE = 'Type the password again';
export const CONFIRMATION_MISMATCH_MESSAGE = 'The two passwords do not match';
export const CODE_MESSAGE = 'Enter the six digits of the code';
export const NAME_MESSAGE = 'Enter your full name';

/** An email address, trimmed (people paste them with spaces). */
export const emailSchema = z
  .string()
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .pipe(z.string().regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE));

/** A password being checked at sign-in: never judged by today's rules, which older passwords may predate. */
export const currentPasswordSchema = z.string().min(1, PASSWORD_REQUIRED_MESSAGE);

/** A password being chosen: every rule of PASSWORD_RULES, reported one at a time in their order. */
export const newPasswordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, rule.message),
  z.string().min(1, NEW_PASSWORD_REQUIRED_MESSAGE),
);

/** A one-time code: exactly six digits. */
export const sixDigitCodeSchema = z.string().regex(/^\d{6}$/, CODE_MESSAGE);

const passwordPair = {
  password: newPasswordSchema,
  confirmPassword: z.string().min(1, CONFIRMATION_REQUIRED_MESSAGE),
};

type PasswordPair = { password: string; confirmPassword: string };

// Runs even while the password still breaks a rule, so a mismatch is reported as soon as both are typed.
const confirmationMatches = {
  message: CONFIRMATION_MISMATCH_MESSAGE,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as Partial<PasswordPair> | undefined;
    return (
      typeof value?.password === 'string' &&
      typeof value.confirmPassword === 'string' &&
      value.confirmPassword !== ''
    );
  },
};

export const signInSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const signUpSchema = z
  .object({ name: z.string().trim().min(2, NAME_MESSAGE), email: emailSchema, ...passwordPair })
  .refine((form) => form.password === form.confirmPassword, confirmationMatches);

export const resetPasswordSchema = z.object({ email: emailSchema });

export const createPasswordSchema = z
  .object(passwordPair)
  .refine((form) => form.password === form.confirmPassword, confirmationMatches);

export const twoStepSchema = z.object({ code: sixDigitCodeSchema });

export const unlockSchema = z.object({ password: currentPasswordSchema });

export type SignInForm = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
export type SignUpForm = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
export type CreatePasswordForm = z.input<typeof createPasswordSchema>;
export type CreatePasswordValues = z.output<typeof createPasswordSchema>;
export type TwoStepForm = z.input<typeof twoStepSchema>;
export type UnlockForm = z.input<typeof unlockSchema>;
