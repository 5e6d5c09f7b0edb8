import { describe, expect, it } from 'vitest';
import {
  COIN_MARKETS,
  SERIES_POINTS,
  TRANSACTION_FIXTURES,
  WALLET_ADDRESSES,
  WALLET_COINS,
  demoAddress,
  seededRandom,
} from './crypto-fixtures';
import { currency } from './currency-exchange/exchange-rates';
import { isValidAddress, transactionListSchema } from './crypto-model';

describe('crypto fixtures', () => {
  it('are the same on every call of the generator', () => {
    const first = seededRandom(7);
    const second = seededRandom(7);
    expect([first(), first(), first()]).toEqual([second(), second(), second()]);
  });

  it('rank coins by market cap and end each 7-day series at the listed price', () => {
    expect(COIN_MARKETS.map((market) => market.rank)).toEqual(COIN_MARKETS.map((_, index) => index + 1));
    for (let index = 1; index < COIN_MARKETS.length; index += 1) {
      expect(COIN_MARKETS[index - 1]!.marketCap).toBeGreaterThanOrEqual(COIN_MARKETS[index]!.marketCap);
    }
    for (const market of COIN_MARKETS) {
      expect(market.sparkline).toHaveLength(SERIES_POINTS);
      expect(market.sparkline.at(-1)).toBeCloseTo(market.price, 6);
      const weekAgo = market.sparkline[0]!;
      expect(market.change7d).toBeCloseTo((market.price / weekAgo - 1) * 100, 1);
    }
  });

  it('price the coins the exchange converts at the exchange’s rates', () => {
    for (const code of ['BTC', 'ETH', 'SOL', 'USDT']) {
      expect(COIN_MARKETS.find((market) => market.code === code)?.price).toBe(currency(code).inr);
    }
  });

  it('hold transactions the store accepts, newest first, with all five types', () => {
    expect(transactionListSchema.safeParse(TRANSACTION_FIXTURES).success).toBe(true);
    const dates = TRANSACTION_FIXTURES.map((transaction) => transaction.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(TRANSACTION_FIXTURES.map((transaction) => transaction.type)).size).toBe(5);
    expect(new Set(TRANSACTION_FIXTURES.map((transaction) => transaction.id)).size).toBe(
      TRANSACTION_FIXTURES.length,
    );
  });

  it('make addresses that pass the send form’s address check', () => {
    const random = seededRandom(3);
    for (const coin of WALLET_COINS) {
      expect(isValidAddress(coin, WALLET_ADDRESSES[coin])).toBe(true);
      expect(isValidAddress(coin, demoAddress(coin, random))).toBe(true);
    }
  });
});
