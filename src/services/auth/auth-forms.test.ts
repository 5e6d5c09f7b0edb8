import { describe, expect, it } from 'vitest';
import {
  CODE_MESSAGE,
  CONFIRMATION_MISMATCH_MESSAGE,
  CONFIRMATION_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  NAME_MESSAGE,
  NEW_PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  checkPasswordRules,
  createPasswordSchema,
  newPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  twoStepSchema,
  unlockSchema,
} from './auth-forms';

/** The messages a schema reports, keyed by field path, as react-hook-form would show them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (byField[key] ??= []).push(issue.message);
  }
  return byField;
}

const STRONG = 'Panel@2026';

describe('email', () => {
  it('asks for an email when empty and for a valid one when malformed', () => {
    expect(messages(resetPasswordSchema.safeParse({ email: '' })).email).toEqual([EMAIL_REQUIRED_MESSAGE]);
    expect(messages(resetPasswordSchema.safeParse({ email: '   ' })).email).toEqual([EMAIL_REQUIRED_MESSAGE]);
    expect(messages(resetPasswordSchema.safeParse({ email: 'asha.rao' })).email).toEqual([
      EMAIL_INVALID_MESSAGE,
    ]);
    expect(messages(resetPasswordSchema.safeParse({ email: 'asha@' })).email).toEqual([
      EMAIL_INVALID_MESSAGE,
    ]);
  });

  it('accepts a valid address and trims the spaces pasted around it', () => {
    const result = resetPasswordSchema.safeParse({ email: '  asha.rao@fpw.in ' });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('asha.rao@fpw.in');
  });
});

describe('sign-in', () => {
  it('needs an email and a password but does not judge the password by the new-password rules', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: [EMAIL_REQUIRED_MESSAGE],
      password: [PASSWORD_REQUIRED_MESSAGE],
    });
    expect(signInSchema.safeParse({ email: 'asha.rao@fpw.in', password: 'short' }).success).toBe(true);
  });

  it('unlocking needs the password only', () => {
    expect(messages(unlockSchema.safeParse({ password: '' })).password).toEqual([PASSWORD_REQUIRED_MESSAGE]);
    expect(unlockSchema.safeParse({ password: 'x' }).success).toBe(true);
  });
});

describe('password rules', () => {
  it('lists each rule as met or not, in order', () => {
    expect(checkPasswordRules('').map((rule) => rule.met)).toEqual([false, false, false, false, false]);
    expect(checkPasswordRules('abc').map((rule) => [rule.id, rule.met])).toEqual([
      ['length', false],
      ['upper', false],
      ['lower', true],
      ['digit', false],
      ['symbol', false],
    ]);
    expect(
      checkPasswordRules('ABCdefg1')
        .filter((rule) => !rule.met)
        .map((rule) => rule.id),
    ).toEqual(['symbol']);
    expect(checkPasswordRules(STRONG).every((rule) => rule.met)).toBe(true);
  });

  it('counts exactly eight characters as long enough and seven as too short', () => {
    expect(checkPasswordRules('Aa1!aaaa')[0]?.met).toBe(true);
    expect(checkPasswordRules('Aa1!aaa')[0]?.met).toBe(false);
  });

  it('does not count a space as a symbol', () => {
    expect(checkPasswordRules('Abcdefg1 ').find((rule) => rule.id === 'symbol')?.met).toBe(false);
    expect(checkPasswordRules('Abcdefg1₹').find((rule) => rule.id === 'symbol')?.met).toBe(true);
  });

  it('reports the first broken rule first, and "choose a password" when empty', () => {
    expect(newPasswordSchema.safeParse('').error?.issues[0]?.message).toBe(NEW_PASSWORD_REQUIRED_MESSAGE);
    expect(newPasswordSchema.safeParse('abcdefgh').error?.issues[0]?.message).toBe(
      'Add an upper-case letter (A–Z)',
    );
    expect(newPasswordSchema.safeParse('Abcdefgh').error?.issues[0]?.message).toBe('Add a digit (0–9)');
    expect(newPasswordSchema.safeParse('Abcdefg1').error?.issues[0]?.message).toBe(
      'Add a symbol, such as ! @ # or $',
    );
    expect(newPasswordSchema.safeParse(STRONG).success).toBe(true);
  });
});

describe('password confirmation', () => {
  it('asks to type the password again when the confirmation is empty', () => {
    expect(
      messages(createPasswordSchema.safeParse({ password: STRONG, confirmPassword: '' })).confirmPassword,
    ).toEqual([CONFIRMATION_REQUIRED_MESSAGE]);
  });

  it('reports a mismatch on the confirmation field', () => {
    const byField = messages(
      createPasswordSchema.safeParse({ password: STRONG, confirmPassword: 'Panel@2027' }),
    );
    expect(byField).toEqual({ confirmPassword: [CONFIRMATION_MISMATCH_MESSAGE] });
  });

  it('reports a mismatch even while the password still breaks a rule', () => {
    const byField = messages(createPasswordSchema.safeParse({ password: 'abc', confirmPassword: 'abd' }));
    expect(byField.confirmPassword).toEqual([CONFIRMATION_MISMATCH_MESSAGE]);
    expect(byField.password?.[0]).toBe('Use at least 8 characters');
  });

  it('accepts a strong password typed twice', () => {
    expect(createPasswordSchema.safeParse({ password: STRONG, confirmPassword: STRONG }).success).toBe(true);
  });
});

describe('sign-up', () => {
  it('needs a name, an email and a matching strong password', () => {
    expect(
      Object.keys(
        messages(signUpSchema.safeParse({ name: ' ', email: '', password: '', confirmPassword: '' })),
      ),
    ).toEqual(['name', 'email', 'password', 'confirmPassword']);
    expect(
      messages(
        signUpSchema.safeParse({ name: 'A', email: 'a@b.in', password: STRONG, confirmPassword: STRONG }),
      ).name,
    ).toEqual([NAME_MESSAGE]);
    const ok = signUpSchema.safeParse({
      name: ' Asha Rao ',
      email: 'asha@fpw.in',
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.name).toBe('Asha Rao');
  });

  it('reports a mismatch while the other fields are still wrong', () => {
    const byField = messages(
      signUpSchema.safeParse({ name: '', email: 'x', password: STRONG, confirmPassword: 'Other@2026' }),
    );
    expect(byField.confirmPassword).toEqual([CONFIRMATION_MISMATCH_MESSAGE]);
  });
});

describe('six-digit code', () => {
  it('accepts exactly six digits', () => {
    expect(twoStepSchema.safeParse({ code: '042917' }).success).toBe(true);
    for (const code of ['', '12345', '1234567', '12a456', ' 123456', '１２３４５６']) {
      expect(messages(twoStepSchema.safeParse({ code })).code, code).toEqual([CODE_MESSAGE]);
    }
  });
});
