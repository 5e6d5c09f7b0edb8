// Shared set-up of the unit project (jsdom): a clean storage per test.
import { afterEach } from 'vitest';

afterEach(() => {
  window.localStorage.clear();
});
