// The queryOptions factories own their keys: a hook, a prefetch and a test asking for the same list
// share one cache entry, and a list that depends on who asks (owner=me) is keyed by that person.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { leadKeys, leadQueries } from '../crm/leads';
import { projectKeys, projectQueries } from '../projects/projects';
import { quotationKeys, quotationQueries } from '../commercials/quotations';

describe('the list and detail queryOptions', () => {
  it('use the domain keys, so invalidating the domain reaches them', () => {
    const query = { owner: 'me', page: 0, pageSize: 25 };
    expect(leadQueries.list(query, { me: 'p1' }).queryKey).toEqual(leadKeys.list(query, { me: 'p1' }));
    expect(leadQueries.list(query, { me: 'p1' }).queryKey).not.toEqual(
      leadQueries.list(query, { me: 'p2' }).queryKey,
    );
    expect(leadQueries.detail('L1').queryKey).toEqual(leadKeys.detail('L1'));
    expect(projectQueries.list({ stage: 'design' }).queryKey).toEqual(projectKeys.list({ stage: 'design' }));
    expect(quotationQueries.list({ status: 'sent' }).queryKey).toEqual(
      quotationKeys.list({ status: 'sent' }),
    );
    expect(quotationQueries.detail('x').queryKey).toEqual(quotationKeys.detail('x'));
  });

  it('wait for an id before asking for one record', () => {
    expect(leadQueries.detail(null).enabled).toBe(false);
    expect(projectQueries.detail('').enabled).toBe(false);
    expect(projectQueries.detail('p').enabled).toBe(true);
    expect(quotationQueries.detail('not-an-id').enabled).toBe(false);
  });

  it('let a prefetch fill the entry a hook then reads', async () => {
    const client = new QueryClient();
    const options = projectQueries.list({ status: 'on_hold' });
    await client.prefetchQuery({ ...options, queryFn: () => Promise.resolve({ rows: [], total: 0 }) });
    expect(client.getQueryData(options.queryKey)).toEqual({ rows: [], total: 0 });
  });
});
