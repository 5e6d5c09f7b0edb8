// The worker takes the transaction lock for each one-trip read (lockedInWorker): a read never runs inside
// another tab's open transaction, and the tab's client then sends the read alone, without the lock's
// two round trips (locksEachRead).
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lockedInWorker, readInOneTrip, type OneTripDatabase } from './embedded-one-trip';
import { queryMessage } from './protocol-message';

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table panels (id int primary key)');
}, 60_000);

afterAll(async () => {
  await db.close();
});

const countIn = (messages: readonly { name: string; fields?: unknown }[]): string | undefined => {
  const row = messages.find((message) => message.name === 'dataRow');
  return Array.isArray(row?.fields) ? String(row.fields[0]) : undefined;
};

it('waits for a transaction in progress and reads what it committed, not what it had half done', async () => {
  const read = lockedInWorker(db, (message: Uint8Array) => db.execProtocol(message));
  let finish = () => undefined as void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let inserted = () => undefined as void;
  const started = new Promise<void>((resolve) => (inserted = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query('insert into panels values (1)');
    inserted();
    await finished;
    await tx.query('insert into panels values (2)');
  });
  await started;
  let answered = false;
  const reading = read(queryMessage('select count(*) from panels')).then((result) => {
    answered = true;
    return result;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).toBe(false);
  finish();
  await transaction;
  expect(countIn((await reading).messages)).toBe('2');
});

it('sends a read alone to a database that locks each read itself, and under the lock to one that does not', async () => {
  const calls: string[] = [];
  const database = (locksEachRead: boolean): OneTripDatabase => ({
    locksEachRead,
    execProtocol: async (message) => {
      calls.push('read');
      return { messages: (await db.execProtocol(message)).messages };
    },
    _runExclusiveTransaction: async (fn) => {
      calls.push('lock');
      return db._runExclusiveTransaction(fn);
    },
  });
  expect(await readInOneTrip(database(true), 'select 7 as seven')).toEqual({ seven: '7' });
  expect(calls).toEqual(['read']);
  calls.length = 0;
  expect(await readInOneTrip(database(false), 'select 7 as seven')).toEqual({ seven: '7' });
  expect(calls).toEqual(['lock', 'read']);
});
