/** The recce mutations: each invalidates what it changed and the list (counts, stage, status). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Invalidates the survey's header and the list (counts, stage, status) after any change. */
function useInvalidateRecce() {
  const client = useQueryClient();
  return (id: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: recceKeys.detail(id), exact: true }),
      client.invalidateQueries({ queryKey: recceKeys.lists() }),
    ]);
}

export function useCreateRecce() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (values: NewRecceValues) => createRecce(values),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: recceKeys.lists() });
    },
  });
}

export function useSaveRecceStage(recceId: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (save: Omit<StageSave, 'recceId'>) => saveRecceStage({ ...save, recceId }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recceKeys.stages(recceId) }),
        invalidate(recceId),
      ]);
    },
  });
}

export function useSaveMeasurement(recceId: string) {
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (save: Omit<MeasurementSave, 'recceId'>) => saveMeasurement({ ...save, recceId }),
    onSuccess: async () => {
      await invalidate(recceId);
    },
  });
}

export function useDeleteMeasurement(recceId: string) {
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (id: string) => deleteMeasurement(id),
    onSuccess: async () => {
      await invalidate(recceId);
    },
  });
}

export function useUploadReccePhoto(recceId: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (upload: Omit<PhotoUpload, 'recceId'>) => uploadReccePhoto({ ...upload, recceId }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recceKeys.photos(recceId) }),
        invalidate(recceId),
      ]);
    },
  });
}

export function useDeleteReccePhoto(recceId: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { errorTitle: 'The photo was not deleted' },
    mutationFn: (id: string) => deleteReccePhoto(id),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recceKeys.photos(recceId) }),
        invalidate(recceId),
      ]);
    },
  });
}

export function useCompleteRecce(recceId: string) {
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { errorTitle: 'The recce was not completed' },
    mutationFn: () => completeRecce(recceId),
    onSettled: async () => {
      await invalidate(recceId);
    },
  });
}

export function useReopenRecce(recceId: string) {
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (reason: string) => reopenRecce(recceId, reason),
    onSettled: async () => {
      await invalidate(recceId);
    },
  });
}
