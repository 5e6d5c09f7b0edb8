import { describe, expect, it } from 'vitest';
import { tableStateOf } from '@/pages/list-kit';
import { staffList } from './staff.contract';

describe('staff list URL state', () => {
  it('reads search, designation, status and page from the URL and writes them back', () => {
    const params = new URLSearchParams('q=asha&designation=sales&active=inactive&page=2&size=50');
    const state = staffList.read(params);
    expect(tableStateOf(staffList, state)).toEqual({
      search: 'asha',
      filters: [
        { id: 'designation', value: 'sales' },
        { id: 'active', value: 'inactive' },
      ],
      sort: [],
      page: { index: 1, size: 50 },
    });
    expect(staffList.write(state).toString()).toBe(params.toString());
  });

  it('ignores an unknown designation, status, sort or page size and leaves defaults out', () => {
    const state = staffList.read(
      new URLSearchParams('designation=pilot&active=maybe&sort=name&size=7&page=-1'),
    );
    expect(tableStateOf(staffList, state)).toEqual({
      search: '',
      filters: [],
      sort: [],
      page: { index: 0, size: 25 },
    });
    expect(staffList.write(state).toString()).toBe('');
  });
});
