import { describe, expect, it } from 'vitest';
import { decideAdonaiUsersAccess, salesUserEmails } from './adonai-users-access';

const ok = (body: unknown) => ({ ok: true as const, body });
const failed = { ok: false as const, reason: 'HTTP 500' };

describe('decideAdonaiUsersAccess', () => {
  it('opens the page when the stored email matches an entry of an array answer', () => {
    expect(
      decideAdonaiUsersAccess('asha@fpw.in', ok([{ email: 'ravi@fpw.in' }, { email: 'asha@fpw.in' }])),
    ).toBe('allow');
  });
  it('accepts a single object answer', () => {
    expect(decideAdonaiUsersAccess('asha@fpw.in', ok({ email: 'asha@fpw.in', name: 'Asha' }))).toBe('allow');
  });
  it('sends a stored email not in the list to sign in', () => {
    expect(decideAdonaiUsersAccess('dev@fpw.in', ok([{ email: 'asha@fpw.in' }]))).toBe('sign-in');
    expect(decideAdonaiUsersAccess('dev@fpw.in', ok({ email: 'asha@fpw.in' }))).toBe('sign-in');
  });
  it('sends everyone to sign in on an empty list', () => {
    expect(decideAdonaiUsersAccess('asha@fpw.in', ok([]))).toBe('sign-in');
  });
  it('ignores entries without a string email', () => {
    const body = [{ name: 'No email' }, { email: 42 }, null, 'asha@fpw.in', { email: null }];
    expect(decideAdonaiUsersAccess('asha@fpw.in', ok(body))).toBe('sign-in');
    expect(salesUserEmails(body)).toEqual([]);
  });
  it('treats a null, string or number body as an empty list', () => {
    for (const body of [null, undefined, 'asha@fpw.in', 7, true]) {
      expect(decideAdonaiUsersAccess('asha@fpw.in', ok(body))).toBe('sign-in');
    }
  });
  it('sends the user to /unauthorized when the list call fails', () => {
    expect(decideAdonaiUsersAccess('asha@fpw.in', failed)).toBe('unauthorized');
  });
  it('sends the user to sign in when no email is stored, whatever the list', () => {
    expect(decideAdonaiUsersAccess(null, ok([{ email: 'asha@fpw.in' }]))).toBe('sign-in');
    expect(decideAdonaiUsersAccess('', ok([{ email: '' }]))).toBe('sign-in');
    expect(decideAdonaiUsersAccess(null, failed)).toBe('sign-in');
  });
  it('compares exactly: case and spaces matter', () => {
    expect(decideAdonaiUsersAccess('Asha@fpw.in', ok([{ email: 'asha@fpw.in' }]))).toBe('sign-in');
    expect(decideAdonaiUsersAccess('asha@fpw.in ', ok([{ email: 'asha@fpw.in' }]))).toBe('sign-in');
  });
});
