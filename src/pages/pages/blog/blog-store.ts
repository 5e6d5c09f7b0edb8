/** Blog posts and their comments for the blog template pages, kept in localStorage. */
import { z } from 'zod';
import { createDemoStore } from '@/services/demo-store';

const commentSchema = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  postedOn: z.string(),
});
export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  author: z.string(),
  postedOn: z.string(),
  tags: z.array(z.string()),
  kind: z.enum(['wardrobe', 'kitchen', 'panel-stack', 'edge-band', 'study-desk', 'tv-unit']),
  comments: z.array(commentSchema),
});
export type BlogPost = z.infer<typeof postSchema>;

export const POST_FIXTURES: BlogPost[] = [
  {
    id: 'b-1',
    title: 'Choosing between HDHMR and plywood for kitchen carcasses',
    summary: 'Moisture, screw holding and price: what decides the board under your sink.',
    body: 'Under a sink the carcass meets water every day. BWP plywood holds screws well and survives the odd leak; HDHMR is denser, flatter and cheaper, and takes edge banding cleanly. We use plywood for sink units and HDHMR elsewhere.',
    author: 'Priya Sharma',
    postedOn: '2026-11-15',
    tags: ['Kitchens', 'Materials'],
    kind: 'kitchen',
    comments: [
      {
        id: 'bc-1',
        author: 'Ananya Iyer',
        text: 'This is exactly what we asked at the showroom.',
        postedOn: '2026-11-16',
      },
    ],
  },
  {
    id: 'b-2',
    title: 'Sliding or hinged wardrobe doors?',
    summary: 'Room width, loft access and what you keep inside.',
    body: 'Sliding shutters save the swing space in small bedrooms but hide half the wardrobe at a time. Hinged shutters open fully and cost less. Measure the room before you choose.',
    author: 'Imran Khan',
    postedOn: '2026-11-02',
    tags: ['Wardrobes', 'Planning'],
    kind: 'wardrobe',
    comments: [],
  },
  {
    id: 'b-3',
    title: 'Why edge banding thickness matters',
    summary: '0.8 mm or 2 mm: where each belongs and how it is applied.',
    body: 'Thin 0.8 mm bands suit hidden edges; 2 mm PVC protects shutter edges that are knocked every day. Our edge bander trims and buffs both.',
    author: 'Suresh Kumar',
    postedOn: '2026-10-20',
    tags: ['Materials', 'Factory'],
    kind: 'edge-band',
    comments: [],
  },
  {
    id: 'b-4',
    title: 'A study corner in a 10 × 10 ft room',
    summary: 'Desk depth, shelf height and where the cables go.',
    body: 'A 600 mm deep desk is enough for a laptop and books. Keep the wall shelf 450 mm above the top, and plan a grommet before the desk is fixed.',
    author: 'Priya Sharma',
    postedOn: '2026-10-05',
    tags: ['Planning', 'Study'],
    kind: 'study-desk',
    comments: [],
  },
];

export const postStore = createDemoStore('blog.posts', z.array(postSchema), POST_FIXTURES);

export const formatPostDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
