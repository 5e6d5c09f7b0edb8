/**
 * The app's environment, read once and validated: which backend runs and the app's title.
 * Exactly one of the two Supabase variables set is a configuration error, never a silent fallback.
 */

export const DEFAULT_APP_TITLE = 'FPW';

export type BackendConfig =
  | { kind: 'embedded' }
  | { kind: 'supabase'; url: string; anonKey: string }
  | { kind: 'misconfigured'; missing: 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY' };

export interface RawEnv {
  VITE_SUPABASE_URL?: string | undefined;
  VITE_SUPABASE_ANON_KEY?: string | undefined;
  VITE_APP_TITLE?: string | undefined;
}

const filled = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

export function parseBackendConfig(env: RawEnv): BackendConfig {
  const url = env.VITE_SUPABASE_URL;
  const anonKey = env.VITE_SUPABASE_ANON_KEY;
  if (filled(url) && filled(anonKey)) return { kind: 'supabase', url: url.trim(), anonKey: anonKey.trim() };
  if (filled(url)) return { kind: 'misconfigured', missing: 'VITE_SUPABASE_ANON_KEY' };
  if (filled(anonKey)) return { kind: 'misconfigured', missing: 'VITE_SUPABASE_URL' };
  return { kind: 'embedded' };
}

/** Exactly three letters A to Z; anything else falls back to FPW with a console warning. */
export function parseAppTitle(
  value: string | undefined,
  warn: (message: string) => void = console.warn,
): string {
  if (value === undefined || value === '') return DEFAULT_APP_TITLE;
  if (/^[A-Z]{3}$/.test(value)) return value;
  warn(`VITE_APP_TITLE must be exactly three letters A to Z; got "${value}", using ${DEFAULT_APP_TITLE}.`);
  return DEFAULT_APP_TITLE;
}

const viteEnv = import.meta.env as unknown as RawEnv;

export const APP_TITLE = parseAppTitle(viteEnv.VITE_APP_TITLE);

/** The browser tab's text for a page: `FPW · Page name`. */
export function documentTitle(pageName: string | undefined, appTitle: string = APP_TITLE): string {
  return pageName ? `${appTitle} · ${pageName}` : appTitle;
}

let backendOverride: BackendConfig | null = null;

/** The active backend: from the environment, unless a story or test chose one. */
export function backendConfig(): BackendConfig {
  return backendOverride ?? parseBackendConfig(viteEnv);
}

/** For stories and tests: run against another backend (e.g. Supabase at a fake URL answered by MSW). */
export function overrideBackendConfig(config: BackendConfig | null): void {
  backendOverride = config;
}
