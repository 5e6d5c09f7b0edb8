/** The project mutations: each reloads the project, the list and the headline figures it changed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWrite } from '../kit/record-queries';
import { projectKeys } from './projects';
import {
  createProject,
  moveProjectStage,
  recordPayment,
  type PaymentInput,
  type ProjectFormValues,
  type StageMove,
} from './project-writes';

export const useCreateProject = () =>
  useWrite((values: ProjectFormValues) => createProject(values), [projectKeys.all], {
    handlesError: true,
    refreshOn: 'success',
  });

/** Reads again the moved project (its id is in the move, so not a fixed key useWrite could take). */
export function useMoveProjectStage() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (move: StageMove) => moveProjectStage(move),
    onSettled: async (_result, _error, move) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.detail(move.id) }),
        client.invalidateQueries({ queryKey: projectKeys.lists() }),
        client.invalidateQueries({ queryKey: projectKeys.kpis() }),
      ]);
    },
  });
}

export const useRecordPayment = (projectId: string) =>
  useWrite(
    (input: PaymentInput) => recordPayment(input),
    [
      projectKeys.paymentStages(projectId),
      projectKeys.detail(projectId),
      projectKeys.lists(),
      projectKeys.kpis(),
    ],
    { handlesError: true, refreshOn: 'success' },
  );
