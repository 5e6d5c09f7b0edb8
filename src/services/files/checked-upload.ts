/**
 * The checks every backend's upload() makes before a byte travels: a path the store writes (so the
 * policies and the storage_path checks agree), and a type and size the path's area takes.
 */
import { FileStoreError, type UploadOptions } from './file-store';
import { checkFile, storedContentType } from './limits';
import { areaOfPath, displayNameOfPath, isValidFilePath } from './paths';

/** The content type to store the file with, or throws FileStoreError('refused'). */
export function checkUpload(path: string, file: Blob, options: UploadOptions): string {
  if (options.signal?.aborted) throw new FileStoreError('aborted', 'The upload was cancelled.');
  const area = areaOfPath(path);
  if (area === null || !isValidFilePath(path)) {
    throw new FileStoreError('refused', `“${path}” is not a path the file store writes.`);
  }
  const name = file instanceof File ? file.name : displayNameOfPath(path);
  const described = { name, type: options.contentType, size: file.size };
  const problem = checkFile(area, described);
  if (problem !== null) throw new FileStoreError('refused', problem);
  return storedContentType(area, described) ?? options.contentType;
}
