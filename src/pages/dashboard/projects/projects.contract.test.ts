import { describe, expect, it } from 'vitest';
import { itReadsAndWritesTheUrl } from '@/pages/list-kit/list-contract-testing';
import { listLink, projectQueryOf, projectsList } from './projects.contract';

const read = (search: string) => projectsList.read(new URLSearchParams(search));

describe('the projects list URL', () => {
  itReadsAndWritesTheUrl(projectsList, projectQueryOf, [
    {
      name: 'reads filters, dates, payments and sort from the URL and writes them back the same',
      url: 'q=kitchen&stage=design&designer=d1&rm=r1&from=2026-09-01&to=2026-10-31&payments=due&sort=estimate&dir=desc&page=2',
      query: {
        search: 'kitchen',
        stage: 'design',
        category: undefined,
        status: undefined,
        city: undefined,
        designer: 'd1',
        rm: 'r1',
        from: '2026-09-01',
        to: '2026-10-31',
        payments: 'due',
        sort: { column: 'estimate', descending: true },
        page: 1,
        pageSize: 25,
      },
    },
    {
      name: 'drops what it does not know: a made-up stage, a bad date, an unsortable column',
      url: 'stage=nowhere&from=yesterday&sort=secret&size=7',
      queryHas: { stage: undefined, from: undefined, sort: undefined, pageSize: 25 },
      writes: '',
    },
  ]);

  it('reads payments=month (the operations dashboard’s figure) and drops an unknown payments value', () => {
    const month = read('payments=month&page=3');
    expect(projectQueryOf(month).payments).toBe('month');
    expect(projectsList.write(month).get('payments')).toBe('month');
    const unknown = read('payments=someday');
    expect(unknown.filters.payments).toBeUndefined();
    expect(projectQueryOf(unknown).payments).toBeUndefined();
    expect(projectsList.write(unknown).has('payments')).toBe(false);
  });

  it('builds the KPI cards’ links', () => {
    expect(listLink('/dashboard/projects', { status: 'on_hold' })).toBe('/dashboard/projects?status=on_hold');
    expect(listLink('/dashboard/projects', {})).toBe('/dashboard/projects');
  });
});
