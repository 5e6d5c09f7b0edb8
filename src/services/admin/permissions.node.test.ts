import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createEmbeddedDataSource } from '../backend/embedded-data-source.ts';
import { claimsOf, openTestDatabase } from '../backend/testing/test-database.ts';
import { myPermissions, PERMISSION_CODES, permissionReason } from './permissions';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

describe('permissions', () => {
  it('lists the same codes as the permissions table', async () => {
    const { rows } = await db.query<{ code: string }>('select code from public.permissions order by code');
    expect([...PERMISSION_CODES].sort()).toEqual(rows.map((row) => row.code));
  });

  it('reads the caller’s codes through the DataSource', async () => {
    const caller = await claimsOf(db, 'asha.rao@fpw.in');
    const source = createEmbeddedDataSource(db, { caller: () => caller });
    const held = await myPermissions(source);
    expect(held.has('leads.add')).toBe(true);
    expect(held.has('proposal.approve')).toBe(false);
    expect(permissionReason('proposal.approve', held)).toMatch(/proposal\.approve/);
    expect(permissionReason('leads.add', held)).toBeNull();
  });
});
