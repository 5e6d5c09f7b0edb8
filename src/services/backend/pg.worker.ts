/**
 * The embedded Postgres, in a Web Worker shared by every tab (PGliteWorker elects one leader; the
 * others talk to it). The leader opens the IndexedDB database, applies the SQL files not yet
 * applied (compatibility schema, migrations, seeds) and records how that went in
 * fpw_meta.start_outcome, which each tab reads first: a failed migration must reach the screen, and
 * PGliteWorker would otherwise wait forever for a leader whose start-up threw.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import { applyScripts, recordStartOutcome, ScriptFailedError } from './migrate';
import { encodePostgresError } from './postgres-errors';
import { bundledScripts } from './sql-scripts.bundled';

void worker({
  async init(options) {
    const open = (dataDir: string) =>
      PGlite.create({
        dataDir,
        // Without it every protocol message waits for IndexedDB: the main cause of slow queries
        // through the worker in the prototype (STACK.md). A tab closed mid-write may lose that write.
        relaxedDurability: true,
        extensions: { pgcrypto },
      });
    let db: PGlite;
    try {
      db = await open(options.dataDir ?? 'idb://fpw');
    } catch (error) {
      // No IndexedDB (a private window of some browsers): a database for this visit beats none.
      console.warn('The embedded database cannot be stored; it will last for this visit only.', error);
      db = await open('memory://');
    }
    try {
      const report = await applyScripts(db, bundledScripts());
      if (report.changedSinceApplied.length > 0) {
        console.warn('Edited after being applied (not re-run):', report.changedSinceApplied.join(', '));
      }
      await recordStartOutcome(db, { ok: true });
    } catch (error) {
      console.error(error);
      await recordStartOutcome(db, {
        ok: false,
        failedPath: error instanceof ScriptFailedError ? error.path : null,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    // PGliteWorker forwards only an error's message to the tab: keep SQLSTATE and constraint in it.
    const execProtocolStream = db.execProtocolStream.bind(db);
    db.execProtocolStream = async (...args: Parameters<PGlite['execProtocolStream']>) => {
      try {
        return await execProtocolStream(...args);
      } catch (error) {
        throw encodePostgresError(error);
      }
    };
    return db;
  },
});
