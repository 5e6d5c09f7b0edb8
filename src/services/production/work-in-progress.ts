/**
 * Work in progress per station, for the operations dashboard: the parts waiting at each station now
 * and the ones stuck there (no scan for more than STUCK_AFTER_HOURS). The database counts
 * (station_work_in_progress); nothing is summed here. No money.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { source } from '../kit/data-access';
import { shopFloorKeys } from './shop-floor';
import { numeric } from '../kit/schemas';

/** A part with no scan for longer than this many hours is stuck at its station. */
export const STUCK_AFTER_HOURS = 8;

/** How many stuck parts the dashboard lists, longest waiting first. */
export const STUCK_PARTS_SHOWN = 20;

export const stationWorkSchema = z.object({
  work_centre_id: z.string(),
  code: z.string(),
  name: z.string(),
  parts_waiting: numeric,
  parts_stuck: numeric,
  /** The longest-waiting part's last scan (or its cut); null when nothing waits. */
  waiting_since: z.string().nullable(),
});
export type StationWork = z.infer<typeof stationWorkSchema>;

export const stuckPartSchema = z.object({
  cut_part_id: z.string(),
  name: z.string(),
  label_id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  work_centre_name: z.string(),
  waiting_since: z.string(),
});
export type StuckPart = z.infer<typeof stuckPartSchema>;

export const workInProgressSchema = z.object({
  stuck_after_hours: z.number(),
  stations: z.array(stationWorkSchema),
  stuck: z.array(stuckPartSchema),
});
export type WorkInProgress = z.infer<typeof workInProgressSchema>;

export async function stationWorkInProgress(
  stuckAfterHours: number = STUCK_AFTER_HOURS,
  given?: DataSource,
): Promise<WorkInProgress> {
  const ds = await source(given);
  return workInProgressSchema.parse(
    await ds.rpc<unknown>('station_work_in_progress', {
      p_stuck_hours: stuckAfterHours,
      p_limit: STUCK_PARTS_SHOWN,
    }),
  );
}

export function useStationWorkInProgress() {
  return useQuery({
    queryKey: [...shopFloorKeys.all, 'work-in-progress', STUCK_AFTER_HOURS] as const,
    queryFn: () => stationWorkInProgress(),
    refetchInterval: 60_000,
  });
}
