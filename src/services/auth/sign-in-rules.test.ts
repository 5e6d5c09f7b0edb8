import { describe, expect, it } from 'vitest';
import { resetPasswordSchema } from './auth-forms';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  checkSignIn,
  emailProblem,
} from './sign-in-rules';

const ADDRESSES = [
  'asha.rao@fpw.in',
  '  asha.rao@fpw.in ',
  'ASHA.RAO@FPW.IN',
  "o'neil+quotes@panels.co.in",
  'a@b.co',
  '',
  '   ',
  'asha.rao',
  'asha@',
  '@fpw.in',
  '.asha@fpw.in',
  'asha.@fpw.in',
  'asha..rao@fpw.in',
  'asha@fpw',
  'asha@-fpw.in',
  'asha@fpw.i',
  'asha rao@fpw.in',
  'asha@fpw..in',
];

describe('sign-in rules', () => {
  it('asks for both fields when empty and trims the email it returns', () => {
    expect(checkSignIn({ email: ' ', password: '' })).toEqual({
      ok: false,
      errors: { email: EMAIL_REQUIRED_MESSAGE, password: PASSWORD_REQUIRED_MESSAGE },
    });
    expect(checkSignIn({ email: ' asha.rao@fpw.in ', password: 'short' })).toEqual({
      ok: true,
      values: { email: 'asha.rao@fpw.in', password: 'short' },
    });
    expect(checkSignIn({ email: 'asha.rao', password: 'x' })).toEqual({
      ok: false,
      errors: { email: EMAIL_INVALID_MESSAGE },
    });
  });

  it('judges every address exactly as the zod schema of the other account forms does', () => {
    for (const email of ADDRESSES) {
      const schema = resetPasswordSchema.safeParse({ email });
      const schemaMessage = schema.success ? undefined : schema.error.issues[0]?.message;
      expect([email, emailProblem(email)]).toEqual([email, schemaMessage]);
    }
    // The list is not trivially one-sided.
    expect(ADDRESSES.filter((email) => emailProblem(email) === undefined)).toHaveLength(5);
  });
});
