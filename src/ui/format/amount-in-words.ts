/**
 * An amount in rupees in words with the Indian numbering (thousand, lakh, crore), as invoices and
 * quotations print it: 123456.78 → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six
 * and Seventy-Eight Paise Only". Rounded to the paisa; crores beyond 99 are counted in words too
 * ("One Hundred Twenty-Three Crore").
 */
const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]!}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]!} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words with the Indian grouping; "Zero" for 0. */
export function integerInWords(n: number): string {
  if (!Number.isFinite(n) || n < 0) throw new RangeError('integerInWords needs a number 0 or above');
  const whole = Math.floor(n);
  if (whole === 0) return 'Zero';
  const crore = Math.floor(whole / 10_000_000);
  const lakh = Math.floor((whole % 10_000_000) / 100_000);
  const thousand = Math.floor((whole % 100_000) / 1000);
  const rest = whole % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${integerInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

export function amountInWords(rupees: number): string {
  if (!Number.isFinite(rupees)) return '';
  const paiseTotal = Math.round(Math.abs(rupees) * 100);
  const whole = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const sign = rupees < 0 && paiseTotal > 0 ? 'Minus ' : '';
  const paisePart = paise > 0 ? ` and ${belowHundred(paise)} Paise` : '';
  return `${sign}Rupees ${integerInWords(whole)}${paisePart} Only`;
}
