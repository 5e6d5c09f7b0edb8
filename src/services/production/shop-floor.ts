/**
 * The shop floor: the work centres (stations) parts go through, each order's progress per station,
 * and the two things an operator does at a station: scan a part's label to mark its step done, and
 * at quality check reject a part back to an earlier station with a reason. The database decides
 * (scan_part, reject_part): a scan out of order or a second scan is refused with its reason and
 * changes nothing; the order becomes ready to dispatch when its last part is packed. No money here.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DataSourceError, isDataSourceError, type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { recordQuery, useWrite } from '../kit/record-queries';
import { asc, eq, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

export const WORK_CENTRE_KINDS = [
  'panel_saw',
  'edge_bander',
  'cnc',
  'assembly',
  'quality_check',
  'packing',
  'dispatch',
] as const;
export type WorkCentreKind = (typeof WORK_CENTRE_KINDS)[number];

export const workCentreSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(WORK_CENTRE_KINDS),
  position: z.number(),
});
export type WorkCentre = z.infer<typeof workCentreSchema>;

export const stationProgressSchema = z.object({
  order_id: z.string(),
  work_centre_id: z.string(),
  work_centre_code: z.string(),
  work_centre_name: z.string(),
  work_centre_position: z.number(),
  parts_total: z.number(),
  parts_done: z.number(),
  parts_waiting: z.number(),
  percent_done: numeric,
});
export type StationProgress = z.infer<typeof stationProgressSchema>;

export interface OrderProgress {
  /** One row per station the order's parts pass, in shop order. */
  readonly stations: readonly StationProgress[];
  /** Steps done over steps to do, across every part and station; null before any part is cut. */
  readonly percentDone: number | null;
}

export const scanResultSchema = z.object({
  cut_part_id: z.string(),
  name: z.string(),
  order_id: z.string(),
  done_at: z.string(),
  next: z.string().nullable(),
  packed: z.boolean(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

export const rejectResultSchema = z.object({
  cut_part_id: z.string(),
  name: z.string(),
  back_to: z.string(),
});
export type RejectResult = z.infer<typeof rejectResultSchema>;

/** The active stations in the order parts reach them. */
export const listWorkCentres = (given?: DataSource): Promise<WorkCentre[]> =>
  listRows(
    'work_centres',
    workCentreSchema,
    { filters: [eq('active', true)], sort: [asc('position')] },
    given,
  );

export async function orderProgress(orderId: string, given?: DataSource): Promise<OrderProgress> {
  const stations = await listRows(
    'order_station_progress',
    stationProgressSchema,
    { filters: [eq('order_id', orderId)], sort: [asc('work_centre_position')] },
    given,
  );
  const total = stations.reduce((sum, s) => sum + s.parts_total, 0);
  const done = stations.reduce((sum, s) => sum + s.parts_done, 0);
  return { stations, percentDone: total === 0 ? null : Math.round((done / total) * 1000) / 10 };
}

/** What the operator reads when the database refuses a scan: its own sentence, or who may scan. */
export function scanRefusal(error: unknown): string {
  if (isDataSourceError(error) && error.kind === 'permission') {
    return 'Scanning at a station needs the “production.scan” permission.';
  }
  return error instanceof Error ? error.message : 'The scan was not recorded.';
}

async function refusedInWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDataSourceError(error) && error.kind === 'unavailable') throw error;
    throw new DataSourceError(
      isDataSourceError(error) ? error.kind : 'rejected',
      scanRefusal(error),
      isDataSourceError(error) ? { code: error.code, constraint: error.constraint } : {},
      { cause: error },
    );
  }
}

/** The scanned label's text (its QR link) at a station: the part's step there is done. */
export async function scanPart(
  payload: string,
  workCentreId: string,
  given?: DataSource,
): Promise<ScanResult> {
  const ds = await source(given);
  return refusedInWords(async () =>
    scanResultSchema.parse(
      await ds.rpc<unknown>('scan_part', { p_payload: payload.trim(), p_work_centre_id: workCentreId }),
    ),
  );
}

export interface Rejection {
  readonly payload: string;
  readonly workCentreId: string;
  readonly reason: string;
  /** The station to redo; null sends the part back to its first step. */
  readonly backTo: string | null;
}

export async function rejectPart(rejection: Rejection, given?: DataSource): Promise<RejectResult> {
  const ds = await source(given);
  return refusedInWords(async () =>
    rejectResultSchema.parse(
      await ds.rpc<unknown>('reject_part', {
        p_payload: rejection.payload.trim(),
        p_work_centre_id: rejection.workCentreId,
        p_reason: rejection.reason.trim(),
        p_back_to: rejection.backTo,
      }),
    ),
  );
}

export const shopFloorKeys = {
  all: ['shop-floor'] as const,
  stations: () => [...shopFloorKeys.all, 'stations'] as const,
  orderProgress: (orderId: string) => [...shopFloorKeys.all, 'order-progress', orderId] as const,
};

export const shopFloorQueries = {
  stations: () =>
    queryOptions({
      queryKey: shopFloorKeys.stations(),
      queryFn: () => listWorkCentres(),
      staleTime: 300_000,
    }),
  orderProgress: (orderId: string | null) => recordQuery(orderId, shopFloorKeys.orderProgress, orderProgress),
};

export function useWorkCentres() {
  return useQuery(shopFloorQueries.stations());
}

export function useOrderProgress(orderId: string | null) {
  return useQuery(shopFloorQueries.orderProgress(orderId));
}

/** A scan at a station; progress (and the order, which may now be ready) is read again. */
export const useScanPart = () =>
  useWrite(
    (input: { payload: string; workCentreId: string }) => scanPart(input.payload, input.workCentreId),
    [shopFloorKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );

export const useRejectPart = () =>
  useWrite((rejection: Rejection) => rejectPart(rejection), [shopFloorKeys.all], {
    handlesError: true,
    refreshOn: 'success',
  });
