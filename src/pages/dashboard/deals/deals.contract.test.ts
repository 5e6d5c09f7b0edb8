import { describe, expect, it } from 'vitest';
import { tableStateOf, withTableState } from '@/pages/list-kit';
import { dealQueryOf, dealsList, dealViewOf, withView } from './deals.contract';

const read = (search: string) => dealsList.read(new URLSearchParams(search));
const write = (state: ReturnType<typeof read>) => dealsList.write(state).toString();

describe('the deals contract', () => {
  it('reads the view and the filters from the URL', () => {
    expect(dealViewOf(read('view=list'))).toBe('list');
    expect(dealViewOf(read('view=nonsense'))).toBe('board');
    expect(dealQueryOf(read('owner=o1&pipeline=Kitchens&q=%20oak%20'))).toEqual({
      owner: 'o1',
      pipeline: 'Kitchens',
      search: 'oak',
    });
  });

  it('writes back what it read', () => {
    const search = 'q=oak&view=list&owner=o1&pipeline=Kitchens&sort=value&dir=desc&page=2&size=50';
    expect(write(read(search))).toBe(search);
  });

  it('drops the page on a new filter and removes a cleared one', () => {
    const state = read('q=a&page=3');
    const table = tableStateOf(dealsList, state);
    const filtered = withTableState(dealsList, state, { ...table, filters: [{ id: 'owner', value: 'x' }] });
    expect(write(filtered)).toBe('q=a&owner=x');
    const cleared = withTableState(dealsList, read('q=a'), {
      ...tableStateOf(dealsList, read('q=a')),
      search: '',
    });
    expect(write(cleared)).toBe('');
  });

  it('keeps the list view when the table changes, and the search and filters when the view does', () => {
    const state = read('view=list&owner=o1&page=2');
    const table = tableStateOf(dealsList, state);
    expect(write(withTableState(dealsList, state, { ...table, page: { index: 2, size: 25 } }))).toBe(
      'view=list&owner=o1&page=3',
    );
    expect(write(withView(read('q=oak&view=list&owner=o1&sort=value&page=2'), 'board'))).toBe(
      'q=oak&owner=o1',
    );
    expect(write(withView(read('q=oak&pipeline=P'), 'list'))).toBe('q=oak&view=list&pipeline=P');
  });
});
