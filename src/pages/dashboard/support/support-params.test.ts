import { describe, expect, it } from 'vitest';
import { paramsFromState, queryFromParams, stateFromParams, withParam } from './support-params';

describe('support queue URL state', () => {
  it('reads the filters and keeps the queue, breach and open ticket when the table changes', () => {
    const params = new URLSearchParams(
      'q=render&status=active&priority=urgent&assignee=s1&breached=1&ticket=t9',
    );
    expect(queryFromParams(params)).toMatchObject({
      search: 'render',
      status: 'active',
      priority: 'urgent',
      assignee: 's1',
      breached: true,
      page: 0,
    });
    const next = paramsFromState({ ...stateFromParams(params), search: 'kitchen' }, params);
    expect(next.get('q')).toBe('kitchen');
    expect(next.get('assignee')).toBe('s1');
    expect(next.get('ticket')).toBe('t9');
  });

  it('resets the page when a queue is chosen, and drops an unknown status', () => {
    const next = withParam(new URLSearchParams('page=3&status=bogus'), 'assignee', 'none');
    expect(next.get('page')).toBeNull();
    expect(queryFromParams(next)).toMatchObject({ assignee: 'none', status: undefined });
  });
});
