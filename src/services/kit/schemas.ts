/**
 * Zod pieces many services parse rows with, in one place: a numeric column (PostgREST returns
 * `numeric` as text, PGlite as a number), an option (id and name) for a select, and the calendar
 * arithmetic list filters use for due windows.
 */
import { z } from 'zod';

/** A `numeric` column: a number, or the text PostgREST sends for one. */
export const numeric = z.union([z.number(), z.string().transform(Number)]);

/** An id and its name, as a select lists it. */
export const optionSchema = z.object({ id: z.string(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** YYYY-MM-DD plus n days, on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
