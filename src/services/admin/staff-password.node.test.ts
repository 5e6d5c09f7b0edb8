// On Supabase, changing one's own password goes through Supabase Auth (auth.updateUser, after the
// current password is checked by signing in), never the SQL function change_my_password.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { isDataSourceError } from '../backend';
import { overrideBackendConfig } from '../kit/config';
import { changeMyPassword } from './staff';

const fake = vi.hoisted(() => {
  const calls: string[] = [];
  let currentPassword = 'Old@pass1';
  const client = {
    auth: {
      getSession: async () => {
        calls.push('getSession');
        return { data: { session: { user: { id: 'u1', email: 'asha.rao@fpw.in' } } }, error: null };
      },
      signInWithPassword: async ({ password }: { email: string; password: string }) => {
        calls.push('signInWithPassword');
        return password === currentPassword
          ? { data: { user: { id: 'u1' }, session: {} }, error: null }
          : {
              data: { user: null, session: null },
              error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid' },
            };
      },
      updateUser: async ({ password }: { password: string }) => {
        calls.push(`updateUser:${password}`);
        currentPassword = password;
        return { data: { user: { id: 'u1' } }, error: null };
      },
      signOut: async ({ scope }: { scope?: string } = {}) => {
        calls.push(`signOut:${scope ?? 'global'}`);
        return { error: null };
      },
    },
    rpc: (name: string) => {
      calls.push(`rpc:${name}`);
      return Promise.resolve({ data: null, error: null });
    },
    from: (table: string) => {
      calls.push(`from:${table}`);
      throw new Error('no tables here');
    },
  };
  return { calls, client, reset: () => ((currentPassword = 'Old@pass1'), (calls.length = 0)) };
});

vi.mock('../backend/supabase-client', () => ({ supabaseClient: () => Promise.resolve(fake.client) }));

beforeEach(() => {
  fake.reset();
  overrideBackendConfig({ kind: 'supabase', url: 'https://fake.supabase.test', anonKey: 'anon' });
});
afterEach(() => overrideBackendConfig(null));

it('changes the password through auth.updateUser after checking the current one, never the rpc', async () => {
  await changeMyPassword('Old@pass1', 'New@pass2');
  expect(fake.calls).toEqual(['getSession', 'signInWithPassword', 'updateUser:New@pass2', 'signOut:others']);
  expect(fake.calls.some((call) => call.startsWith('rpc:'))).toBe(false);
});

it('refuses a wrong current password on the current-password field and changes nothing', async () => {
  const failure = await changeMyPassword('wrong-one1', 'New@pass2').catch((error: unknown) => error);
  expect(isDataSourceError(failure) && failure.constraint).toBe('current_password_check');
  expect(fake.calls.some((call) => call.startsWith('updateUser') || call.startsWith('rpc:'))).toBe(false);
});
