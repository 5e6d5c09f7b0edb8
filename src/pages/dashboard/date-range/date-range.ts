/**
 * The dashboards' one date-range module. Days are local ISO days (YYYY-MM-DD), so comparing them as
 * strings orders them; every range in a URL is read leniently (what is wrong is dropped or falls back,
 * never guessed). Three shapes, one per kind of page:
 * - a list's optional range, `from` and `to` (either may be missing): the lists the analytics figures
 *   link to (orders, quotations);
 * - a preset number of days ending today, `?range=7`: the template dashboards (ecommerce, HR, NFT, …);
 * - a report range, `from` and `to` both set, with presets: the CRM reports and overview.
 */
import { localIsoDate } from '@/ui/format/local-date';

// ---------------------------------------------------------------------------------------------
// Days
// ---------------------------------------------------------------------------------------------
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The local day an ISO day names, or null when it is not a real day (2026-02-30). */
function dayOf(iso: string): Date | null {
  if (!ISO_DAY.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00`);
  return Number.isNaN(date.getTime()) || localIsoDate(date) !== iso ? null : date;
}

const isIsoDay = (value: string | null): value is string => value !== null && dayOf(value) !== null;

/** The local day `daysAgo` days before `today` (0 is today itself). */
export function isoDay(daysAgo: number, today: Date): string {
  const date = new Date(today);
  date.setDate(date.getDate() - daysAgo);
  return localIsoDate(date);
}

/** Whole days from one ISO day to another (calendar days, whatever daylight saving does). */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [from, to].map((iso) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)));
  return Math.round(((b ?? 0) - (a ?? 0)) / 86_400_000);
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
/** "1 Nov 2026"; text that is not a day is shown as it is. */
const formatIsoDay = (iso: string) => {
  const day = dayOf(iso);
  return day ? dayFormat.format(day) : iso;
};

// ---------------------------------------------------------------------------------------------
// A list's optional range (`from`, `to`)
// ---------------------------------------------------------------------------------------------
export interface DateRangeParams {
  from: string | undefined;
  to: string | undefined;
}

/** The list's range from the URL; a malformed day is dropped, not guessed. */
export function listRangeOf(params: URLSearchParams): DateRangeParams {
  const from = params.get('from');
  const to = params.get('to');
  return { from: isIsoDay(from) ? from : undefined, to: isIsoDay(to) ? to : undefined };
}

/** `params` with the range written in (and nothing of it when it is empty). */
export function withRange(params: URLSearchParams, range: DateRangeParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('from');
  next.delete('to');
  if (range.from) next.set('from', range.from);
  if (range.to) next.set('to', range.to);
  return next;
}

/** "1 Nov 2026 – 30 Nov 2026", "from 1 Nov 2026", "until 30 Nov 2026", or null for no range. */
export function describeRange(range: DateRangeParams): string | null {
  if (range.from && range.to) return `${formatIsoDay(range.from)} – ${formatIsoDay(range.to)}`;
  if (range.from) return `from ${formatIsoDay(range.from)}`;
  if (range.to) return `until ${formatIsoDay(range.to)}`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// A preset number of days ending today (`range`)
// ---------------------------------------------------------------------------------------------
export const RANGE_PRESETS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
] as const;
export type RangeDays = (typeof RANGE_PRESETS)[number]['days'];
export const DEFAULT_RANGE: RangeDays = 30;

/** A range from the URL; anything but a preset falls back to the default. */
export function parseRange(raw: string | null | undefined): RangeDays {
  const days = Number(raw);
  return RANGE_PRESETS.find((preset) => preset.days === days)?.days ?? DEFAULT_RANGE;
}

export const lastDaysLabel = (days: RangeDays) => `last ${days} days`;

/** What a figure's change compares with. */
export const comparedWith = (days: RangeDays) => `vs previous ${days} days`;

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

// ---------------------------------------------------------------------------------------------
// A report range (`from` and `to`, both set) and its presets
// ---------------------------------------------------------------------------------------------
export interface ReportRange {
  from: string;
  to: string;
}

/**
 * RangePresets tells presets apart by a number: these are codes, not lengths (only "Last 90 days"
 * is a count of days).
 */
export const REPORT_PRESETS = [
  { days: 1, label: 'This month' },
  { days: 2, label: 'Last month' },
  { days: 90, label: 'Last 90 days' },
] as const;
export type ReportPresetCode = (typeof REPORT_PRESETS)[number]['days'];

/** The longest range the database reports on (crm_check_range). */
export const MAX_RANGE_DAYS = 731;

export function presetRange(code: ReportPresetCode, today: Date): ReportRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  if (code === 1) return { from: localIsoDate(new Date(year, month, 1)), to: localIsoDate(today) };
  if (code === 2) {
    return { from: localIsoDate(new Date(year, month - 1, 1)), to: localIsoDate(new Date(year, month, 0)) };
  }
  return { from: isoDay(89, today), to: localIsoDate(today) };
}

/** Whether two days make a range the database accepts: real days, in order, at most two years apart. */
export function isValidRange(from: string, to: string): boolean {
  return isIsoDay(from) && isIsoDay(to) && from <= to && daysBetween(from, to) <= MAX_RANGE_DAYS;
}

/** The range from the URL; anything missing or wrong falls back to this month. */
export function parseReportRange(params: URLSearchParams, today: Date): ReportRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return isValidRange(from, to) ? { from, to } : presetRange(1, today);
}

/** The preset a range is, if any (0 for a custom range: no preset button is pressed). */
export function matchingPreset(range: ReportRange, today: Date): ReportPresetCode | 0 {
  const found = REPORT_PRESETS.find((preset) => {
    const candidate = presetRange(preset.days, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
  return found?.days ?? 0;
}
