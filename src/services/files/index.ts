/**
 * The one file store (DESIGN section 2), chosen like the DataSource: Supabase Storage when the
 * configuration names a Supabase project, else the bytes in this browser's IndexedDB. Also the
 * limits (checkFile), paths (filePath), thumbnails, the sweep of files whose rows were deleted, and
 * the React side: a query-key factory and useFileUrl.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { backendConfig, type BackendConfig } from '../kit/config';
import { source } from '../kit/data-access';
import type { DataSource } from '../backend';
import { FileStoreError, type FileStore } from './file-store';

export * from './file-store';
export {
  AREA_LIMITS,
  checkFile,
  storedContentType,
  extensionOf,
  MB,
  IMAGE_TYPES,
  type FileLike,
} from './limits';
export {
  filePath,
  catalogueImagePath,
  CATALOGUE_IMAGE_KINDS,
  type CatalogueImageKind,
  safeFileName,
  isValidFilePath,
  areaOfPath,
  projectOfPath,
  displayNameOfPath,
} from './paths';
export { makeThumbnail } from './thumbnail';

let current: { key: string; store: Promise<FileStore> } | null = null;
let override: FileStore | null = null;

function keyOf(config: BackendConfig): string {
  return config.kind === 'supabase' ? `supabase\n${config.url}\n${config.anonKey}` : config.kind;
}

async function create(config: BackendConfig): Promise<FileStore> {
  switch (config.kind) {
    case 'supabase': {
      const [{ supabaseClient }, { createSupabaseFileStore }] = await Promise.all([
        import('../backend/supabase-client'),
        import('./supabase-file-store'),
      ]);
      return createSupabaseFileStore(await supabaseClient(config));
    }
    case 'embedded': {
      const [{ createEmbeddedFileStore }, { indexedDbBucket }] = await Promise.all([
        import('./embedded-file-store'),
        import('./indexeddb-bucket'),
      ]);
      return createEmbeddedFileStore(indexedDbBucket());
    }
    case 'misconfigured':
      throw new FileStoreError('unavailable', `The backend is not configured: ${config.missing} is not set.`);
  }
}

/** The file store of the configured backend (or the one a story or test put in its place). */
export function fileStore(): Promise<FileStore> {
  if (override !== null) return Promise.resolve(override);
  const config = backendConfig();
  const key = keyOf(config);
  if (current === null || current.key !== key) {
    const entry = { key, store: create(config) };
    current = entry;
    entry.store.catch(() => {
      if (current === entry) current = null;
    });
  }
  return current.store;
}

/** For stories and tests: use this store instead of the configured backend's (null restores it). */
export function overrideFileStore(store: FileStore | null): void {
  override = store;
  swept = null;
}

/**
 * Deletes the bytes of files whose rows were deleted (the file_removals tombstones the delete
 * triggers write, cascades included), then the tombstones. Only the files the signed-in person may
 * sweep (sweepable_file_removals: those they may write anyway, or an administrator's once the
 * project is gone); the rest wait for someone who may. Safe to call any time and from several
 * tabs: a path already gone is not an error. Returns how many files were swept.
 */
export async function sweepRemovedFiles(
  options: { store?: FileStore; db?: DataSource } = {},
): Promise<number> {
  const db = await source(options.db);
  const store = options.store ?? (await fileStore());
  const paths = (await db.rpc<string[] | null>('sweepable_file_removals')) ?? [];
  if (paths.length === 0) return 0;
  await store.remove(paths);
  await db.rpc<number>('forget_swept_files', { p_paths: paths });
  return paths.length;
}

let swept: Promise<number> | null = null;

/** The sweep once per page load (lazily, on the first page that shows files); failures only log. */
export function sweepRemovedFilesOnce(): Promise<number> {
  swept ??= sweepRemovedFiles().catch((error: unknown) => {
    swept = null;
    console.warn('Could not sweep removed files yet:', error);
    return 0;
  });
  return swept;
}

export const fileKeys = {
  all: ['files'] as const,
  urls: () => [...fileKeys.all, 'url'] as const,
  url: (path: string) => [...fileKeys.urls(), path] as const,
};

/**
 * A URL to show or download the file at `path` (null while it loads or when path is null). Object
 * URLs of the embedded store are revoked when the component unmounts or the path changes.
 */
export function useFileUrl(path: string | null) {
  const query = useQuery({
    queryKey: fileKeys.url(path ?? ''),
    queryFn: async () => (await fileStore()).url(path ?? ''),
    enabled: path !== null,
    // An object URL belongs to the component that asked for it; never shared from the cache.
    gcTime: 0,
    staleTime: 30 * 60 * 1000,
  });
  const url = query.data ?? null;
  useEffect(() => {
    if (url === null || !url.startsWith('blob:')) return undefined;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return { url, isLoading: query.isLoading, error: query.error };
}
