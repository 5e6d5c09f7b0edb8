import { describe, expect, it } from 'vitest';
import { tableStateOf, withTableState } from '@/pages/list-kit';
import { quotationQueryOf, quotationsList } from './quotations.contract';

describe('the quotations list URL', () => {
  it('reads status, project, search, page and the issue date range the analytics figures link with', () => {
    const params = new URLSearchParams(
      'status=sent&project=8b1a9953-c461-4296-a827-abf8c47804d7&q=kitchen&page=2&from=2026-11-01&to=2026-11-30',
    );
    expect(quotationQueryOf(quotationsList.read(params))).toEqual({
      status: 'sent',
      project: '8b1a9953-c461-4296-a827-abf8c47804d7',
      search: 'kitchen',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 1,
      pageSize: 25,
    });
  });

  it('keeps the range when the table changes, and ignores an unknown status or a bad date', () => {
    const state = quotationsList.read(new URLSearchParams('from=2026-11-01&to=2026-11-30&page=3'));
    const table = tableStateOf(quotationsList, state);
    const next = quotationsList.write(
      withTableState(quotationsList, state, { ...table, search: 'wardrobe' }),
    );
    expect(next.get('from')).toBe('2026-11-01');
    expect(next.get('to')).toBe('2026-11-30');
    expect(next.get('q')).toBe('wardrobe');
    expect(quotationQueryOf(quotationsList.read(new URLSearchParams('status=lost&from=soon')))).toMatchObject(
      {
        status: undefined,
        from: undefined,
      },
    );
  });
});
