/** A live auction of a one-off digital design: a signed 3D model of a studio's signature wardrobe. */
export interface Bid {
  id: string;
  bidder: string;
  amount: number;
  at: string;
}

export const AUCTION = {
  title: 'Walnut Ripple wardrobe, signed 3D model #1/1',
  creator: 'Meera Kulkarni Studio',
  description:
    'The full parametric model of the Walnut Ripple sliding wardrobe, with production drawings and the right to build one piece.',
  reserve: 150_000,
  minimumIncrement: 5_000,
  /** The auction ends this long after the page opens (a demo: it always has time left). */
  runsForMs: 2 * 60 * 60 * 1000 + 14 * 60 * 1000,
};

export const BID_FIXTURES: Bid[] = [
  { id: 'b3', bidder: 'Dealer, Nashik', amount: 185_000, at: '10 min ago' },
  { id: 'b2', bidder: 'Studio Kaarigar', amount: 170_000, at: '42 min ago' },
  { id: 'b1', bidder: 'R. Iyer', amount: 155_000, at: '1 h ago' },
];
