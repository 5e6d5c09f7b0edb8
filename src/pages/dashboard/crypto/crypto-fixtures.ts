/**
 * The demo wallet over the last 180 days: daily prices of every coin of the crypto app (ending at the app's
 * prices), the wallet's trades, and the holdings they imply each day; `summariseCrypto` derives every figure
 * of the crypto dashboard for a range.
 */
import {
  COIN_MARKETS,
  WALLET_COINS,
  WALLET_HOLDINGS,
  type WalletCoin,
} from '@/pages/apps/crypto/crypto-fixtures';
import { inPreviousRange, inRange, isoDay, rangeDayList, type RangeDays } from '../date-range';
import { HISTORY_DAYS, pick, seededSequence } from '../template-fixtures';

export const HELD_COINS = WALLET_COINS;
export type HeldCoin = WalletCoin;

export const TRADE_KINDS = ['Buy', 'Sell', 'Receive', 'Send'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];
/** Buying and receiving add coins; selling and sending take them away. */
const ADDS: Record<TradeKind, boolean> = { Buy: true, Receive: true, Sell: false, Send: false };

export interface Trade {
  id: string;
  date: string;
  kind: TradeKind;
  coin: HeldCoin;
  quantity: number;
  /** Rupees for one coin that day. */
  price: number;
  value: number;
}

export interface CryptoData {
  /** Days of the history, oldest first; each coin's `prices` follow the same order. */
  days: string[];
  prices: Record<string, number[]>;
  trades: Trade[];
  /** Holdings at the end of each day, per held coin, same order as `days`. */
  holdings: Record<HeldCoin, number[]>;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function buildCryptoData(today = new Date()): CryptoData {
  const random = seededSequence(4242);
  const days = rangeDayList(HISTORY_DAYS, today);
  const prices: Record<string, number[]> = {};
  for (const market of COIN_MARKETS) {
    // Stablecoins barely move; the rest wander a few percent a day, ending at the app's price today.
    const volatility = Math.abs(market.change7d) < 0.5 ? 0.001 : 0.035;
    const drift = (random() - 0.45) * volatility * 0.4;
    const series = [market.price];
    for (let step = 1; step < HISTORY_DAYS; step += 1) {
      const move = drift + (random() - 0.5) * 2 * volatility;
      series.unshift((series[0] ?? market.price) / (1 + move));
    }
    const places = market.price < 1 ? 7 : market.price < 100 ? 4 : 2;
    prices[market.code] = series.map((value) => round(value, places));
  }

  // Trades are drawn from today backwards so the holdings before each one never go below zero.
  const running: Record<HeldCoin, number> = { ...WALLET_HOLDINGS };
  const holdings = Object.fromEntries(
    HELD_COINS.map((coin) => [coin, new Array<number>(HISTORY_DAYS)]),
  ) as Record<HeldCoin, number[]>;
  const trades: Trade[] = [];
  for (let index = HISTORY_DAYS - 1; index >= 0; index -= 1) {
    for (const coin of HELD_COINS) holdings[coin][index] = round(running[coin], 6);
    if (random() > 0.55) continue;
    const coin = pick(random, HELD_COINS);
    let kind = pick(random, ['Buy', 'Buy', 'Sell', 'Receive', 'Send'] as const);
    const quantity = round(WALLET_HOLDINGS[coin] * (0.03 + random() * 0.09), 6);
    if (ADDS[kind] && running[coin] - quantity < 0) kind = 'Sell';
    running[coin] = ADDS[kind] ? running[coin] - quantity : running[coin] + quantity;
    const price = prices[coin]?.[index] ?? 0;
    trades.push({
      id: `TX-${9000 + trades.length}`,
      date: days[index] ?? isoDay(0, today),
      kind,
      coin,
      quantity,
      price,
      value: Math.round(quantity * price),
    });
  }
  trades.reverse();
  return { days, prices, trades, holdings };
}

export interface CryptoSummary {
  value: number;
  valueAtStart: number;
  /** What the market did to the wallet: the change in value less what was bought and received. */
  profit: number;
  invested: number;
  investedBefore: number;
  transactions: number;
  transactionsBefore: number;
  valueTrend: { date: string; value: number }[];
  allocation: { coin: HeldCoin; atStart: number; today: number }[];
  /** The range's prices per coin, oldest first. */
  priceTrend: (code: string) => number[];
  recent: Trade[];
}

/** Every figure of the crypto dashboard for the last `days` days. */
export function summariseCrypto(data: CryptoData, days: RangeDays, today = new Date()): CryptoSummary {
  const last = data.days.length - 1;
  const startIndex = last - days; // the day before the range: where its changes are measured from
  const valueOn = (index: number) =>
    Math.round(
      HELD_COINS.reduce(
        (sum, coin) => sum + (data.holdings[coin][index] ?? 0) * (data.prices[coin]?.[index] ?? 0),
        0,
      ),
    );
  const inWindow = data.trades.filter((trade) => inRange(trade.date, days, today));
  const before = data.trades.filter((trade) => inPreviousRange(trade.date, days, today));
  const netIn = (trades: readonly Trade[]) =>
    trades.reduce((sum, trade) => sum + (ADDS[trade.kind] ? trade.value : -trade.value), 0);
  const bought = (trades: readonly Trade[]) =>
    trades.reduce(
      (sum, trade) => sum + (trade.kind === 'Buy' ? trade.value : trade.kind === 'Sell' ? -trade.value : 0),
      0,
    );
  const value = valueOn(last);
  const valueAtStart = valueOn(startIndex);
  return {
    value,
    valueAtStart,
    profit: value - valueAtStart - netIn(inWindow),
    invested: bought(inWindow),
    investedBefore: bought(before),
    transactions: inWindow.length,
    transactionsBefore: before.length,
    valueTrend: data.days
      .slice(startIndex + 1)
      .map((date, offset) => ({ date, value: valueOn(startIndex + 1 + offset) })),
    allocation: HELD_COINS.map((coin) => ({
      coin,
      atStart: Math.round((data.holdings[coin][startIndex] ?? 0) * (data.prices[coin]?.[startIndex] ?? 0)),
      today: Math.round((data.holdings[coin][last] ?? 0) * (data.prices[coin]?.[last] ?? 0)),
    })),
    priceTrend: (code) => (data.prices[code] ?? []).slice(startIndex + 1),
    recent: [...inWindow].reverse().slice(0, 8),
  };
}
