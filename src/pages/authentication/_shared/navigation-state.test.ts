import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, prefilledEmail } from './navigation-state';

describe('destinationAfterSignIn', () => {
  it('goes to the sales dashboard when no page is waiting', () => {
    for (const state of [undefined, null, {}, 'x', 42, { from: 42 }, { from: null }]) {
      expect(destinationAfterSignIn(state)).toBe('/dashboard/sales');
    }
  });

  it('returns to the page the guard sent the user away from', () => {
    expect(destinationAfterSignIn({ from: '/dashboard/adonai-users' })).toBe('/dashboard/adonai-users');
    expect(destinationAfterSignIn({ from: { pathname: '/dashboard/leads', search: '?page=2' } })).toBe(
      '/dashboard/leads?page=2',
    );
    expect(destinationAfterSignIn({ from: { pathname: '/dashboard/leads' } })).toBe('/dashboard/leads');
  });

  it('never leaves the app nor loops back to sign-in', () => {
    expect(destinationAfterSignIn({ from: 'https://evil.example/' })).toBe('/dashboard/sales');
    expect(destinationAfterSignIn({ from: '//evil.example/path' })).toBe('/dashboard/sales');
    expect(destinationAfterSignIn({ from: '/auth/login' })).toBe('/dashboard/sales');
    expect(destinationAfterSignIn({ from: '/auth/login?x=1' })).toBe('/dashboard/sales');
  });
});

describe('prefilledEmail', () => {
  it('takes a string email from the state and nothing else', () => {
    expect(prefilledEmail({ email: 'asha.rao@fpw.in' })).toBe('asha.rao@fpw.in');
    expect(prefilledEmail({ email: 7 })).toBe('');
    expect(prefilledEmail(undefined)).toBe('');
  });
});
