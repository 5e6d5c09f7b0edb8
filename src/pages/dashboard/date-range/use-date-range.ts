/** The date range's hooks: the range lives in the URL, and other query parameters are kept. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  isValidRange,
  matchingPreset,
  parseRange,
  parseReportRange,
  presetRange,
  type RangeDays,
  type ReportPresetCode,
  type ReportRange,
} from './date-range';

/**
 * The dashboard's range lives in the URL (`?range=7`), so a shared link or the back button shows the same
 * figures; other query parameters are kept.
 */
export function useDashboardRange(): [RangeDays, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const range = parseRange(params.get('range'));
  const setRange = useCallback(
    (days: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('range', String(parseRange(String(days))));
        return next;
      }),
    [setParams],
  );
  return [range, setRange];
}

export interface ReportRangeState {
  range: ReportRange;
  /** The preset the range matches, 0 for a custom range. */
  preset: ReportPresetCode | 0;
  setRange: (range: ReportRange) => void;
  setPreset: (code: number) => void;
}

/**
 * The report range lives in the URL (`?from=2026-11-01&to=2026-11-25`), so a shared link or the back
 * button shows the same figures; other query parameters are kept. `today` is read once per render.
 */
export function useReportRange(now: () => Date = () => new Date()): ReportRangeState {
  const [params, setParams] = useSearchParams();
  const today = now();
  const range = parseReportRange(params, today);
  const preset = matchingPreset(range, today);
  const setRange = useCallback(
    (next: ReportRange) => {
      if (!isValidRange(next.from, next.to)) return;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      });
    },
    [setParams],
  );
  const setPreset = useCallback(
    (code: number) => {
      if (code === 1 || code === 2 || code === 90) setRange(presetRange(code, now()));
    },
    // `now` is a clock, not state: a new function each render must not re-create the callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setRange],
  );
  const { from, to } = range;
  return useMemo(
    () => ({ range: { from, to }, preset, setRange, setPreset }),
    [from, to, preset, setRange, setPreset],
  );
}
