import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_APP_TITLE,
  backendConfig,
  documentTitle,
  overrideBackendConfig,
  parseAppTitle,
  parseBackendConfig,
} from './config';

afterEach(() => overrideBackendConfig(null));

describe('choosing the backend from the environment', () => {
  it('uses Supabase when both variables are set, trimmed', () => {
    expect(
      parseBackendConfig({ VITE_SUPABASE_URL: ' https://abc.supabase.co ', VITE_SUPABASE_ANON_KEY: ' key ' }),
    ).toEqual({ kind: 'supabase', url: 'https://abc.supabase.co', anonKey: 'key' });
  });

  it('uses the embedded database when neither is set, or both are blank', () => {
    expect(parseBackendConfig({})).toEqual({ kind: 'embedded' });
    expect(parseBackendConfig({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '  ' })).toEqual({
      kind: 'embedded',
    });
  });

  it('is a configuration error, naming the missing variable, when only one is set', () => {
    expect(parseBackendConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual({
      kind: 'misconfigured',
      missing: 'VITE_SUPABASE_ANON_KEY',
    });
    expect(parseBackendConfig({ VITE_SUPABASE_ANON_KEY: 'key', VITE_SUPABASE_URL: ' ' })).toEqual({
      kind: 'misconfigured',
      missing: 'VITE_SUPABASE_URL',
    });
  });

  it('lets a story or test override the backend, and undo it', () => {
    const fake = { kind: 'supabase', url: 'https://fake.supabase.test', anonKey: 'test-anon-key' } as const;
    overrideBackendConfig(fake);
    expect(backendConfig()).toEqual(fake);
    overrideBackendConfig(null);
    expect(backendConfig()).not.toEqual(fake);
  });
});

describe('the title rule', () => {
  it('defaults to FPW', () => {
    expect(DEFAULT_APP_TITLE).toBe('FPW');
    expect(parseAppTitle(undefined)).toBe('FPW');
    expect(parseAppTitle('')).toBe('FPW');
  });

  it('accepts exactly three capital letters A to Z without a warning', () => {
    const warn = vi.fn();
    expect(parseAppTitle('ABC', warn)).toBe('ABC');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['AB', 'ABCD', 'abc', 'AB1', 'ÄBC', ' ABC', 'A C'])(
    'falls back to FPW with a warning for %j',
    (value) => {
      const warn = vi.fn();
      expect(parseAppTitle(value, warn)).toBe('FPW');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain(value);
    },
  );

  it('reads the tab title as "FPW · Page name"', () => {
    expect(documentTitle('Sales', 'FPW')).toBe('FPW · Sales');
    expect(documentTitle(undefined, 'FPW')).toBe('FPW');
    expect(documentTitle('Leads', 'ABC')).toBe('ABC · Leads');
  });
});
