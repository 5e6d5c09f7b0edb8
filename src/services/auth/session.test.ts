import { describe, expect, it, vi } from 'vitest';
import {
  SESSION_STORAGE_KEY,
  clearStoredUser,
  normaliseEmail,
  readStoredEmail,
  readStoredUser,
  readStoredUserRaw,
  subscribeToStoredUser,
  writeStoredUser,
} from './session';

const store = () => window.localStorage;

describe('reading the stored login', () => {
  it('has no stored email when nothing is stored', () => {
    expect(readStoredUser()).toBeNull();
    expect(readStoredEmail()).toBeNull();
  });

  it.each([
    ['not JSON', '{email: asha'],
    ['JSON null', 'null'],
    ['a JSON string', '"asha.rao@fpw.in"'],
    ['an array', '[{"email":"asha.rao@fpw.in"}]'],
    ['an object without email', '{"name":"Asha Rao"}'],
    ['a numeric email', '{"email":42}'],
    ['a null email', '{"email":null}'],
    ['an object email', '{"email":{"address":"asha.rao@fpw.in"}}'],
    ['a numeric name beside the email', '{"email":"asha.rao@fpw.in","name":7}'],
    ['a staff id that is not text', '{"email":"asha.rao@fpw.in","staffId":["s-1"]}'],
  ])('has no stored email when the value is %s, and does not throw', (_case, raw) => {
    store().setItem(SESSION_STORAGE_KEY, raw);
    expect(() => readStoredUser()).not.toThrow();
    expect(readStoredUser()).toBeNull();
    expect(readStoredEmail()).toBeNull();
  });

  it('reads the email exactly as stored, with the other fields', () => {
    store().setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'Asha.Rao@fpw.in', name: 'Asha Rao', designation: 'sales', extra: 1 }),
    );
    // The guard compares as stored: normalising happens when writing, never when reading.
    expect(readStoredEmail()).toBe('Asha.Rao@fpw.in');
    expect(readStoredUser()).toMatchObject({
      email: 'Asha.Rao@fpw.in',
      name: 'Asha Rao',
      designation: 'sales',
    });
  });

  it('has no stored email when there is no storage at all (private mode, node)', () => {
    expect(readStoredUser(null)).toBeNull();
    expect(readStoredEmail(null)).toBeNull();
  });
});

describe('writing and clearing the stored login', () => {
  it('trims and lower-cases the email it writes', () => {
    const written = writeStoredUser({ email: '  Asha.RAO@FPW.in ', name: 'Asha Rao', staffId: 's-1' });
    expect(written.email).toBe('asha.rao@fpw.in');
    expect(JSON.parse(store().getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      email: 'asha.rao@fpw.in',
      name: 'Asha Rao',
      staffId: 's-1',
    });
    expect(readStoredEmail()).toBe('asha.rao@fpw.in');
  });

  it('removes the key on clear', () => {
    writeStoredUser({ email: 'asha.rao@fpw.in' });
    clearStoredUser();
    expect(store().getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(readStoredUserRaw()).toBeNull();
  });

  it('tells subscribers about writes and clears in this tab and storage events from others', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStoredUser(listener);
    writeStoredUser({ email: 'asha.rao@fpw.in' });
    clearStoredUser();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    writeStoredUser({ email: 'asha.rao@fpw.in' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('normalises emails by trimming and lower-casing only', () => {
    expect(normaliseEmail('\t Meera.Iyer@FPW.IN \n')).toBe('meera.iyer@fpw.in');
    expect(normaliseEmail('plain@fpw.in')).toBe('plain@fpw.in');
  });
});
