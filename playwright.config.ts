/**
 * End-to-end tests against the production build, served by `vite preview` (DESIGN section 5).
 * Two builds: the embedded default (port 4173) and one configured for a Supabase project at a fake URL
 * (port 4174) whose REST calls the specs answer with `page.route`; nothing listens on that URL.
 * Browsers cannot be downloaded here: Debian's Chromium is used (`apt-get install chromium`).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/chromium.ts';

// Overridable so a second checkout on the same machine (a CI dry run) can test beside this one.
export const EMBEDDED_PORT = Number(process.env['E2E_EMBEDDED_PORT'] ?? 4173);
export const SUPABASE_PORT = Number(process.env['E2E_SUPABASE_PORT'] ?? 4174);
/** Where the Supabase-configured build sends its requests; the specs intercept them. */
export const FAKE_SUPABASE_URL = 'http://127.0.0.1:54321';

const host = '127.0.0.1';
const vite = 'node node_modules/vite/bin/vite.js';

/** Builds into its own folder (never dist/, which `npm run build` and `npm run size` use) and serves it. */
function buildAndServe(outDir: string, port: number): string {
  return (
    `${vite} build --logLevel warn --outDir ${outDir} && ` +
    `${vite} preview --outDir ${outDir} --host ${host} --port ${port} --strictPort`
  );
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Two cores: more workers only queue behind each other and make timings flaky.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // A broken shell fails every route; stop early in CI rather than wait out 211 timeouts.
  maxFailures: process.env['CI'] ? 50 : 0,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    {
      name: 'embedded',
      testIgnore: 'supabase/**',
      use: { baseURL: `http://${host}:${EMBEDDED_PORT}` },
    },
    {
      name: 'supabase',
      testMatch: 'supabase/**/*.spec.ts',
      use: { baseURL: `http://${host}:${SUPABASE_PORT}` },
    },
  ],
  webServer: [
    {
      command: buildAndServe('dist-e2e/embedded', EMBEDDED_PORT),
      url: `http://${host}:${EMBEDDED_PORT}/auth/login`,
      // Empty values win over a developer's .env, so this build is always the embedded default.
      env: { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
      reuseExistingServer: !process.env['CI'],
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: buildAndServe('dist-e2e/supabase', SUPABASE_PORT),
      url: `http://${host}:${SUPABASE_PORT}/auth/login`,
      env: { VITE_SUPABASE_URL: FAKE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: 'test-anon-key' },
      reuseExistingServer: !process.env['CI'],
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
