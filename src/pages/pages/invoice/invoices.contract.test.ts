import { describe, expect, it } from 'vitest';
import { invoiceQueryOf, invoicesList, receivableQueryOf, receivablesList } from './invoices.contract';

describe('invoices page URL state', () => {
  it('reads the invoices list’s search, status, unpaid flag, sort and page, and writes them back', () => {
    const params = new URLSearchParams(
      'q=sharma&status=issued&unpaid=yes&sort=outstanding&dir=desc&page=2&size=50',
    );
    const state = invoicesList.read(params);
    expect(new Set(invoicesList.write(state))).toEqual(new Set(params));
    expect(invoiceQueryOf(state)).toEqual({
      search: 'sharma',
      status: 'issued',
      unpaid: true,
      sort: { column: 'outstanding', descending: true },
      page: 1,
      pageSize: 50,
    });
  });

  it('sorts invoices newest number first when the URL says nothing, and ignores unknown values', () => {
    const state = invoicesList.read(new URLSearchParams('status=paid&unpaid=maybe&sort=secret&size=7'));
    expect(invoiceQueryOf(state)).toEqual({
      search: undefined,
      status: undefined,
      unpaid: false,
      sort: { column: 'number', descending: true },
      page: 0,
      pageSize: 25,
    });
  });

  it('reads the receivables view with what to show and the open client, owing by default', () => {
    const state = receivablesList.read(new URLSearchParams('view=receivables&show=overdue&client=c-7'));
    expect(state.open).toBe('c-7');
    expect(receivableQueryOf(state)).toMatchObject({
      show: 'overdue',
      sort: { column: 'outstanding', descending: true },
    });
    expect(
      receivableQueryOf(receivablesList.read(new URLSearchParams('view=receivables&show=everyone'))).show,
    ).toBe('owing');
  });
});
