// Active staff as select options, on the embedded DataSource (PGlite, the shipped seed) through
// row-level security as a manager: every active person by name, a designation keeps only those, and
// a deactivated person is never offered.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { listActiveStaffOptions } from './staff-options';

const { db, as } = seededDatabase();
const priya = as('priya.nair@fpw.in');

async function staffWhere(condition: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select name from public.staff where ${condition} order by name collate "C"`,
  );
  return rows.map((r) => r.name);
}

describe('listActiveStaffOptions', () => {
  it('offers every active person by name, and nobody deactivated', async () => {
    const options = await listActiveStaffOptions(undefined, priya);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(names)).toEqual(new Set(await staffWhere('active')));
    const inactive = await staffWhere('not active');
    expect(inactive.length).toBeGreaterThan(0);
    for (const name of inactive) expect(names).not.toContain(name);
  });

  it('keeps only the designations asked for', async () => {
    const designers = await listActiveStaffOptions(['designer'], priya);
    expect(designers.length).toBeGreaterThan(0);
    expect(new Set(designers.map((o) => o.name))).toEqual(
      new Set(await staffWhere(`active and designation = 'designer'`)),
    );
  });
});
