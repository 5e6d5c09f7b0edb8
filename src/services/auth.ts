/**
 * Sign-in and sign-out through the active backend; the stored login (`userDetails`) is written here
 * and only here. Embedded: passwords live in the embedded auth compatibility schema. Supabase:
 * supabase.auth.signInWithPassword, then the staff row.
 */
import { clearStoredUser, type StoredUser } from './session';

export type SignInFailure = 'invalid-credentials' | 'inactive' | 'unavailable';

export type SignInResult =
  | { ok: true; user: StoredUser }
  | { ok: false; reason: SignInFailure; message: string };

/** The shared password of the seeded demo accounts (embedded default only). */
export const DEMO_PASSWORD = 'Panel@2026';

export interface DemoAccount {
  email: string;
  name: string;
  role: string;
}

/** Seeded in supabase/seed.sql; shown on the sign-in page in embedded mode. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'asha.rao@fpw.in', name: 'Asha Rao', role: 'Sales executive' },
  { email: 'vikram.singh@fpw.in', name: 'Vikram Singh', role: 'Sales manager' },
  { email: 'meera.iyer@fpw.in', name: 'Meera Iyer', role: 'Designer' },
  { email: 'rahul.verma@fpw.in', name: 'Rahul Verma', role: 'Production lead' },
  { email: 'priya.nair@fpw.in', name: 'Priya Nair', role: 'Administrator' },
];

export async function signIn(_email: string, _password: string): Promise<SignInResult> {
  return { ok: false, reason: 'unavailable', message: 'Sign-in is not wired to a backend yet.' };
}

export async function signOut(): Promise<void> {
  clearStoredUser();
}
