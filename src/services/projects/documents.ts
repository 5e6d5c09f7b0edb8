/**
 * Project documents (migration 20261125100100_project_documents.sql): every file of every project
 * the caller may see (drawings, contracts, quotation PDFs, site photos, renders), each with its
 * versions. Bytes go through the one file store (area `documents`), rows through the DataSource:
 * uploading stores the file, then adds the row in one SQL call (a failed call removes the stored
 * file again); replacing adds a version guarded by the document's version; deleting removes the row,
 * whose versions' files the database tombstones and the store's sweep then deletes (the writing
 * is in document-files.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { fetchPage, type ListFilterRequest, type ListPage, chosenSort } from '../kit/list-page';
import { listAndDetailQueries, recordKeys, recordQuery } from '../kit/record-queries';
import { asc, desc, eq, getRow, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

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
  size_bytes: numeric.nullable(),
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
  size_bytes: numeric,
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

/** The search across title and file name, one condition per field, and the upload days. */
function documentListRequest(query: DocumentQuery): ListFilterRequest {
  const where: Filter[] = [];
  if (query.from && DAY.test(query.from))
    where.push({ column: 'uploaded_at', op: 'gte', value: dayStart(query.from) });
  if (query.to && DAY.test(query.to))
    where.push({ column: 'uploaded_at', op: 'lte', value: dayStart(query.to, 1) });
  return {
    search: { columns: ['title', 'file_name'], term: query.search },
    filters: { project_id: query.projectId, kind: query.kind, uploaded_by: query.uploadedBy },
    where,
  };
}

export type DocumentPage = ListPage<ProjectDocument>;

export async function listDocuments(query: DocumentQuery = {}, given?: DataSource): Promise<DocumentPage> {
  return fetchPage(
    'project_documents_list',
    {
      ...documentListRequest(query),
      sort: chosenSort(query.sort ?? { column: 'uploaded_at', descending: true }, asc('id')),
      page: query.page,
      pageSize: query.pageSize,
    },
    documentSchema,
    given,
  );
}

/** One document as the list shows it, or null when there is none the caller may see. */
export const getDocument = (id: string, given?: DataSource): Promise<ProjectDocument | null> =>
  getRow('project_documents_list', id, documentSchema, given);

/** Newest first. */
export const listDocumentVersions = (documentId: string, given?: DataSource): Promise<DocumentVersion[]> =>
  listRows(
    'project_document_versions_list',
    documentVersionSchema,
    { filters: [eq('document_id', documentId)], sort: [desc('version_no')] },
    given,
  );

/** The projects the caller may see, for the project filter and the upload form. */
export const listDocumentProjects = (given?: DataSource): Promise<DocumentProjectOption[]> =>
  listRows(
    'projects',
    projectOptionSchema,
    { columns: ['id', 'code', 'name'], sort: [asc('code'), asc('name')] },
    given,
  );

// ---------------------------------------------------------------------------------------------
// React
// ---------------------------------------------------------------------------------------------
const keys = recordKeys<DocumentQuery>('documents');
export const documentKeys = {
  ...keys,
  versions: (id: string) => [...keys.all, 'versions', id] as const,
  projects: () => [...keys.all, 'projects'] as const,
};

export const documentQueries = listAndDetailQueries(documentKeys, listDocuments, getDocument);

export function useDocuments(query: DocumentQuery) {
  return useQuery(documentQueries.list(query));
}

export function useDocument(id: string | null) {
  return useQuery(documentQueries.detail(id));
}

export const useDocumentVersions = (id: string | null) =>
  useQuery(recordQuery(id, documentKeys.versions, listDocumentVersions));

export function useDocumentProjects() {
  return useQuery({ queryKey: documentKeys.projects(), queryFn: () => listDocumentProjects() });
}
