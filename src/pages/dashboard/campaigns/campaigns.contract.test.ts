import { describe, expect, it } from 'vitest';
import { tableStateOf } from '@/pages/list-kit';
import { campaignQueryOf, campaignsList } from './campaigns.contract';

describe('campaigns list URL state', () => {
  it('reads search, status, priority, sort, page and the open campaign, and writes them back', () => {
    const params = new URLSearchParams(
      'q=diwali&status=active&priority=high&sort=name&dir=desc&page=3&size=50&id=c1',
    );
    const state = campaignsList.read(params);
    expect(tableStateOf(campaignsList, state)).toEqual({
      search: 'diwali',
      filters: [
        { id: 'status', value: 'active' },
        { id: 'priority', value: 'high' },
      ],
      sort: [{ id: 'name', desc: true }],
      page: { index: 2, size: 50 },
    });
    expect(state.open).toBe('c1');
    expect(new Set(campaignsList.write(state))).toEqual(new Set(params));
    expect(campaignQueryOf(state)).toEqual({
      search: 'diwali',
      status: 'active',
      priority: 'high',
      sort: { column: 'name', descending: true },
      page: 2,
      pageSize: 50,
    });
  });

  it('keeps "new" as the open record, for the drawer that creates a campaign', () => {
    expect(campaignsList.read(new URLSearchParams('id=new')).open).toBe('new');
  });

  it('ignores an unknown status, priority, sort column or page size', () => {
    const state = campaignsList.read(
      new URLSearchParams('status=won&priority=asap&sort=secret&size=7&page=-3'),
    );
    const table = tableStateOf(campaignsList, state);
    expect(table.filters).toEqual([]);
    expect(table.sort).toEqual([]);
    expect(table.page).toEqual({ index: 0, size: 25 });
    expect(campaignsList.write(state).toString()).toBe('');
    expect(campaignQueryOf(state)).toEqual({ page: 0, pageSize: 25 });
  });
});
