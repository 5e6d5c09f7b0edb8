// The subscriber domain functions against the embedded DataSource on PGlite with the shipped seed:
// the list page's filters, sort and paging, and the plan change under row-level security (sales may,
// a designer may not), with the history row the trigger writes.
import { describe, expect, it } from 'vitest';
import { ConflictError, DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  changePlan,
  getSubscriber,
  listStaffNames,
  listSubscriberCities,
  listSubscribers,
  planHistory,
} from './subscribers';

const { db, as } = seededDatabase();
const sales = as('asha.rao@fpw.in');
const designer = as('meera.iyer@fpw.in');

async function countWhere(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.subscribers ${sql}`,
    params,
  );
  return rows[0]!.n;
}

describe('listSubscribers', () => {
  it('returns every seeded subscriber with the exact count', async () => {
    const { rows, total } = await listSubscribers({}, designer);
    expect(total).toBe(60);
    expect(rows).toHaveLength(60);
  });

  it('filters by plan and status, counting all matches while returning one page', async () => {
    const expected = await countWhere(`where plan = 'pro' and status = 'active'`);
    expect(expected).toBeGreaterThan(2);
    const { rows, total } = await listSubscribers(
      { plan: 'pro', status: 'active', page: 0, pageSize: 2 },
      designer,
    );
    expect(total).toBe(expected);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.plan === 'pro' && row.status === 'active')).toBe(true);
  });

  it('filters by city and searches the business name case-insensitively', async () => {
    const cities = await listSubscriberCities(designer);
    expect(cities.length).toBeGreaterThan(1);
    const city = cities[0]!;
    const byCity = await listSubscribers({ city }, designer);
    expect(byCity.total).toBe(await countWhere('where city = $1', [city]));
    expect(byCity.rows.every((row) => row.city === city)).toBe(true);

    const someone = byCity.rows[0]!;
    const fragment = someone.business_name.slice(0, 4).toUpperCase();
    const found = await listSubscribers({ search: fragment }, designer);
    expect(found.rows.map((row) => row.id)).toContain(someone.id);
    expect(found.total).toBe(await countWhere('where business_name ilike $1', [`%${fragment}%`]));

    const byEmail = await listSubscribers({ search: someone.email }, designer);
    expect(byEmail.rows.map((row) => row.id)).toEqual([someone.id]);
  });

  it('treats % typed in the search as a literal character', async () => {
    const { total } = await listSubscribers({ search: '%' }, designer);
    expect(total).toBe(0);
  });

  it('sorts and pages without overlap', async () => {
    const first = await listSubscribers(
      { sort: { column: 'start_date', descending: true }, page: 0, pageSize: 10 },
      designer,
    );
    const second = await listSubscribers(
      { sort: { column: 'start_date', descending: true }, page: 1, pageSize: 10 },
      designer,
    );
    const dates = [...first.rows, ...second.rows].map((row) => row.start_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set([...first.rows, ...second.rows].map((row) => row.id));
    expect(ids.size).toBe(20);
  });
});

describe('plan changes', () => {
  it('lets a sales user move a trial to pro, aligning the status and writing a history row', async () => {
    const { rows } = await listSubscribers(
      { plan: 'free_trial', status: 'trial', page: 0, pageSize: 1 },
      sales,
    );
    const trial = rows[0]!;
    const before = await planHistory(trial.id, sales);

    const changed = await changePlan(trial.id, 'pro', trial.version, sales);
    expect(changed.plan).toBe('pro');
    expect(changed.status).toBe('active');
    expect(changed.version).toBe(trial.version + 1);

    const after = await planHistory(trial.id, sales);
    expect(after).toHaveLength(before.length + 1);
    const last = after.at(-1)!;
    expect(last).toMatchObject({ from_plan: 'free_trial', to_plan: 'pro' });
    const staff = await listStaffNames(sales);
    expect(staff.find((person) => person.id === last.changed_by)?.name).toBe('Asha Rao');
  });

  it('refuses a stale version with ConflictError', async () => {
    const { rows } = await listSubscribers({ plan: 'basic', page: 0, pageSize: 1 }, sales);
    const basic = rows[0]!;
    await changePlan(basic.id, 'pro', basic.version, sales);
    await expect(changePlan(basic.id, 'elite', basic.version, sales)).rejects.toBeInstanceOf(ConflictError);
    expect((await getSubscriber(basic.id, sales))?.plan).toBe('pro');
  });

  it("refuses a designer's plan change through row-level security and leaves no trace", async () => {
    const { rows } = await listSubscribers({ plan: 'basic', page: 0, pageSize: 1 }, designer);
    const basic = rows[0]!;
    const historyBefore = await planHistory(basic.id, designer);

    const attempt = changePlan(basic.id, 'elite', basic.version, designer);
    await expect(attempt).rejects.toBeInstanceOf(DataSourceError);
    const error = await attempt.catch((caught: unknown) => caught);
    expect(['permission', 'not-found']).toContain((error as DataSourceError).kind);

    const unchanged = await getSubscriber(basic.id, designer);
    expect(unchanged).toMatchObject({ plan: 'basic', version: basic.version });
    expect(await planHistory(basic.id, designer)).toHaveLength(historyBefore.length);
  });
});
