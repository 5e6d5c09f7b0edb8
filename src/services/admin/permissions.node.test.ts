import { describe, expect, it } from 'vitest';
import { createEmbeddedDataSource } from '../backend/embedded-data-source.ts';
import { claimsOf } from '../backend/testing/test-database.ts';
import { seededDatabase } from '../backend/testing/seeded-database';
import { myPermissions, PERMISSION_CODES, permissionReason } from './permissions';

const { db } = seededDatabase();

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
