/**
 * A list's date range in the URL (`from` and `to`, YYYY-MM-DD, inclusive), as the analytics page
 * links its figures to the lists behind them; a malformed date is dropped, not guessed.
 */
export interface DateRangeParams {
  from: string | undefined;
  to: string | undefined;
}

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function rangeFromParams(params: URLSearchParams): DateRangeParams {
  const from = params.get('from');
  const to = params.get('to');
  return { from: isDate(from) ? from : undefined, to: isDate(to) ? to : undefined };
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

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const format = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/** "1 Nov 2026 – 30 Nov 2026", "from 1 Nov 2026", "until 30 Nov 2026", or null for no range. */
export function describeRange(range: DateRangeParams): string | null {
  if (range.from && range.to) return `${format(range.from)} – ${format(range.to)}`;
  if (range.from) return `from ${format(range.from)}`;
  if (range.to) return `until ${format(range.to)}`;
  return null;
}
