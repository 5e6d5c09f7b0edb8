import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { embeddedSnapshot } from './src/services/backend/build/embedded-snapshot';
import { startDatabaseOnDeepLinks } from './src/services/backend/build/early-worker';
import { onFirstFramePath, prerenderFirstFrame } from './src/routes/build/prerender-first-frame';

const sourceAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Vendor chunks are grouped deliberately: grouping all of node_modules pulls lazy-only
// code (Supabase, PGlite) into the first screen (STACK.md).
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (/node_modules\/(react-router|react-router-dom)\//.test(id)) return 'router';
  return undefined;
}

/** The package (or source folder) a bundled module comes from, for the chunk map below. */
function moduleOrigin(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage?.[1]) return inPackage[1];
  const inSource = /\/(src\/[^/]+\/[^/]+)/.exec(id);
  return inSource?.[1] ?? id.split('/').slice(-2).join('/');
}

// Writes dist/.vite/chunk-modules.json: which packages and source folders each chunk holds, with their
// rendered bytes. scripts/size.mjs uses it to prove heavy libraries stay off the first screen and to
// explain where the first screen's weight comes from.
function chunkModuleMap(): Plugin {
  return {
    name: 'fpw-chunk-module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const origins: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          const origin = moduleOrigin(id);
          origins[origin] = (origins[origin] ?? 0) + info.renderedLength;
        }
        map[output.fileName] = origins;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(map, null, 1),
      });
    },
  };
}

/**
 * `vite preview` serves the build as a production host should: the hashed files under assets/ and
 * embedded/ (their names change with their content) are cached for a year and never revalidated.
 * Preview's default (no-cache) made every reload ask again for each of a page's ~150 chunks (a 304
 * each, six at a time over HTTP/1.1). index.html keeps no-cache: it names the build's files.
 */
function immutableHashedFiles(): Plugin {
  let base = '/';
  return {
    name: 'fpw-immutable-hashed-files',
    configResolved(config) {
      base = config.base;
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url ?? '';
        if (path.startsWith(`${base}assets/`) || path.startsWith(`${base}embedded/`))
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}

/**
 * The sign-in page paints its first frame without the router (src/routes/first-frame.tsx), so the entry
 * does not import it; but a deep link into the app needs the router at once. On any path but those of
 * FIRST_FRAME_PATHS (trailing slashes trimmed, as trimPath does), this inline script asks the browser to
 * fetch the router's chunks beside the entry's instead of after the entry has run.
 */
function preloadRouterOnDeepLinks(): Plugin {
  return {
    name: 'fpw-preload-router-on-deep-links',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const appRouter = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith('/src/routes/app-router.tsx'),
        );
        if (!entry || !appRouter) throw new Error('preloadRouterOnDeepLinks: no entry or app-router chunk');
        const loadedByEntry = new Set([entry.fileName, ...entry.imports]);
        const files = [appRouter.fileName, ...appRouter.imports].filter((file) => !loadedByEntry.has(file));
        const script =
          `if(!(${onFirstFramePath}))` +
          `for(const f of ${JSON.stringify(files)})` +
          `{const l=document.createElement('link');l.rel='modulepreload';l.href='/'+f;document.head.append(l)}`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

// PGlite's Emscripten glue uses direct eval (upstream, harmless here) and plugin timings are advice for
// plugin authors: both would bury real warnings in every build log.
const quietChecks = { eval: false, pluginTimings: false };

export default defineConfig({
  // The embedded database ships migrated and seeded: a first visit loads that snapshot instead of running
  // initdb and every SQL file in the browser (20 s there on an idle machine, minutes on a busy one).
  plugins: [
    react(),
    chunkModuleMap(),
    preloadRouterOnDeepLinks(),
    startDatabaseOnDeepLinks({ onFirstFramePath }),
    embeddedSnapshot({ root: fileURLToPath(new URL('.', import.meta.url)) }),
    prerenderFirstFrame({ alias: sourceAlias }),
    immutableHashedFiles(),
  ],
  resolve: { alias: sourceAlias },
  // Names this build: rows cached in the browser by another build are not trusted (query-persistence.ts).
  define: { __FPW_BUILD_ID__: JSON.stringify(process.env['FPW_BUILD_ID'] ?? new Date().toISOString()) },
  worker: { format: 'es', rolldownOptions: { checks: quietChecks } },
  optimizeDeps: {
    exclude: ['@electric-sql/pglite'],
    // Imported lazily, so the dev server (and Storybook's test run) would discover it mid-run and reload.
    include: [
      '@supabase/supabase-js',
      '@fullcalendar/react',
      '@fullcalendar/core',
      '@fullcalendar/daygrid',
      '@fullcalendar/timegrid',
      '@fullcalendar/list',
      '@fullcalendar/interaction',
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/size.mjs reads the manifest to find what the first screen loads.
    manifest: true,
    // index.html preloads the entry's static imports, so the browser fetches them beside the entry
    // instead of after parsing it. Lazy chunks get no lists: each of the 211 lazy routes would otherwise
    // carry the list of every chunk it imports, and the first screen would carry all those lists (~5.5 KB
    // gzip of file names) for navigations it may never make. The browser still fetches a page's imports
    // in parallel once the page chunk arrives; CSS of lazy chunks is still loaded by Vite's helper.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      checks: quietChecks,
      output: { manualChunks: vendorChunk },
      // Chakra's theme module builds its default config with `defineConfig(...)`, an identity function the
      // bundler cannot prove pure; kept, it drags every default recipe into the first screen, which only
      // needs a few (src/ui/theme/first-screen-system.ts).
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
