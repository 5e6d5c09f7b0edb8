/**
 * Where each figure of the operations dashboard leads: the list filtered as the figure counts.
 * Projects list: `stage`, `payments=month` (a payment stage due this month still pending); tasks list: `assignee` and `due=overdue`; recces and
 * designs: `due=week|overdue` on their own lists.
 */
import type { ProjectStage } from '@/services/projects';

const link = (path: string, params: Record<string, string>) => {
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
};

export const PROJECTS_PATH = '/dashboard/projects';
export const TASKS_PATH = '/dashboard/tasks';
export const RECCE_PATH = '/dashboard/recce';
export const DESIGN_PATH = '/dashboard/design';

export const stageLink = (stage: ProjectStage) => link(PROJECTS_PATH, { stage });
/** Projects with a payment stage due this month that still waits for money, as the figure counts. */
export const paymentsDueMonthLink = () => link(PROJECTS_PATH, { payments: 'month' });
/** Tasks overdue for one person, or every overdue task when nobody is assigned. */
export const overdueTasksLink = (staffId: string | null) =>
  link(TASKS_PATH, staffId ? { assignee: staffId, due: 'overdue' } : { due: 'overdue' });
export const recceLink = (due: 'week' | 'overdue') => link(RECCE_PATH, { due });
export const designLink = (due: 'week' | 'overdue') => link(DESIGN_PATH, { due });

/** Each bar's share of the longest, in percent (0 when every count is 0). */
export function barWidths(counts: readonly number[]): number[] {
  const most = Math.max(0, ...counts);
  return counts.map((count) => (most === 0 ? 0 : Math.round((count / most) * 100)));
}
