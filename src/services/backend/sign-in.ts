/**
 * Password sign-in and sign-out against the active backend, down to the staff row; auth.ts turns
 * the outcome into messages and the stored login. Loaded on demand (it pulls in a backend).
 *   Supabase: supabase.auth.signInWithPassword, then the caller's own staff row over PostgREST.
 *   Embedded: auth.sign_in_with_password() of the compatibility schema (bcrypt via pgcrypto), then
 *   the staff row read as that user, through row-level security like any other request.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createEmbeddedDataSource, type CallerClaims } from './embedded-data-source.ts';
import { embeddedDatabase } from './embedded-database';
import { clearEmbeddedCaller, writeEmbeddedCaller } from './embedded-session';
import { supabaseClient, type SupabaseProject } from './supabase-client';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  designation: string;
  active: boolean;
}

export type SignInOutcome =
  | { kind: 'signed-in'; staff: StaffMember }
  | { kind: 'invalid-credentials' }
  /** The password was right but the person is deactivated, or not a staff member at all. */
  | { kind: 'inactive'; staff: StaffMember | null };

export type Backend = { kind: 'embedded' } | ({ kind: 'supabase' } & SupabaseProject);

const STAFF_COLUMNS = ['id', 'email', 'name', 'designation', 'active'] as const;

function outcomeFor(staff: StaffMember | null): SignInOutcome {
  return staff !== null && staff.active ? { kind: 'signed-in', staff } : { kind: 'inactive', staff };
}

async function signInEmbedded(email: string, password: string): Promise<SignInOutcome> {
  const db = await embeddedDatabase();
  const { rows } = await db.query<{ user_id: string; user_email: string }>(
    'select user_id, user_email from auth.sign_in_with_password($1, $2)',
    [email, password],
  );
  const user = rows[0];
  if (user === undefined) return { kind: 'invalid-credentials' };
  const caller: CallerClaims = { sub: user.user_id, email: user.user_email, role: 'authenticated' };
  const asUser = createEmbeddedDataSource(db, { caller: () => caller });
  const { rows: staff } = await asUser.list<StaffMember>('staff', {
    columns: STAFF_COLUMNS,
    filters: [{ column: 'user_id', op: 'eq', value: user.user_id }],
  });
  const outcome = outcomeFor(staff[0] ?? null);
  if (outcome.kind === 'signed-in') writeEmbeddedCaller(caller);
  else clearEmbeddedCaller();
  return outcome;
}

/** GoTrue answers 400 for a wrong email or password, and for an unconfirmed email. */
function isRefusal(error: { status?: number | undefined; name?: string }): boolean {
  return (
    error.name === 'AuthApiError' && (error.status === 400 || error.status === 401 || error.status === 422)
  );
}

async function signInSupabase(
  client: SupabaseClient,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) {
    if (isRefusal(error)) return { kind: 'invalid-credentials' };
    throw error;
  }
  const staffAnswer = await client
    .from('staff')
    .select(STAFF_COLUMNS.join(','))
    .eq('user_id', data.user.id)
    .maybeSingle<StaffMember>();
  if (staffAnswer.error) {
    await client.auth.signOut({ scope: 'local' });
    throw new Error(staffAnswer.error.message);
  }
  const outcome = outcomeFor(staffAnswer.data ?? null);
  if (outcome.kind !== 'signed-in') await client.auth.signOut({ scope: 'local' });
  return outcome;
}

/** Throws when the backend cannot be reached or fails; a refusal is an outcome, not an error. */
export async function signInWithBackend(
  backend: Backend,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  if (backend.kind === 'embedded') return signInEmbedded(email, password);
  return signInSupabase(await supabaseClient(backend), email, password);
}

/** Ends the backend session; the local part always goes, even when the server cannot be told. */
export async function signOutOfBackend(backend: Backend): Promise<void> {
  if (backend.kind === 'embedded') {
    clearEmbeddedCaller();
    return;
  }
  const client = await supabaseClient(backend);
  const { error } = await client.auth.signOut();
  if (error) await client.auth.signOut({ scope: 'local' });
}
