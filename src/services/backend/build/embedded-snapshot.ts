/**
 * Build time, node only: the embedded database already migrated and seeded, as a PGlite data
 * directory tarball the worker loads on a first visit instead of running initdb, every migration
 * and every seed in the browser (the slow part of a cold start). The Vite plugin emits it into the
 * build as embedded/fpw-<key>.tar.gz and tells the worker its name through a define; a build
 * without the plugin (dev server, Storybook) simply starts cold.
 * Built once per key (SQL files + PGlite version) and kept in node_modules/.cache.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { EMBEDDED_INITDB_PARAMS } from '../embedded-data-dir.ts';
import { readCatalogueRows } from '../embedded-catalogue.ts';
import { applyScripts, recordScriptSet } from '../migrate.ts';
import { checksumOf, planScripts, scriptSetDigest, type SqlScript } from '../sql-scripts.ts';
import { CATALOGUE_DEFINE, SCRIPT_SET_DEFINE, SNAPSHOT_DEFINE } from './embedded-defines.ts';

export function sqlFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of ['supabase/embedded', 'supabase/migrations', 'supabase/seeds']) {
    if (!existsSync(join(root, folder))) continue;
    for (const name of readdirSync(join(root, folder))) {
      files[`${folder}/${name}`] = readFileSync(join(root, folder, name), 'utf8');
    }
  }
  files['supabase/seed.sql'] = readFileSync(join(root, 'supabase/seed.sql'), 'utf8');
  return files;
}

function pgliteVersion(root: string): string {
  const manifest = JSON.parse(
    readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

/**
 * Leaves a data directory worth shipping, and quick to open: every start reads the whole data
 * directory back from IndexedDB, so its size is start-up time.
 *   - no template databases (template0 and template1, 15 of 40 MB): the app has one database and
 *     never creates another;
 *   - every table rewritten without the dead rows the migrations left (VACUUM FULL: 25 -> 20 MB),
 *     with statistics for the planner;
 *   - a checkpoint (no recovery on start), and only the one WAL segment the checkpoint needs.
 */
export async function compactForSnapshot(db: PGlite): Promise<void> {
  // One statement at a time: VACUUM and DROP DATABASE refuse the implicit transaction of a
  // multi-statement string.
  for (const statement of [
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    'drop database template0',
    'drop database template1',
    'vacuum full analyze',
    'set wal_recycle = off',
    'checkpoint',
    'select pg_switch_wal()',
    'checkpoint',
  ]) {
    await db.exec(statement);
  }
}

/** Bumped when what goes into a snapshot changes other than the SQL files (e.g. compactForSnapshot). */
const SNAPSHOT_FORMAT = 6;

export function snapshotKey(scripts: readonly SqlScript[], version: string): string {
  return checksumOf(
    `${SNAPSHOT_FORMAT}|${version}|${scripts.map((script) => `${script.path}:${checksumOf(script.sql)}`).join('|')}`,
  );
}

export interface Snapshot {
  key: string;
  scriptSet: string;
  tarball: Uint8Array<ArrayBuffer>;
  /** The snapshot's catalogue as JSON (readCatalogueRows). */
  catalogue: string;
  cached: boolean;
}

export async function buildSnapshot(root: string): Promise<Snapshot> {
  const scripts = planScripts(sqlFiles(root));
  const key = snapshotKey(scripts, pgliteVersion(root));
  const scriptSet = scriptSetDigest(scripts);
  const cacheDir = join(root, 'node_modules/.cache/fpw-embedded');
  const cached = join(cacheDir, `fpw-${key}.tar.gz`);
  const cachedCatalogue = join(cacheDir, `fpw-${key}.catalogue.json`);
  if (existsSync(cached) && existsSync(cachedCatalogue)) {
    return {
      key,
      scriptSet,
      tarball: new Uint8Array(readFileSync(cached)),
      catalogue: readFileSync(cachedCatalogue, 'utf8'),
      cached: true,
    };
  }
  const db = await PGlite.create({
    extensions: { pgcrypto },
    initDbStartParams: [...EMBEDDED_INITDB_PARAMS],
  });
  try {
    await applyScripts(db, scripts);
    await recordScriptSet(db, scriptSet);
    const catalogue = JSON.stringify(await readCatalogueRows(db));
    await compactForSnapshot(db);
    const dump = await db.dumpDataDir('gzip');
    const tarball = new Uint8Array(await dump.arrayBuffer());
    mkdirSync(cacheDir, { recursive: true });
    writeAtomically(cachedCatalogue, catalogue);
    writeAtomically(cached, tarball);
    return { key, scriptSet, tarball, catalogue, cached: false };
  } finally {
    await db.close();
  }
}

function writeAtomically(path: string, contents: string | Uint8Array): void {
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}

/** Vite plugin: emits the snapshot and defines its path for the worker (production builds only). */
export function embeddedSnapshot(options: { root: string }): Plugin {
  let fileName: string | null = null;
  let tarball: Uint8Array<ArrayBuffer> | null = null;
  let catalogueName: string | null = null;
  let catalogue: string | null = null;
  return {
    name: 'fpw-embedded-snapshot',
    apply: 'build',
    async config() {
      const started = performance.now();
      const snapshot = await buildSnapshot(options.root);
      fileName = `embedded/fpw-${snapshot.key}.tar.gz`;
      tarball = snapshot.tarball;
      catalogueName = `embedded/fpw-${snapshot.key}.catalogue.json`;
      catalogue = snapshot.catalogue;
      const took = Math.round(performance.now() - started);
      console.log(
        `fpw-embedded-snapshot: ${fileName} (${(tarball.byteLength / 1024 / 1024).toFixed(1)} MB, ${snapshot.cached ? 'cached' : `built in ${took} ms`})`,
      );
      return {
        define: {
          [SNAPSHOT_DEFINE]: JSON.stringify(fileName),
          [SCRIPT_SET_DEFINE]: JSON.stringify(snapshot.scriptSet),
          [CATALOGUE_DEFINE]: JSON.stringify(catalogueName),
        },
      };
    },
    generateBundle() {
      // Once, from the app's build (not from each worker's).
      if (fileName === null || tarball === null || this.environment?.name !== 'client') return;
      if (this.meta.watchMode) return;
      this.emitFile({ type: 'asset', fileName, source: tarball });
      if (catalogueName !== null && catalogue !== null)
        this.emitFile({ type: 'asset', fileName: catalogueName, source: catalogue });
      fileName = null;
    },
  };
}
