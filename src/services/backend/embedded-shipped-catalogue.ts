/**
 * The schema the build already knows (issue 21): reading the catalogue took ~200 ms of a new tab's
 * first second with the database (two JSON queries while the page renders beside it). The build reads
 * it from its snapshot (build/embedded-snapshot.ts) and ships it as JSON beside it; a database that has
 * had the build's set of SQL files applied has that very schema, so the tab takes the JSON instead.
 * Anything else (another set: a restored older backup, a development server; no file; a malformed one)
 * reads the database as before.
 */
import { catalogueRowsSchema, type CatalogueRows } from './embedded-catalogue.ts';

declare const __FPW_EMBEDDED_CATALOGUE__: string | undefined;
declare const __FPW_SCRIPT_SET__: string | undefined;

export interface ShippedCatalogueSources {
  /** The set of SQL files the opened database has had applied (migrate.ts readScriptSet). */
  databaseScriptSet: () => Promise<string | null>;
  /** The build's set, or null in a build without a snapshot. */
  buildScriptSet: string | null;
  /** The shipped JSON, unparsed; null when there is none. */
  download: Promise<unknown>;
}

/** The build's catalogue rows when they are this database's, else null. Never throws. */
export async function shippedCatalogue(sources: ShippedCatalogueSources): Promise<CatalogueRows | null> {
  if (sources.buildScriptSet === null) return null;
  try {
    const [scriptSet, body] = await Promise.all([sources.databaseScriptSet(), sources.download]);
    if (scriptSet !== sources.buildScriptSet || body === null) return null;
    const parsed = catalogueRowsSchema.safeParse(body);
    if (!parsed.success) {
      console.warn('The shipped catalogue is malformed; reading the database instead.', parsed.error);
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
}

/** The production build's shipped catalogue, fetched at once; null elsewhere or on any failure. */
export function downloadShippedCatalogue(): Promise<unknown> {
  if (typeof __FPW_EMBEDDED_CATALOGUE__ !== 'string') return Promise.resolve(null);
  return fetch(`${import.meta.env.BASE_URL}${__FPW_EMBEDDED_CATALOGUE__}`)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
}

export const BUILD_SCRIPT_SET: string | null =
  typeof __FPW_SCRIPT_SET__ === 'string' ? __FPW_SCRIPT_SET__ : null;
