import { describe, expect, it } from 'vitest';
import { blankForNull } from './form-fields';

describe('blankForNull', () => {
  it('gives the named texts, a null one as the empty string, and leaves the others out', () => {
    const row = { gstin: null, city: 'Pune', version: 3 };
    expect(blankForNull(row, ['gstin', 'city'])).toEqual({ gstin: '', city: 'Pune' });
  });
});
