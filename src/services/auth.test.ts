import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpBackend } from './auth';
import { overrideBackendConfig } from './config';

afterEach(() => {
  overrideBackendConfig(null);
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
