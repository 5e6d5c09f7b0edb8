/** The design mutations: every design query (lists, details, files, reviews) reloads after a write. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Every design query (lists, details, files, reviews) reloads after a write. */
function useInvalidateDesigns() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: designKeys.all });
}

export function useCreateDesign() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (values: DesignFormValues) => createDesign(values),
    onSuccess: invalidate,
  });
}

export function useUpdateDesign() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (input: { id: string; version: number; changes: Partial<DesignFormValues> }) =>
      updateDesign(input.id, input.version, input.changes),
    onSettled: invalidate,
  });
}

export function useReviewDesign() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (request: ReviewRequest) => reviewDesign(request),
    onSettled: invalidate,
  });
}

export function useUploadDesignFile() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (upload: DesignUpload) => uploadDesignFile(upload),
    onSettled: invalidate,
  });
}

export function useDeleteDesignFile() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { errorTitle: 'The file was not removed' },
    mutationFn: (file: Pick<DesignFile, 'id' | 'storage_path'>) => deleteDesignFile(file),
    onSettled: invalidate,
  });
}
