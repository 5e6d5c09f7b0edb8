// The worker reads every public relation (and calls the argument-free read-only functions) while the
// tabs are quiet, so a first visit to a list does not pay for loading the schema: it must give way to
// the tabs, never write, and leave no transaction or role behind, even when a statement fails.
import { expect, it } from 'vitest';
import { TabActivity, warmUpWhenQuiet } from './embedded-warm-up';
import { seededDatabase } from './testing/seeded-database';

const { db } = seededDatabase();

/** A clock the test moves. */
function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

it('counts the tabs quiet only once one has asked and none has asked for the quiet time', async () => {
  const time = clock();
  const tabs = new TabActivity(300, time.now);
  expect(tabs.quietFor(300)).toBe(false);
  let finish = () => undefined as void;
  const query = tabs.track(() => new Promise<void>((resolve) => (finish = resolve)));
  time.advance(1000);
  expect(tabs.quietFor(300)).toBe(false);
  finish();
  await query;
  expect(tabs.quietFor(300)).toBe(false);
  time.advance(299);
  expect(tabs.quietFor(300)).toBe(false);
  time.advance(1);
  expect(tabs.quietFor(300)).toBe(true);
  await expect(tabs.track(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  expect(tabs.quietFor(300)).toBe(false);
});

it('waits for the tabs, and runs nothing when stopped before they were quiet', async () => {
  const tabs = new TabActivity(300, clock().now);
  // A tab's query that is still running.
  void tabs.track(() => new Promise<void>(() => undefined));
  let pauses = 0;
  const statements: string[] = [];
  const done = await warmUpWhenQuiet(db, tabs, {
    pause: async () => {
      pauses += 1;
    },
    stopped: () => pauses >= 3,
    onStatement: (statement) => statements.push(statement),
  });
  expect(done).toBe(0);
  expect(statements).toEqual([]);
});

it('reads every public relation once the tabs are quiet, writes nothing and leaves no transaction behind', async () => {
  // A view that always fails: the warm-up goes on past it.
  await db.exec(`create view public.warm_up_fails as select 1 / 0 as never`);
  const time = clock();
  const tabs = new TabActivity(300, time.now);
  await tabs.track(async () => undefined);
  time.advance(300);
  const before = await db.query<{ leads: number; changes: string }>(
    `select (select count(*)::int from public.leads) as leads,
            (select sum(n_tup_ins + n_tup_upd + n_tup_del)::text from pg_stat_user_tables) as changes`,
  );
  const statements: string[] = [];
  const done = await warmUpWhenQuiet(db, tabs, {
    pause: async () => undefined,
    onStatement: (statement) => statements.push(statement),
  });
  const relations = await db.query<{ count: number }>(
    `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'r', 'p')`,
  );
  expect(done).toBe(statements.length);
  expect(statements.filter((statement) => statement.includes(' from public.'))).toHaveLength(
    relations.rows[0]?.count ?? -1,
  );
  expect(statements).toContain('select * from public.leads_list limit 1');
  expect(statements).toContain('select * from public.warm_up_fails limit 1');
  expect(statements).toContain('select public.my_permissions()');
  // Most likely needed first: the functions (the permissions every page asks for), then the lists.
  const firstRelation = statements.findIndex((statement) => statement.includes(' from public.'));
  expect(statements.slice(0, firstRelation).every((statement) => statement.endsWith('()'))).toBe(true);
  expect(statements[firstRelation]).toMatch(/from public\.\w+_list limit 1$/);
  const after = await db.query<{ leads: number; changes: string; role: string }>(
    `select (select count(*)::int from public.leads) as leads,
            (select sum(n_tup_ins + n_tup_upd + n_tup_del)::text from pg_stat_user_tables) as changes,
            current_user as role`,
  );
  expect(after.rows[0]).toEqual({ ...before.rows[0], role: 'postgres' });
  // No transaction left open: a BEGIN here would warn that one is in progress.
  const notices: string[] = [];
  await db.exec('begin; rollback;', { onNotice: (notice) => notices.push(notice.message ?? '') });
  expect(notices).toEqual([]);
  await db.exec('drop view public.warm_up_fails');
});

it('stops between statements as soon as a tab asks again', async () => {
  const time = clock();
  const tabs = new TabActivity(300, time.now);
  await tabs.track(async () => undefined);
  time.advance(300);
  const statements: string[] = [];
  let waits = 0;
  await warmUpWhenQuiet(db, tabs, {
    pause: async () => {
      waits += 1;
    },
    stopped: () => waits > 0,
    onStatement: (statement) => {
      statements.push(statement);
      // A tab asks while the third statement runs: the warm-up waits after it, then is stopped.
      if (statements.length === 3) void tabs.track(async () => undefined);
    },
  });
  expect(statements).toHaveLength(3);
});
