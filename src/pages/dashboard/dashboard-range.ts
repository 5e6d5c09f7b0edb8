/**
 * What the template dashboards (ecommerce, HR, NFT, crypto, jobs) share: the range presets, the days a range
 * covers, and the seeded sequence their fixtures are drawn from. Dates are local ISO days (yyyy-mm-dd), so
 * comparing them as strings orders them.
 */
export const RANGE_PRESETS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
] as const;
export type RangeDays = (typeof RANGE_PRESETS)[number]['days'];
export const DEFAULT_RANGE: RangeDays = 30;
/** The fixtures cover the longest preset and the period before it, which its changes compare against. */
export const HISTORY_DAYS = 180;

/** A range from the URL; anything but a preset falls back to the default. */
export function parseRange(raw: string | null | undefined): RangeDays {
  const days = Number(raw);
  return RANGE_PRESETS.find((preset) => preset.days === days)?.days ?? DEFAULT_RANGE;
}

export const rangeLabel = (days: RangeDays) => `last ${days} days`;

/** The local day `daysAgo` days before `today` (0 is today itself). */
export function isoDay(daysAgo: number, today: Date): string {
  const date = new Date(today);
  date.setDate(date.getDate() - daysAgo);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** First day of the range; the range runs from it to today, both included. */
export const rangeStart = (days: RangeDays, today: Date) => isoDay(days - 1, today);

/** Every day of the range, oldest first. */
export function rangeDayList(days: number, today: Date): string[] {
  return Array.from({ length: days }, (_, index) => isoDay(days - 1 - index, today));
}

/** Whether an ISO day (or the day part of an ISO timestamp) falls inside the range. */
export function inRange(date: string, days: RangeDays, today: Date): boolean {
  const day = date.slice(0, 10);
  return day >= rangeStart(days, today) && day <= isoDay(0, today);
}

/** Whether an ISO day falls in the period of the same length just before the range. */
export function inPreviousRange(date: string, days: RangeDays, today: Date): boolean {
  const day = date.slice(0, 10);
  return day >= isoDay(2 * days - 1, today) && day < rangeStart(days, today);
}

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

/** What a figure's change compares with. */
export const comparedWith = (days: RangeDays) => `vs previous ${days} days`;
