/**
 * The marketplace's rules, kept apart from the pages so they are tested once: what a design costs now, the
 * smallest bid or offer it takes, the market place's filters and sorts, and recording a bid, an offer or a like.
 */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import {
  NFT_CATEGORIES,
  NFT_FIXTURES,
  nftSchema,
  WALLET_BALANCE,
  type Nft,
  type NftCategory,
} from './nft-fixtures';

export const nftStore = createDemoStore('nft.market', z.array(nftSchema), NFT_FIXTURES);

/** Auctions take bids; buy-now designs take offers below their price. */
const proposals = (nft: Nft) => (nft.saleType === 'auction' ? nft.bids : nft.offers);

/** The highest bid of an auction, or the highest offer on a buy-now design. */
export function highestProposal(nft: Nft): number | null {
  const amounts = proposals(nft).map((proposal) => proposal.amount);
  return amounts.length ? Math.max(...amounts) : null;
}

/** What the card shows and the price filter and sort use: the leading bid of an auction, else the price. */
export function currentPrice(nft: Nft): number {
  return nft.saleType === 'auction' ? (highestProposal(nft) ?? nft.price) : nft.price;
}

/** The smallest acceptable bid (or offer): the highest plus the increment; the reserve (half the price) if none. */
export function minimumProposal(nft: Nft): number {
  const highest = highestProposal(nft);
  if (highest !== null) return highest + nft.minimumIncrement;
  return nft.saleType === 'auction' ? nft.price : Math.round(nft.price / 2);
}

export function proposalSchema(nft: Nft, balance = WALLET_BALANCE) {
  const minimum = minimumProposal(nft);
  const noun = nft.saleType === 'auction' ? 'bid' : 'offer';
  const highest = highestProposal(nft);
  const why =
    highest === null
      ? nft.saleType === 'auction'
        ? 'the reserve'
        : 'half the price'
      : `the highest ${noun} plus ${rupees.format(nft.minimumIncrement)}`;
  return z.object({
    amount: z.coerce
      .number({ error: `Enter your ${noun} in rupees.` })
      .int(`Enter whole rupees.`)
      .min(minimum, `${noun === 'bid' ? 'Bid' : 'Offer'} at least ${rupees.format(minimum)} (${why}).`)
      .max(balance, `Your wallet holds ${rupees.format(balance)}; ${noun} no more than that.`),
  });
}

/** Records a bid (auction) or an offer (buy now), newest first, and its line in the history. */
export function recordProposal(nft: Nft, bidder: string, amount: number, at: Date): Nft {
  const id = `${nft.saleType === 'auction' ? 'bid' : 'offer'}-${at.getTime().toString(36)}`;
  const proposal = { id, bidder, amount, at: at.toISOString() };
  const history = [
    {
      id: `h-${id}`,
      event: nft.saleType === 'auction' ? ('Bid' as const) : ('Offer' as const),
      from: bidder,
      to: '',
      amount,
      at: proposal.at,
    },
    ...nft.history,
  ];
  return nft.saleType === 'auction'
    ? { ...nft, bids: [proposal, ...nft.bids], history }
    : { ...nft, offers: [proposal, ...nft.offers], history };
}

export function toggleLike(nft: Nft): Nft {
  return { ...nft, liked: !nft.liked, likes: nft.likes + (nft.liked ? -1 : 1) };
}

export const MARKET_STATUSES = [
  { value: 'buy-now', label: 'Buy now' },
  { value: 'auction', label: 'On auction' },
  { value: 'offers', label: 'Has offers' },
] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number]['value'];

export const MARKET_SORTS = [
  { value: 'recent', label: 'Recently listed' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'likes', label: 'Most liked' },
] as const;
export type MarketSort = (typeof MARKET_SORTS)[number]['value'];

export interface MarketQuery {
  search: string;
  category: NftCategory | null;
  status: MarketStatus | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: MarketSort;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  values.find((value) => value === raw) ?? null;

const amount = (raw: string | null) => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/** The market place keeps its filters in the URL; anything unknown there is ignored. */
export function parseMarketQuery(params: URLSearchParams): MarketQuery {
  return {
    search: params.get('q') ?? '',
    category: oneOf(NFT_CATEGORIES, params.get('category')),
    status: oneOf(
      MARKET_STATUSES.map((status) => status.value),
      params.get('status'),
    ),
    minPrice: amount(params.get('min')),
    maxPrice: amount(params.get('max')),
    sort:
      oneOf(
        MARKET_SORTS.map((sort) => sort.value),
        params.get('sort'),
      ) ?? 'recent',
  };
}

export function filterMarket(nfts: readonly Nft[], query: MarketQuery): Nft[] {
  const words = query.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = nfts.filter((nft) => {
    const price = currentPrice(nft);
    if (query.category && nft.category !== query.category) return false;
    if (query.status === 'offers' && nft.offers.length === 0) return false;
    if (query.status && query.status !== 'offers' && nft.saleType !== query.status) return false;
    if (query.minPrice !== null && price < query.minPrice) return false;
    if (query.maxPrice !== null && price > query.maxPrice) return false;
    const text = `${nft.title} ${nft.creator} ${nft.collection} ${nft.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const order: Record<MarketSort, (a: Nft, b: Nft) => number> = {
    recent: (a, b) => b.listedOn.localeCompare(a.listedOn),
    'price-asc': (a, b) => currentPrice(a) - currentPrice(b),
    'price-desc': (a, b) => currentPrice(b) - currentPrice(a),
    likes: (a, b) => b.likes - a.likes,
  };
  return matches.sort(order[query.sort]);
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
/** Bids and history lines: "22 Nov, 2:20 pm". */
export const formatNftTime = (iso: string) => timeFormat.format(new Date(iso));
