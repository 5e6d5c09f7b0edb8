/**
 * Project documents (migration 20261125100100_project_documents.sql): every file of every project
 * the caller may see (drawings, contracts, quotation PDFs, site photos, renders), each with its
 * versions. Bytes go through the one file store (area `documents`), rows through the DataSource:
 * uploading stores the file, then adds the row in one SQL call (a failed call removes the stored
 * file again); replacing adds a version guarded by the document's version; deleting removes the row,
 * whose versions' files the database tombstones and the store's sweep then deletes.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter, type SortKey } from '../backend';
import { likePattern, source } from '../kit/data-access';
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

export const DOCUMENT_KINDS = [
  'drawing',
  'contract',
  'quotation_pdf',
  'site_photo',
  'render',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  drawing: 'Drawing',
  contract: 'Contract',
  quotation_pdf: 'Quotation (PDF)',
  site_photo: 'Site photo',
  render: 'Render',
  other: 'Other',
};
export const isDocumentKind = (value: unknown): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly unknown[]).includes(value);

const count = z.union([z.number(), z.string().transform(Number)]);

export const documentSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_code: z.string().nullable(),
  project_name: z.string(),
  title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  current_version: z.number().int(),
  file_name: z.string().nullable(),
  storage_path: z.string().nullable(),
  size_bytes: count.nullable(),
  content_type: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  uploaded_by_name: z.string().nullable(),
  uploaded_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type ProjectDocument = z.infer<typeof documentSchema>;

export const documentVersionSchema = z.object({
  id: z.string(),
  document_id: z.string(),
  version_no: z.number().int(),
  file_name: z.string(),
  storage_path: z.string(),
  size_bytes: count,
  content_type: z.string(),
  uploaded_by: z.string().nullable(),
  uploaded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

const projectOptionSchema = z.object({ id: z.string(), code: z.string().nullable(), name: z.string() });
export type DocumentProjectOption = z.infer<typeof projectOptionSchema>;

export const DOCUMENT_SORT_COLUMNS = ['title', 'project_name', 'kind', 'uploaded_at', 'size_bytes'] as const;
export type DocumentSortColumn = (typeof DOCUMENT_SORT_COLUMNS)[number];
export const isDocumentSortColumn = (value: unknown): value is DocumentSortColumn =>
  (DOCUMENT_SORT_COLUMNS as readonly unknown[]).includes(value);

export interface DocumentQuery {
  projectId?: string | undefined;
  kind?: DocumentKind | undefined;
  /** The staff id who uploaded the current version. */
  uploadedBy?: string | undefined;
  /** Uploaded on or after this day (yyyy-mm-dd, local). */
  from?: string | undefined;
  /** Uploaded on or before this day (yyyy-mm-dd, local). */
  to?: string | undefined;
  /** Matches the title or the current file's name. */
  search?: string | undefined;
  sort?: { column: DocumentSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a local day as an ISO instant (the person's "from 3 March" means their 3 March). */
function dayStart(day: string, offsetDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + offsetDays).toISOString();
}

export function documentFilters(query: DocumentQuery): Filter[] {
  const filters: Filter[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    filters.push({
      op: 'or',
      filters: [
        { column: 'title', op: 'ilike', value: pattern },
        { column: 'file_name', op: 'ilike', value: pattern },
      ],
    });
  }
  if (query.projectId) filters.push({ column: 'project_id', op: 'eq', value: query.projectId });
  if (query.kind) filters.push({ column: 'kind', op: 'eq', value: query.kind });
  if (query.uploadedBy) filters.push({ column: 'uploaded_by', op: 'eq', value: query.uploadedBy });
  if (query.from && DAY.test(query.from))
    filters.push({ column: 'uploaded_at', op: 'gte', value: dayStart(query.from) });
  if (query.to && DAY.test(query.to))
    filters.push({ column: 'uploaded_at', op: 'lte', value: dayStart(query.to, 1) });
  return filters;
}

export interface DocumentPage {
  rows: ProjectDocument[];
  total: number;
}

export async function listDocuments(query: DocumentQuery = {}, given?: DataSource): Promise<DocumentPage> {
  const ds = await source(given);
  const sort: SortKey[] = [];
  if (query.sort) sort.push({ column: query.sort.column, ascending: !query.sort.descending });
  else sort.push({ column: 'uploaded_at', ascending: false });
  sort.push({ column: 'id', ascending: true });
  const range =
    query.page !== undefined && query.pageSize !== undefined
      ? { from: query.page * query.pageSize, to: (query.page + 1) * query.pageSize - 1 }
      : undefined;
  const { rows, count: total } = await ds.list<unknown>('project_documents_list', {
    filters: documentFilters(query),
    sort,
    ...(range ? { range } : {}),
    count: 'exact',
  });
  const parsed = z.array(documentSchema).parse(rows);
  return { rows: parsed, total: total ?? parsed.length };
}

/** One document as the list shows it, or null when there is none the caller may see. */
export async function getDocument(id: string, given?: DataSource): Promise<ProjectDocument | null> {
  const ds = await source(given);
  const row = await ds.get<unknown>('project_documents_list', id);
  return row === null ? null : documentSchema.parse(row);
}

/** Newest first. */
export async function listDocumentVersions(
  documentId: string,
  given?: DataSource,
): Promise<DocumentVersion[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('project_document_versions_list', {
    filters: [{ column: 'document_id', op: 'eq', value: documentId }],
    sort: [{ column: 'version_no', ascending: false }],
  });
  return z.array(documentVersionSchema).parse(rows);
}

/** The projects the caller may see, for the project filter and the upload form. */
export async function listDocumentProjects(given?: DataSource): Promise<DocumentProjectOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('projects', {
    columns: ['id', 'code', 'name'],
    sort: [
      { column: 'code', ascending: true },
      { column: 'name', ascending: true },
    ],
  });
  return z.array(projectOptionSchema).parse(rows);
}

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
// React
// ---------------------------------------------------------------------------------------------
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (query: DocumentQuery) => [...documentKeys.lists(), query] as const,
  detail: (id: string) => [...documentKeys.all, 'detail', id] as const,
  versions: (id: string) => [...documentKeys.all, 'versions', id] as const,
  projects: () => [...documentKeys.all, 'projects'] as const,
};

export function useDocuments(query: DocumentQuery) {
  return useQuery({
    queryKey: documentKeys.list(query),
    queryFn: () => listDocuments(query),
    placeholderData: keepPreviousData,
  });
}

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: documentKeys.detail(id ?? ''),
    queryFn: () => getDocument(id ?? ''),
    enabled: id !== null,
  });
}

export function useDocumentVersions(id: string | null) {
  return useQuery({
    queryKey: documentKeys.versions(id ?? ''),
    queryFn: () => listDocumentVersions(id ?? ''),
    enabled: id !== null,
  });
}

export function useDocumentProjects() {
  return useQuery({ queryKey: documentKeys.projects(), queryFn: () => listDocumentProjects() });
}

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (input: UploadDocumentInput) => uploadDocument(input),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}

export function useReplaceDocument() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (input: ReplaceDocumentInput) => replaceDocument(input),
    onSettled: (_result, _error, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: documentKeys.lists() }),
        client.invalidateQueries({ queryKey: documentKeys.detail(input.document.id) }),
        client.invalidateQueries({ queryKey: documentKeys.versions(input.document.id) }),
      ]),
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (id: string) => deleteDocument(id),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: documentKeys.detail(id) });
      return client.invalidateQueries({ queryKey: documentKeys.lists() });
    },
  });
}

export function useUpdateDocument() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (input: { id: string; version: number; title: string; kind: DocumentKind }) =>
      updateDocument(input),
    onSettled: (_result, _error, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: documentKeys.lists() }),
        client.invalidateQueries({ queryKey: documentKeys.detail(input.id) }),
      ]),
  });
}
