// The stores of the pages/* demo pages return their fixtures unchecked until the user changes something;
// writing them back runs the store's schema, so a fixture that drifts from its schema fails here rather
// than on the first save in the browser.
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoStore } from '@/services/kit';
import { postStore } from './blog/blog-store';
import { chatStore } from './chat/chat-fixtures';
import { contactStore } from './contacts/contact-fixtures';
import { profileStore } from './profile/profile-fixtures';
import { reviewStore } from './reviews/review-fixtures';

const stores: [string, DemoStore<unknown>][] = [
  ['blog', postStore],
  ['chat', chatStore],
  ['contacts', contactStore],
  ['profile', profileStore],
  ['reviews', reviewStore],
];

afterEach(() => localStorage.clear());

describe('pages/* demo fixtures', () => {
  it.each(stores)('%s fixtures satisfy their schema and survive a round trip', (_name, store) => {
    const fixtures = store.read();
    store.write(fixtures);
    expect(JSON.parse(localStorage.getItem(store.key) ?? 'null')).toEqual(fixtures);
    store.reset();
    expect(store.read()).toBe(fixtures);
  });

  it.each(stores)('%s falls back to its fixtures when what is stored is malformed', (_name, store) => {
    const fixtures = store.read();
    localStorage.setItem(store.key, JSON.stringify({ not: 'the shape' }));
    expect(store.read()).toBe(fixtures);
  });
});
