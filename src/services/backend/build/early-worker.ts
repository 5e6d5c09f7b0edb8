/**
 * Build time: the inline script in index.html that starts the database worker beside the entry on a
 * signed-in page (embedded-early-start.ts says why and how the tab takes it over). Only in a build of
 * the embedded default, and not on the first-frame (sign-in) pages: nothing of the database is fetched
 * before the sign-in page paints.
 */
import type { Plugin } from 'vite';
import { SESSION_STORAGE_KEY } from '../../auth/session.ts';
import { DATA_DIR_KEY, EMBEDDED_DATA_DIR, OWN_DATA_DIR } from '../embedded-data-dir.ts';
import { EARLY_WORKER_PREFIX } from '../embedded-early-start.ts';

/** The script: a stored session (an object with an email) and a valid data directory, else nothing. */
export function earlyStartScript(workerUrl: string, onFirstFramePath: string): string {
  return (
    `if(!(${onFirstFramePath}))try{` +
    `const u=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})||'null');` +
    `if(u&&typeof u.email==='string'){` +
    `let d=localStorage.getItem(${JSON.stringify(DATA_DIR_KEY)});` +
    `if(!(d&&${OWN_DATA_DIR.toString()}.test(d)))d=${JSON.stringify(EMBEDDED_DATA_DIR)};` +
    `const e={dataDir:d,worker:new Worker(${JSON.stringify(workerUrl)},` +
    `{type:'module',name:${JSON.stringify(EARLY_WORKER_PREFIX)}+d})};` +
    `e.worker.addEventListener('error',function(x){e.error=x.message||'The database worker did not load.'});` +
    `window.__fpwEarlyDatabase=e}}catch(x){}`
  );
}

export function startDatabaseOnDeepLinks(options: { onFirstFramePath: string }): Plugin {
  let embedded = true;
  let base = '/';
  return {
    name: 'fpw-start-database-on-deep-links',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      const env = config.env as Record<string, string | undefined>;
      embedded = !(env['VITE_SUPABASE_URL']?.trim() || env['VITE_SUPABASE_ANON_KEY']?.trim());
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
        return [
          {
            tag: 'script',
            children: earlyStartScript(`${base}${worker}`, options.onFirstFramePath),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
