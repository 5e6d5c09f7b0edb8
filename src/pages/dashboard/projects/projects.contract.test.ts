import { describe, expect, it } from 'vitest';
import { listLink, projectQueryOf, projectsList } from './projects.contract';

const read = (search: string) => projectsList.read(new URLSearchParams(search));

describe('the projects list URL', () => {
  it('reads filters, dates, payments and sort from the URL and writes them back the same', () => {
    const search =
      'q=kitchen&stage=design&designer=d1&rm=r1&from=2026-09-01&to=2026-10-31&payments=due&sort=estimate&dir=desc&page=2';
    const view = read(search);
    expect(projectQueryOf(view)).toEqual({
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
    });
    expect(Object.fromEntries(projectsList.write(view))).toEqual(
      Object.fromEntries(new URLSearchParams(search)),
    );
  });

  it('reads payments=month (the operations dashboard’s figure) and drops an unknown payments value', () => {
    const month = read('payments=month&page=3');
    expect(projectQueryOf(month).payments).toBe('month');
    expect(projectsList.write(month).get('payments')).toBe('month');
    const unknown = read('payments=someday');
    expect(unknown.filters.payments).toBeUndefined();
    expect(projectQueryOf(unknown).payments).toBeUndefined();
    expect(projectsList.write(unknown).has('payments')).toBe(false);
  });

  it('drops what it does not know: a made-up stage, a bad date, an unsortable column', () => {
    const query = projectQueryOf(read('stage=nowhere&from=yesterday&sort=secret&size=7'));
    expect(query.stage).toBeUndefined();
    expect(query.from).toBeUndefined();
    expect(query.sort).toBeUndefined();
    expect(query.pageSize).toBe(25);
  });

  it('builds the KPI cards’ links', () => {
    expect(listLink('/dashboard/projects', { status: 'on_hold' })).toBe('/dashboard/projects?status=on_hold');
    expect(listLink('/dashboard/projects', {})).toBe('/dashboard/projects');
  });
});
