/** Demo exchange rates in rupees per unit, and the conversion the page performs. */
export interface Currency {
  code: string;
  name: string;
  /** Rupees for one unit. */
  inr: number;
  /** Decimal places shown. */
  decimals: number;
}

export const CURRENCIES: Currency[] = [
  { code: 'INR', name: 'Indian rupee', inr: 1, decimals: 2 },
  { code: 'USD', name: 'US dollar', inr: 84.2, decimals: 2 },
  { code: 'EUR', name: 'Euro', inr: 89.6, decimals: 2 },
  { code: 'USDT', name: 'Tether', inr: 84.5, decimals: 2 },
  { code: 'BTC', name: 'Bitcoin', inr: 7_840_000, decimals: 8 },
  { code: 'ETH', name: 'Ether', inr: 268_500, decimals: 6 },
  { code: 'SOL', name: 'Solana', inr: 19_750, decimals: 4 },
];

/** The exchange keeps this share of the amount converted. */
export const EXCHANGE_FEE = 0.005;

export function currency(code: string): Currency {
  return CURRENCIES.find((candidate) => candidate.code === code) ?? CURRENCIES[0]!;
}

export interface Conversion {
  rate: number;
  fee: number;
  received: number;
}

/** Converts `amount` of `from` into `to`, the fee taken in the source currency first. */
export function convert(amount: number, from: string, to: string): Conversion {
  const rate = currency(from).inr / currency(to).inr;
  const fee = from === to ? 0 : amount * EXCHANGE_FEE;
  return { rate, fee, received: (amount - fee) * rate };
}

export function formatAmount(value: number, code: string): string {
  const { decimals } = currency(code);
  return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: decimals, minimumFractionDigits: Math.min(2, decimals) }).format(value)} ${code}`;
}
