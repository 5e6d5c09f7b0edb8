import { describe, expect, it } from 'vitest';
import { rowsToCsv } from './csv';
import { applyTableState, initialTableState, type DataTableColumn } from './data-table-state';

interface Panel {
  code: string;
  material: string;
  thickness: number;
  received: Date | null;
}

const panels: Panel[] = [
  { code: 'P-10', material: 'MDF', thickness: 18, received: new Date('2026-03-01') },
  { code: 'P-2', material: 'Plywood', thickness: 12, received: null },
  { code: 'P-3', material: 'HDHMR', thickness: 18, received: new Date('2026-01-15') },
  { code: 'P-1', material: 'MDF', thickness: 6, received: new Date('2026-02-10') },
];

const columns: DataTableColumn<Panel>[] = [
  { id: 'code', header: 'Code', value: (panel) => panel.code },
  {
    id: 'material',
    header: 'Material',
    value: (panel) => panel.material,
    filter: { kind: 'select', options: [] },
  },
  { id: 'thickness', header: 'Thickness (mm)', value: (panel) => panel.thickness, searchable: false },
  { id: 'received', header: 'Received', value: (panel) => panel.received, searchable: false },
];

const codes = (rows: Panel[]) => rows.map((panel) => panel.code);

describe('applyTableState', () => {
  it('sorts codes the way people read them (P-2 before P-10)', () => {
    const { rows } = applyTableState(
      panels,
      columns,
      initialTableState({ sort: [{ id: 'code', desc: false }] }),
    );
    expect(codes(rows)).toEqual(['P-1', 'P-2', 'P-3', 'P-10']);
  });

  it('sorts by several columns and keeps blanks last in both directions', () => {
    const state = initialTableState({
      sort: [
        { id: 'thickness', desc: true },
        { id: 'code', desc: false },
      ],
    });
    expect(codes(applyTableState(panels, columns, state).rows)).toEqual(['P-3', 'P-10', 'P-2', 'P-1']);
    const byDate = (desc: boolean) =>
      codes(applyTableState(panels, columns, initialTableState({ sort: [{ id: 'received', desc }] })).rows);
    expect(byDate(false)).toEqual(['P-3', 'P-1', 'P-10', 'P-2']);
    expect(byDate(true)).toEqual(['P-10', 'P-1', 'P-3', 'P-2']);
  });

  it('matches select filters exactly and searches only searchable columns', () => {
    const mdf = applyTableState(
      panels,
      columns,
      initialTableState({ filters: [{ id: 'material', value: 'MDF' }] }),
    );
    expect(mdf.total).toBe(2);
    expect(applyTableState(panels, columns, initialTableState({ search: 'ply' })).total).toBe(1);
    // 18 is a thickness, and thickness is not searchable.
    expect(applyTableState(panels, columns, initialTableState({ search: '18' })).total).toBe(0);
  });

  it('pages after filtering and reports the total across pages', () => {
    const state = initialTableState({ page: { index: 1, size: 3 }, sort: [{ id: 'code', desc: false }] });
    const result = applyTableState(panels, columns, state);
    expect(result.total).toBe(4);
    expect(codes(result.rows)).toEqual(['P-10']);
    expect(result.filtered).toHaveLength(4);
  });
});

describe('rowsToCsv', () => {
  it('writes headers, ISO dates, blanks, quotes and defuses formulae', () => {
    const csv = rowsToCsv(
      [
        { code: 'P-1', material: 'MDF, pre-lam', thickness: 18, received: new Date('2026-02-10') },
        { code: '=HYPERLINK("x")', material: 'MDF', thickness: 6, received: null },
      ],
      columns,
    );
    expect(csv.split('\r\n')).toEqual([
      'Code,Material,Thickness (mm),Received',
      'P-1,"MDF, pre-lam",18,2026-02-10',
      `"'=HYPERLINK(""x"")",MDF,6,`,
    ]);
  });
});
