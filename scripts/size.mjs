#!/usr/bin/env node
// The JavaScript budget of DESIGN section 6, measured on the production build (run `npm run build` first):
// - first screen (/auth/login): the entry chunk and the chunks it imports statically, which paint the
//   sign-in page (its first frame, disabled, src/routes/first-frame.tsx): at most 150 KB gzip (issue 14);
//   react-router must not be part of it, and the sign-in page's words must be;
// - sign-in ready: the first screen plus the router, the auth layout and the sign-in page chunks with
//   their static imports, which make the form usable: at most 200 KB gzip (DESIGN section 6);
// - every chunk loaded later (route pages and what they share): at most 250 KB gzip each.
// It also names the chunks that hold the heavy libraries (charts, maps, editors, PGlite) and fails if any
// of them is part of the first screen.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const FIRST_SCREEN_BUDGET_KB = 150;
export const SIGN_IN_READY_BUDGET_KB = 200;
export const ROUTE_CHUNK_BUDGET_KB = 250;
const SIGN_IN_READY_MODULES = [
  'src/routes/app-router.tsx',
  'src/routes/layouts/auth-layout.tsx',
  'src/pages/auth/login.page.tsx',
];
/** Words of the sign-in page that its first frame must draw (sign-in-view.tsx). */
const SIGN_IN_WORDS = 'Use your work email and password.';

/**
 * Heavy libraries that must load only with the pages that use them. `packages` are matched against the
 * chunk map the build writes (vite.config.ts); `marker` finds them in files the map does not cover
 * (web workers), by strings that survive minification.
 */
const HEAVY_LIBRARIES = [
  {
    name: 'echarts',
    packages: /^(echarts|zrender|echarts-for-react)$/,
    marker: /__ec_inner_|echarts\.apache/,
  },
  { name: 'leaflet', packages: /^(leaflet|react-leaflet|@react-leaflet\/.*)$/, marker: /leaflet-container/ },
  { name: 'tiptap', packages: /^(@tiptap\/.*|prosemirror-.*)$/, marker: /ProseMirror-focused/ },
  { name: 'quill', packages: /^(quill|react-quill.*|parchment)$/, marker: /ql-editor/ },
  { name: 'pglite', packages: /^@electric-sql\/pglite/, marker: /pglite\.wasm|PGlite is closed/ },
  { name: 'supabase-js', packages: /^@supabase\//, marker: /supabase-js/ },
  { name: 'apexcharts', packages: /^(apexcharts|react-apexcharts)$/, marker: /apexcharts-canvas/ },
  {
    name: 'chart.js',
    packages: /^(chart\.js|react-chartjs-2)$/,
    marker: /chartjs-render-monitor|Chart\.js v/,
  },
];

const dist = process.argv[2] ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`size: ${manifestPath} is missing; run \`npm run build\` first (vite build.manifest is on).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
}
const kb = (bytes) => (bytes / KB).toFixed(1);

/** A manifest key and everything it imports statically (what the browser fetches before running it). */
function withStaticImports(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`size: ${key} is not in the Vite manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('size: the manifest has no entry chunk');
const firstScreen = withStaticImports(entryKey);
// Cross-check with what index.html really asks for: the entry script and its modulepreload links.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) firstScreen.add(match[1]);
const signInReady = new Set(firstScreen);
for (const key of SIGN_IN_READY_MODULES) withStaticImports(key, signInReady);

const sumGzip = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
const firstScreenBytes = sumGzip(firstScreen);
const signInReadyBytes = sumGzip(signInReady);

// Every emitted JavaScript file (chunks, workers), whether or not the manifest lists it.
function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') || name.endsWith('.mjs') ? [relative(dist, path)] : [];
  });
}
const allChunks = jsFiles(join(dist, 'assets'))
  .map((file) => ({ file, gzip: gzipBytes(file) }))
  .sort((a, b) => b.gzip - a.gzip);
const laterChunks = allChunks.filter((chunk) => !firstScreen.has(chunk.file));
const largest = laterChunks[0];

console.log('First screen (/auth/login), gzip:');
for (const file of [...firstScreen].sort((a, b) => gzipBytes(b) - gzipBytes(a)))
  console.log(`  ${kb(gzipBytes(file)).padStart(7)} KB  ${file}`);
console.log(`  ${kb(firstScreenBytes).padStart(7)} KB  total (budget ${FIRST_SCREEN_BUDGET_KB} KB)`);
console.log('Then, for the sign-in form to be usable, gzip:');
for (const file of [...signInReady]
  .filter((f) => !firstScreen.has(f))
  .sort((a, b) => gzipBytes(b) - gzipBytes(a)))
  console.log(`  ${kb(gzipBytes(file)).padStart(7)} KB  ${file}`);
console.log(
  `  ${kb(signInReadyBytes).padStart(7)} KB  total with the first screen (budget ${SIGN_IN_READY_BUDGET_KB} KB)`,
);
console.log('Largest chunks loaded later, gzip:');
for (const chunk of laterChunks.slice(0, 5)) console.log(`  ${kb(chunk.gzip).padStart(7)} KB  ${chunk.file}`);

// Where the first screen's weight comes from: gzip shared out by each origin's share of its chunk.
const chunkModulesPath = join(dist, '.vite', 'chunk-modules.json');
const chunkModules = existsSync(chunkModulesPath) ? JSON.parse(readFileSync(chunkModulesPath, 'utf8')) : {};
const origins = new Map();
for (const file of firstScreen) {
  const parts = Object.entries(chunkModules[file] ?? {});
  const total = parts.reduce((sum, [, bytes]) => sum + bytes, 0);
  for (const [origin, bytes] of parts)
    origins.set(origin, (origins.get(origin) ?? 0) + (gzipBytes(file) * bytes) / total);
}
console.log('First screen by package or source folder (approximate gzip):');
for (const [origin, bytes] of [...origins].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${kb(bytes).padStart(7)} KB  ${origin}`);

const failures = [];
console.log('Heavy libraries (must stay off the first screen):');
for (const library of HEAVY_LIBRARIES) {
  const holders = allChunks.filter((chunk) => {
    const packages = chunkModules[chunk.file];
    if (packages) return Object.keys(packages).some((origin) => library.packages.test(origin));
    return library.marker.test(readFileSync(join(dist, chunk.file), 'utf8'));
  });
  const label = holders.length
    ? holders.map((c) => `${c.file}${firstScreen.has(c.file) ? ' (FIRST SCREEN)' : ''}`).join(', ')
    : 'not in the build';
  console.log(`  ${library.name}: ${label}`);
  for (const holder of holders.filter((c) => firstScreen.has(c.file)))
    failures.push(`${library.name} is loaded on the first screen (${holder.file})`);
}

const routerOnFirstScreen = [...firstScreen].filter((file) =>
  Object.keys(chunkModules[file] ?? {}).some((origin) => /^react-router/.test(origin)),
);
if (routerOnFirstScreen.length)
  failures.push(`react-router is loaded before the first paint (${routerOnFirstScreen.join(', ')})`);
if (![...firstScreen].some((file) => readFileSync(join(dist, file), 'utf8').includes(SIGN_IN_WORDS)))
  failures.push(`the first screen's chunks do not draw the sign-in page ("${SIGN_IN_WORDS}" is not in them)`);
if (signInReadyBytes > SIGN_IN_READY_BUDGET_KB * KB)
  failures.push(`sign-in ready ${kb(signInReadyBytes)} KB > ${SIGN_IN_READY_BUDGET_KB} KB`);
if (firstScreenBytes > FIRST_SCREEN_BUDGET_KB * KB)
  failures.push(`first screen ${kb(firstScreenBytes)} KB > ${FIRST_SCREEN_BUDGET_KB} KB`);
for (const chunk of laterChunks.filter((c) => c.gzip > ROUTE_CHUNK_BUDGET_KB * KB))
  failures.push(`${chunk.file} ${kb(chunk.gzip)} KB > ${ROUTE_CHUNK_BUDGET_KB} KB`);

console.log(
  `size: first screen ${kb(firstScreenBytes)} KB gzip (budget ${FIRST_SCREEN_BUDGET_KB}), sign-in ready ` +
    `${kb(signInReadyBytes)} KB (budget ${SIGN_IN_READY_BUDGET_KB}), largest route chunk ` +
    `${largest ? `${kb(largest.gzip)} KB ${largest.file}` : 'none'} (budget ${ROUTE_CHUNK_BUDGET_KB})`,
);
if (failures.length) {
  for (const failure of failures) console.error(`size: FAIL ${failure}`);
  process.exit(1);
}
