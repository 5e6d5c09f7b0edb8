import { furnitureImageSrc } from '@/ui';
import type { Product } from './shop-model';

/** Each finish is drawn in its own palette, so choosing a finish changes the picture. */
const FINISH_PALETTES = ['brand', 'orange', 'teal', 'purple', 'gray'] as const;

export interface ProductView {
  src: string;
  alt: string;
}

/** The pictures of a product: uploaded photos first, then its drawing in each finish. */
export function productViews(product: Product): ProductView[] {
  const photos = product.photos.map((src, index) => ({ src, alt: `${product.name}, photo ${index + 1}` }));
  const drawings = product.finishes.map((finish, index) => ({
    src: furnitureImageSrc(product.kind, FINISH_PALETTES[index % FINISH_PALETTES.length]),
    alt: `${product.name} in ${finish}`,
  }));
  return [...photos, ...drawings];
}

export function productThumbnail(product: Product, finish?: string): string {
  if (product.photos[0]) return product.photos[0];
  const index = Math.max(0, finish ? product.finishes.indexOf(finish) : 0);
  return furnitureImageSrc(product.kind, FINISH_PALETTES[index % FINISH_PALETTES.length]);
}
