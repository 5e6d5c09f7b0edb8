const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "31 Oct 2026" for an ISO day or timestamp; "No due date" for none. */
export function formatDay(iso: string | null): string {
  if (iso === null) return 'No due date';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}
