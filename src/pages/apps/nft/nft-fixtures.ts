/**
 * The NFT marketplace's demo content, shared by the market place, NFT details, create NFT and live auction
 * pages: one-off digital designs of the studio's furniture (signed 3D models and drawings), priced in rupees.
 */
import { z } from 'zod';

export const NFT_CATEGORIES = ['Wardrobes', 'Kitchens', 'Living', 'Study', 'Materials'] as const;
export type NftCategory = (typeof NFT_CATEGORIES)[number];

export const NFT_COLLECTIONS = [
  'Walnut Ripple',
  'Monsoon Kitchens',
  'Chakan Workshop Originals',
  'Edge & Grain',
  'Compact Living',
] as const;

export const SALE_TYPES = ['buy-now', 'auction'] as const;
export type SaleType = (typeof SALE_TYPES)[number];
export const SALE_TYPE_LABELS: Record<SaleType, string> = { 'buy-now': 'Buy now', auction: 'On auction' };

/** The demo buyer's wallet: bids and offers above it are refused. */
export const WALLET_BALANCE = 500_000;
export const YOU = 'You';

const bidSchema = z.object({ id: z.string(), bidder: z.string(), amount: z.number(), at: z.string() });
export type NftBid = z.infer<typeof bidSchema>;

const historySchema = z.object({
  id: z.string(),
  event: z.enum(['Minted', 'Listed', 'Bid', 'Offer', 'Sale', 'Transfer']),
  from: z.string(),
  to: z.string(),
  amount: z.number().nullable(),
  at: z.string(),
});
export type NftHistoryEvent = z.infer<typeof historySchema>;

export const nftSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  creator: z.string(),
  owner: z.string(),
  collection: z.string(),
  category: z.enum(NFT_CATEGORIES),
  /** The drawing shown when no picture was uploaded. */
  kind: z.enum(['wardrobe', 'kitchen', 'panel-stack', 'edge-band', 'study-desk', 'tv-unit']),
  /** A data URL of an uploaded picture (NFTs created in the demo). */
  image: z.string().optional(),
  saleType: z.enum(SALE_TYPES),
  /** Buy-now price, or the reserve of an auction. */
  price: z.number(),
  minimumIncrement: z.number(),
  /** An auction ends this long after the page opens (a demo: it always has time left). */
  auctionRunsForMs: z.number().optional(),
  royaltiesPercent: z.number(),
  likes: z.number(),
  liked: z.boolean(),
  listedOn: z.string(),
  /** Newest first. */
  bids: z.array(bidSchema),
  /** Newest first; offers on buy-now designs. */
  offers: z.array(bidSchema),
  /** Newest first. */
  history: z.array(historySchema),
});
export type Nft = z.infer<typeof nftSchema>;

const minted = (id: string, creator: string, at: string, price: number): NftHistoryEvent[] => [
  { id: `${id}-listed`, event: 'Listed', from: creator, to: '', amount: price, at },
  { id: `${id}-minted`, event: 'Minted', from: '', to: creator, amount: null, at },
];

/** The live auction's design: the live auction page shows this one. */
export const LIVE_AUCTION_ID = 'nft-walnut-ripple';

export const NFT_FIXTURES: Nft[] = [
  {
    id: LIVE_AUCTION_ID,
    title: 'Walnut Ripple wardrobe, signed 3D model #1/1',
    description:
      'The full parametric model of the Walnut Ripple sliding wardrobe, with production drawings and the right to build one piece.',
    creator: 'Meera Kulkarni Studio',
    owner: 'Meera Kulkarni Studio',
    collection: 'Walnut Ripple',
    category: 'Wardrobes',
    kind: 'wardrobe',
    saleType: 'auction',
    price: 150_000,
    minimumIncrement: 5_000,
    auctionRunsForMs: 2 * 60 * 60 * 1000 + 14 * 60 * 1000,
    royaltiesPercent: 10,
    likes: 214,
    liked: false,
    listedOn: '2026-11-21T09:00:00.000Z',
    bids: [
      { id: 'b3', bidder: 'Dealer, Nashik', amount: 185_000, at: '2026-11-22T08:50:00.000Z' },
      { id: 'b2', bidder: 'Studio Kaarigar', amount: 170_000, at: '2026-11-22T08:18:00.000Z' },
      { id: 'b1', bidder: 'R. Iyer', amount: 155_000, at: '2026-11-22T08:00:00.000Z' },
    ],
    offers: [],
    history: [
      {
        id: 'h-b3',
        event: 'Bid',
        from: 'Dealer, Nashik',
        to: '',
        amount: 185_000,
        at: '2026-11-22T08:50:00.000Z',
      },
      {
        id: 'h-b2',
        event: 'Bid',
        from: 'Studio Kaarigar',
        to: '',
        amount: 170_000,
        at: '2026-11-22T08:18:00.000Z',
      },
      { id: 'h-b1', event: 'Bid', from: 'R. Iyer', to: '', amount: 155_000, at: '2026-11-22T08:00:00.000Z' },
      ...minted('walnut', 'Meera Kulkarni Studio', '2026-11-21T09:00:00.000Z', 150_000),
    ],
  },
  {
    id: 'nft-monsoon-galley',
    title: 'Monsoon galley kitchen, drawing set',
    description:
      'A moisture-proof galley kitchen in BWP plywood with a tall pantry, drawn to the millimetre.',
    creator: 'Priya Sharma',
    owner: 'Priya Sharma',
    collection: 'Monsoon Kitchens',
    category: 'Kitchens',
    kind: 'kitchen',
    saleType: 'buy-now',
    price: 95_000,
    minimumIncrement: 2_000,
    royaltiesPercent: 8,
    likes: 132,
    liked: false,
    listedOn: '2026-11-20T11:30:00.000Z',
    bids: [],
    offers: [{ id: 'o1', bidder: 'Anand Interiors', amount: 82_000, at: '2026-11-21T14:00:00.000Z' }],
    history: [
      {
        id: 'h-o1',
        event: 'Offer',
        from: 'Anand Interiors',
        to: '',
        amount: 82_000,
        at: '2026-11-21T14:00:00.000Z',
      },
      ...minted('monsoon', 'Priya Sharma', '2026-11-20T11:30:00.000Z', 95_000),
    ],
  },
  {
    id: 'nft-floating-tv',
    title: 'Floating TV unit in fluted oak',
    description: 'A wall-hung TV unit with fluted shutters and hidden cable runs; model and cutting list.',
    creator: 'Imran Khan',
    owner: 'Lakeview Homes',
    collection: 'Compact Living',
    category: 'Living',
    kind: 'tv-unit',
    saleType: 'auction',
    price: 60_000,
    minimumIncrement: 2_500,
    auctionRunsForMs: 5 * 60 * 60 * 1000 + 40 * 60 * 1000,
    royaltiesPercent: 7.5,
    likes: 88,
    liked: false,
    listedOn: '2026-11-19T16:00:00.000Z',
    bids: [{ id: 'b-tv1', bidder: 'Kavya Rao', amount: 62_500, at: '2026-11-21T19:20:00.000Z' }],
    offers: [],
    history: [
      {
        id: 'h-tv1',
        event: 'Bid',
        from: 'Kavya Rao',
        to: '',
        amount: 62_500,
        at: '2026-11-21T19:20:00.000Z',
      },
      {
        id: 'h-tv-sale',
        event: 'Sale',
        from: 'Imran Khan',
        to: 'Lakeview Homes',
        amount: 48_000,
        at: '2026-11-10T10:00:00.000Z',
      },
      ...minted('tv', 'Imran Khan', '2026-11-02T10:00:00.000Z', 45_000),
    ],
  },
  {
    id: 'nft-study-nook',
    title: 'Study nook for a 10 × 10 ft room',
    description: 'A 600 mm deep desk, wall shelf and drawer pedestal with a planned cable grommet.',
    creator: 'Suresh Kumar',
    owner: 'Suresh Kumar',
    collection: 'Compact Living',
    category: 'Study',
    kind: 'study-desk',
    saleType: 'buy-now',
    price: 35_000,
    minimumIncrement: 1_000,
    royaltiesPercent: 5,
    likes: 51,
    liked: false,
    listedOn: '2026-11-18T08:00:00.000Z',
    bids: [],
    offers: [],
    history: minted('study', 'Suresh Kumar', '2026-11-18T08:00:00.000Z', 35_000),
  },
  {
    id: 'nft-edge-study',
    title: 'Edge band study: 2 mm PVC on walnut',
    description: 'A close study of how the 2 mm band is trimmed and buffed on the Chakan edge bander.',
    creator: 'Chakan Workshop',
    owner: 'Chakan Workshop',
    collection: 'Edge & Grain',
    category: 'Materials',
    kind: 'edge-band',
    saleType: 'buy-now',
    price: 12_000,
    minimumIncrement: 500,
    royaltiesPercent: 5,
    likes: 19,
    liked: false,
    listedOn: '2026-11-15T12:00:00.000Z',
    bids: [],
    offers: [{ id: 'o-edge', bidder: 'R. Iyer', amount: 10_000, at: '2026-11-16T09:00:00.000Z' }],
    history: [
      {
        id: 'h-o-edge',
        event: 'Offer',
        from: 'R. Iyer',
        to: '',
        amount: 10_000,
        at: '2026-11-16T09:00:00.000Z',
      },
      ...minted('edge', 'Chakan Workshop', '2026-11-15T12:00:00.000Z', 12_000),
    ],
  },
  {
    id: 'nft-panel-stack',
    title: 'Panel stack, first cut of the season',
    description: 'The first laminated panels cut in the new plant, photographed and modelled as they stood.',
    creator: 'Chakan Workshop',
    owner: 'Dealer, Nashik',
    collection: 'Chakan Workshop Originals',
    category: 'Materials',
    kind: 'panel-stack',
    saleType: 'auction',
    price: 20_000,
    minimumIncrement: 1_000,
    auctionRunsForMs: 26 * 60 * 60 * 1000,
    royaltiesPercent: 6,
    likes: 43,
    liked: false,
    listedOn: '2026-11-14T07:00:00.000Z',
    bids: [],
    offers: [],
    history: [
      {
        id: 'h-panel-sale',
        event: 'Sale',
        from: 'Chakan Workshop',
        to: 'Dealer, Nashik',
        amount: 16_000,
        at: '2026-11-12T10:00:00.000Z',
      },
      ...minted('panel', 'Chakan Workshop', '2026-11-01T07:00:00.000Z', 15_000),
    ],
  },
  {
    id: 'nft-loft-wardrobe',
    title: 'Three-door wardrobe with loft',
    description: 'A hinged three-door wardrobe with a full-width loft, sized for a 9 ft ceiling.',
    creator: 'Meera Kulkarni Studio',
    owner: 'Meera Kulkarni Studio',
    collection: 'Walnut Ripple',
    category: 'Wardrobes',
    kind: 'wardrobe',
    saleType: 'buy-now',
    price: 72_000,
    minimumIncrement: 2_000,
    royaltiesPercent: 10,
    likes: 97,
    liked: false,
    listedOn: '2026-11-12T10:00:00.000Z',
    bids: [],
    offers: [],
    history: minted('loft', 'Meera Kulkarni Studio', '2026-11-12T10:00:00.000Z', 72_000),
  },
  {
    id: 'nft-island-kitchen',
    title: 'Island kitchen in matte teal',
    description:
      'An island kitchen with a breakfast counter and soft-close drawers; model and hardware list.',
    creator: 'Priya Sharma',
    owner: 'Priya Sharma',
    collection: 'Monsoon Kitchens',
    category: 'Kitchens',
    kind: 'kitchen',
    saleType: 'auction',
    price: 240_000,
    minimumIncrement: 10_000,
    auctionRunsForMs: 50 * 60 * 60 * 1000,
    royaltiesPercent: 9,
    likes: 176,
    liked: false,
    listedOn: '2026-11-10T09:30:00.000Z',
    bids: [{ id: 'b-isl1', bidder: 'Anand Interiors', amount: 250_000, at: '2026-11-20T13:10:00.000Z' }],
    offers: [],
    history: [
      {
        id: 'h-isl1',
        event: 'Bid',
        from: 'Anand Interiors',
        to: '',
        amount: 250_000,
        at: '2026-11-20T13:10:00.000Z',
      },
      ...minted('island', 'Priya Sharma', '2026-11-10T09:30:00.000Z', 240_000),
    ],
  },
  {
    id: 'nft-low-console',
    title: 'Low console with open shelves',
    description: 'A low TV console in ash veneer with two open bays and a drop-down flap.',
    creator: 'Imran Khan',
    owner: 'Imran Khan',
    collection: 'Compact Living',
    category: 'Living',
    kind: 'tv-unit',
    saleType: 'buy-now',
    price: 28_000,
    minimumIncrement: 1_000,
    royaltiesPercent: 7,
    likes: 34,
    liked: false,
    listedOn: '2026-11-08T15:00:00.000Z',
    bids: [],
    offers: [],
    history: minted('console', 'Imran Khan', '2026-11-08T15:00:00.000Z', 28_000),
  },
  {
    id: 'nft-grain-desk',
    title: 'Grain-matched writing desk',
    description:
      'A writing desk whose top and drawer fronts are cut from one walnut sheet, grain running through.',
    creator: 'Suresh Kumar',
    owner: 'Kavya Rao',
    collection: 'Edge & Grain',
    category: 'Study',
    kind: 'study-desk',
    saleType: 'buy-now',
    price: 54_000,
    minimumIncrement: 2_000,
    royaltiesPercent: 6,
    likes: 62,
    liked: false,
    listedOn: '2026-11-05T10:00:00.000Z',
    bids: [],
    offers: [{ id: 'o-desk', bidder: 'Studio Kaarigar', amount: 45_000, at: '2026-11-07T11:00:00.000Z' }],
    history: [
      {
        id: 'h-o-desk',
        event: 'Offer',
        from: 'Studio Kaarigar',
        to: '',
        amount: 45_000,
        at: '2026-11-07T11:00:00.000Z',
      },
      {
        id: 'h-desk-sale',
        event: 'Sale',
        from: 'Suresh Kumar',
        to: 'Kavya Rao',
        amount: 40_000,
        at: '2026-11-03T10:00:00.000Z',
      },
      ...minted('desk', 'Suresh Kumar', '2026-10-28T10:00:00.000Z', 38_000),
    ],
  },
];
