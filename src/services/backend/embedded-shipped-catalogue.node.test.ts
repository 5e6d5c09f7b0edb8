// A new tab takes the schema from the build (the catalogue read from its snapshot, shipped as JSON)
// instead of reading it from the database, but only when the database has the build's set of SQL
// files: then the two are the same schema. Anything else reads the database as before.
import { afterEach, expect, it, vi } from 'vitest';
import { fileURLToPath } from 'node:url';
import { buildSnapshot } from './build/embedded-snapshot.ts';
import {
  catalogueRowsSchema,
  provideCatalogue,
  readCatalogueOf,
  readCatalogueRows,
  type CatalogueRows,
  type EmbeddedDatabase,
  type Session,
} from './embedded-catalogue.ts';
import { shippedCatalogue } from './embedded-shipped-catalogue.ts';
import { seededDatabase } from './testing/seeded-database';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const { db } = seededDatabase();

afterEach(() => vi.restoreAllMocks());

const ROWS: CatalogueRows = {
  relations: [
    {
      relation: 'leads',
      kind: 'BASE TABLE',
      column_name: 'id',
      data_type: 'SCALAR',
      udt_schema: 'pg_catalog',
      udt_name: 'uuid',
    },
  ],
  functions: [],
};

it("ships the snapshot's own catalogue: the same rows the seeded database answers", async () => {
  const snapshot = await buildSnapshot(root);
  const shipped = catalogueRowsSchema.parse(JSON.parse(snapshot.catalogue));
  expect(shipped.relations.length).toBeGreaterThan(300);
  expect(shipped.functions.length).toBeGreaterThan(50);
  expect(shipped).toEqual(await readCatalogueRows(db));
});

it('takes the shipped rows only for a database with the build’s set of SQL files', async () => {
  const sources = { buildScriptSet: 'set-a', download: Promise.resolve(ROWS as unknown) };
  expect(await shippedCatalogue({ ...sources, databaseScriptSet: async () => 'set-a' })).toEqual(ROWS);
  expect(await shippedCatalogue({ ...sources, databaseScriptSet: async () => 'set-b' })).toBeNull();
  expect(await shippedCatalogue({ ...sources, databaseScriptSet: async () => null })).toBeNull();
  // A build without a snapshot (development server) ships nothing to compare.
  expect(
    await shippedCatalogue({ ...sources, buildScriptSet: null, databaseScriptSet: async () => 'set-a' }),
  ).toBeNull();
});

it('reads the database when the shipped file is missing, malformed or the check fails', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const same = { buildScriptSet: 'set-a', databaseScriptSet: async () => 'set-a' };
  expect(await shippedCatalogue({ ...same, download: Promise.resolve(null) })).toBeNull();
  expect(await shippedCatalogue({ ...same, download: Promise.resolve({ relations: 'leads' }) })).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(
    await shippedCatalogue({
      ...same,
      databaseScriptSet: () => Promise.reject(new Error('no fpw_meta')),
      download: Promise.resolve(ROWS),
    }),
  ).toBeNull();
});

/** A database that counts the catalogue queries it answers (with no rows). */
function countingDatabase(): { database: EmbeddedDatabase; queries: () => number } {
  let count = 0;
  const session: Session = {
    query: async <Row>() => {
      count += 1;
      return { rows: [{ rows: [] }] as Row[] };
    },
  };
  return {
    database: { ...session, transaction: (work) => work(session) },
    queries: () => count,
  };
}

it('uses a provided catalogue without asking the database, and reads it when none applies', async () => {
  const given = countingDatabase();
  provideCatalogue(given.database, Promise.resolve(ROWS));
  const catalogue = await readCatalogueOf(given.database);
  expect(given.queries()).toBe(0);
  expect(catalogue.relations.get('leads')?.columns.get('id')?.type).toBe('"pg_catalog"."uuid"');
  // A name the shipped catalogue lacks still reads the database again (refresh).
  await readCatalogueOf(given.database, true);
  expect(given.queries()).toBe(2);

  const notGiven = countingDatabase();
  provideCatalogue(notGiven.database, Promise.resolve(null));
  expect((await readCatalogueOf(notGiven.database)).relations.size).toBe(0);
  expect(notGiven.queries()).toBe(2);

  const failed = countingDatabase();
  provideCatalogue(failed.database, Promise.reject(new Error('offline')));
  await readCatalogueOf(failed.database);
  expect(failed.queries()).toBe(2);
});
