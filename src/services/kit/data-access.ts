/**
 * Two small pieces every domain module of src/services shares: which DataSource a function reads
 * through, and how a person's search text becomes an ILIKE pattern.
 */
import { dataSource, type DataSource } from '../backend';

/** The DataSource given (tests pass one per caller), else the configured backend's. */
export const source = (given?: DataSource): Promise<DataSource> =>
  given ? Promise.resolve(given) : dataSource();

/** `%` and `_` typed by a person are literal characters, not wildcards; matches anywhere. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
