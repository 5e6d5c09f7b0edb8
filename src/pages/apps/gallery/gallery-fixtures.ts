/** Photos of finished work for the gallery, drawn from the design system's furniture illustrations. */
import type { FurnitureKind } from '@/ui';

export const GALLERY_CATEGORIES = ['Kitchens', 'Wardrobes', 'Living', 'Workshop'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryPhoto {
  id: string;
  title: string;
  place: string;
  category: GalleryCategory;
  kind: FurnitureKind;
  /** Colour palette of the drawing, standing in for the finish. */
  palette: string;
}

export const GALLERY_PHOTOS: GalleryPhoto[] = [
  {
    id: 'g1',
    title: 'Sage acrylic L-kitchen',
    place: 'Kothrud',
    category: 'Kitchens',
    kind: 'kitchen',
    palette: 'green',
  },
  {
    id: 'g2',
    title: 'Walnut parallel kitchen',
    place: 'Wakad',
    category: 'Kitchens',
    kind: 'kitchen',
    palette: 'orange',
  },
  {
    id: 'g3',
    title: 'White gloss U-kitchen',
    place: 'Aundh',
    category: 'Kitchens',
    kind: 'kitchen',
    palette: 'gray',
  },
  {
    id: 'g4',
    title: 'Sliding wardrobe with loft',
    place: 'Baner',
    category: 'Wardrobes',
    kind: 'wardrobe',
    palette: 'brand',
  },
  {
    id: 'g5',
    title: 'Teal hinged wardrobe',
    place: 'Hinjewadi',
    category: 'Wardrobes',
    kind: 'wardrobe',
    palette: 'teal',
  },
  {
    id: 'g6',
    title: 'Kids room wardrobe',
    place: 'Viman Nagar',
    category: 'Wardrobes',
    kind: 'wardrobe',
    palette: 'purple',
  },
  {
    id: 'g7',
    title: 'Fluted TV wall',
    place: 'Aundh',
    category: 'Living',
    kind: 'tv-unit',
    palette: 'orange',
  },
  {
    id: 'g8',
    title: 'Floating TV unit',
    place: 'Kharadi',
    category: 'Living',
    kind: 'tv-unit',
    palette: 'blue',
  },
  {
    id: 'g9',
    title: 'Two-desk study',
    place: 'Wakad',
    category: 'Living',
    kind: 'study-desk',
    palette: 'teal',
  },
  {
    id: 'g10',
    title: 'HDHMR panels ready to band',
    place: 'Chakan workshop',
    category: 'Workshop',
    kind: 'panel-stack',
    palette: 'brand',
  },
  {
    id: 'g11',
    title: 'Edge band rolls, new stock',
    place: 'Chakan workshop',
    category: 'Workshop',
    kind: 'edge-band',
    palette: 'gray',
  },
  {
    id: 'g12',
    title: 'Laminate-faced panels',
    place: 'Chakan workshop',
    category: 'Workshop',
    kind: 'panel-stack',
    palette: 'green',
  },
];
