/**
 * Changing one's own password on Supabase goes through Supabase Auth, never a SQL function writing
 * auth.users: GoTrue applies the project's password policy, and the person's other sessions end.
 * The current password is checked first by signing in with it (GoTrue's updateUser alone would
 * accept a new password from anyone holding an open tab). Refusals come back as DataSourceErrors
 * with the same constraint names the embedded SQL function raises, so the form places them alike.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { DataSourceError } from './data-source.ts';

/** The part of the Supabase client this needs (tests hand in a fake). */
export type SupabaseAuthClient = Pick<SupabaseClient, 'auth'>;

interface AuthErrorLike {
  name?: string;
  status?: number | undefined;
  code?: string | undefined;
  message: string;
}

const isRefusal = (error: AuthErrorLike) =>
  error.status === 400 || error.status === 401 || error.status === 422;

/** `signedInEmail`: the stored login's email, used when this tab holds no Supabase session. */
export async function changeSupabasePassword(
  client: SupabaseAuthClient,
  signedInEmail: string | null,
  current: string,
  next: string,
): Promise<void> {
  const { data } = await client.auth.getSession();
  const email = data.session?.user.email ?? signedInEmail;
  if (!email) throw new DataSourceError('permission', 'Sign in again to change your password.');
  const check = await client.auth.signInWithPassword({ email, password: current });
  if (check.error) {
    if (isRefusal(check.error)) {
      throw new DataSourceError('constraint', 'Your current password is not right.', {
        constraint: 'current_password_check',
        status: check.error.status,
      });
    }
    throw new DataSourceError('unavailable', check.error.message, { status: check.error.status });
  }
  const { error } = await client.auth.updateUser({ password: next });
  if (error) {
    if (error.code === 'weak_password' || error.code === 'same_password' || isRefusal(error)) {
      throw new DataSourceError('constraint', error.message, {
        constraint: 'auth_password_policy',
        code: error.code,
        status: error.status,
      });
    }
    throw new DataSourceError('unavailable', error.message, { status: error.status });
  }
  // Sessions elsewhere (another browser, a lost phone) end with the old password.
  await client.auth.signOut({ scope: 'others' });
}
