// signIn / signOut end to end on both backends: the embedded one on PGlite (the same SQL as the
// browser's worker), Supabase through supabase-js against the emulated project. Checks what the
// stored login becomes, which sessions the DataSource then runs as, and what goes over the wire.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, signOut } from './auth';
import { overrideBackendConfig } from '../kit/config';
import { allSalesUsers } from '../admin/sales-users';
import { SESSION_STORAGE_KEY, readStoredUser } from './session';
import { provideEmbeddedDatabaseForTests } from '../backend/embedded-database';
import { EMBEDDED_SESSION_KEY, readEmbeddedCaller } from '../backend/embedded-session';
import { supabaseEmulator, type SupabaseEmulator } from '../backend/testing/postgrest-emulator';
import { seededDatabase } from '../backend/testing/seeded-database';

const PROJECT = { url: 'https://auth.supabase.test', anonKey: 'auth-anon-key' };

/** localStorage for node: the stored login and the embedded session live there in the browser. */
function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
}

const { db } = seededDatabase();
let emulator: SupabaseEmulator;
let server: ReturnType<typeof setupServer>;
let storage: Storage;

beforeAll(async () => {
  provideEmbeddedDatabaseForTests(db);
  emulator = supabaseEmulator({ ...PROJECT, db });
  server = setupServer(...emulator.handlers);
  server.listen({ onUnhandledFrame: 'error' });
}, 240_000);

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage, addEventListener() {}, removeEventListener() {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  overrideBackendConfig(null);
  server.resetHandlers();
});

afterAll(async () => {
  provideEmbeddedDatabaseForTests(null);
  server?.close();
});

const salesEmails = async () => ((await allSalesUsers()) as { email: string }[]).map((row) => row.email);

describe('embedded sign-in', () => {
  beforeEach(() => overrideBackendConfig({ kind: 'embedded' }));

  it('signs a demo account in and stores the login with a trimmed, lower-cased email', async () => {
    const result = await signIn('  Asha.Rao@FPW.in ', DEMO_PASSWORD);
    const expected = {
      email: 'asha.rao@fpw.in',
      name: 'Asha Rao',
      designation: 'sales',
      staffId: '5a1e0000-0000-4000-8000-000000000001',
    };
    expect(result).toEqual({ ok: true, user: expected });
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(expected);
    expect(readEmbeddedCaller(storage)).toMatchObject({ email: 'asha.rao@fpw.in', role: 'authenticated' });
  });

  it('signs every demo account in with the demo password, with its designation', async () => {
    const designations: Record<string, string> = {};
    for (const account of DEMO_ACCOUNTS) {
      const result = await signIn(account.email, DEMO_PASSWORD);
      if (!result.ok) throw new Error(`${account.email}: ${result.message}`);
      designations[account.email] = String(result.user.designation);
      expect(result.user.name).toBe(account.name);
    }
    expect(designations).toEqual({
      'asha.rao@fpw.in': 'sales',
      'vikram.singh@fpw.in': 'sales',
      'meera.iyer@fpw.in': 'designer',
      'rahul.verma@fpw.in': 'production',
      'priya.nair@fpw.in': 'admin',
    });
  });

  it('refuses a wrong password, an unknown email and empty fields, storing nothing', async () => {
    for (const [email, password] of [
      ['asha.rao@fpw.in', 'panel@2026'],
      ['nobody@fpw.in', DEMO_PASSWORD],
      ['', DEMO_PASSWORD],
      ['asha.rao@fpw.in', ''],
    ] as const) {
      const result = await signIn(email, password);
      expect(result).toEqual({
        ok: false,
        reason: 'invalid-credentials',
        message: 'The email or password is not right.',
      });
    }
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(EMBEDDED_SESSION_KEY)).toBeNull();
  });

  it('refuses a deactivated staff member with the right password, storing nothing', async () => {
    const result = await signIn('arjun.desai@fpw.in', DEMO_PASSWORD);
    expect(result).toMatchObject({ ok: false, reason: 'inactive' });
    expect(readStoredUser()).toBeNull();
    expect(readEmbeddedCaller(storage)).toBeNull();
  });

  it('runs the DataSource as the signed-in person, and as anon after sign-out', async () => {
    expect(await salesEmails()).toEqual([]);
    await signIn('meera.iyer@fpw.in', DEMO_PASSWORD);
    const listed = await salesEmails();
    expect(listed).toEqual(expect.arrayContaining(['asha.rao@fpw.in', 'vikram.singh@fpw.in']));
    expect(listed).not.toContain('meera.iyer@fpw.in');
    await signOut();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(EMBEDDED_SESSION_KEY)).toBeNull();
    expect(await salesEmails()).toEqual([]);
  });
});

describe('Supabase sign-in', () => {
  beforeEach(() => overrideBackendConfig({ kind: 'supabase', ...PROJECT }));

  it('signs in with signInWithPassword, then reads the person’s own staff row', async () => {
    const before = emulator.requests.length;
    const result = await signIn(' Vikram.Singh@fpw.in', DEMO_PASSWORD);
    expect(result).toEqual({
      ok: true,
      user: {
        email: 'vikram.singh@fpw.in',
        name: 'Vikram Singh',
        designation: 'sales',
        staffId: '5a1e0000-0000-4000-8000-000000000002',
      },
    });
    const [token, staff] = emulator.requests.slice(before);
    expect(token?.method).toBe('POST');
    expect(`${token?.url.pathname}${token?.url.search}`).toBe('/auth/v1/token?grant_type=password');
    expect(token?.body).toMatchObject({ email: 'vikram.singh@fpw.in', password: DEMO_PASSWORD });
    expect(staff?.url.pathname).toBe('/rest/v1/staff');
    expect(staff?.url.searchParams.get('select')).toBe('id,email,name,designation,active');
    expect(staff?.url.searchParams.get('user_id')).toMatch(/^eq\.[0-9a-f-]{36}$/);
    expect(staff?.headers.get('authorization')).not.toBe(`Bearer ${PROJECT.anonKey}`);
    expect(readStoredUser()?.email).toBe('vikram.singh@fpw.in');
    await signOut();
  });

  it('refuses a wrong password as invalid credentials', async () => {
    expect(await signIn('asha.rao@fpw.in', 'wrong')).toMatchObject({
      ok: false,
      reason: 'invalid-credentials',
    });
    expect(readStoredUser()).toBeNull();
  });

  it('refuses a deactivated person and ends the session it opened', async () => {
    expect(await signIn('arjun.desai@fpw.in', DEMO_PASSWORD)).toMatchObject({
      ok: false,
      reason: 'inactive',
    });
    emulator.takeRestRequests();
    await allSalesUsers();
    expect(emulator.takeRestRequests()[0]?.headers.get('authorization')).toBe(`Bearer ${PROJECT.anonKey}`);
  });

  it('says the backend is unavailable when GoTrue cannot be reached', async () => {
    server.use(http.post(`${PROJECT.url}/auth/v1/token`, () => HttpResponse.error()));
    const result = await signIn('asha.rao@fpw.in', DEMO_PASSWORD);
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(readStoredUser()).toBeNull();
  });

  it('signs out on the server and clears the stored login', async () => {
    await signIn('asha.rao@fpw.in', DEMO_PASSWORD);
    const before = emulator.requests.length;
    await signOut();
    expect(emulator.requests.slice(before).map((request) => request.url.pathname)).toEqual([
      '/auth/v1/logout',
    ]);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('misconfigured backend', () => {
  it('reports the missing variable instead of signing in', async () => {
    overrideBackendConfig({ kind: 'misconfigured', missing: 'VITE_SUPABASE_URL' });
    expect(await signIn('asha.rao@fpw.in', DEMO_PASSWORD)).toEqual({
      ok: false,
      reason: 'unavailable',
      message: 'Sign-in is unavailable right now: VITE_SUPABASE_URL is not set.',
    });
  });
});
