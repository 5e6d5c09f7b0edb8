import { describe, expect, it } from 'vitest';
import { formValuesOf } from './directory-state';

describe('directory forms', () => {
  it('turns a row into text inputs', () => {
    expect(formValuesOf({ name: 'Sobha', gstin: null }, ['name', 'gstin', 'city'])).toEqual({
      name: 'Sobha',
      gstin: '',
      city: '',
    });
  });
});
