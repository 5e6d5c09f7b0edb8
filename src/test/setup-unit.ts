// Shared set-up of the unit project (jsdom): a clean storage per test, and the browser APIs jsdom lacks
// that the app's providers call on every render (next-themes asks matchMedia for the system scheme).
import { afterEach } from 'vitest';

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

afterEach(() => {
  window.localStorage.clear();
});
