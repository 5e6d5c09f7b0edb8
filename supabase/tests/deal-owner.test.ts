// Issue 20, finding 1, on PGlite as PostgREST runs a request: a sales executive (deals.manage, no
// leads.assign) moves her deals on the board but neither gives one to another executive nor opens
// one in someone else's name; a sales manager (leads.assign) does both.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, asRole, attempt, claimsOf, openTestDatabase } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const ASHA = `'5a1e0000-0000-4000-8000-000000000001'::uuid`;
const NISHA = `'5a1e0000-0000-4000-8000-000000000009'::uuid`;
const ASHAS_DEAL = `(select id from public.deals where owner_id = ${ASHA} and stage not in ('won', 'lost')
                      order by id limit 1)`;
const ASHAS_LEAD = `(select id from public.leads where owner_id = ${ASHA} order by id limit 1)`;
const giveAway = `update public.deals set owner_id = ${NISHA}, version = version + 1 where id = ${ASHAS_DEAL} returning id`;
const openFor = (owner: string) => `insert into public.deals (lead_id, title, value, owner_id)
  values (${ASHAS_LEAD}, 'Wardrobes for the guest room', 180000, ${owner}) returning id`;

describe('who owns a deal (finding 1)', () => {
  it('refuses a sales executive giving her deal to another executive', async () => {
    const outcome = await as(db, 'sales', (tx) => attempt(tx, giveAway));
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.ok || outcome.message).toContain('leads.assign');
  });

  it('refuses a sales executive opening a deal in someone else’s name', async () => {
    const outcome = await as(db, 'sales', (tx) => attempt(tx, openFor(NISHA)));
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.ok || outcome.message).toContain('leads.assign');
  });

  it('lets her open a deal in her own name and move her deals on the board', async () => {
    const outcome = await as(db, 'sales', async (tx) => ({
      own: await attempt(tx, openFor(ASHA)),
      move: await attempt(
        tx,
        `update public.deals set stage = 'negotiation', position = 0, owner_id = ${ASHA}, version = version + 1
          where id = ${ASHAS_DEAL} returning id`,
      ),
    }));
    expect(outcome.own).toMatchObject({ ok: true, rows: [expect.anything()] });
    expect(outcome.move).toMatchObject({ ok: true, rows: [expect.anything()] });
  });

  it('lets a sales manager (leads.assign) reassign a deal and open one for an executive', async () => {
    const vikram = await claimsOf(db, 'vikram.singh@fpw.in');
    const outcome = await asRole(db, vikram, async (tx) => ({
      give: await attempt(tx, giveAway),
      open: await attempt(tx, openFor(NISHA)),
    }));
    expect(outcome.give).toMatchObject({ ok: true, rows: [expect.anything()] });
    expect(outcome.open).toMatchObject({ ok: true, rows: [expect.anything()] });
  });
});
