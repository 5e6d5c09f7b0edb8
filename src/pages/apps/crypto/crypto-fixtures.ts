/**
 * The crypto app's demo content, shared by the market cap, transactions, wallet and buy-sell pages: the
 * coins and their market figures, the wallet's holdings and addresses, and a history of transactions.
 * Everything is generated from fixed seeds, so every render, story and test sees the same numbers.
 */
import { CURRENCIES, EXCHANGE_FEE } from './currency-exchange/exchange-rates';

/** "Now" for the fixtures: market series end here and the transaction history runs up to it. */
export const FIXTURE_NOW = '2026-11-22T10:00';

/** A small deterministic generator (mulberry32): the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

interface CoinSeed {
  code: string;
  name: string;
  /** Rupees for one coin now. */
  price: number;
  circulatingSupply: number;
  /** Typical move in one 4-hour step (0.01 = 1%); stablecoins barely move. */
  volatility: number;
}

/** Prices of the coins the exchange also converts come from its rate sheet, so the pages agree. */
const rate = (code: string, fallback: number) =>
  CURRENCIES.find((currency) => currency.code === code)?.inr ?? fallback;

const COIN_SEEDS: CoinSeed[] = [
  {
    code: 'BTC',
    name: 'Bitcoin',
    price: rate('BTC', 7_840_000),
    circulatingSupply: 19_790_000,
    volatility: 0.012,
  },
  {
    code: 'ETH',
    name: 'Ether',
    price: rate('ETH', 268_500),
    circulatingSupply: 120_400_000,
    volatility: 0.016,
  },
  {
    code: 'USDT',
    name: 'Tether',
    price: rate('USDT', 84.5),
    circulatingSupply: 120_000_000_000,
    volatility: 0.0004,
  },
  {
    code: 'SOL',
    name: 'Solana',
    price: rate('SOL', 19_750),
    circulatingSupply: 470_000_000,
    volatility: 0.022,
  },
  { code: 'BNB', name: 'BNB', price: 52_000, circulatingSupply: 145_000_000, volatility: 0.014 },
  { code: 'XRP', name: 'XRP', price: 52.4, circulatingSupply: 57_000_000_000, volatility: 0.02 },
  { code: 'USDC', name: 'USD Coin', price: 84.2, circulatingSupply: 36_000_000_000, volatility: 0.0003 },
  { code: 'ADA', name: 'Cardano', price: 38.1, circulatingSupply: 35_000_000_000, volatility: 0.021 },
  { code: 'DOGE', name: 'Dogecoin', price: 13.55, circulatingSupply: 146_000_000_000, volatility: 0.025 },
  { code: 'TRX', name: 'TRON', price: 14.2, circulatingSupply: 86_000_000_000, volatility: 0.012 },
  { code: 'AVAX', name: 'Avalanche', price: 2_350, circulatingSupply: 407_000_000, volatility: 0.024 },
  { code: 'LINK', name: 'Chainlink', price: 1_250, circulatingSupply: 626_000_000, volatility: 0.022 },
  { code: 'DOT', name: 'Polkadot', price: 460, circulatingSupply: 1_500_000_000, volatility: 0.02 },
  { code: 'TON', name: 'Toncoin', price: 430, circulatingSupply: 2_500_000_000, volatility: 0.018 },
  {
    code: 'SHIB',
    name: 'Shiba Inu',
    price: 0.0019,
    circulatingSupply: 589_000_000_000_000,
    volatility: 0.026,
  },
  { code: 'LTC', name: 'Litecoin', price: 7_400, circulatingSupply: 75_000_000, volatility: 0.017 },
  { code: 'BCH', name: 'Bitcoin Cash', price: 31_000, circulatingSupply: 19_800_000, volatility: 0.019 },
  { code: 'NEAR', name: 'NEAR Protocol', price: 420, circulatingSupply: 1_200_000_000, volatility: 0.023 },
  { code: 'POL', name: 'Polygon', price: 38.4, circulatingSupply: 9_300_000_000, volatility: 0.022 },
  { code: 'UNI', name: 'Uniswap', price: 880, circulatingSupply: 600_000_000, volatility: 0.021 },
  { code: 'ICP', name: 'Internet Computer', price: 830, circulatingSupply: 470_000_000, volatility: 0.024 },
  { code: 'XLM', name: 'Stellar', price: 9.5, circulatingSupply: 30_000_000_000, volatility: 0.018 },
  { code: 'ATOM', name: 'Cosmos', price: 520, circulatingSupply: 390_000_000, volatility: 0.02 },
  { code: 'APT', name: 'Aptos', price: 780, circulatingSupply: 530_000_000, volatility: 0.025 },
];

/** Points in a coin's 7-day series: one every 4 hours, the last one now. */
export const SERIES_POINTS = 7 * 6 + 1;
const POINTS_PER_DAY = 6;

export interface CoinMarket {
  code: string;
  name: string;
  /** 1 = largest market cap. */
  rank: number;
  /** Rupees for one coin. */
  price: number;
  /** Percentage change, e.g. 2.31 for +2.31%. */
  change1h: number;
  change24h: number;
  change7d: number;
  marketCap: number;
  volume24h: number;
  circulatingSupply: number;
  /** Prices over the last 7 days, oldest first, ending at `price`. */
  sparkline: number[];
}

function priceSeries(seed: CoinSeed, random: () => number): number[] {
  const series = [seed.price];
  // A random walk backwards from today's price, so the series always ends where the table says.
  const drift = (random() - 0.5) * seed.volatility * 0.6;
  for (let step = 1; step < SERIES_POINTS; step += 1) {
    const move = drift + (random() - 0.5) * 2 * seed.volatility;
    const previous = (series[0] as number) / (1 + move);
    series.unshift(previous);
  }
  const places = seed.price < 1 ? 7 : seed.price < 100 ? 4 : 2;
  return series.map((value) => round(value, places));
}

const percent = (now: number, then: number) => round((now / then - 1) * 100, 2);

function buildMarkets(): CoinMarket[] {
  const markets = COIN_SEEDS.map((seed, index) => {
    const random = seededRandom(1_000 + index * 7_919);
    const sparkline = priceSeries(seed, random);
    const marketCap = Math.round(seed.price * seed.circulatingSupply);
    const turnover = seed.volatility < 0.001 ? 0.08 + random() * 0.1 : 0.015 + random() * 0.08;
    return {
      code: seed.code,
      name: seed.name,
      rank: 0,
      price: seed.price,
      change1h: round((random() - 0.5) * seed.volatility * 150, 2),
      change24h: percent(seed.price, sparkline[SERIES_POINTS - 1 - POINTS_PER_DAY] as number),
      change7d: percent(seed.price, sparkline[0] as number),
      marketCap,
      volume24h: Math.round(marketCap * turnover),
      circulatingSupply: seed.circulatingSupply,
      sparkline,
    };
  });
  return markets
    .sort((a, b) => b.marketCap - a.marketCap)
    .map((market, index) => ({ ...market, rank: index + 1 }));
}

/** The market table, largest market cap first. */
export const COIN_MARKETS: readonly CoinMarket[] = buildMarkets();

export function coinMarket(code: string): CoinMarket | undefined {
  return COIN_MARKETS.find((market) => market.code === code);
}

/** Coins starred when the user has not chosen any yet. */
export const DEFAULT_WATCHLIST = ['BTC', 'ETH', 'SOL'];

// ---------------------------------------------------------------------------------------------------------
// The wallet

/** The coins the demo wallet holds and can send or receive. */
export const WALLET_COINS = ['BTC', 'ETH', 'SOL', 'USDT'] as const;
export type WalletCoin = (typeof WALLET_COINS)[number];

/** The demo wallet's holdings before anything the user sends: rupees to buy with, coins to sell or send. */
export const WALLET_HOLDINGS: Record<'INR' | WalletCoin, number> = {
  INR: 250_000,
  BTC: 0.042,
  ETH: 0.85,
  SOL: 12,
  USDT: 1500,
};

export interface CoinNetwork {
  /** The chain the coin moves on. */
  network: string;
  /** What a send costs, in the coin itself. */
  fee: number;
  /** Decimal places the coin is counted in. */
  decimals: number;
  /** How an address on this network looks, in words for the error message. */
  addressHint: string;
}

export const COIN_NETWORKS: Record<WalletCoin, CoinNetwork> = {
  BTC: { network: 'Bitcoin', fee: 0.00002, decimals: 8, addressHint: 'a Bitcoin address (bc1…, 1… or 3…)' },
  ETH: {
    network: 'Ethereum',
    fee: 0.0004,
    decimals: 6,
    addressHint: 'an Ethereum address (0x and 40 hex digits)',
  },
  SOL: {
    network: 'Solana',
    fee: 0.000005,
    decimals: 6,
    addressHint: 'a Solana address (32 to 44 base58 characters)',
  },
  USDT: {
    network: 'Ethereum (ERC-20)',
    fee: 1.2,
    decimals: 2,
    addressHint: 'an Ethereum address (0x and 40 hex digits)',
  },
};

const HEX = '0123456789abcdef';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function pick(alphabet: string, length: number, random: () => number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += alphabet[Math.floor(random() * alphabet.length)];
  return text;
}

/** A well-formed address on the coin's network (random, belongs to nobody). */
export function demoAddress(coin: WalletCoin, random: () => number): string {
  if (coin === 'BTC') return `bc1q${pick(BECH32, 38, random)}`;
  if (coin === 'SOL') return pick(BASE58, 44, random);
  return `0x${pick(HEX, 40, random)}`;
}

/** A transaction id in the network's usual shape. */
function demoHash(coin: WalletCoin, random: () => number): string {
  if (coin === 'SOL') return pick(BASE58, 88, random);
  if (coin === 'BTC') return pick(HEX, 64, random);
  return `0x${pick(HEX, 64, random)}`;
}

const addressRandom = seededRandom(42);
/** The demo wallet's own receiving addresses. */
export const WALLET_ADDRESSES: Record<WalletCoin, string> = {
  BTC: demoAddress('BTC', addressRandom),
  ETH: demoAddress('ETH', addressRandom),
  SOL: demoAddress('SOL', addressRandom),
  USDT: demoAddress('USDT', addressRandom),
};

// ---------------------------------------------------------------------------------------------------------
// Transactions

export const TRANSACTION_TYPES = ['buy', 'sell', 'deposit', 'withdraw', 'transfer'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export interface CryptoTransaction {
  id: string;
  /** Local date and time, yyyy-mm-ddThh:mm. */
  date: string;
  type: TransactionType;
  coin: WalletCoin;
  /** Coins moved (always positive; the type says which way). */
  amount: number;
  /** Rupees per coin at the time. */
  priceInr: number;
  /** amount x price, in rupees. */
  valueInr: number;
  /** The exchange's fee (buy, sell) or the network fee (the rest), in rupees. */
  feeInr: number;
  status: TransactionStatus;
  /** The chain transaction id, or the exchange's order reference for trades. */
  hash: string;
  /** The other side: the address sent to or received from; for trades, the wallet's own address. */
  address: string;
  network: string;
  /** 'wallet' when the user sent it from the wallet page in this demo; 'history' for the fixtures. */
  origin: 'history' | 'wallet';
}

export const TYPE_LABELS: Record<TransactionType, string> = {
  buy: 'Buy',
  sell: 'Sell',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  transfer: 'Transfer',
};

export const STATUS_LABELS: Record<TransactionStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
};

const GST_ON_FEE = 0.18;
const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-ddThh:mm of a Date in local time: how transaction dates are stored. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

function buildTransactions(count: number): CryptoTransaction[] {
  const random = seededRandom(2026);
  const now = new Date(FIXTURE_NOW);
  const transactions: CryptoTransaction[] = [];
  for (let index = 0; index < count; index += 1) {
    const coin = WALLET_COINS[Math.floor(random() * WALLET_COINS.length)] as WalletCoin;
    const type = TRANSACTION_TYPES[Math.floor(random() * TRANSACTION_TYPES.length)] as TransactionType;
    const minutesAgo = Math.floor(random() * 90 * 24 * 60);
    const date = new Date(now.getTime() - minutesAgo * 60_000);
    const daysAgo = minutesAgo / (24 * 60);
    const network = COIN_NETWORKS[coin];
    const todayPrice = coinMarket(coin)?.price ?? 1;
    const priceInr = round(todayPrice * (1 + (random() - 0.5) * 0.2), 2);
    const spendInr = 2_000 + random() * 148_000;
    const amount = round(spendInr / priceInr, network.decimals);
    const valueInr = round(amount * priceInr, 2);
    const trade = type === 'buy' || type === 'sell';
    const feeInr = trade
      ? round(valueInr * EXCHANGE_FEE * (1 + GST_ON_FEE), 2)
      : round(network.fee * priceInr, 2);
    // Only the last two days hold unconfirmed transactions; a few older ones failed.
    const roll = random();
    const status: TransactionStatus =
      daysAgo < 2 && roll < 0.6 ? 'pending' : roll > 0.92 ? 'failed' : 'completed';
    transactions.push({
      id: `tx-${String(index + 1).padStart(3, '0')}`,
      date: localDateTime(date),
      type,
      coin,
      amount,
      priceInr,
      valueInr,
      feeInr,
      status,
      hash: trade ? `ORD-${pick('0123456789', 10, random)}` : demoHash(coin, random),
      address: trade ? WALLET_ADDRESSES[coin] : demoAddress(coin, random),
      network: trade ? 'FPW Exchange' : network.network,
      origin: 'history',
    });
  }
  return transactions.sort((a, b) => b.date.localeCompare(a.date));
}

/** The wallet's transaction history, newest first. */
export const TRANSACTION_FIXTURES: readonly CryptoTransaction[] = buildTransactions(64);
