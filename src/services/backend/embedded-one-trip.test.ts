// How a one-trip read writes its values into the statement: every value a literal that means exactly
// the text given, whatever it holds, and only the placeholders Parameters writes are replaced.
import { describe, expect, it } from 'vitest';
import { canReadInOneTrip, sqlLiteral, withLiterals } from './embedded-one-trip';

describe('sqlLiteral', () => {
  it('escapes quotes and backslashes in the E form, and writes null as NULL', () => {
    expect(sqlLiteral("O'Brien")).toBe("E'O''Brien'");
    expect(sqlLiteral('a\\b')).toBe("E'a\\\\b'");
    expect(sqlLiteral("\\'; drop table leads; --")).toBe("E'\\\\''; drop table leads; --'");
    expect(sqlLiteral(null)).toBe('NULL');
  });

  it('refuses the NUL character, which would end the message early', () => {
    expect(() => sqlLiteral('a\u0000b')).toThrow(/NUL/);
  });
});

describe('withLiterals', () => {
  it('replaces each $n::text placeholder once, by position, leaving a value that looks like one alone', () => {
    expect(
      withLiterals('select $1::text, $2::text::json, $10::text', [
        'a',
        '$2::text',
        null,
        ...'456789'.split(''),
        'ten',
      ]),
    ).toBe("select E'a'::text, E'$2::text'::text::json, E'ten'::text");
  });

  it('refuses a placeholder without a value', () => {
    expect(() => withLiterals('select $2::text', ['only one'])).toThrow(/parameter 2/);
  });
});

describe('canReadInOneTrip', () => {
  it('needs both the protocol call and the transaction lock', () => {
    const run = async <T>(fn: () => Promise<T>) => fn();
    expect(
      canReadInOneTrip({ execProtocol: async () => ({ messages: [] }), _runExclusiveTransaction: run }),
    ).toBe(true);
    expect(canReadInOneTrip({ execProtocol: async () => ({ messages: [] }) })).toBe(false);
    expect(canReadInOneTrip({ query: async () => ({ rows: [] }) })).toBe(false);
  });
});
