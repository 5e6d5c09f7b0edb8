/**
 * What the template dashboards' fixtures (ecommerce, HR, NFT, crypto, jobs) share besides their date
 * range (date-range/): the history they cover, the seeded sequence they are drawn from, and how a
 * figure's change and a day are shown.
 */

/** The fixtures cover the longest preset and the period before it, which its changes compare against. */
export const HISTORY_DAYS = 180;

/** Day of the week of an ISO day, 0 for Sunday. */
export const weekday = (iso: string) => new Date(`${iso}T00:00:00`).getDay();

/** Percentage change from `before` to `after`, one decimal; undefined when there is nothing to compare with. */
export function percentChange(before: number, after: number): number | undefined {
  if (before === 0) return undefined;
  return Math.round(((after - before) / before) * 1000) / 10;
}

/**
 * A fixed pseudo-random sequence in [0, 1): the fixtures look alive, but every render, run and test sees the
 * same figures for the same seed (never Math.random at render).
 */
export function seededSequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
export type Random = ReturnType<typeof seededSequence>;

/** One element of a non-empty list, chosen by the sequence. */
export function pick<T>(random: Random, list: readonly [T, ...T[]]): T {
  return list[Math.floor(random() * list.length)] ?? list[0];
}

/** A whole number from `min` to `max`, both included. */
export const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

export const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
/** "22 Nov" for an ISO day. */
export const formatDay = (iso: string) => shortDay.format(new Date(`${iso.slice(0, 10)}T00:00:00`));
