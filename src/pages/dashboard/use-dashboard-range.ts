import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseRange, type RangeDays } from './dashboard-range';

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
