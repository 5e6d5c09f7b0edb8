/** The design mutations: every design query (lists, details, files, reviews) reloads after a write. */
import { useWrite } from '../kit/record-queries';
import { type DesignFile } from './design-model';
import { designKeys } from './designs';
import {
  createDesign,
  deleteDesignFile,
  reviewDesign,
  updateDesign,
  uploadDesignFile,
  type DesignFormValues,
  type DesignUpload,
  type ReviewRequest,
} from './design-writes';

const refresh = [designKeys.all];

export const useCreateDesign = () =>
  useWrite((values: DesignFormValues) => createDesign(values), refresh, {
    handlesError: true,
    refreshOn: 'success',
  });

export const useUpdateDesign = () =>
  useWrite(
    (input: { id: string; version: number; changes: Partial<DesignFormValues> }) =>
      updateDesign(input.id, input.version, input.changes),
    refresh,
    { handlesError: true },
  );

export const useReviewDesign = () =>
  useWrite((request: ReviewRequest) => reviewDesign(request), refresh, { handlesError: true });

export const useUploadDesignFile = () =>
  useWrite((upload: DesignUpload) => uploadDesignFile(upload), refresh, { handlesError: true });

export const useDeleteDesignFile = () =>
  useWrite((file: Pick<DesignFile, 'id' | 'storage_path'>) => deleteDesignFile(file), refresh, {
    errorTitle: 'The file was not removed',
  });
