// The unit project shares one jsdom between the test files of a worker (vitest.config.ts `isolate: false`,
// several times faster than a new jsdom per file on two cores). Whatever a test leaves behind must not
// reach the next file: rendered trees, the document body and stubbed globals are reset after each test.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.title = '';
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
