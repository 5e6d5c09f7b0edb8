import { describe, expect, it } from 'vitest';
import { nftSchema } from '../nft-fixtures';
import { buildNft, createNftSchema, EMPTY_CREATE_NFT } from './create-nft-schema';

const valid = {
  ...EMPTY_CREATE_NFT,
  image: 'data:image/png;base64,iVBORw0KGgo=',
  title: 'Teak bookshelf',
  description: 'A tall teak bookshelf with adjustable shelves.',
  price: '45000',
};

const messages = (input: object) =>
  Object.fromEntries(
    (createNftSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('create NFT form', () => {
  it('refuses the empty form with a message per field', () => {
    expect(messages(EMPTY_CREATE_NFT)).toEqual({
      image: 'Add a picture of the design.',
      title: 'Give the design a name.',
      description: 'Describe the design in at least 20 characters.',
      price: 'The price is at least ₹1,000.',
    });
  });

  it('refuses royalties over 15 % and a price in paise', () => {
    expect(messages({ ...valid, royaltiesPercent: '20', price: '1500.5' })).toEqual({
      royaltiesPercent: 'Royalties are at most 15 %.',
      price: 'Enter whole rupees.',
    });
  });

  it('lists a checked design as yours, with a minted and a listed event', () => {
    const values = createNftSchema.parse({ ...valid, saleType: 'auction', auctionHours: '24' });
    const nft = buildNft(values, new Date('2026-11-22T09:00:00.000Z'));
    expect(nftSchema.safeParse(nft).success).toBe(true);
    expect(nft).toMatchObject({
      title: 'Teak bookshelf',
      creator: 'You',
      owner: 'You',
      kind: 'wardrobe',
      price: 45_000,
      minimumIncrement: 900,
      auctionRunsForMs: 24 * 60 * 60 * 1000,
      likes: 0,
    });
    expect(nft.history.map((event) => event.event)).toEqual(['Listed', 'Minted']);
    const buyNow = buildNft(createNftSchema.parse(valid), new Date());
    expect(buyNow.auctionRunsForMs).toBeUndefined();
  });
});
