/** The follow-up form's date rule (the list's URL is leads.contract.ts). */
export const PAST_FOLLOW_UP = 'The next follow-up cannot be in the past';

/** A datetime-local value (YYYY-MM-DDTHH:mm, the browser's time zone) for a moment. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a datetime-local value names, or null when it is empty or not a date. */
export function fromLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/**
 * Why the next follow-up cannot be saved, or null. The form picks whole minutes, so the minute
 * that is under way still counts as now.
 */
export function nextFollowUpProblem(value: string, now: Date): string | null {
  if (value.trim() === '') return null;
  const at = fromLocalInput(value);
  if (!at) return 'Enter a date and time';
  const thisMinute = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate(),
    now.getHours(),
    now.getMinutes(),
  );
  return at.getTime() < thisMinute.getTime() ? PAST_FOLLOW_UP : null;
}
