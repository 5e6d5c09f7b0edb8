/**
 * allSalesUsers(): the one call the guard makes (specification section 7). Resolves with the answer
 * as the backend gave it (an array of rows, or one object); rejects when the call fails (an error
 * answer, a non-2xx status, no network), which the guard turns into /unauthorized.
 * The client is made at call time from backendConfig(), so a story can point it at a fake project.
 */
import { backendConfig } from '../kit/config';

export async function allSalesUsers(): Promise<unknown> {
  const config = backendConfig();
  switch (config.kind) {
    case 'supabase': {
      const { supabaseClient } = await import('../backend/supabase-client');
      const client = await supabaseClient(config);
      // GET <url>/rest/v1/sales_users?select=*
      const { data, error, status } = await client.from('sales_users').select('*');
      if (error) throw new Error(`The sales-user list failed (${status || 'network'}): ${error.message}`);
      return data;
    }
    case 'embedded': {
      const { dataSource } = await import('../backend');
      const { rows } = await (await dataSource()).list('sales_users');
      return rows;
    }
    case 'misconfigured':
      throw new Error(`The sales-user list cannot be asked for: ${config.missing} is not set.`);
  }
}
