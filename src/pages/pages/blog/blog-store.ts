/** Blog posts and their comments for the blog template pages, kept in localStorage. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';

const commentSchema = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  postedOn: z.string(),
});
/** The drawing a post shows when it has no cover picture of its own. */
export const POST_KINDS = [
  'kitchen',
  'wardrobe',
  'panel-stack',
  'edge-band',
  'study-desk',
  'tv-unit',
] as const;
export const POST_KIND_LABELS: Record<(typeof POST_KINDS)[number], string> = {
  kitchen: 'Kitchens',
  wardrobe: 'Wardrobes',
  'panel-stack': 'Materials',
  'edge-band': 'Edge bands',
  'study-desk': 'Study',
  'tv-unit': 'Living',
};

export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** HTML from the rich text editor (sanitised again when shown); older posts hold plain text. */
  body: z.string(),
  author: z.string(),
  postedOn: z.string(),
  tags: z.array(z.string()),
  kind: z.enum(POST_KINDS),
  /** A cover picture the writer uploaded, as a data URL; without one the kind's drawing is shown. */
  cover: z.string().startsWith('data:image/').optional(),
  comments: z.array(commentSchema),
});
export type BlogPost = z.infer<typeof postSchema>;

export const POST_FIXTURES: BlogPost[] = [
  {
    id: 'b-1',
    title: 'Choosing between HDHMR and plywood for kitchen carcasses',
    summary: 'Moisture, screw holding and price: what decides the board under your sink.',
    body: '<p>Under a sink the carcass meets water every day. <strong>BWP plywood</strong> holds screws well and survives the odd leak; <strong>HDHMR</strong> is denser, flatter and cheaper, and takes edge banding cleanly.</p><h3>What we do</h3><ul><li>Sink and dishwasher units: 18 mm BWP plywood.</li><li>Everything else: 18 mm HDHMR with 2 mm PVC edge band.</li></ul>',
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
    body: '<p>Sliding shutters save the swing space in small bedrooms but hide half the wardrobe at a time. Hinged shutters open fully and cost less.</p><blockquote>Measure the room before you choose: a hinged shutter needs about 600 mm in front of it.</blockquote>',
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
    body: '<p>Thin <strong>0.8 mm</strong> bands suit hidden edges; <strong>2 mm PVC</strong> protects shutter edges that are knocked every day. Our edge bander trims and buffs both.</p>',
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
    body: '<p>A 600 mm deep desk is enough for a laptop and books.</p><ol><li>Keep the wall shelf 450 mm above the top.</li><li>Plan a cable grommet before the desk is fixed.</li></ol>',
    author: 'Priya Sharma',
    postedOn: '2026-10-05',
    tags: ['Planning', 'Study'],
    kind: 'study-desk',
    comments: [],
  },
];

export const postStore = createDemoStore('blog.posts', z.array(postSchema), POST_FIXTURES);

/** A post's words without markup, for search and for counting what was written. */
export function postPlainText(body: string): string {
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const formatPostDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
