// A sidebar link under the pointer loads its page's code once, and a sign-in loads the app's shell
// once; unknown paths and a missing route table do nothing, and a failed load may be asked again.
import { afterEach, expect, it, vi } from 'vitest';
import { preloadPage, preloadSignedInShell, registerPagePreloader } from './page-preload';

afterEach(() => registerPagePreloader(null));

it('asks the route table once per path, and not at all before it is registered', () => {
  preloadPage('/dashboard/leads');
  preloadSignedInShell();
  const page = vi.fn((path: string) => (path === '/dashboard/leads' ? Promise.resolve('leads') : null));
  const shell = vi.fn(() => Promise.resolve('shell'));
  registerPagePreloader({ page, shell });
  preloadPage('/dashboard/leads');
  preloadPage('/dashboard/leads');
  preloadPage('/nowhere');
  preloadSignedInShell();
  preloadSignedInShell();
  expect(page.mock.calls).toEqual([['/dashboard/leads'], ['/nowhere']]);
  expect(shell).toHaveBeenCalledTimes(1);
});

it('asks again after a failed load', async () => {
  let fail = true;
  const page = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('ok')));
  registerPagePreloader({ page, shell: () => Promise.resolve() });
  preloadPage('/dashboard/projects');
  await new Promise((resolve) => setTimeout(resolve, 0));
  fail = false;
  preloadPage('/dashboard/projects');
  expect(page).toHaveBeenCalledTimes(2);
});
