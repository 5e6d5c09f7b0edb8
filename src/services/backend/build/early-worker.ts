/**
 * Build time: the inline script in index.html that starts the database worker beside the entry on a
 * signed-in page (embedded-early-start.ts says why and how the tab takes it over). Only in a build of
 * the embedded default, and not on the first-frame (sign-in) pages: nothing of the database is fetched
 * before the sign-in page paints.
 */
import type { Plugin, Rolldown } from 'vite';
import { SESSION_STORAGE_KEY } from '../../auth/session.ts';
import { DATA_DIR_KEY, EMBEDDED_DATA_DIR, OWN_DATA_DIR } from '../embedded-data-dir.ts';
import { EARLY_WORKER_PREFIX } from '../embedded-early-start.ts';
import { CATALOGUE_DEFINE } from './embedded-defines.ts';

/** What the tab's side of the database is made of: its chunks are preloaded with the worker's start. */
const TAB_SIDE_MODULES = [
  '/src/services/backend/embedded-database.ts',
  '/src/services/backend/embedded-data-source.ts',
  '/src/services/backend/embedded-session.ts',
  '/src/services/backend/embedded-worker-client.ts',
];

/** Files the inline script preloads with the worker's start: module chunks, and fetched files. */
export interface EarlyPreloads {
  modules: readonly string[];
  fetched: readonly string[];
}

const NO_PRELOADS: EarlyPreloads = { modules: [], fetched: [] };

/**
 * The script: a stored session (an object with an email) and a valid data directory, else nothing.
 * With the worker it asks for the tab's side of the database (the chunks that connect to the worker,
 * and the shipped catalogue): the page imports them only when its first query runs, and each level
 * of their imports was found only once the one before had loaded, after the worker had opened the
 * database (a new tab, traced: the database ready at 1.60 s, the tab connected at 1.85 s).
 */
export function earlyStartScript(
  workerUrl: string,
  onFirstFramePath: string,
  preloads: EarlyPreloads = NO_PRELOADS,
): string {
  const links =
    preloads.modules.length + preloads.fetched.length === 0
      ? ''
      : `for(const [r,f] of ${JSON.stringify([
          ...preloads.modules.map((file) => ['modulepreload', file]),
          ...preloads.fetched.map((file) => ['preload', file]),
        ])})` +
        `{const l=document.createElement('link');l.rel=r;l.href=f;` +
        `if(r==='preload'){l.setAttribute('as','fetch');l.setAttribute('crossorigin','anonymous')}document.head.append(l)}`;
  return (
    `if(!(${onFirstFramePath}))try{` +
    `const u=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})||'null');` +
    `if(u&&typeof u.email==='string'){` +
    `let d=localStorage.getItem(${JSON.stringify(DATA_DIR_KEY)});` +
    `if(!(d&&${OWN_DATA_DIR.toString()}.test(d)))d=${JSON.stringify(EMBEDDED_DATA_DIR)};` +
    `const e={dataDir:d,worker:new Worker(${JSON.stringify(workerUrl)},` +
    `{type:'module',name:${JSON.stringify(EARLY_WORKER_PREFIX)}+d})};` +
    `e.worker.addEventListener('error',function(x){e.error=x.message||'The database worker did not load.'});` +
    `window.__fpwEarlyDatabase=e;${links}}}catch(x){}`
  );
}

type BuiltChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>;

/** The chunks holding the tab's side of the database and what they import, less the entry's. */
export function tabSideChunks(chunks: readonly BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set(entry === undefined ? [] : [entry.fileName, ...entry.imports]);
  const found: string[] = [];
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    found.push(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => TAB_SIDE_MODULES.some((module) => id.endsWith(module)))) {
      visit(chunk.fileName);
    }
  }
  return found;
}

export function startDatabaseOnDeepLinks(options: { onFirstFramePath: string }): Plugin {
  let embedded = true;
  let base = '/';
  let catalogue: string | null = null;
  return {
    name: 'fpw-start-database-on-deep-links',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      const env = config.env as Record<string, string | undefined>;
      embedded = !(env['VITE_SUPABASE_URL']?.trim() || env['VITE_SUPABASE_ANON_KEY']?.trim());
      // The shipped catalogue's file, as the snapshot plugin names it for the tab (embedded-snapshot.ts).
      const named: unknown = config.define?.[CATALOGUE_DEFINE];
      catalogue = typeof named === 'string' ? (JSON.parse(named) as string) : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!embedded) return [];
        const worker = Object.keys(context.bundle ?? {}).find((file) =>
          /(^|\/)pg\.worker-[^/]*\.js$/.test(file),
        );
        if (worker === undefined)
          throw new Error('startDatabaseOnDeepLinks: no pg.worker chunk in the build');
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const preloads = {
          modules: tabSideChunks(chunks).map((file) => `${base}${file}`),
          fetched: catalogue === null ? [] : [`${base}${catalogue}`],
        };
        return [
          {
            tag: 'script',
            children: earlyStartScript(`${base}${worker}`, options.onFirstFramePath, preloads),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
