// The tab's PGliteWorker learns the array types in one round trip (embedded-worker-client.ts): here on
// a PGlite in node, whose own registration is the same code. Arrays of built-in and of the schema's own
// types come back as arrays, PGlite's own `query` is back afterwards, and a broken answer is refused.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { arrayTypePairsOf, initArrayTypesInOneTrip } from './embedded-worker-client';

let db: PGlite;
const INT4_ARRAY = 1007;
const TEXT_ARRAY = 1009;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`create type stage as enum ('new', 'won'); create table deals (stages stage[], sizes int[])`);
  await db.exec(`insert into deals values ('{new,won}', '{1,2}')`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

it('registers every array type, the schema’s own too, with one statement and PGlite’s own code', async () => {
  const stageArray = (await db.query<{ oid: number }>(`select 'stage[]'::regtype::oid as oid`)).rows[0]?.oid;
  delete db.parsers[INT4_ARRAY];
  delete db.parsers[TEXT_ARRAY];
  if (stageArray !== undefined) delete db.parsers[stageArray];
  const asked: string[] = [];
  const execProtocol = db.execProtocol.bind(db);
  db.execProtocol = (message, options) => {
    asked.push(new TextDecoder().decode(message.subarray(5)));
    return execProtocol(message, options);
  };
  // PGlite's own `query` speaks through execProtocolStream: counted too.
  const execProtocolStream = db.execProtocolStream.bind(db);
  db.execProtocolStream = (message, options) => {
    asked.push('a query through PGlite’s own query');
    return execProtocolStream(message, options);
  };
  try {
    await initArrayTypesInOneTrip(db, () => db._initArrayTypes({ force: true }));
  } finally {
    delete (db as { execProtocol?: unknown }).execProtocol;
    delete (db as { execProtocolStream?: unknown }).execProtocolStream;
  }

  expect(asked).toHaveLength(1);
  expect(Object.hasOwn(db, 'query')).toBe(false);
  expect(db.parsers[INT4_ARRAY]?.('{1,2}', INT4_ARRAY)).toEqual([1, 2]);
  const row = (await db.query<{ stages: unknown; sizes: unknown }>('select stages, sizes from deals'))
    .rows[0];
  expect(row).toEqual({ stages: ['new', 'won'], sizes: [1, 2] });
});

it('gives the instance its own query back even when the registration throws', async () => {
  const failing = () => {
    throw new Error('registration failed');
  };
  await expect(initArrayTypesInOneTrip(db, failing)).rejects.toThrow('registration failed');
  expect(Object.hasOwn(db, 'query')).toBe(false);
  expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
});

it('refuses an answer that is not a list of type pairs', () => {
  expect(arrayTypePairsOf('[[16, 1000], [23, 1007]]')).toEqual([
    [16, 1000],
    [23, 1007],
  ]);
  expect(arrayTypePairsOf(null)).toEqual([]);
  expect(() => arrayTypePairsOf('{"oid": 16}')).toThrow('did not list its array types');
  expect(() => arrayTypePairsOf('[["16", 1000]]')).toThrow('Not an array type');
});
