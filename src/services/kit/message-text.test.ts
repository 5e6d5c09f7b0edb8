import { describe, expect, it } from 'vitest';
import { fillMessage } from './message-text';

describe('a message from a template', () => {
  it('fills each {word} it has a value for and leaves the others as written', () => {
    expect(fillMessage('Dear {name}, {amount} is due. {unknown}', { name: 'Anita', amount: '₹500' })).toBe(
      'Dear Anita, ₹500 is due. {unknown}',
    );
    // A value is put in as it is, never read as a template itself.
    expect(fillMessage('{a} and {b}', { a: '{b}', b: '$&' })).toBe('{b} and $&');
  });
});
