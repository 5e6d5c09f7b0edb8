import { describe, expect, it } from 'vitest';
import { LIVE_AUCTION_ID, NFT_FIXTURES, type Nft } from './nft-fixtures';
import {
  currentPrice,
  filterMarket,
  minimumProposal,
  parseMarketQuery,
  proposalSchema,
  recordProposal,
  toggleLike,
} from './nft-market';

const byId = (id: string): Nft => {
  const nft = NFT_FIXTURES.find((candidate) => candidate.id === id);
  if (!nft) throw new Error(`no fixture ${id}`);
  return nft;
};
const titles = (nfts: Nft[]) => nfts.map((nft) => nft.id);
const query = (search: string) => parseMarketQuery(new URLSearchParams(search));

describe('prices and bids', () => {
  it('prices an auction at its leading bid and a buy-now design at its price', () => {
    expect(currentPrice(byId(LIVE_AUCTION_ID))).toBe(185_000);
    expect(currentPrice(byId('nft-study-nook'))).toBe(35_000);
    expect(currentPrice(byId('nft-panel-stack'))).toBe(20_000);
  });

  it('asks for the highest bid plus the increment, the reserve without bids, half the price for a first offer', () => {
    expect(minimumProposal(byId(LIVE_AUCTION_ID))).toBe(190_000);
    expect(minimumProposal(byId('nft-panel-stack'))).toBe(20_000);
    expect(minimumProposal(byId('nft-study-nook'))).toBe(17_500);
    expect(minimumProposal(byId('nft-monsoon-galley'))).toBe(84_000);
  });

  it('refuses a bid under the minimum or over the wallet, and accepts one between', () => {
    const schema = proposalSchema(byId(LIVE_AUCTION_ID), 300_000);
    expect(schema.safeParse({ amount: '186000' }).error?.issues[0]?.message).toMatch(
      /Bid at least ₹1,90,000/,
    );
    expect(schema.safeParse({ amount: '400000' }).error?.issues[0]?.message).toMatch(
      /wallet holds ₹3,00,000/,
    );
    expect(schema.safeParse({ amount: '' }).success).toBe(false);
    expect(schema.safeParse({ amount: '190000' }).data).toEqual({ amount: 190_000 });
  });

  it('records a bid first in the bids and the history', () => {
    const at = new Date('2026-11-22T09:00:00.000Z');
    const next = recordProposal(byId(LIVE_AUCTION_ID), 'You', 200_000, at);
    expect(next.bids[0]).toMatchObject({ bidder: 'You', amount: 200_000, at: at.toISOString() });
    expect(next.history[0]).toMatchObject({ event: 'Bid', from: 'You', amount: 200_000 });
    expect(currentPrice(next)).toBe(200_000);
    const offered = recordProposal(byId('nft-study-nook'), 'You', 20_000, at);
    expect(offered.offers).toHaveLength(1);
    expect(offered.bids).toHaveLength(0);
    expect(offered.history[0]?.event).toBe('Offer');
  });

  it('toggles a like and its count', () => {
    const liked = toggleLike(byId('nft-study-nook'));
    expect(liked).toMatchObject({ liked: true, likes: 52 });
    expect(toggleLike(liked)).toMatchObject({ liked: false, likes: 51 });
  });
});

describe('market place filters', () => {
  it('lists everything, newest first, without filters', () => {
    const all = filterMarket(NFT_FIXTURES, query(''));
    expect(all).toHaveLength(NFT_FIXTURES.length);
    expect(all[0]?.id).toBe(LIVE_AUCTION_ID);
  });

  it('narrows by category, status, price and words', () => {
    expect(titles(filterMarket(NFT_FIXTURES, query('category=Kitchens')))).toEqual([
      'nft-monsoon-galley',
      'nft-island-kitchen',
    ]);
    expect(titles(filterMarket(NFT_FIXTURES, query('status=offers')))).toEqual([
      'nft-monsoon-galley',
      'nft-edge-study',
      'nft-grain-desk',
    ]);
    expect(
      filterMarket(NFT_FIXTURES, query('status=auction')).every((nft) => nft.saleType === 'auction'),
    ).toBe(true);
    expect(titles(filterMarket(NFT_FIXTURES, query('min=30000&max=60000&sort=price-asc')))).toEqual([
      'nft-study-nook',
      'nft-grain-desk',
    ]);
    expect(titles(filterMarket(NFT_FIXTURES, query('q=walnut desk')))).toEqual(['nft-grain-desk']);
  });

  it('sorts by price and likes, and ignores unknown values in the URL', () => {
    const cheapest = filterMarket(NFT_FIXTURES, query('sort=price-asc'))[0];
    expect(cheapest?.id).toBe('nft-edge-study');
    expect(filterMarket(NFT_FIXTURES, query('sort=likes'))[0]?.id).toBe(LIVE_AUCTION_ID);
    expect(query('category=Boats&status=sold&min=-5&sort=odd')).toEqual({
      search: '',
      category: null,
      status: null,
      minPrice: null,
      maxPrice: null,
      sort: 'recent',
    });
  });
});
