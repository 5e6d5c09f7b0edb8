import { furnitureImageSrc } from '@/ui';
import type { Nft, NftCategory } from './nft-fixtures';

/** Each category draws in its own palette, so the grid does not look like one picture repeated. */
const CATEGORY_PALETTE: Record<NftCategory, string> = {
  Wardrobes: 'orange',
  Kitchens: 'teal',
  Living: 'purple',
  Study: 'blue',
  Materials: 'brand',
};

/** The uploaded picture of a created design, else the drawing of its kind. */
export function nftImageSrc(nft: Pick<Nft, 'image' | 'kind' | 'category'>): string {
  return nft.image ?? furnitureImageSrc(nft.kind, CATEGORY_PALETTE[nft.category]);
}
