/**
 * Sign-in and sign-out through the active backend; the stored login (`userDetails`) is written here
 * and only here. Embedded: passwords live in the embedded auth compatibility schema. Supabase:
 * supabase.auth.signInWithPassword, then the staff row. Backend code loads on the first call.
 */
import { backendConfig } from '../kit/config';
import {
  clearStoredUser,
  normaliseEmail,
  readStoredEmail,
  writeStoredUser,
  type StoredUser,
} from './session';

export type SignInFailure = 'invalid-credentials' | 'inactive' | 'unavailable';

export type SignInResult =
  { ok: true; user: StoredUser } | { ok: false; reason: SignInFailure; message: string };

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

const MESSAGES = {
  invalidCredentials: 'The email or password is not right.',
  inactive: 'This account is not active. Ask an administrator to reactivate it.',
  notStaff: 'This sign-in is not linked to a staff member. Ask an administrator to add you.',
} as const;

function unavailable(detail: string): SignInResult {
  return { ok: false, reason: 'unavailable', message: `Sign-in is unavailable right now: ${detail}` };
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const config = backendConfig();
  if (config.kind === 'misconfigured') return unavailable(`${config.missing} is not set.`);
  const normalisedEmail = normaliseEmail(email);
  if (normalisedEmail === '' || password === '') {
    return { ok: false, reason: 'invalid-credentials', message: MESSAGES.invalidCredentials };
  }
  try {
    const { signInWithBackend } = await import('../backend/sign-in');
    const outcome = await signInWithBackend(config, normalisedEmail, password);
    if (outcome.kind === 'invalid-credentials') {
      return { ok: false, reason: 'invalid-credentials', message: MESSAGES.invalidCredentials };
    }
    if (outcome.kind === 'inactive') {
      return {
        ok: false,
        reason: 'inactive',
        message: outcome.staff ? MESSAGES.inactive : MESSAGES.notStaff,
      };
    }
    const { staff } = outcome;
    const user = writeStoredUser({
      email: staff.email,
      name: staff.name,
      designation: staff.designation,
      staffId: staff.id,
    });
    return { ok: true, user };
  } catch (error) {
    return unavailable(error instanceof Error ? error.message : String(error));
  }
}

export async function signOut(): Promise<void> {
  const email = readStoredEmail();
  // The stored login goes first: whatever the backend says, this tab is signed out.
  clearStoredUser();
  // So are the rows cached for a quick reload: they leave this browser with the person.
  if (email !== null) {
    await import('../kit/query-persistence')
      .then(({ forgetCachedQueries }) => forgetCachedQueries(email))
      .catch(() => undefined);
  }
  const config = backendConfig();
  if (config.kind === 'misconfigured') return;
  try {
    const { signOutOfBackend } = await import('../backend/sign-in');
    await signOutOfBackend(config);
  } catch (error) {
    console.warn('The backend session could not be ended:', error);
  }
}

/**
 * Starts the embedded database while the browser is idle (the sign-in page calls it after its first
 * paint), so a sign-in a few seconds later finds it ready. Never blocks and never throws: a start
 * that fails is reported by the sign-in that needs it.
 */
export function warmUpBackend(): void {
  if (backendConfig().kind !== 'embedded') return;
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(startEmbedded, { timeout: 3000 });
  else window.setTimeout(startEmbedded, 500);
}

let startedOnIntent = false;

/**
 * Starts the embedded database now: someone is filling in the sign-in form (its first focus), so the
 * submit a moment later should not wait for the idle moment warmUpBackend waits for (on a busy page it
 * came only with the submit, 1.5 s of a first sign-in). Once per page; nothing with Supabase.
 */
export function startBackendOnIntent(): void {
  if (startedOnIntent || backendConfig().kind !== 'embedded' || typeof window === 'undefined') return;
  startedOnIntent = true;
  startEmbedded();
}

function startEmbedded(): void {
  import('../backend')
    .then(({ startEmbeddedBackend }) => startEmbeddedBackend())
    .catch((error: unknown) => console.warn('The embedded database did not start:', error));
}

/** Below this many cores the database's start competes with the page's own rendering. */
const CORES_FOR_EARLY_START = 4;

/**
 * Starts the embedded database at once when someone is signed in: a reload, a new tab or a link into
 * the app (main.tsx calls it for every page but sign-in) needs it for its first rows, and would
 * otherwise ask only once the router, the layout and the page have loaded. (The production build's
 * index.html has already started the worker itself on every machine; this takes it over earlier.)
 * Only with cores to spare:
 * on two cores the worker's start (WebAssembly, the data from IndexedDB) slows the page beside it more
 * than it gains. Measured twice with bench:ux: on 26 November (CPU 4x: a page of cached rows 2.2 -> 3.0 s,
 * the e-commerce dashboard 1.6 -> 2.6 s, against 3.1 -> 2.6 s for a list that waits for the database)
 * and again on 28 November with it on every machine (the e-commerce dashboard 3.6 s at 4x, the staff
 * list's reload 1.6 s at 1x, against 1.6 s and 1.2 s without). Never throws: a start that fails reaches
 * the start-failure screen through the page that needs it.
 */
export function startBackendForSignedInVisit(cores = navigator.hardwareConcurrency): void {
  if (backendConfig().kind !== 'embedded' || readStoredEmail() === null) return;
  if (!(cores >= CORES_FOR_EARLY_START)) return;
  startEmbedded();
}
