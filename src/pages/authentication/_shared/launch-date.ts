/**
 * The coming-soon page counts down to a launch that is always ahead: 10:00 on the first day of the
 * month after next. A fixed date would turn the countdown into a row of zeros once it passed.
 */
export function nextLaunch(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth() + 2, 1, 10, 0, 0, 0);
}
