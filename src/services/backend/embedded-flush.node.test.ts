// Writes the page confirms must survive the tab closing right after: the browser's PGlite answers a
// commit before IndexedDB has it (relaxed durability), so the embedded DataSource resolves a write
// only after its flush (the worker's durable syncToFs) has resolved. Reads never wait for one.
import { expect, it } from 'vitest';
import { createEmbeddedDataSource } from './embedded-data-source';
import { claimsOf } from './testing/test-database';
import { seededDatabase } from './testing/seeded-database';

const { db } = seededDatabase();
let flushes = 0;
let finish: () => void = () => undefined;
// A flush that takes as long as the test says.
const flush = () => {
  flushes += 1;
  return new Promise<void>((resolve) => {
    finish = resolve;
  });
};

async function settlesOnlyAfterFlush<T>(write: Promise<T>): Promise<T> {
  let settled = false;
  void write.then(
    () => (settled = true),
    () => (settled = true),
  );
  const before = flushes;
  // Let the write's transaction commit and reach its flush.
  for (let turn = 0; turn < 50 && flushes === before; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(flushes).toBe(before + 1);
  expect(settled).toBe(false);
  finish();
  return write;
}

it('resolves insert, update, remove and a writing rpc only after the flush', async () => {
  const admin = await claimsOf(db, 'priya.nair@fpw.in');
  const ds = createEmbeddedDataSource(db, { caller: () => admin, flush });

  const [added] = await settlesOnlyAfterFlush(
    ds.insert<{ id: string; version: number }>('departments', { name: 'Flush test', description: 'x' }),
  );
  const updated = await settlesOnlyAfterFlush(
    ds.update<{ version: number }>('departments', added!.id, added!.version, { name: 'Flush test 2' }),
  );
  expect(updated.version).toBe(added!.version + 1);

  const staff = await ds.list<{ id: string }>('staff', { columns: ['id'], count: 'none' });
  await settlesOnlyAfterFlush(ds.rpc('set_staff_roles', { p_staff_id: staff.rows[0]!.id, p_role_ids: [] }));

  await settlesOnlyAfterFlush(ds.remove('departments', added!.id));
});

it('does not flush for reads or for functions that cannot write', async () => {
  const admin = await claimsOf(db, 'priya.nair@fpw.in');
  const ds = createEmbeddedDataSource(db, { caller: () => admin, flush });
  const before = flushes;
  await ds.list('staff', { columns: ['id'], count: 'none' });
  await ds.rpc('my_permissions');
  expect(flushes).toBe(before);
});
