/**
 * Two small pieces every domain module of src/services shares: which DataSource a function reads
 * through, and how a person's search text becomes an ILIKE pattern.
 */
import { dataSource, type DataSource } from '../backend';

/** The DataSource given (tests pass one per caller), else the configured backend's. */
export const source = (given?: DataSource): Promise<DataSource> =>
  given ? Promise.resolve(given) : dataSource();

/** The one search pattern (kit/like-pattern.ts), here for the domains that import it from here. */
export { likePattern } from './like-pattern';
