#!/usr/bin/env node
// `npm test`: every test layer of DESIGN section 5, one after the other, each run even when an earlier one
// failed. Each layer writes a JSON report; the last line printed is the sum over all layers:
// `N passed, N failed, N skipped`. Exits non-zero when anything failed or nothing ran at all.
//   unit       Vitest, jsdom: src/**/*.test.ts(x)
//   node       Vitest, Node: PGlite migrations, constraints, SQL functions (src/**/*.node.test.ts, supabase/)
//   storybook  Vitest browser mode in Debian's Chromium: every story renders, plays and passes axe
//   e2e        Playwright against the production builds (playwright.config.ts builds and serves them)
// Pass layer names to run only some: `npm test -- unit node`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = join('test-results', 'reports');
mkdirSync(reports, { recursive: true });
const bin = (name) => join('node_modules', '.bin', name);

const vitestLayer = (project) => ({
  name: project,
  report: join(reports, `${project}.json`),
  command: bin('vitest'),
  args: (report) => [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  env: {},
  read: readVitestReport,
});

const layers = [
  vitestLayer('unit'),
  vitestLayer('node'),
  vitestLayer('storybook'),
  {
    name: 'e2e',
    report: join(reports, 'e2e.json'),
    command: bin('playwright'),
    args: () => ['test', '--reporter=list,json'],
    env: (report) => ({ PLAYWRIGHT_JSON_OUTPUT_FILE: report }),
    read: readPlaywrightReport,
  },
];

/** Vitest's JSON report (Jest's shape). A file that fails to load has no tests: it counts as one failure. */
function readVitestReport(report) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const brokenFiles = (json.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + brokenFiles,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
}

/** Playwright's JSON report. Errors outside tests (a web server that would not start) count as failures. */
function readPlaywrightReport(report) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const stats = json.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (json.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !layers.some((layer) => layer.name === name));
if (unknown.length) {
  console.error(`test-all: unknown layer(s) ${unknown.join(', ')}; layers are ${layers.map((l) => l.name)}`);
  process.exit(2);
}

const results = [];
for (const layer of layers.filter((l) => wanted.length === 0 || wanted.includes(l.name))) {
  rmSync(layer.report, { force: true });
  const env = typeof layer.env === 'function' ? layer.env(layer.report) : layer.env;
  console.log(`\n=== ${layer.name} ===`);
  const started = Date.now();
  const run = spawnSync(layer.command, layer.args(layer.report), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  let counts = { passed: 0, failed: 0, skipped: 0 };
  let note = '';
  if (existsSync(layer.report)) {
    try {
      counts = layer.read(layer.report);
    } catch (error) {
      note = `unreadable report: ${error.message}`;
    }
  } else {
    note = run.error ? `did not start: ${run.error.message}` : 'wrote no report';
  }
  // A runner that failed without a failing test to show for it (a crash, an unhandled error, a kill)
  // still failed.
  if (run.status !== 0) {
    const how = run.signal ? `killed by ${run.signal}` : `exit status ${run.status}`;
    note = note ? `${note}, ${how}` : how;
    if (counts.failed === 0) counts.failed = 1;
  }
  results.push({ name: layer.name, seconds, note, ...counts });
}

console.log('\n=== summary ===');
for (const r of results)
  console.log(
    `${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds} s)` +
      (r.note ? ` - ${r.note}` : ''),
  );
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
