import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('says lakhs, thousands and paise as an Indian invoice does', () => {
    expect(amountInWords(123456.78)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
  });

  it('counts crores, and crores beyond 99 in words too', () => {
    expect(amountInWords(12_34_56_789)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only',
    );
    expect(integerInWords(1_23_00_00_000)).toBe('One Hundred Twenty-Three Crore');
  });

  it('leaves out empty groups and whole tens have no hyphen', () => {
    expect(amountInWords(100000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1010)).toBe('Rupees One Thousand Ten Only');
    expect(amountInWords(90)).toBe('Rupees Ninety Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(0.5)).toBe('Rupees Zero and Fifty Paise Only');
  });

  it('rounds to the paisa, carrying into the rupee', () => {
    expect(amountInWords(1.999)).toBe('Rupees Two Only');
    expect(amountInWords(19.01)).toBe('Rupees Nineteen and One Paise Only');
  });

  it('says minus for a negative amount and nothing for a value that is not a number', () => {
    expect(amountInWords(-5)).toBe('Minus Rupees Five Only');
    expect(amountInWords(Number.NaN)).toBe('');
  });
});
