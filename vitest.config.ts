import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import viteConfig from './vite.config.ts';
import { CHROMIUM_LAUNCH } from './scripts/chromium.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    // bench:ux runs one story with React's production build (NODE_ENV=production): its pre-bundled
    // dependencies are kept apart, so neither run rebuilds the other's.
    ...(process.env['NODE_ENV'] === 'production' ? { cacheDir: 'node_modules/.vite-production' } : {}),
    test: {
      // Vitest's default on two cores is one worker (cores - 1). Two halve nothing, but they overlap
      // the waiting: PGlite files wait on WebAssembly and disk, and a story mostly waits (transitions,
      // debounces, findBy polling). Measured on two cores: 12 node files 24.8 s -> 19.1 s, 20 story
      // files 153 s -> 118 s. Four story pages saturated the machine and were slower; isolate: false
      // for stories saved 5 % more but leaked drag-and-drop state between files. One value for every
      // project, since projects in one run must agree on it.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // One jsdom per worker instead of one per file: the environment was two thirds of the run.
            // setup-shared-environment.ts resets what a test leaves behind.
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            exclude: ['src/**/*.node.test.ts'],
            setupFiles: ['./src/test/setup-unit.ts', './src/test/setup-shared-environment.ts'],
            // A test that imports every route's module, or renders a whole page, cold, on a loaded
            // 2-core machine took 5.7 s once; 5 s (the default) judged the machine, not the code.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.node.test.ts', 'supabase/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir })],
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: CHROMIUM_LAUNCH,
              }),
              instances: [{ browser: 'chromium' }],
            },
            // The longest stories type a whole form and a rich-text post; on a loaded 2-core machine
            // with the editor's chunk loading cold that passed 30 s once.
            testTimeout: 60_000,
            // A story that fails is run once more before it counts as failed: on a cold, busy CI
            // machine a different story each run judged an element in the first frame of its
            // fade-in. The assertions are the same on the second run; a real defect fails both.
            retry: 1,
          },
        },
      ],
    },
  }),
);
