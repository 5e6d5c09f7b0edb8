// allSalesUsers() against Supabase at a fake URL (as the guard stories configure it), answered by
// MSW: the exact request, both answer shapes passed through as is, and every kind of failure
// rejected, because the guard turns a rejection into /unauthorized.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { overrideBackendConfig } from '../kit/config';
import { allSalesUsers } from './sales-users';

const FAKE = { kind: 'supabase', url: 'https://fake.supabase.test', anonKey: 'test-anon-key' } as const;
const OTHER = { kind: 'supabase', url: 'https://other.supabase.test', anonKey: 'other-anon-key' } as const;
const server = setupServer();
const seen: Request[] = [];

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  overrideBackendConfig(null);
});
afterAll(() => server.close());

const answer = (resolver: () => Response) => server.use(http.get('*/rest/v1/sales_users', resolver));

describe('allSalesUsers with Supabase', () => {
  it('asks GET <url>/rest/v1/sales_users?select=* with the project key', async () => {
    overrideBackendConfig(FAKE);
    answer(() => HttpResponse.json([]));
    await allSalesUsers();
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://fake.supabase.test/rest/v1/sales_users?select=*');
    expect(request.headers.get('apikey')).toBe('test-anon-key');
    expect(request.headers.get('authorization')).toBe('Bearer test-anon-key');
  });

  it('resolves with an array answer as is', async () => {
    overrideBackendConfig(FAKE);
    const body = [
      { id: 1, email: 'asha.rao@fpw.in', name: 'Asha Rao' },
      { id: 2, email: 'vikram.singh@fpw.in' },
    ];
    answer(() => HttpResponse.json(body));
    await expect(allSalesUsers()).resolves.toEqual(body);
  });

  it('resolves with a single-object answer as is', async () => {
    overrideBackendConfig(FAKE);
    answer(() => HttpResponse.json({ email: 'asha.rao@fpw.in' }));
    await expect(allSalesUsers()).resolves.toEqual({ email: 'asha.rao@fpw.in' });
  });

  it.each([
    [
      'a 500 with a PostgREST error',
      () => HttpResponse.json({ code: 'XX000', message: 'boom' }, { status: 500 }),
    ],
    ['a 500 with a plain body', () => new HttpResponse('Internal Server Error', { status: 500 })],
    ['a 401', () => HttpResponse.json({ message: 'Invalid API key' }, { status: 401 })],
    [
      'a 404',
      () => HttpResponse.json({ code: '42P01', message: 'relation does not exist' }, { status: 404 }),
    ],
    ['a network failure', () => HttpResponse.error()],
    ['a 200 that is not JSON', () => new HttpResponse('<html>proxy</html>', { status: 200 })],
  ])('rejects on %s', async (_case, resolver) => {
    overrideBackendConfig(FAKE);
    answer(resolver);
    await expect(allSalesUsers()).rejects.toThrow();
  });

  it('makes the client from the configuration at call time', async () => {
    answer(() => HttpResponse.json([]));
    overrideBackendConfig(FAKE);
    await allSalesUsers();
    overrideBackendConfig(OTHER);
    await allSalesUsers();
    expect(seen.map((request) => new URL(request.url).host)).toEqual([
      'fake.supabase.test',
      'other.supabase.test',
    ]);
    expect(seen[1]?.headers.get('apikey')).toBe('other-anon-key');
  });

  it('rejects, without a request, when the configuration names only one variable', async () => {
    overrideBackendConfig({ kind: 'misconfigured', missing: 'VITE_SUPABASE_ANON_KEY' });
    await expect(allSalesUsers()).rejects.toThrow(/VITE_SUPABASE_ANON_KEY/);
    expect(seen).toEqual([]);
  });
});
