/** The project mutations: each reloads the project, the list and the headline figures it changed. */
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

/** Reads again the moved project, the lists and the figures. */
export const useMoveProjectStage = () =>
  useWrite(
    (move: StageMove) => moveProjectStage(move),
    (move) => [projectKeys.detail(move.id), projectKeys.lists(), projectKeys.kpis()],
    { handlesError: true },
  );

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
