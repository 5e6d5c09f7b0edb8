/**
 * The embedded backend's file store: the bytes stay in this browser (IndexedDB, a database of their
 * own beside PGlite's), their rows in the embedded Postgres. Like the embedded DataSource it is a
 * single-user demo, not a security boundary. The bucket is injected: IndexedDB in the browser, an
 * in-memory map in node tests (no IndexedDB there).
 */
import { FileStoreError, type FileStore, type StoredFile, type UploadOptions } from './file-store';
import { checkUpload } from './checked-upload';

export interface StoredBytes {
  blob: Blob;
  contentType: string;
  size: number;
}

/** Where the embedded store keeps bytes, keyed by path. */
export interface ByteBucket {
  put(path: string, value: StoredBytes): Promise<void>;
  get(path: string): Promise<StoredBytes | undefined>;
  delete(path: string): Promise<void>;
}

/** An in-memory bucket (node tests, stories). */
export function memoryBucket(): ByteBucket & { readonly paths: () => string[] } {
  const entries = new Map<string, StoredBytes>();
  return {
    put: (path, value) => {
      entries.set(path, value);
      return Promise.resolve();
    },
    get: (path) => Promise.resolve(entries.get(path)),
    delete: (path) => {
      entries.delete(path);
      return Promise.resolve();
    },
    paths: () => [...entries.keys()].sort(),
  };
}

/** Bytes read per step, so a big file reports its progress as it is read. */
const CHUNK = 512 * 1024;

async function readInChunks(file: Blob, options: UploadOptions): Promise<Blob> {
  const parts: ArrayBuffer[] = [];
  options.onProgress?.(0);
  for (let offset = 0; offset < file.size; offset += CHUNK) {
    if (options.signal?.aborted) throw new FileStoreError('aborted', 'The upload was cancelled.');
    parts.push(await file.slice(offset, offset + CHUNK).arrayBuffer());
    options.onProgress?.(Math.min(1, (offset + CHUNK) / file.size) * 0.95);
  }
  return new Blob(parts, { type: options.contentType });
}

export interface EmbeddedFileStoreOptions {
  /** Creates a URL for bytes (URL.createObjectURL in the browser; the caller revokes it). */
  objectUrl?: (blob: Blob) => string;
}

export function createEmbeddedFileStore(
  bucket: ByteBucket,
  options: EmbeddedFileStoreOptions = {},
): FileStore {
  const objectUrl = options.objectUrl ?? ((blob: Blob) => URL.createObjectURL(blob));

  async function stored(path: string): Promise<StoredBytes> {
    const value = await bucket.get(path);
    if (value === undefined) throw new FileStoreError('not-found', `No file at “${path}”.`);
    return value;
  }

  return {
    async upload(path: string, file: Blob, uploadOptions: UploadOptions): Promise<StoredFile> {
      const contentType = checkUpload(path, file, uploadOptions);
      const blob = await readInChunks(file, { ...uploadOptions, contentType });
      if (uploadOptions.signal?.aborted) throw new FileStoreError('aborted', 'The upload was cancelled.');
      await bucket.put(path, { blob, contentType, size: blob.size });
      uploadOptions.onProgress?.(1);
      return { path, size: blob.size, contentType };
    },
    async url(path: string): Promise<string> {
      return objectUrl((await stored(path)).blob);
    },
    async download(path: string): Promise<Blob> {
      return (await stored(path)).blob;
    },
    async remove(paths: readonly string[]): Promise<void> {
      for (const path of paths) await bucket.delete(path);
    },
  };
}
