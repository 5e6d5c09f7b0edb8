// A sidebar link under the pointer loads its page's code once; unknown paths and a missing route
// table do nothing, and a failed load may be asked again.
import { afterEach, expect, it, vi } from 'vitest';
import { preloadPage, registerPagePreloader } from './page-preload';

afterEach(() => registerPagePreloader(null));

it('asks the route table once per path, and not at all before it is registered', async () => {
  preloadPage('/dashboard/leads');
  const load = vi.fn((path: string) => (path === '/dashboard/leads' ? Promise.resolve('leads') : null));
  registerPagePreloader(load);
  preloadPage('/dashboard/leads');
  preloadPage('/dashboard/leads');
  preloadPage('/nowhere');
  expect(load.mock.calls).toEqual([['/dashboard/leads'], ['/nowhere']]);
});

it('asks again after a failed load', async () => {
  let fail = true;
  const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('ok')));
  registerPagePreloader(load);
  preloadPage('/dashboard/projects');
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  fail = false;
  preloadPage('/dashboard/projects');
  expect(load).toHaveBeenCalledTimes(2);
});
