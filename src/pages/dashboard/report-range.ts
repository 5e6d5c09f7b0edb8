/**
 * The CRM reports' date range (reports and CRM overview): two local days in the URL (`from`, `to`,
 * both included) and three presets. Pure, so the rules are unit-tested without a router.
 */
import { localIsoDate } from '@/ui/format/local-date';

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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(iso: string): Date | null {
  if (!ISO_DAY.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00`);
  return Number.isNaN(date.getTime()) || localIsoDate(date) !== iso ? null : date;
}

/** Whole days from one ISO day to another (calendar days, whatever daylight saving does). */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [from, to].map((iso) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)));
  return Math.round(((b ?? 0) - (a ?? 0)) / 86_400_000);
}

export function presetRange(code: ReportPresetCode, today: Date): ReportRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  if (code === 1) return { from: localIsoDate(new Date(year, month, 1)), to: localIsoDate(today) };
  if (code === 2) {
    return { from: localIsoDate(new Date(year, month - 1, 1)), to: localIsoDate(new Date(year, month, 0)) };
  }
  const start = new Date(today);
  start.setDate(start.getDate() - 89);
  return { from: localIsoDate(start), to: localIsoDate(today) };
}

/** Whether two days make a range the database accepts: real days, in order, at most two years apart. */
export function isValidRange(from: string, to: string): boolean {
  return dayOf(from) !== null && dayOf(to) !== null && from <= to && daysBetween(from, to) <= MAX_RANGE_DAYS;
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

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "1 Nov 2026 – 25 Nov 2026" */
export function rangeLabel(range: ReportRange): string {
  const from = dayOf(range.from);
  const to = dayOf(range.to);
  return from && to ? `${dayFormat.format(from)} – ${dayFormat.format(to)}` : `${range.from} – ${range.to}`;
}
