/** The recce mutations: each invalidates what it changed and the list (counts, stage, status). */
import type { QueryKey } from '@tanstack/react-query';
import { useWrite, type WriteOptions } from '../kit/record-queries';
import { recceKeys } from './recces';
import {
  completeRecce,
  createRecce,
  deleteMeasurement,
  deleteReccePhoto,
  reopenRecce,
  saveMeasurement,
  saveRecceStage,
  uploadReccePhoto,
  type MeasurementSave,
  type PhotoUpload,
  type NewRecceValues,
  type StageSave,
} from './recce-writes';

interface RecceWriteOptions extends Pick<WriteOptions<unknown, unknown>, 'handlesError' | 'errorTitle'> {
  /** Queries of the survey the write also changed (its stages, its photos). */
  also?: readonly QueryKey[];
  refreshOn: 'success' | 'settled';
}

/**
 * A write on one survey: reads again the survey's header, exactly (its stages, measurements and
 * photos have keys below it and reload only when named in `also`), and the list (counts, stage,
 * status).
 */
const useRecceWrite = <Result, Variables = void>(
  recceId: string,
  mutationFn: (variables: Variables) => Promise<Result>,
  { also = [], ...options }: RecceWriteOptions,
) =>
  useWrite(
    mutationFn,
    [...also, { queryKey: recceKeys.detail(recceId), exact: true }, recceKeys.lists()],
    options,
  );

export const useCreateRecce = () =>
  useWrite((values: NewRecceValues) => createRecce(values), [recceKeys.lists()], {
    handlesError: true,
    refreshOn: 'success',
  });

export const useSaveRecceStage = (recceId: string) =>
  useRecceWrite(recceId, (save: Omit<StageSave, 'recceId'>) => saveRecceStage({ ...save, recceId }), {
    also: [recceKeys.stages(recceId)],
    refreshOn: 'settled',
    handlesError: true,
  });

export const useSaveMeasurement = (recceId: string) =>
  useRecceWrite(recceId, (save: Omit<MeasurementSave, 'recceId'>) => saveMeasurement({ ...save, recceId }), {
    refreshOn: 'success',
    handlesError: true,
  });

export const useDeleteMeasurement = (recceId: string) =>
  useRecceWrite(recceId, (id: string) => deleteMeasurement(id), {
    refreshOn: 'success',
    handlesError: true,
  });

export const useUploadReccePhoto = (recceId: string) =>
  useRecceWrite(recceId, (upload: Omit<PhotoUpload, 'recceId'>) => uploadReccePhoto({ ...upload, recceId }), {
    also: [recceKeys.photos(recceId)],
    refreshOn: 'success',
    handlesError: true,
  });

export const useDeleteReccePhoto = (recceId: string) =>
  useRecceWrite(recceId, (id: string) => deleteReccePhoto(id), {
    also: [recceKeys.photos(recceId)],
    refreshOn: 'success',
    errorTitle: 'The photo was not deleted',
  });

export const useCompleteRecce = (recceId: string) =>
  useRecceWrite(recceId, () => completeRecce(recceId), {
    refreshOn: 'settled',
    errorTitle: 'The recce was not completed',
  });

export const useReopenRecce = (recceId: string) =>
  useRecceWrite(recceId, (reason: string) => reopenRecce(recceId, reason), {
    refreshOn: 'settled',
    handlesError: true,
  });
