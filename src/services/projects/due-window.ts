/**
 * "Due this week" and "overdue", as the operations dashboard counts them and the recce and design
 * lists filter by them (`?due=week|overdue`): from the caller's today, a week ahead, or before today.
 */
import { type Filter } from '../backend';

export const DUE_WINDOWS = ['week', 'overdue'] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];
export const isDueWindow = (value: unknown): value is DueWindow =>
  (DUE_WINDOWS as readonly unknown[]).includes(value);

/** A calendar date `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date, or undefined for anything else. */
export function calendarDate(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The due date's conditions: today to six days on for `week`, up to yesterday for `overdue`. */
export function dueWindowFilters(due: DueWindow, today: string, column = 'due_date'): Filter[] {
  return due === 'week'
    ? [
        { column, op: 'gte', value: today },
        { column, op: 'lte', value: addDays(today, 6) },
      ]
    : [{ column, op: 'lte', value: addDays(today, -1) }];
}
