/**
 * The SQL files of supabase/ as the bundler embeds them (in the worker's chunk, and in node tests
 * through Vitest), ordered by planScripts. Adding a migration or seed file needs no code change.
 */
import { planScripts, type SqlScript } from './sql-scripts';

const files = import.meta.glob<string>(
  ['/supabase/embedded/*.sql', '/supabase/migrations/*.sql', '/supabase/seed.sql', '/supabase/seeds/*.sql'],
  { query: '?raw', import: 'default', eager: true },
);

export function bundledScripts(): SqlScript[] {
  return planScripts(files);
}
