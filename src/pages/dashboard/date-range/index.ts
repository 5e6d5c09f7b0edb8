/** The dashboards' one date-range module: pure rules, the URL hooks and the list's badge. */
export * from './date-range';
export * from './date-range-badge';
export * from './use-date-range';
