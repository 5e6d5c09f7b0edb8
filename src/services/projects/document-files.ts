/**
 * A document's files: uploading stores the file, then adds the row in one SQL call (a failed call
 * removes the stored file again); replacing adds a version guarded by the document's version;
 * deleting removes the row, whose versions' files the database tombstones and the store's sweep
 * then deletes; and the title and kind change.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { useWrite } from '../kit/record-queries';
import {
  checkFile,
  extensionOf,
  filePath,
  fileStore,
  FileStoreError,
  storedContentType,
  sweepRemovedFiles,
  type FileStore,
} from '../files';
import { documentKeys, type DocumentKind, type ProjectDocument } from './documents';

/** A kind to start from, by the file's type and name (the person can change it). */
export function guessDocumentKind(file: { name: string; type: string }): DocumentKind {
  const name = file.name.toLowerCase();
  if (/contract|agreement|work.?order/.test(name)) return 'contract';
  if (/quot|estimate|proposal/.test(name)) return 'quotation_pdf';
  if (/render|3d|view/.test(name)) return 'render';
  if (['dwg', 'dxf', 'skp'].includes(extensionOf(name)) || /drawing|plan|elevation|layout/.test(name))
    return 'drawing';
  if (file.type.startsWith('image/')) return 'site_photo';
  return 'other';
}

/** A title from a file name: the name without its extension. */
export function titleFromFileName(name: string): string {
  const title = name.replace(/\.[A-Za-z0-9]{1,8}$/, '').trim();
  return (title || name).slice(0, 200);
}

export interface UploadDocumentInput {
  projectId: string;
  file: File;
  title?: string | undefined;
  kind?: DocumentKind | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export interface StoreAndData {
  store?: FileStore;
  db?: DataSource;
}

async function storeFile(
  projectId: string,
  file: File,
  options: { onProgress?: ((fraction: number) => void) | undefined; signal?: AbortSignal | undefined },
  store: FileStore,
): Promise<{ path: string; contentType: string }> {
  const problem = checkFile('documents', file);
  if (problem !== null) throw new FileStoreError('refused', problem);
  const contentType = storedContentType('documents', file) ?? file.type;
  const path = filePath(projectId, 'documents', file.name);
  await store.upload(path, file, {
    contentType,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { path, contentType };
}

/** Runs the row's SQL call; when it fails the stored file is removed again, then the error rethrown. */
async function withRow<T>(store: FileStore, path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await store.remove([path]).catch(() => undefined);
    throw error;
  }
}

/** Stores the file and adds its document; resolves to the new document's id. */
export async function uploadDocument(input: UploadDocumentInput, given: StoreAndData = {}): Promise<string> {
  const store = given.store ?? (await fileStore());
  const ds = await source(given.db);
  const { path, contentType } = await storeFile(input.projectId, input.file, input, store);
  const id = await withRow(store, path, () =>
    ds.rpc<string>('add_project_document', {
      p_project_id: input.projectId,
      p_title: (input.title?.trim() || titleFromFileName(input.file.name)).slice(0, 200),
      p_kind: input.kind ?? guessDocumentKind(input.file),
      p_file_name: input.file.name.slice(0, 200),
      p_storage_path: path,
      p_size_bytes: input.file.size,
      p_content_type: contentType,
    }),
  );
  input.onProgress?.(1);
  return id;
}

export interface ReplaceDocumentInput {
  document: Pick<ProjectDocument, 'id' | 'project_id' | 'version'>;
  file: File;
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** Stores the file as the document's next version (old versions stay); resolves to its number. */
export async function replaceDocument(
  input: ReplaceDocumentInput,
  given: StoreAndData = {},
): Promise<number> {
  const store = given.store ?? (await fileStore());
  const ds = await source(given.db);
  const { path, contentType } = await storeFile(input.document.project_id, input.file, input, store);
  return withRow(store, path, () =>
    ds.rpc<number>('add_project_document_version', {
      p_document_id: input.document.id,
      p_expected_version: input.document.version,
      p_file_name: input.file.name.slice(0, 200),
      p_storage_path: path,
      p_size_bytes: input.file.size,
      p_content_type: contentType,
    }),
  );
}

/** Deletes the document and its versions, then sweeps their files. */
export async function deleteDocument(id: string, given: StoreAndData = {}): Promise<void> {
  const ds = await source(given.db);
  await ds.remove('project_documents', id);
  // The row is gone; a sweep that fails now is retried at the next start.
  await sweepRemovedFiles({ ...(given.store ? { store: given.store } : {}), db: ds }).catch(
    (error: unknown) => console.warn('The deleted document’s files will be swept later:', error),
  );
}

/** Renames or re-kinds a document, guarded by its version. */
export async function updateDocument(
  input: { id: string; version: number; title: string; kind: DocumentKind },
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  await ds.update('project_documents', input.id, input.version, {
    title: input.title.trim(),
    kind: input.kind,
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks
// ---------------------------------------------------------------------------------------------
export const useUploadDocument = () =>
  useWrite((input: UploadDocumentInput) => uploadDocument(input), [documentKeys.lists()], {
    handlesError: true,
    refreshOn: 'success',
  });

/** Reads again the lists, the replaced document and its versions. */
export const useReplaceDocument = () =>
  useWrite(
    (input: ReplaceDocumentInput) => replaceDocument(input),
    ({ document }) => [
      documentKeys.lists(),
      documentKeys.detail(document.id),
      documentKeys.versions(document.id),
    ],
    { handlesError: true },
  );

/** The deleted document's own query is dropped (there is nothing to read again), the lists reload. */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useWrite((id: string) => deleteDocument(id), [documentKeys.lists()], {
    handlesError: true,
    refreshOn: 'success',
    onSuccess: (_result, id) => client.removeQueries({ queryKey: documentKeys.detail(id) }),
  });
}

/** Renaming (or re-kinding) reads again the lists and the document. */
export const useUpdateDocument = () =>
  useWrite(
    (input: { id: string; version: number; title: string; kind: DocumentKind }) => updateDocument(input),
    ({ id }) => [documentKeys.lists(), documentKeys.detail(id)],
    { handlesError: true },
  );
