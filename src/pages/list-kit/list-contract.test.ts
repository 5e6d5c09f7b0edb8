import { describe, expect, it } from 'vitest';
import { anyText, defineListContract, isoDate, oneOf } from './list-contract';
import { tableStateOf, visibilityOf, withTableState, withVisibility } from './use-list-state';

const contract = defineListContract({
  filters: { stage: oneOf(['design', 'recce']), owner: anyText, from: isoDate },
  tableFilters: ['stage', 'owner'],
  sortKeys: ['name', 'due'],
  pageSizes: [25, 50, 100],
  columns: { ids: ['name', 'phone', 'email', 'stage'], defaults: ['name', 'stage'], always: ['name'] },
  openRecord: 'lead',
});

const read = (search: string) => contract.read(new URLSearchParams(search));

describe('a list contract', () => {
  it('reads every part of the URL and writes it back the same', () => {
    const search =
      'q=shah&stage=design&owner=me&from=2026-11-01&sort=due&dir=desc&page=3&size=50&cols=name,email&lead=L1';
    const state = read(search);
    expect(state).toEqual({
      search: 'shah',
      filters: { stage: 'design', owner: 'me', from: '2026-11-01' },
      sort: { key: 'due', desc: true },
      page: 3,
      pageSize: 50,
      columns: ['name', 'email'],
      open: 'L1',
    });
    expect(contract.write(state).toString()).toBe(new URLSearchParams(search).toString());
  });

  it('reads an empty URL as the defaults and writes the defaults as an empty URL', () => {
    expect(read('')).toEqual(contract.defaults);
    expect(contract.defaults).toMatchObject({
      page: 1,
      pageSize: 25,
      sort: null,
      columns: ['name', 'stage'],
    });
    expect(contract.write(contract.defaults).toString()).toBe('');
    expect(
      contract.write({ ...contract.defaults, search: '  ', columns: ['name', 'stage'] }).toString(),
    ).toBe('');
  });

  it('falls back to the default for what it does not allow, and never throws', () => {
    const state = read(
      'stage=nowhere&owner=%20&from=yesterday&sort=phone&dir=up&page=-2&size=7&cols=bogus&lead=',
    );
    expect(state).toEqual(contract.defaults);
    for (const odd of ['page=1.5', 'page=abc', 'page=0', 'size=', 'sort=', 'cols=,,', 'q=%', 'dir=desc']) {
      expect(() => read(odd)).not.toThrow();
      expect(read(odd)).toMatchObject({ page: 1, pageSize: 25, sort: null });
    }
  });

  it('keeps the columns that must show and orders columns as declared', () => {
    expect(read('cols=email,phone').columns).toEqual(['name', 'phone', 'email']);
    expect(read('cols=stage,name').columns).toEqual(['name', 'stage']);
    expect(contract.write(read('cols=stage,name')).has('cols')).toBe(false);
  });

  it('omits a default sort and reads it when the URL has none', () => {
    const sorted = defineListContract({
      filters: {},
      sortKeys: ['issued', 'number'],
      defaultSort: { key: 'issued', desc: true },
      pageSizes: [10, 20],
      defaultPageSize: 20,
    });
    const state = sorted.read(new URLSearchParams('size=10'));
    expect(state).toMatchObject({ sort: { key: 'issued', desc: true }, pageSize: 10 });
    expect(sorted.write(state).toString()).toBe('size=10');
    expect(sorted.write({ ...state, sort: { key: 'number', desc: false } }).toString()).toBe(
      'sort=number&size=10',
    );
  });

  it('refuses a filter named like a parameter it owns', () => {
    expect(() => defineListContract({ filters: { page: anyText }, sortKeys: [], pageSizes: [25] })).toThrow(
      /page/,
    );
  });
});

describe('the DataTable binding', () => {
  it('shows the column filters and a zero-based page, and keeps the other filters on a change', () => {
    const state = read('stage=design&from=2026-11-01&sort=name&page=2');
    const table = tableStateOf(contract, state);
    expect(table).toEqual({
      search: '',
      filters: [{ id: 'stage', value: 'design' }],
      sort: [{ id: 'name', desc: false }],
      page: { index: 1, size: 25 },
    });
    const paged = withTableState(contract, state, { ...table, page: { index: 4, size: 25 } });
    expect(paged).toMatchObject({ page: 5, filters: { stage: 'design', from: '2026-11-01' } });
  });

  it('starts again at page 1 when the search or a filter changes, and drops what the contract refuses', () => {
    const state = read('stage=design&from=2026-11-01&page=4');
    const table = tableStateOf(contract, state);
    const searched = withTableState(contract, state, { ...table, search: 'shah' });
    expect(searched).toMatchObject({ search: 'shah', page: 1 });
    const filtered = withTableState(contract, state, {
      ...table,
      filters: [
        { id: 'stage', value: 'nowhere' },
        { id: 'owner', value: 'p1' },
        { id: 'from', value: '2020-01-01' },
      ],
    });
    expect(filtered).toMatchObject({ filters: { owner: 'p1', from: '2026-11-01' }, page: 1 });
    const unsortable = withTableState(contract, read('sort=due'), {
      ...table,
      sort: [{ id: 'phone', desc: true }],
    });
    expect(unsortable.sort).toEqual({ key: 'due', desc: false });
  });

  it('maps shown columns to visibility and back, the name always shown', () => {
    const state = read('cols=name,email');
    expect(visibilityOf(contract, state)).toEqual({ name: true, phone: false, email: true, stage: false });
    const next = withVisibility(contract, state, { name: false, phone: true, email: false, stage: true });
    expect(next.columns).toEqual(['name', 'phone', 'stage']);
  });
});
