/** "in 12 days", "today", "3 days ago": how far the renewal is. */
export function describeRenewal(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 0) return `in ${days} days`;
  if (days === -1) return 'yesterday';
  return `${-days} days ago`;
}
