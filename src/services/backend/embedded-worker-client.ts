/**
 * The tab's side of the embedded database: PGliteWorker, with its array types read in one round trip.
 * PGliteWorker learns the database's array types once connected, with a parameterised `query` that
 * takes about fifteen messages between the tab and the worker (two locks, blob handling, six protocol
 * messages, a sync to storage), each answered on the tab's busy main thread; every read the page asks
 * for meanwhile waits behind it (a new tab's leads: 90-130 ms of 0.6 s between the database's start and
 * the rows). Here the same rows come in one simple-protocol message, with nothing to sync after it, and
 * PGlite's own code registers them; `query`, `exec` and `transaction` wait for that (they call
 * _checkReady first), so a result never comes back with an array left as text.
 */
import type { Results } from '@electric-sql/pglite';
import { PGliteWorker, type PGliteWorkerOptions } from '@electric-sql/pglite/worker';
import { readInOneTrip, type OneTripDatabase } from './embedded-one-trip';

/** PGlite's own question (base.ts, _initArrayTypes), as one row of [element type, array type] pairs. */
export const ARRAY_TYPES_SQL = `
select coalesce(json_agg(json_build_array(b.oid::bigint, b.typarray::bigint) order by b.oid), '[]') as pairs
  from (select distinct a.typelem from pg_catalog.pg_type a where a.typcategory = 'A') as arrays
  join pg_catalog.pg_type b on b.oid = arrays.typelem`;

/** The [element, array] type pairs of ARRAY_TYPES_SQL's row; anything else is a broken answer. */
export function arrayTypePairsOf(text: string | null | undefined): [number, number][] {
  const parsed: unknown = JSON.parse(text ?? '[]');
  if (!Array.isArray(parsed)) throw new Error('The database did not list its array types.');
  return parsed.map((pair: unknown) => {
    if (!Array.isArray(pair) || typeof pair[0] !== 'number' || typeof pair[1] !== 'number')
      throw new Error(`Not an array type: ${JSON.stringify(pair)}`);
    return [pair[0], pair[1]];
  });
}

/** What answering PGlite's array-type question needs: PGlite and PGliteWorker both have it. */
export type ArrayTypesDatabase = OneTripDatabase & Pick<PGliteWorker, 'query'>;

/**
 * Runs PGlite's own registration of the array types (`register`: its _initArrayTypes) with its one
 * `query` answered by the rows read here in one trip. The answer is the instance's `query` only while
 * `register` runs synchronously: it asks at once, before its first await, and the instance's own
 * method is back before any other caller can run.
 */
export async function initArrayTypesInOneTrip(
  db: ArrayTypesDatabase,
  register: () => Promise<void>,
): Promise<void> {
  const row = await readInOneTrip(db, ARRAY_TYPES_SQL);
  const rows = arrayTypePairsOf(row?.['pairs']).map(([oid, typarray]) => ({ oid, typarray }));
  const answer = <T>(): Promise<Results<T>> =>
    Promise.resolve({ rows: rows as T[], fields: [], affectedRows: 0 });
  Object.defineProperty(db, 'query', { value: answer, configurable: true, writable: true });
  let registered: Promise<void>;
  try {
    registered = register();
  } finally {
    delete (db as { query?: unknown }).query;
  }
  await registered;
}

export class EmbeddedWorkerClient extends PGliteWorker {
  #arrayTypes: Promise<void> | null = null;

  /** Resolves once the worker's database is ready and the array types are known. */
  static async open(worker: Worker, options?: PGliteWorkerOptions): Promise<EmbeddedWorkerClient> {
    const client = new EmbeddedWorkerClient(worker, options);
    await client.waitReady;
    return client;
  }

  override _initArrayTypes({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (this.#arrayTypes !== null && !force) return this.#arrayTypes;
    const reading = (async () => {
      // The one-trip read's message would be lost before the leader is ready.
      await this.waitReady;
      await initArrayTypesInOneTrip(this, () => super._initArrayTypes({ force: true }));
    })();
    // A failed read is asked again by the next query, not remembered.
    reading.catch(() => {
      if (this.#arrayTypes === reading) this.#arrayTypes = null;
    });
    this.#arrayTypes = reading;
    return reading;
  }

  override async _checkReady(): Promise<void> {
    await super._checkReady();
    await this._initArrayTypes();
  }
}
