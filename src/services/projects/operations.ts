/**
 * The operations dashboard (operations_dashboard() in SQL: projects by stage, payment stages due
 * this month, recces and designs due and overdue, overdue tasks by person) and the designers'
 * board (designer_workload_board(): each designer's active projects, designs due this week and
 * overdue, with the active projects as cards one can move to another designer). Both SQL
 * functions are SECURITY INVOKER, so row-level security decides what each figure covers.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { PROJECT_STAGES } from './project-model';
import { projectKeys } from './projects';
import { source } from '../kit/data-access';
import { useWrite } from '../kit/record-queries';
import { asc, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

const dateSchema = z.string().transform((value) => value.slice(0, 10));
const countSchema = z.object({ due_week: z.number().int(), overdue: z.number().int() });

export const operationsDashboardSchema = z.object({
  today: dateSchema,
  month_start: dateSchema,
  month_end: dateSchema,
  projects_by_stage: z.array(
    z.object({ stage: z.enum(PROJECT_STAGES), projects: z.number().int(), on_hold: z.number().int() }),
  ),
  /** Null for people who may not see payments (designers, production). */
  payments_due_month: z.object({ count: z.number().int(), amount: numeric }).nullable(),
  recces: countSchema,
  designs: countSchema,
  overdue_tasks: z.array(
    z.object({ staff_id: z.string().nullable(), name: z.string(), overdue: z.number().int() }),
  ),
});
export type OperationsDashboard = z.infer<typeof operationsDashboardSchema>;

export const designerWorkloadSchema = z.object({
  designer_id: z.string(),
  designer_name: z.string(),
  active_projects: z.number().int(),
  designs_due_week: z.number().int(),
  designs_overdue: z.number().int(),
});
export type DesignerWorkload = z.infer<typeof designerWorkloadSchema>;

export const designerBoardSchema = z.object({
  today: dateSchema,
  designers: z.array(designerWorkloadSchema),
  unassigned_projects: z.number().int(),
});
export type DesignerBoard = z.infer<typeof designerBoardSchema>;

/** A card on the designers' board: an active project the caller sees. */
export const boardProjectSchema = z.object({
  id: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  client_name: z.string(),
  stage: z.enum(PROJECT_STAGES),
  on_hold: z.boolean(),
  designer_id: z.string().nullable(),
  version: z.number().int(),
});
export type BoardProject = z.infer<typeof boardProjectSchema>;

/** `today` as YYYY-MM-DD; the database's own today (Asia/Kolkata) when left out. */
export async function operationsDashboard(today?: string, given?: DataSource): Promise<OperationsDashboard> {
  const ds = await source(given);
  return operationsDashboardSchema.parse(
    await ds.rpc<unknown>('operations_dashboard', { p_today: today ?? null }),
  );
}

export async function designerBoard(today?: string, given?: DataSource): Promise<DesignerBoard> {
  const ds = await source(given);
  return designerBoardSchema.parse(
    await ds.rpc<unknown>('designer_workload_board', { p_today: today ?? null }),
  );
}

/** The active (not closed) projects the caller sees, by code, for the board's cards. */
export const boardProjects = (given?: DataSource): Promise<BoardProject[]> =>
  listRows(
    'projects_list',
    boardProjectSchema,
    {
      columns: ['id', 'code', 'name', 'client_name', 'stage', 'on_hold', 'designer_id', 'version'],
      filters: [{ column: 'stage', op: 'neq', value: 'closed' }],
      sort: [asc('code'), asc('id')],
    },
    given,
  );

export interface DesignerMove {
  id: string;
  /** Null leaves the project without a designer. */
  designerId: string | null;
  version: number;
}

/** Gives the project to another designer if nobody saved it since `version` (ConflictError otherwise). */
export async function reassignDesigner(move: DesignerMove, given?: DataSource): Promise<{ version: number }> {
  const ds = await source(given);
  const row = await ds.update<unknown>('projects', move.id, move.version, { designer_id: move.designerId });
  return z.object({ version: z.number().int() }).parse(row);
}

// ---------------------------------------------------------------------------------------------
// Query keys and hooks
// ---------------------------------------------------------------------------------------------

export const operationsKeys = {
  all: ['operations'] as const,
  dashboard: (today: string | undefined) => [...operationsKeys.all, 'dashboard', today ?? 'today'] as const,
  designerBoard: (today: string | undefined) =>
    [...operationsKeys.all, 'designer-board', today ?? 'today'] as const,
  boardProjects: () => [...operationsKeys.all, 'board-projects'] as const,
};

export function useOperationsDashboard(today?: string) {
  return useQuery({ queryKey: operationsKeys.dashboard(today), queryFn: () => operationsDashboard(today) });
}

export function useDesignerBoard(today?: string) {
  return useQuery({ queryKey: operationsKeys.designerBoard(today), queryFn: () => designerBoard(today) });
}

export function useBoardProjects() {
  return useQuery({ queryKey: operationsKeys.boardProjects(), queryFn: () => boardProjects() });
}

export const useReassignDesigner = () =>
  useWrite((move: DesignerMove) => reassignDesigner(move), [operationsKeys.all, projectKeys.all], {
    handlesError: true,
  });
