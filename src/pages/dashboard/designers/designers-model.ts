/**
 * The designers' board's pure rules: one column per designer (and one for projects without a
 * designer), a card's column, the designer a column stands for, and each column's summary.
 */
import type { BoardProject, DesignerBoard, DesignerWorkload } from '@/services/projects';

export const UNASSIGNED = 'unassigned';

export const columnOf = (project: Pick<BoardProject, 'designer_id'>): string =>
  project.designer_id ?? UNASSIGNED;
export const designerOf = (columnId: string): string | null => (columnId === UNASSIGNED ? null : columnId);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function workloadSummary(
  row: Pick<DesignerWorkload, 'active_projects' | 'designs_due_week' | 'designs_overdue'>,
) {
  return [
    plural(row.active_projects, 'active project', 'active projects'),
    plural(row.designs_due_week, 'design due this week', 'designs due this week'),
    `${row.designs_overdue} overdue`,
  ].join(' · ');
}

export interface BoardColumn {
  id: string;
  title: string;
  summary: string;
  /** True when the designer has overdue designs. */
  late: boolean;
}

/**
 * The designers in the order the database gives, then "No designer" when any project the caller
 * sees has none (or someone could move one there).
 */
export function boardColumns(board: DesignerBoard, projects: readonly BoardProject[]): BoardColumn[] {
  const columns: BoardColumn[] = board.designers.map((row) => ({
    id: row.designer_id,
    title: row.designer_name,
    summary: workloadSummary(row),
    late: row.designs_overdue > 0,
  }));
  const known = new Set(columns.map((column) => column.id));
  // A project whose designer has left (inactive) still needs a column to be moved from.
  const unassigned = projects.filter(
    (project) => project.designer_id === null || !known.has(project.designer_id),
  );
  columns.push({
    id: UNASSIGNED,
    title: 'No designer',
    summary: plural(unassigned.length, 'active project', 'active projects'),
    late: false,
  });
  return columns;
}

/** The card's column on this board: its designer's, or "No designer" when that designer has no column. */
export function cardColumn(project: BoardProject, columns: readonly BoardColumn[]): string {
  const id = columnOf(project);
  return columns.some((column) => column.id === id) ? id : UNASSIGNED;
}

export const cardLabel = (project: Pick<BoardProject, 'code' | 'name'>) =>
  project.code ? `${project.code} ${project.name}` : project.name;
