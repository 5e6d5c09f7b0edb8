import { describe, expect, it } from 'vitest';
import { COIN_MARKETS, WALLET_HOLDINGS } from '@/pages/apps/crypto/crypto-fixtures';
import { buildCryptoData, HELD_COINS, summariseCrypto } from './crypto-fixtures';

const today = new Date(2026, 10, 22);
const data = buildCryptoData(today);

describe('crypto dashboard figures', () => {
  it('ends at the crypto app: today’s prices and the wallet’s holdings', () => {
    expect(buildCryptoData(today)).toEqual(data);
    for (const market of COIN_MARKETS) expect(data.prices[market.code]?.at(-1)).toBe(market.price);
    for (const coin of HELD_COINS) {
      expect(data.holdings[coin].at(-1)).toBeCloseTo(WALLET_HOLDINGS[coin], 6);
      expect(Math.min(...data.holdings[coin])).toBeGreaterThanOrEqual(0);
    }
  });

  it('replays the trades into the holdings day by day', () => {
    const day = data.days.length - 11;
    const trades = data.trades.filter((trade) => trade.date === data.days[day]);
    for (const coin of HELD_COINS) {
      const moved = trades
        .filter((trade) => trade.coin === coin)
        .reduce((sum, t) => sum + (t.kind === 'Buy' || t.kind === 'Receive' ? t.quantity : -t.quantity), 0);
      expect((data.holdings[coin][day] ?? 0) - (data.holdings[coin][day - 1] ?? 0)).toBeCloseTo(moved, 5);
    }
  });

  it('scopes value changes and transactions to the range', () => {
    const week = summariseCrypto(data, 7, today);
    const quarter = summariseCrypto(data, 90, today);
    expect(week.value).toBe(quarter.value);
    expect(week.valueTrend).toHaveLength(7);
    expect(week.valueTrend.at(-1)?.value).toBe(week.value);
    expect(week.priceTrend('BTC')).toHaveLength(7);
    expect(week.transactions).toBe(data.trades.filter((t) => t.date >= '2026-11-16').length);
    expect(quarter.transactions).toBeGreaterThan(week.transactions);
    expect(week.allocation.reduce((sum, a) => sum + a.today, 0)).toBeCloseTo(week.value, -1);
    // Without trades in between, the profit is the whole change in value.
    const netIn = data.trades
      .filter((t) => t.date >= '2026-11-16')
      .reduce((sum, t) => sum + (t.kind === 'Buy' || t.kind === 'Receive' ? t.value : -t.value), 0);
    expect(week.profit).toBe(week.value - week.valueAtStart - netIn);
  });
});
