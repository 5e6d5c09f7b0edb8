import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBackendForSignedInVisit, startBackendOnIntent, warmUpBackend } from './auth';
import { overrideBackendConfig } from '../kit/config';
import { clearStoredUser, writeStoredUser } from './session';

const startEmbeddedBackend = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../backend', () => ({ startEmbeddedBackend }));

afterEach(() => {
  overrideBackendConfig(null);
  clearStoredUser();
  startEmbeddedBackend.mockClear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('warmUpBackend', () => {
  it('schedules the embedded database for idle time and returns at once', () => {
    overrideBackendConfig({ kind: 'embedded' });
    const idle = vi.fn<typeof window.requestIdleCallback>(() => 1);
    window.requestIdleCallback = idle;
    expect(warmUpBackend()).toBeUndefined();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 3000 });
  });

  it('falls back to a short timer where requestIdleCallback is missing', () => {
    overrideBackendConfig({ kind: 'embedded' });
    vi.useFakeTimers();
    const timer = vi.spyOn(window, 'setTimeout');
    Object.defineProperty(window, 'requestIdleCallback', {
      value: undefined,
      configurable: true,
      writable: true,
    });
    warmUpBackend();
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 500);
  });

  it('does nothing for Supabase or a misconfigured backend', () => {
    const idle = vi.fn<typeof window.requestIdleCallback>(() => 1);
    window.requestIdleCallback = idle;
    overrideBackendConfig({ kind: 'supabase', url: 'https://fake.supabase.test', anonKey: 'test-anon-key' });
    warmUpBackend();
    overrideBackendConfig({ kind: 'misconfigured', missing: 'VITE_SUPABASE_URL' });
    warmUpBackend();
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('startBackendForSignedInVisit', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts the embedded database at once for a signed-in visit on a machine with cores to spare', async () => {
    overrideBackendConfig({ kind: 'embedded' });
    writeStoredUser({ email: 'asha.rao@fpw.in', name: 'Asha Rao', designation: 'Sales Manager' });
    startBackendForSignedInVisit(8);
    await settle();
    expect(startEmbeddedBackend).toHaveBeenCalledTimes(1);
  });

  it('leaves it to the page on two cores, when no one is signed in, and for Supabase', async () => {
    overrideBackendConfig({ kind: 'embedded' });
    startBackendForSignedInVisit(8);
    writeStoredUser({ email: 'asha.rao@fpw.in', name: 'Asha Rao', designation: 'Sales Manager' });
    startBackendForSignedInVisit(2);
    overrideBackendConfig({ kind: 'supabase', url: 'https://fake.supabase.test', anonKey: 'test-anon-key' });
    startBackendForSignedInVisit(8);
    await settle();
    expect(startEmbeddedBackend).not.toHaveBeenCalled();
  });
});

describe('startBackendOnIntent', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('does nothing for Supabase, then starts the embedded database at once, once per page', async () => {
    overrideBackendConfig({ kind: 'supabase', url: 'https://fake.supabase.test', anonKey: 'test-anon-key' });
    startBackendOnIntent();
    await settle();
    expect(startEmbeddedBackend).not.toHaveBeenCalled();
    overrideBackendConfig({ kind: 'embedded' });
    const idle = vi.fn<typeof window.requestIdleCallback>(() => 1);
    window.requestIdleCallback = idle;
    startBackendOnIntent();
    startBackendOnIntent();
    await settle();
    expect(startEmbeddedBackend).toHaveBeenCalledTimes(1);
    expect(idle).not.toHaveBeenCalled();
  });
});
