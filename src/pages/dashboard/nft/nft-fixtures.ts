/**
 * The studio's NFT marketplace over the last 180 days: sales, bids, listings and auctions of its design
 * collections; `summariseNft` derives every figure of the NFT dashboard for a range.
 */
import { NFT_COLLECTIONS } from '@/pages/apps/nft/nft-fixtures';
import { inPreviousRange, inRange, isoDay, rangeDayList, type RangeDays } from '../date-range';
import { between, HISTORY_DAYS, pick, seededSequence } from '../template-fixtures';

export type Collection = (typeof NFT_COLLECTIONS)[number];
const COLLECTIONS = NFT_COLLECTIONS as unknown as readonly [Collection, ...Collection[]];
const TRADERS = [
  'studio.eth',
  'woodgrain.eth',
  'Meera K.',
  'ply_collector',
  'Arjun N.',
  'veneer.fan',
  'Kavya R.',
  'laminate.dao',
] as const;
// Collections trade at different levels: the originals fetch the most.
const BASE_PRICE: Record<Collection, number> = {
  'Walnut Ripple': 60_000,
  'Monsoon Kitchens': 42_000,
  'Chakan Workshop Originals': 140_000,
  'Edge & Grain': 18_000,
  'Compact Living': 26_000,
};

export const MARKET_EVENTS = ['Sale', 'Bid', 'Listed', 'Minted'] as const;
export type MarketEventKind = (typeof MARKET_EVENTS)[number];

export interface MarketEvent {
  id: string;
  kind: MarketEventKind;
  /** Local date and time, yyyy-mm-ddThh:mm. */
  at: string;
  item: string;
  collection: Collection;
  from: string;
  to: string | null;
  /** Rupees; null for a mint. */
  amount: number | null;
}

export interface Auction {
  id: string;
  item: string;
  collection: Collection;
  startedOn: string;
  endsOn: string;
}

export interface NftMarketData {
  events: MarketEvent[];
  auctions: Auction[];
}

export function buildNftMarket(today = new Date()): NftMarketData {
  const random = seededSequence(777);
  const events: MarketEvent[] = [];
  const auctions: Auction[] = [];
  let token = 100;
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const date = isoDay(daysAgo, today);
    // Trade picks up towards today, as a market that is growing.
    const count = between(random, 2, 5) + Math.floor((HISTORY_DAYS - daysAgo) / 60);
    for (let index = 0; index < count; index += 1) {
      const collection = pick(random, COLLECTIONS);
      const kind = pick(random, ['Sale', 'Sale', 'Bid', 'Bid', 'Listed', 'Minted'] as const);
      token += 1;
      const price = Math.round((BASE_PRICE[collection] * (0.7 + random() * 0.9)) / 500) * 500;
      // Today's events happen before now, so the activity list never shows one "in 3 hours".
      let hour = between(random, 8, 22);
      let minute = between(random, 0, 59);
      const nowMinutes = today.getHours() * 60 + today.getMinutes();
      if (daysAgo === 0 && hour * 60 + minute > nowMinutes) {
        const earlier = Math.max(nowMinutes - 9 * (count - index), 0);
        hour = Math.floor(earlier / 60);
        minute = earlier % 60;
      }
      events.push({
        id: `EV-${token}`,
        kind,
        at: `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
        item: `${collection} #${between(random, 1, 250)}`,
        collection,
        from: pick(random, TRADERS),
        to: kind === 'Sale' || kind === 'Bid' ? pick(random, TRADERS) : null,
        amount: kind === 'Minted' ? null : price,
      });
    }
    if (random() < 0.25) {
      const collection = pick(random, COLLECTIONS);
      auctions.push({
        id: `AU-${auctions.length + 1}`,
        item: `${collection} #${between(random, 1, 250)}`,
        collection,
        startedOn: date,
        endsOn: isoDay(daysAgo - between(random, 3, 14), today),
      });
    }
  }
  events.sort((a, b) => a.at.localeCompare(b.at));
  return { events, auctions };
}

export interface CollectionFigures {
  collection: Collection;
  volume: number;
  sold: number;
  /** Lowest sale in the range, null when nothing sold. */
  floor: number | null;
  /** Volume change against the previous period, in percent. */
  volumeBefore: number;
}

export interface NftSummary {
  volume: number;
  volumeBefore: number;
  sold: number;
  soldBefore: number;
  floor: number;
  floorBefore: number;
  activeAuctions: number;
  activeAuctionsAtStart: number;
  days: { date: string; volume: number; sold: number }[];
  collections: CollectionFigures[];
  /** The latest events of the range, newest first. */
  recent: MarketEvent[];
}

const sales = (events: readonly MarketEvent[]) => events.filter((event) => event.kind === 'Sale');
const total = (events: readonly MarketEvent[]) => events.reduce((sum, event) => sum + (event.amount ?? 0), 0);
const lowest = (events: readonly MarketEvent[]) =>
  events.length ? Math.min(...events.map((event) => event.amount ?? Infinity)) : 0;

/** Every figure of the NFT dashboard for the last `days` days. */
export function summariseNft(data: NftMarketData, days: RangeDays, today = new Date()): NftSummary {
  const inWindow = data.events.filter((event) => inRange(event.at, days, today));
  const before = data.events.filter((event) => inPreviousRange(event.at, days, today));
  const sold = sales(inWindow);
  const soldBefore = sales(before);
  const last = isoDay(0, today);
  const dayBefore = isoDay(days, today);
  const activeOn = (day: string) =>
    data.auctions.filter((auction) => auction.startedOn <= day && auction.endsOn >= day).length;
  return {
    volume: total(sold),
    volumeBefore: total(soldBefore),
    sold: sold.length,
    soldBefore: soldBefore.length,
    floor: lowest(sold),
    floorBefore: lowest(soldBefore),
    activeAuctions: activeOn(last),
    activeAuctionsAtStart: activeOn(dayBefore),
    days: rangeDayList(days, today).map((date) => {
      const ofDay = sold.filter((event) => event.at.startsWith(date));
      return { date, volume: total(ofDay), sold: ofDay.length };
    }),
    collections: COLLECTIONS.map((collection) => {
      const ofCollection = sold.filter((event) => event.collection === collection);
      return {
        collection,
        volume: total(ofCollection),
        sold: ofCollection.length,
        floor: ofCollection.length ? lowest(ofCollection) : null,
        volumeBefore: total(soldBefore.filter((event) => event.collection === collection)),
      };
    }).sort((a, b) => b.volume - a.volume),
    recent: [...inWindow].reverse().slice(0, 8),
  };
}
