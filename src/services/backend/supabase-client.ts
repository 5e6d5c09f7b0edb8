/**
 * The Supabase client for the configured project, created on first use (supabase-js loads lazily,
 * off the first screen) and kept per URL and key: stories and tests switch backends at run time
 * with overrideBackendConfig, and one client per project avoids duplicate auth listeners.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export interface SupabaseProject {
  url: string;
  anonKey: string;
}

const clients = new Map<string, Promise<SupabaseClient>>();

export function supabaseClient(project: SupabaseProject): Promise<SupabaseClient> {
  const key = `${project.url}\n${project.anonKey}`;
  let client = clients.get(key);
  if (client === undefined) {
    client = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(project.url, project.anonKey, {
        // TanStack Query decides about retries; a second layer here would hide failures for seconds.
        db: { retry: false },
      }),
    );
    clients.set(key, client);
    client.catch(() => clients.delete(key));
  }
  return client;
}
