/** The project mutations: each reloads the project, the list and the headline figures it changed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from './projects';
import {
  createProject,
  moveProjectStage,
  recordPayment,
  type PaymentInput,
  type ProjectFormValues,
  type StageMove,
} from './project-writes';

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (values: ProjectFormValues) => createProject(values),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

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

export function useRecordPayment(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (input: PaymentInput) => recordPayment(input),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.paymentStages(projectId) }),
        client.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        client.invalidateQueries({ queryKey: projectKeys.lists() }),
        client.invalidateQueries({ queryKey: projectKeys.kpis() }),
      ]);
    },
  });
}
