/**
 * The one file store, beside the DataSource (DESIGN section 2): recce photos, design files and
 * project documents. Two backends behind one interface, chosen as the DataSource is:
 * Supabase Storage (private bucket, storage policies that follow the owning project's row-level
 * security, signed URLs to view) and, on the embedded default, the bytes kept in the browser with
 * their metadata rows in Postgres. One contract suite runs against both.
 *
 * Paths: `<project id>/<area>/<file id>-<safe name>` inside the one bucket, where area is
 * `recce`, `design` or `documents`; catalogue images (boards, skins, edge bands, products) belong to no
 * project and live at `catalogue/<kind>/<file id>-<safe name>`. A path is never a URL; rows store it.
 */

/** The one bucket every business file lives in. */
export const PROJECT_FILES_BUCKET = 'project-files';

/** `courses` holds lesson attachments at `<course id>/courses/<file id>-<name>`; `catalogue` images at
 * `catalogue/<kind>/<file id>-<name>`. */
export type FileArea = 'recce' | 'design' | 'documents' | 'courses' | 'catalogue';

export interface UploadOptions {
  /** MIME type stored with the bytes and checked against the area's limits. */
  contentType: string;
  /** 0..1 as the bytes travel; called at least once with 1 on success. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface StoredFile {
  path: string;
  size: number;
  contentType: string;
}

export interface FileStore {
  /** Stores the bytes at `path` (refusing a type or size the area does not allow). */
  upload(path: string, file: Blob, options: UploadOptions): Promise<StoredFile>;
  /** A URL the page can show or download the file from (signed on Supabase, an object URL embedded). */
  url(path: string): Promise<string>;
  /** The bytes themselves. */
  download(path: string): Promise<Blob>;
  /** Removes files; paths that are already gone are not an error. */
  remove(paths: readonly string[]): Promise<void>;
}

export type FileErrorKind =
  /** The area does not take this type or size, or the path is not one the store writes. */
  | 'refused'
  | 'not-found'
  /** The backend's policies refused the caller. */
  | 'permission'
  | 'aborted'
  | 'unavailable'
  | 'unknown';

export class FileStoreError extends Error {
  readonly kind: FileErrorKind;

  constructor(kind: FileErrorKind, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'FileStoreError';
    this.kind = kind;
  }
}

export function isFileStoreError(error: unknown): error is FileStoreError {
  return error instanceof FileStoreError;
}
