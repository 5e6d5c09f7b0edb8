/** Demo content of the reviews page: its typed fixtures and the store that keeps the user's changes. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';

export const reviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  city: z.string(),
  stars: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  postedOn: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_FIXTURES: Review[] = [
  {
    id: 'r-1',
    author: 'Ananya Iyer',
    city: 'Bengaluru',
    stars: 5,
    title: 'Kitchen fitted in two days',
    text: 'The installers covered the floor, fitted every cabinet square and cleaned up after. The matt sage shutters look better than the sample.',
    postedOn: '2026-11-12',
  },
  {
    id: 'r-2',
    author: 'Rohit Malhotra',
    city: 'Gurugram',
    stars: 4,
    title: 'Solid wardrobe, delivery slipped',
    text: 'Sturdy carcass and smooth sliding doors. Delivery came a week later than promised, but they kept me informed.',
    postedOn: '2026-11-02',
  },
  {
    id: 'r-3',
    author: 'Fatima Shaikh',
    city: 'Pune',
    stars: 5,
    title: 'Study tables the children love',
    text: 'Good finish, no sharp edges, and the drawer unit runs smoothly.',
    postedOn: '2026-10-30',
  },
  {
    id: 'r-4',
    author: 'Karthik Reddy',
    city: 'Hyderabad',
    stars: 3,
    title: 'Nice unit, one panel scratched',
    text: 'The TV unit looks great on the wall. One shutter had a scratch; the replacement took ten days.',
    postedOn: '2026-10-18',
  },
  {
    id: 'r-5',
    author: 'Meera Nair',
    city: 'Kochi',
    stars: 2,
    title: 'Order cancelled',
    text: 'I had to cancel because of a move. The refund came in five days, which was fair.',
    postedOn: '2026-10-02',
  },
  {
    id: 'r-6',
    author: 'Lakeview RWA',
    city: 'Bengaluru',
    stars: 5,
    title: 'Shoe racks for the clubhouse',
    text: 'Six racks delivered and fixed on the day agreed. Good edge banding.',
    postedOn: '2026-09-21',
  },
];

export const reviewStore = createDemoStore('reviews', z.array(reviewSchema), REVIEW_FIXTURES);
