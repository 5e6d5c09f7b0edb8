/** The live auction page's view of the shared marketplace fixtures: one design, its reserve and its bids. */
import { LIVE_AUCTION_ID, NFT_FIXTURES } from '../nft-fixtures';
import { formatNftTime } from '../nft-market';

export interface Bid {
  id: string;
  bidder: string;
  amount: number;
  /** As shown: a time or "just now". */
  at: string;
}

const design = NFT_FIXTURES.find((nft) => nft.id === LIVE_AUCTION_ID);
if (!design) throw new Error('The live auction design is missing from the NFT fixtures.');

export const AUCTION = {
  title: design.title,
  creator: design.creator,
  description: design.description,
  reserve: design.price,
  minimumIncrement: design.minimumIncrement,
  /** The auction ends this long after the page opens (a demo: it always has time left). */
  runsForMs: design.auctionRunsForMs ?? 60 * 60 * 1000,
};

export const BID_FIXTURES: Bid[] = design.bids.map((bid) => ({ ...bid, at: formatNftTime(bid.at) }));
