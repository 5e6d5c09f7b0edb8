/**
 * A catalogue row's photo and thumbnail: stored in the file store, then pointed at by the row.
 */
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import {
  catalogueImagePath,
  checkFile,
  fileStore,
  FileStoreError,
  makeThumbnail,
  type CatalogueImageKind,
  type FileStore,
} from '../files';
import { CATALOGUE, type CatalogueKind } from './catalogue-kinds';

/** The kinds that keep an image (processed panels are shown by their board and skins). */
export type ImageKind = CatalogueImageKind;

export function hasImage(kind: CatalogueKind): kind is ImageKind {
  return kind !== 'processed_panels';
}

export interface CatalogueImagePaths {
  image_path: string;
  image_thumbnail_path: string | null;
}

export interface UploadCatalogueImageOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  store?: FileStore;
  /** Makes the thumbnail (the browser's makeThumbnail by default); null when it cannot. */
  thumbnail?: (file: Blob) => Promise<Blob | null>;
}

async function browserThumbnail(file: Blob): Promise<Blob | null> {
  try {
    return await makeThumbnail(file, 240);
  } catch {
    // An image the browser cannot decode still uploads; the list then shows the photo itself.
    return null;
  }
}

/**
 * Stores a catalogue image and its thumbnail in the file store (checked against the catalogue
 * area's limits first) and returns their paths, for setCatalogueImage. Nothing is written to the row.
 */
export async function uploadCatalogueImage(
  kind: ImageKind,
  file: File,
  options: UploadCatalogueImageOptions = {},
): Promise<CatalogueImagePaths> {
  const problem = checkFile('catalogue', file);
  if (problem !== null) throw new FileStoreError('refused', problem);
  const store = options.store ?? (await fileStore());
  const path = catalogueImagePath(kind, file.name);
  await store.upload(path, file, {
    contentType: file.type,
    onProgress: (fraction) => options.onProgress?.(fraction * 0.9),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const small = await (options.thumbnail ?? browserThumbnail)(file);
  let thumbnailPath: string | null = null;
  if (small !== null) {
    thumbnailPath = catalogueImagePath(kind, `thumb-${file.name.replace(/\.[^.]*$/, '')}.jpg`);
    await store.upload(thumbnailPath, small, { contentType: 'image/jpeg' });
  }
  options.onProgress?.(1);
  return { image_path: path, image_thumbnail_path: thumbnailPath };
}

/**
 * Points a row at its new image (or at none), if nobody saved it since `version` was read. The old
 * files are tombstoned by the row's trigger and swept from the file store.
 */
export async function setCatalogueImage(
  kind: ImageKind,
  id: string,
  version: number,
  paths: CatalogueImagePaths | null,
  given?: DataSource,
): Promise<number> {
  const ds = await source(given);
  const row = await ds.update<{ version?: unknown } | undefined>(CATALOGUE[kind].table, id, version, {
    image_path: paths?.image_path ?? null,
    image_thumbnail_path: paths?.image_thumbnail_path ?? null,
  });
  // The row's new version, so an editor open on it can save its own fields over this change.
  return typeof row?.version === 'number' ? row.version : version + 1;
}
