// A list's order: the person's chosen column first, then the list's own order for ties without a
// second key on the chosen column; a default given in place of a choice stands first the same way.
import { describe, expect, it } from 'vitest';
import { chosenSort } from './list-page';
import { asc, desc } from './rows';

describe('chosenSort', () => {
  it("is the list's own order when nothing is chosen", () => {
    expect(chosenSort(undefined, asc('name'), asc('id'))).toEqual([asc('name'), asc('id')]);
    expect(chosenSort(undefined)).toEqual([]);
  });

  it('puts the chosen column first, ascending unless descending was asked', () => {
    expect(chosenSort({ column: 'city' }, asc('name'), asc('id'))).toEqual([
      asc('city'),
      asc('name'),
      asc('id'),
    ]);
    expect(chosenSort({ column: 'city', descending: true }, desc('number'))).toEqual([
      desc('city'),
      desc('number'),
    ]);
  });

  it('leaves out a fallback key on the chosen column, whichever way it runs', () => {
    expect(chosenSort({ column: 'name', descending: true }, asc('name'), asc('id'))).toEqual([
      desc('name'),
      asc('id'),
    ]);
  });

  it('stands a default in for the choice when the list gives way to it', () => {
    const order = (chosen?: { column: string; descending?: boolean }) =>
      chosenSort(chosen ?? { column: 'start_date', descending: true }, asc('id'));
    expect(order()).toEqual([desc('start_date'), asc('id')]);
    expect(order({ column: 'name' })).toEqual([asc('name'), asc('id')]);
  });
});
