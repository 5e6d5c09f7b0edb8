/**
 * The DataSource contract's harness, shared by its test files: one PGlite per file, the MSW handlers
 * that emulate PostgREST and GoTrue over it (postgrest-emulator.ts), the contract fixture, and the
 * two implementations signed in as each caller. Both must give the same rows, counts and typed
 * errors, under the same row-level security.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { ConflictError, DataSourceError, type DataSource } from '../data-source.ts';
import { createEmbeddedDataSource } from '../embedded-data-source.ts';
import { createSupabaseDataSource } from '../supabase-data-source.ts';
import { CONTRACT_FIXTURE_SQL, type Board } from './contract-fixture';
import { supabaseEmulator, type SupabaseEmulator } from './postgrest-emulator';
import { claimsOf, openTestDatabase } from './test-database';
import { DEMO_PASSWORD } from '../../auth/auth';

export const PROJECT = { url: 'https://contract.supabase.test', anonKey: 'contract-anon-key' };

/** Who asks: signed out, a sales executive (reads only), the production lead (writes), the admin. */
export type Caller = 'anon' | 'sales' | 'production' | 'admin';
export const EMAILS: Record<Exclude<Caller, 'anon'>, string> = {
  sales: 'asha.rao@fpw.in',
  production: 'rahul.verma@fpw.in',
  admin: 'priya.nair@fpw.in',
};

export interface Harness {
  as(caller: Caller): Promise<DataSource>;
}

export let db: PGlite;
export let emulator: SupabaseEmulator;
export let server: ReturnType<typeof setupServer>;

/** Opens the database and the emulator once per test file (call at the top of the file). */
export function setUpContractDatabase() {
  beforeAll(async () => {
    db = await openTestDatabase();
    emulator = supabaseEmulator({ ...PROJECT, db });
    server = setupServer(...emulator.handlers);
    server.listen({ onUnhandledFrame: 'error' });
  }, 240_000);

  afterAll(async () => {
    server?.close();
    await db?.close();
  });
}

export async function resetFixture() {
  await db.exec(`
    drop table if exists public.contract_boards cascade;
    drop function if exists public.contract_boards_at_least(numeric), public.contract_total_thickness(text[], boolean),
      public.contract_note(uuid, text), public.contract_check_thickness(numeric);
    ${CONTRACT_FIXTURE_SQL}`);
}

export const embedded: Harness = {
  async as(caller) {
    const claims = caller === 'anon' ? null : await claimsOf(db, EMAILS[caller]);
    return createEmbeddedDataSource(db, { caller: () => claims });
  },
};

const supabaseClients = new Map<Caller, Promise<DataSource>>();
export const supabase: Harness = {
  as(caller) {
    let source = supabaseClients.get(caller);
    if (source === undefined) {
      source = (async () => {
        const client = createClient(PROJECT.url, PROJECT.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false, storageKey: `contract-${caller}` },
          db: { retry: false },
        });
        if (caller !== 'anon') {
          const { error } = await client.auth.signInWithPassword({
            email: EMAILS[caller],
            password: DEMO_PASSWORD,
          });
          if (error) throw error;
        }
        return createSupabaseDataSource(client);
      })();
      supabaseClients.set(caller, source);
    }
    return source;
  },
};

/** The typed error a call rejected with, as comparable fields. */
export async function failureOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return {
      type: error.constructor.name,
      kind: error.kind,
      ...(error.constraint === undefined ? {} : { constraint: error.constraint }),
      ...(error instanceof ConflictError ? { currentVersion: error.currentVersion } : {}),
    };
  }
  throw new Error('expected the call to fail');
}

export const names = (rows: Pick<Board, 'name'>[]) => rows.map((row) => row.name);

/** Both implementations, each under its own name. */
const HARNESSES: readonly [string, Harness][] = [
  ['embedded', embedded],
  ['Supabase', supabase],
];

/** The contract's tests, run against both implementations, each test on a fresh fixture. */
export function describeContract(tests: (harness: Harness) => void) {
  setUpContractDatabase();
  for (const [label, harness] of HARNESSES) {
    describe(`${label} DataSource`, () => {
      beforeEach(resetFixture);
      tests(harness);
    });
  }
}
