/** What the create NFT form checks, and how a checked form becomes a listed design in the marketplace. */
import { z } from 'zod';
import {
  NFT_CATEGORIES,
  NFT_COLLECTIONS,
  SALE_TYPES,
  YOU,
  type Nft,
  type NftCategory,
} from '../nft-fixtures';

export const NFT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
/** Pictures are kept in localStorage as data URLs, so they stay small. */
export const NFT_IMAGE_MAX_BYTES = 1024 * 1024;
export const AUCTION_LENGTHS = [
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
] as const;
export const MAX_ROYALTIES_PERCENT = 15;

const wholeRupees = (what: string) => z.coerce.number({ error: `Enter ${what} in rupees.` });

export const createNftSchema = z.object({
  image: z.string().startsWith('data:image/', 'Add a picture of the design.'),
  title: z
    .string()
    .trim()
    .min(1, { message: 'Give the design a name.', abort: true })
    .min(4, 'Use at least 4 characters for the name.')
    .max(80, 'Keep the name under 80 characters.'),
  description: z
    .string()
    .trim()
    .min(20, 'Describe the design in at least 20 characters.')
    .max(600, 'Keep it under 600 characters.'),
  collection: z.enum(NFT_COLLECTIONS, { error: 'Choose a collection.' }),
  category: z.enum(NFT_CATEGORIES, { error: 'Choose a category.' }),
  royaltiesPercent: z.coerce
    .number({ error: 'Enter royalties as a percentage.' })
    .min(0, 'Royalties cannot be negative.')
    .max(MAX_ROYALTIES_PERCENT, `Royalties are at most ${MAX_ROYALTIES_PERCENT} %.`),
  price: wholeRupees('the price')
    .int('Enter whole rupees.')
    .min(1_000, 'The price is at least ₹1,000.')
    .max(10_000_000, 'The price is at most ₹1,00,00,000.'),
  saleType: z.enum(SALE_TYPES),
  auctionHours: z.coerce.number(),
});
export type CreateNftInput = z.input<typeof createNftSchema>;
export type CreateNftValues = z.output<typeof createNftSchema>;

export const EMPTY_CREATE_NFT: CreateNftInput = {
  image: '',
  title: '',
  description: '',
  collection: 'Chakan Workshop Originals',
  category: 'Wardrobes',
  royaltiesPercent: 5,
  price: '',
  saleType: 'buy-now',
  auctionHours: 72,
};

/** The drawing a design falls back to if its picture cannot be shown. */
export const CATEGORY_KIND: Record<NftCategory, Nft['kind']> = {
  Wardrobes: 'wardrobe',
  Kitchens: 'kitchen',
  Living: 'tv-unit',
  Study: 'study-desk',
  Materials: 'panel-stack',
};

export function buildNft(values: CreateNftValues, now: Date): Nft {
  const id = `nft-${now.getTime().toString(36)}`;
  const at = now.toISOString();
  const auction = values.saleType === 'auction';
  return {
    id,
    title: values.title,
    description: values.description,
    creator: YOU,
    owner: YOU,
    collection: values.collection,
    category: values.category,
    kind: CATEGORY_KIND[values.category],
    image: values.image,
    saleType: values.saleType,
    price: values.price,
    // Bids rise by about 2 % of the price, in whole hundreds.
    minimumIncrement: Math.max(100, Math.round(values.price / 5_000) * 100),
    ...(auction ? { auctionRunsForMs: values.auctionHours * 60 * 60 * 1000 } : {}),
    royaltiesPercent: values.royaltiesPercent,
    likes: 0,
    liked: false,
    listedOn: at,
    bids: [],
    offers: [],
    history: [
      { id: `${id}-listed`, event: 'Listed', from: YOU, to: '', amount: values.price, at },
      { id: `${id}-minted`, event: 'Minted', from: '', to: YOU, amount: null, at },
    ],
  };
}
