/**
 * The Supabase backend's file store: Storage, the one private bucket (PROJECT_FILES_BUCKET), whose
 * policies follow the owning project's row-level security (migration 20261125100000). Files are
 * viewed through signed URLs. supabase-js reports no upload progress, so progress goes 0, then 1.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  FileStoreError,
  PROJECT_FILES_BUCKET,
  type FileErrorKind,
  type FileStore,
  type StoredFile,
  type UploadOptions,
} from './file-store';
import { checkUpload } from './checked-upload';

/** How long a signed URL lasts: long enough to look at a file, short enough not to be a share link. */
export const SIGNED_URL_SECONDS = 60 * 60;

interface StorageFailure {
  message: string;
  status?: number | string;
  statusCode?: number | string;
}

function failure(error: unknown, path: string): FileStoreError {
  const { message, status, statusCode } = (error ?? {}) as StorageFailure;
  // Storage answers most refusals with HTTP 400 and the real status in the body's statusCode.
  const code = Number(statusCode ?? status);
  const text = String(message ?? error);
  let kind: FileErrorKind = 'unknown';
  if (code === 404 || /not.?found/i.test(text)) kind = 'not-found';
  else if (code === 401 || code === 403 || /row-level security|unauthori[sz]ed|policy/i.test(text))
    kind = 'permission';
  else if (code === 409 || /already exists|duplicate/i.test(text)) kind = 'refused';
  else if (code === 413 || /too large|payload/i.test(text)) kind = 'refused';
  else if (/fetch|network/i.test(text)) kind = 'unavailable';
  const said =
    kind === 'not-found'
      ? `No file at “${path}”.`
      : kind === 'permission'
        ? `You may not use the file “${path}”.`
        : text;
  return new FileStoreError(kind, said, { cause: error });
}

export function createSupabaseFileStore(
  client: SupabaseClient,
  bucket: string = PROJECT_FILES_BUCKET,
): FileStore {
  const files = () => client.storage.from(bucket);

  return {
    async upload(path: string, file: Blob, options: UploadOptions): Promise<StoredFile> {
      const contentType = checkUpload(path, file, options);
      options.onProgress?.(0);
      // supabase-js sends a Blob as a form part typed by the Blob itself: retype it, so a drawing the
      // browser called application/octet-stream is stored as what it is.
      const body = file.type === contentType ? file : new Blob([file], { type: contentType });
      const { error } = await files().upload(path, body, {
        contentType,
        upsert: false,
        cacheControl: '3600',
      });
      if (error) throw failure(error, path);
      if (options.signal?.aborted) {
        await files().remove([path]);
        throw new FileStoreError('aborted', 'The upload was cancelled.');
      }
      options.onProgress?.(1);
      return { path, size: file.size, contentType };
    },
    async url(path: string): Promise<string> {
      const { data, error } = await files().createSignedUrl(path, SIGNED_URL_SECONDS);
      if (error) throw failure(error, path);
      return data.signedUrl;
    },
    async download(path: string): Promise<Blob> {
      const { data, error } = await files().download(path);
      if (error) throw failure(error, path);
      return data;
    },
    async remove(paths: readonly string[]): Promise<void> {
      if (paths.length === 0) return;
      const { error } = await files().remove([...paths]);
      if (error) throw failure(error, paths.join(', '));
    },
  };
}
