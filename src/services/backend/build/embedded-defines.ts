/**
 * The names under which the embedded-snapshot plugin tells the build about the snapshot (Vite defines).
 * Import-free: the snapshot plugin (node, PGlite) sets them and the early-start plugin reads them.
 */

/** The name the worker reads; undefined in builds without the plugin. */
export const SNAPSHOT_DEFINE = '__FPW_EMBEDDED_SNAPSHOT__';
/** The name of the snapshot's catalogue (JSON) the tab reads instead of the database's: embedded-shipped-catalogue.ts. */
export const CATALOGUE_DEFINE = '__FPW_EMBEDDED_CATALOGUE__';
/** The build's set of SQL files (scriptSetDigest): a database that has it skips loading them. */
export const SCRIPT_SET_DEFINE = '__FPW_SCRIPT_SET__';
