/**
 * The worker warms the database up while the tabs are quiet (issue 21). A freshly opened PGlite
 * knows nothing of the schema: the first read of a view loads the catalogue entries of every table
 * behind it, its rules, its row-level policies and the functions they call, so the first visit to a
 * list costs several times a later one (measured in node on the shipped data: the leads list 117 ->
 * 20 ms, projects 74 -> 17 ms, the caller's permissions 54 -> 8 ms once every relation has been read).
 * So, once the tabs' first burst of queries is over and they are quiet, the worker reads one row of
 * every public view, plans a read of every table (reading one would scan it whole, since no row passes
 * its policies without a caller), and calls the public functions that take no arguments and write
 * nothing, one at a time, as an anonymous signed-in role, each in a transaction it rolls back, never
 * syncing to storage. It stops as soon as a tab asks again and goes on once the tabs are quiet; a
 * tab's query waits for one warm-up statement at most.
 */

import { queryMessage } from './protocol-message.ts';

/** What the warm-up needs of the worker's PGlite. */
export interface WarmUpDatabase {
  execProtocol(
    message: Uint8Array,
    options: { syncToFs: boolean; throwOnError: boolean },
  ): Promise<{ messages: readonly { name: string; fields?: unknown }[] }>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** What the tabs are doing: the worker counts their queries in and out (pg-worker-main.ts). */
export class TabActivity {
  #running = 0;
  #lastEnded = 0;
  #asked = false;

  constructor(
    private readonly quietMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Wraps a tab's query: counted while it runs. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    this.#running += 1;
    this.#asked = true;
    try {
      return await work();
    } finally {
      this.#running -= 1;
      this.#lastEnded = this.now();
    }
  }

  /**
   * True once a tab has asked something and no tab has asked for ms since (quietMs for the warm-up,
   * longer for work that should wait for a longer pause). Not before the first question: a tab
   * connecting to the worker takes some fifteen round trips before its first query, and each would
   * wait behind a warm-up statement (A/B: a new tab's rows 0.3-0.7 s later).
   */
  quietFor(ms: number): boolean {
    return this.#asked && this.#running === 0 && this.now() - this.#lastEnded >= ms;
  }

  /** Resolves true once the tabs have been quiet for ms, pausing between looks; false once stopped. */
  async whenQuiet(wait: Pick<WarmUpOptions, 'pause' | 'stopped'>, ms = this.quietMs): Promise<boolean> {
    while (!this.quietFor(ms)) {
      if (wait.stopped?.()) return false;
      await wait.pause();
    }
    return !wait.stopped?.();
  }
}

/**
 * What to read, most likely needed first: the argument-free functions (every page's gate asks for
 * the caller's permissions), the business lists (views named *_list), the other views, then the tables.
 */
const TARGETS = `
select statement from (
  select 0 as rank, format('select public.%I()', p.proname) as statement
    from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prokind = 'f' and p.pronargs = 0 and p.provolatile <> 'v'
     and not p.proretset and p.prorettype <> 'pg_catalog.trigger'::regtype
  union all
  select case when c.relkind <> 'v' then 3 when c.relname like '%\\_list' then 1 else 2 end,
         format('select * from public.%I limit %s', c.relname, case c.relkind when 'v' then 1 else 0 end)
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('v', 'r', 'p')
) as target
order by rank, statement`;

const NO_SYNC = { syncToFs: false, throwOnError: false };

async function runRolledBack(db: WarmUpDatabase, statement: string): Promise<void> {
  await db._runExclusiveTransaction(async () => {
    try {
      // An error skips the rest of the message and leaves the transaction aborted: the second
      // message always ends it (a warning when the first ended it already).
      await db.execProtocol(
        queryMessage(`begin; set local role authenticated; ${statement}; rollback;`),
        NO_SYNC,
      );
    } finally {
      await db.execProtocol(queryMessage('rollback'), NO_SYNC);
    }
  });
}

async function readTargets(db: WarmUpDatabase): Promise<string[]> {
  const { messages } = await db._runExclusiveTransaction(() =>
    db.execProtocol(queryMessage(TARGETS), NO_SYNC),
  );
  return messages.flatMap(({ name, fields }) =>
    name === 'dataRow' && Array.isArray(fields) && typeof fields[0] === 'string' ? [fields[0]] : [],
  );
}

export interface WarmUpOptions {
  /** Resolves after a pause (a timer in the worker; a test's clock). */
  pause: () => Promise<void>;
  /** Stops the warm-up (the database is closing). */
  stopped?: () => boolean;
  /** Told each statement as it is run (tests). */
  onStatement?: (statement: string) => void;
}

/** Warms the database up whenever the tabs are quiet; resolves when every target has been read. */
export async function warmUpWhenQuiet(
  db: WarmUpDatabase,
  activity: TabActivity,
  options: WarmUpOptions,
): Promise<number> {
  if (!(await activity.whenQuiet(options))) return 0;
  let done = 0;
  for (const statement of await readTargets(db)) {
    if (!(await activity.whenQuiet(options))) break;
    options.onStatement?.(statement);
    await runRolledBack(db, statement);
    done += 1;
  }
  return done;
}
