import { describe, expect, it } from 'vitest';
import { describeRenewal } from './renewal-words';

describe('renewal words', () => {
  it('words the time to a renewal', () => {
    expect([0, 1, 12, -1, -5].map(describeRenewal)).toEqual([
      'today',
      'tomorrow',
      'in 12 days',
      'yesterday',
      '5 days ago',
    ]);
  });
});
