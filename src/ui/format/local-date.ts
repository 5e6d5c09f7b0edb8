/** A date as YYYY-MM-DD on the user's own calendar (toISOString would give the UTC date: yesterday's before 5:30 in India). */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
