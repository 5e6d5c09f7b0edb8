/** Copy of the product landing page: what the workshop makes, how a project runs, what customers say. */
import type { FurnitureKind } from '@/ui';

export const LANDING_SECTIONS = [
  { id: 'landing-services', label: 'What we make' },
  { id: 'landing-process', label: 'How it works' },
  { id: 'landing-projects', label: 'Projects' },
  { id: 'landing-reviews', label: 'Reviews' },
  { id: 'landing-enquiry', label: 'Book a visit' },
] as const;

export const SERVICES: { kind: FurnitureKind; title: string; text: string }[] = [
  {
    kind: 'kitchen',
    title: 'Modular kitchens',
    text: 'L, U and parallel layouts in HDHMR or BWP ply, with soft-close hardware and quartz or granite tops.',
  },
  {
    kind: 'wardrobe',
    title: 'Wardrobes',
    text: 'Hinged and sliding wardrobes with lofts, made to the last millimetre of your wall.',
  },
  {
    kind: 'tv-unit',
    title: 'TV and storage units',
    text: 'Wall-mounted units with hidden wiring, fluted panels and profile lighting.',
  },
  {
    kind: 'study-desk',
    title: 'Study and work corners',
    text: 'Desks, bookshelves and overhead storage that fit into the space you have.',
  },
  {
    kind: 'panel-stack',
    title: 'Cut panels for carpenters',
    text: 'Boards cut, edge-banded and labelled from your cut list, ready to assemble on site.',
  },
  {
    kind: 'edge-band',
    title: 'Finishes',
    text: 'Laminates, acrylic, PU paint and veneer, sampled at home before you choose.',
  },
];

export const STEPS = [
  { title: 'Free site visit', text: 'An engineer measures every wall, window and point, and takes photos.' },
  { title: '3D design', text: 'Your designer shares renders; two rounds of changes are included.' },
  { title: 'Clear quotation', text: 'Every part, finish and fitting listed, with GST shown line by line.' },
  { title: 'Made in our workshop', text: 'Optimised cutting, machine edge banding, every part labelled.' },
  {
    title: 'Installed in days',
    text: 'A trained team installs, cleans up and hands over with a warranty card.',
  },
];

export const STATS = [
  { value: '1,200+', label: 'homes furnished' },
  { value: '25 days', label: 'average wardrobe lead time' },
  { value: '10 years', label: 'warranty on boards' },
];

export const REVIEWS = [
  {
    name: 'Anita Sharma',
    place: 'Kothrud',
    text: 'The kitchen was installed in three days and every drawer closes like it should. The quotation had no surprises.',
    rating: 5,
  },
  {
    name: 'Kunal Mehta',
    place: 'Baner',
    text: 'They fitted wardrobes around an old beam that two other companies said could not be done.',
    rating: 5,
  },
  {
    name: 'Sunita Iyer',
    place: 'Aundh',
    text: 'Loved seeing the 3D design first. Installation ran one day late but the team kept us informed.',
    rating: 4,
  },
];
