/**
 * The crypto app's rules, free of React: the stored shapes, the watchlist, filtering and totals of
 * transactions, wallet balances, the send form's validation, and how amounts are written.
 */
import { z } from 'zod';
import {
  COIN_NETWORKS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WALLET_ADDRESSES,
  WALLET_COINS,
  WALLET_HOLDINGS,
  coinMarket,
  localDateTime,
  type CoinMarket,
  type CryptoTransaction,
  type WalletCoin,
} from './crypto-fixtures';

export const transactionSchema = z.object({
  id: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  type: z.enum(TRANSACTION_TYPES),
  coin: z.enum(WALLET_COINS),
  amount: z.number().positive(),
  priceInr: z.number().nonnegative(),
  valueInr: z.number().nonnegative(),
  feeInr: z.number().nonnegative(),
  status: z.enum(TRANSACTION_STATUSES),
  hash: z.string().min(1),
  address: z.string().min(1),
  network: z.string().min(1),
  origin: z.enum(['history', 'wallet']),
}) satisfies z.ZodType<CryptoTransaction>;

export const transactionListSchema = z.array(transactionSchema);
export const watchlistSchema = z.array(z.string().min(1));

// ---------------------------------------------------------------------------------------------------------
// Market and watchlist

/** Adds the coin to the watchlist, or removes it if it is there. */
export function toggleWatch(watchlist: readonly string[], code: string): string[] {
  return watchlist.includes(code) ? watchlist.filter((entry) => entry !== code) : [...watchlist, code];
}

/** The market rows the table shows: all of them, or only the watched ones. */
export function marketRows(
  markets: readonly CoinMarket[],
  watchlist: readonly string[],
  watchlistOnly: boolean,
): CoinMarket[] {
  return watchlistOnly ? markets.filter((market) => watchlist.includes(market.code)) : [...markets];
}

export type ChangeDirection = 'up' | 'down' | 'flat';

export function changeDirection(change: number): ChangeDirection {
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'flat';
}

/** "+2.31%", "−1.20%" (a real minus sign), "0.00%": the sign is in the text, not only in the colour. */
export function formatChange(change: number): string {
  const magnitude = Math.abs(change).toFixed(2);
  if (change > 0) return `+${magnitude}%`;
  if (change < 0) return `−${magnitude}%`;
  return `${magnitude}%`;
}

// ---------------------------------------------------------------------------------------------------------
// Numbers in the Indian system

const grouped = (places: number) =>
  new Intl.NumberFormat('en-IN', { maximumFractionDigits: places, minimumFractionDigits: 0 });

/** Large amounts in lakh and crore ("₹15.52 lakh crore", "₹4,213 crore"), as Indian readers count them. */
export function formatIndianShort(value: number, prefix = ''): string {
  const sign = value < 0 ? '−' : '';
  const size = Math.abs(value);
  if (size >= 1e12) return `${sign}${prefix}${grouped(2).format(size / 1e12)} lakh crore`;
  if (size >= 1e7) return `${sign}${prefix}${grouped(size >= 1e10 ? 0 : 2).format(size / 1e7)} crore`;
  if (size >= 1e5) return `${sign}${prefix}${grouped(2).format(size / 1e5)} lakh`;
  return `${sign}${prefix}${grouped(2).format(size)}`;
}

/** A coin price in rupees with enough digits to mean something (₹0.0019 as well as ₹78,40,000). */
export function formatPrice(value: number): string {
  const places = value < 1 ? 6 : value < 100 ? 4 : 2;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: places,
  }).format(value);
}

/** A coin amount with the coin's own precision: "0.04200000 BTC" is written "0.042 BTC". */
export function formatCoin(amount: number, coin: WalletCoin): string {
  return `${grouped(COIN_NETWORKS[coin].decimals).format(amount)} ${coin}`;
}

// ---------------------------------------------------------------------------------------------------------
// Transactions: filters and totals

export interface DateBounds {
  /** yyyy-mm-dd or '' for open. */
  start: string;
  end: string;
}

/** Transactions whose day falls inside the range, both ends included; an empty end is open. */
export function withinDates(
  transactions: readonly CryptoTransaction[],
  range: DateBounds,
): CryptoTransaction[] {
  return transactions.filter((transaction) => {
    const day = transaction.date.slice(0, 10);
    return (range.start === '' || day >= range.start) && (range.end === '' || day <= range.end);
  });
}

export interface TransactionTotals {
  count: number;
  /** Rupee value of every transaction counted. */
  valueInr: number;
  feesInr: number;
  /** Rupees spent on buys and received from sells. */
  boughtInr: number;
  soldInr: number;
  pending: number;
}

/** Totals of the transactions shown; failed ones are counted but move no money. */
export function transactionTotals(transactions: readonly CryptoTransaction[]): TransactionTotals {
  const totals: TransactionTotals = {
    count: 0,
    valueInr: 0,
    feesInr: 0,
    boughtInr: 0,
    soldInr: 0,
    pending: 0,
  };
  for (const transaction of transactions) {
    totals.count += 1;
    if (transaction.status === 'pending') totals.pending += 1;
    if (transaction.status === 'failed') continue;
    totals.valueInr += transaction.valueInr;
    totals.feesInr += transaction.feeInr;
    if (transaction.type === 'buy') totals.boughtInr += transaction.valueInr;
    if (transaction.type === 'sell') totals.soldInr += transaction.valueInr;
  }
  const paise = (value: number) => Math.round(value * 100) / 100;
  return {
    ...totals,
    valueInr: paise(totals.valueInr),
    feesInr: paise(totals.feesInr),
    boughtInr: paise(totals.boughtInr),
    soldInr: paise(totals.soldInr),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Wallet: balances and sending

export interface WalletBalance {
  coin: WalletCoin;
  name: string;
  amount: number;
  priceInr: number;
  valueInr: number;
  /** Share of the wallet's rupee value, 0 to 100. */
  allocation: number;
}

/**
 * What the wallet holds now: the holdings (which already include the fixture history) less what the user
 * sent from the wallet page, pending or done, and its network fees. Failed sends give the coins back.
 */
export function walletBalances(
  transactions: readonly CryptoTransaction[],
  holdings: Record<WalletCoin, number> = WALLET_HOLDINGS,
): WalletBalance[] {
  const amounts = WALLET_COINS.map((coin) => {
    const sent = transactions
      .filter((transaction) => transaction.origin === 'wallet' && transaction.coin === coin)
      .filter((transaction) => transaction.status !== 'failed')
      .reduce((sum, transaction) => sum + transaction.amount + COIN_NETWORKS[coin].fee, 0);
    const decimals = COIN_NETWORKS[coin].decimals;
    const amount = Math.max(0, Math.round((holdings[coin] - sent) * 10 ** decimals) / 10 ** decimals);
    const market = coinMarket(coin);
    const priceInr = market?.price ?? 0;
    return {
      coin,
      name: market?.name ?? coin,
      amount,
      priceInr,
      valueInr: Math.round(amount * priceInr * 100) / 100,
    };
  });
  const total = amounts.reduce((sum, balance) => sum + balance.valueInr, 0);
  return amounts.map((balance) => ({
    ...balance,
    allocation: total === 0 ? 0 : Math.round((balance.valueInr / total) * 1000) / 10,
  }));
}

const ADDRESS_PATTERNS: Record<WalletCoin, RegExp> = {
  // Bech32 (bc1…, no 1, b, i or o after the prefix) or the older base58 forms starting 1 or 3.
  BTC: /^(bc1[ac-hj-np-z02-9]{11,71}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  USDT: /^0x[0-9a-fA-F]{40}$/,
  SOL: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
};

export function isValidAddress(coin: WalletCoin, address: string): boolean {
  return ADDRESS_PATTERNS[coin].test(address.trim());
}

/** The send form: the coin, where to, and how much, checked against the balance including the fee. */
export function sendSchema(balances: Partial<Record<WalletCoin, number>>) {
  return z
    .object({
      coin: z.enum(WALLET_COINS),
      address: z.string().trim().min(1, 'Enter the address to send to.'),
      amount: z.coerce
        .number({ error: 'Enter an amount.' })
        .refine((value) => Number.isFinite(value), 'Enter an amount.')
        .refine((value) => value > 0, 'The amount must be more than 0.'),
    })
    .superRefine((values, context) => {
      const network = COIN_NETWORKS[values.coin];
      if (values.address !== '' && !isValidAddress(values.coin, values.address)) {
        context.addIssue({
          code: 'custom',
          path: ['address'],
          message: `That is not ${network.addressHint}.`,
        });
      }
      if (values.address.trim() === WALLET_ADDRESSES[values.coin]) {
        context.addIssue({
          code: 'custom',
          path: ['address'],
          message: 'That is this wallet’s own address.',
        });
      }
      const balance = balances[values.coin] ?? 0;
      if (values.amount > 0 && values.amount + network.fee > balance + 1e-12) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `That is more than your balance: you hold ${formatCoin(balance, values.coin)} and the network fee is ${formatCoin(network.fee, values.coin)}.`,
        });
      }
    });
}
export type SendInput = z.input<ReturnType<typeof sendSchema>>;
export type SendValues = z.output<ReturnType<typeof sendSchema>>;

/** The send's amount, fee and total, in the coin and in rupees, as the form shows them live. */
export function sendSummary(coin: WalletCoin, amount: number) {
  const fee = COIN_NETWORKS[coin].fee;
  const priceInr = coinMarket(coin)?.price ?? 0;
  const safeAmount = Number.isFinite(amount) && amount > 0 ? amount : 0;
  const total = safeAmount + fee;
  return {
    fee,
    total,
    feeInr: Math.round(fee * priceInr * 100) / 100,
    totalInr: Math.round(total * priceInr * 100) / 100,
  };
}

/** The pending transaction a send records, as the transactions page will list it. */
export function pendingSend(values: SendValues, now: Date, id: string): CryptoTransaction {
  const priceInr = coinMarket(values.coin)?.price ?? 0;
  const network = COIN_NETWORKS[values.coin];
  const hex = Array.from(id)
    .map((character) => character.charCodeAt(0).toString(16))
    .join('')
    .padEnd(64, '0')
    .slice(0, 64);
  return {
    id,
    date: localDateTime(now),
    type: 'transfer',
    coin: values.coin,
    amount: values.amount,
    priceInr,
    valueInr: Math.round(values.amount * priceInr * 100) / 100,
    feeInr: Math.round(network.fee * priceInr * 100) / 100,
    status: 'pending',
    hash: values.coin === 'BTC' || values.coin === 'SOL' ? hex : `0x${hex}`,
    address: values.address.trim(),
    network: network.network,
    origin: 'wallet',
  };
}
