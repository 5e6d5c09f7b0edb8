import { describe, expect, it } from 'vitest';
import { buildNftMarket, summariseNft } from './nft-fixtures';

const today = new Date(2026, 10, 22);
const market = buildNftMarket(today);

describe('NFT dashboard figures', () => {
  it('builds the same market for the same day, oldest event first', () => {
    expect(buildNftMarket(today)).toEqual(market);
    const times = market.events.map((event) => event.at);
    expect([...times].sort()).toEqual(times);
  });

  it('sums only the sales inside the range', () => {
    const week = summariseNft(market, 7, today);
    const weekSales = market.events.filter((e) => e.kind === 'Sale' && e.at >= '2026-11-16');
    expect(week.sold).toBe(weekSales.length);
    expect(week.volume).toBe(weekSales.reduce((sum, e) => sum + (e.amount ?? 0), 0));
    expect(week.floor).toBe(Math.min(...weekSales.map((e) => e.amount ?? Infinity)));
    expect(week.days).toHaveLength(7);
    expect(week.days.reduce((sum, day) => sum + day.volume, 0)).toBe(week.volume);
    expect(week.recent.every((e) => e.at >= '2026-11-16')).toBe(true);
  });

  it('splits the volume by collection, largest first, and compares with the period before', () => {
    const month = summariseNft(market, 30, today);
    expect(month.collections.reduce((sum, c) => sum + c.volume, 0)).toBe(month.volume);
    expect(month.collections[0]?.volume).toBeGreaterThanOrEqual(month.collections.at(-1)?.volume ?? 0);
    const monthBefore = market.events.filter(
      (e) => e.kind === 'Sale' && e.at >= '2026-09-24' && e.at < '2026-10-24',
    );
    expect(month.soldBefore).toBe(monthBefore.length);
    expect(summariseNft(market, 90, today).volume).toBeGreaterThan(month.volume);
  });

  it('counts auctions running on the last day and on the day before the range', () => {
    const week = summariseNft(market, 7, today);
    const running = (day: string) =>
      market.auctions.filter((a) => a.startedOn <= day && a.endsOn >= day).length;
    expect(week.activeAuctions).toBe(running('2026-11-22'));
    expect(week.activeAuctionsAtStart).toBe(running('2026-11-15'));
  });
});
