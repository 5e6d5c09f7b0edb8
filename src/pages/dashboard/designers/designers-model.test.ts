import { describe, expect, it } from 'vitest';
import type { BoardProject, DesignerBoard } from '@/services/projects';
import {
  boardColumns,
  cardColumn,
  cardLabel,
  designerOf,
  UNASSIGNED,
  workloadSummary,
} from './designers-model';

const board: DesignerBoard = {
  today: '2026-11-25',
  unassigned_projects: 1,
  designers: [
    {
      designer_id: 'd1',
      designer_name: 'Meera Iyer',
      active_projects: 1,
      designs_due_week: 2,
      designs_overdue: 1,
    },
    {
      designer_id: 'd2',
      designer_name: 'Rohan Das',
      active_projects: 0,
      designs_due_week: 0,
      designs_overdue: 0,
    },
  ],
};
const project = (id: string, designer: string | null): BoardProject => ({
  id,
  code: `PRJ-${id}`,
  name: `Project ${id}`,
  client_name: 'Client',
  stage: 'design',
  on_hold: false,
  designer_id: designer,
  version: 1,
});

describe('designers board model', () => {
  it('gives each designer a column and adds one for projects without a designer', () => {
    const columns = boardColumns(board, [project('1', 'd1'), project('2', null), project('3', 'gone')]);
    expect(columns.map((column) => column.id)).toEqual(['d1', 'd2', UNASSIGNED]);
    expect(columns[0]).toMatchObject({ title: 'Meera Iyer', late: true });
    expect(columns[2]?.summary).toBe('2 active projects');
    expect(cardColumn(project('3', 'gone'), columns)).toBe(UNASSIGNED);
    expect(cardColumn(project('1', 'd1'), columns)).toBe('d1');
  });

  it('says the workload in words and maps the "No designer" column to null', () => {
    expect(workloadSummary({ active_projects: 1, designs_due_week: 2, designs_overdue: 0 })).toBe(
      '1 active project · 2 designs due this week · 0 overdue',
    );
    expect(designerOf(UNASSIGNED)).toBeNull();
    expect(designerOf('d1')).toBe('d1');
    expect(cardLabel(project('1', 'd1'))).toBe('PRJ-1 Project 1');
  });
});
