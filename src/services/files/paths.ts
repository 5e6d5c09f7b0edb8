/**
 * Paths inside the one bucket: `<project id>/<area>/<file id>-<safe name>`. Rows store the path
 * (a `storage_path` column whose CHECK allows `^[A-Za-z0-9][A-Za-z0-9/_. -]*$` and no `..`), never
 * a URL; the first segment is what the storage policies read to find the owning project.
 */
import type { FileArea } from './file-store';

export const FILE_AREAS: readonly FileArea[] = ['recce', 'design', 'documents', 'courses', 'catalogue'];

/** The areas whose paths start with their owner's id (a project's; a course's for `courses`). */
const PROJECT_AREAS: readonly FileArea[] = ['recce', 'design', 'documents', 'courses'];

/** The catalogue kinds that keep an image (the first segment of their paths is `catalogue`). */
export const CATALOGUE_IMAGE_KINDS = ['panels', 'skins', 'edge_bands', 'products'] as const;
export type CatalogueImageKind = (typeof CATALOGUE_IMAGE_KINDS)[number];

const PATH_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_. -]*$/;

/** The longest name kept in a path (the extension survives the cut). */
const MAX_NAME = 80;

/** A file name the path check accepts: other characters become '-', dots never run together. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_. -]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[ .-]+$/, '')
    .trim();
  if (cleaned.length === 0) return 'file';
  if (cleaned.length <= MAX_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 8 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME - extension.length) + extension;
}

/** Whether a path is one the store and the storage_path checks accept. */
export function isValidFilePath(path: string): boolean {
  return path.length <= 1000 && PATH_PATTERN.test(path) && !path.includes('..') && areaOfPath(path) !== null;
}

/** A new, unique path for a file of a project's area. */
export function filePath(
  projectId: string,
  area: FileArea,
  fileName: string,
  id: string = crypto.randomUUID(),
): string {
  if (!/^[A-Za-z0-9-]+$/.test(projectId) || projectId === 'catalogue' || area === 'catalogue') {
    throw new Error(`Not a project id and area: ${projectId}/${area}`);
  }
  return `${projectId}/${area}/${id}-${safeFileName(fileName)}`;
}

/**
 * A new, unique path for a catalogue image (or its thumbnail) of a kind: `catalogue/<kind>/<id>-<name>`,
 * the shape the catalogue's image_path checks and storage policies accept.
 */
export function catalogueImagePath(
  kind: CatalogueImageKind,
  fileName: string,
  id: string = crypto.randomUUID(),
): string {
  return `catalogue/${kind}/${id}-${safeFileName(fileName)}`;
}

/**
 * The area a path belongs to, or null when it names none: `catalogue` for a catalogue image path,
 * else a project path's second segment.
 */
export function areaOfPath(path: string): FileArea | null {
  const [first, second, ...rest] = path.split('/');
  if (first === 'catalogue') {
    return rest.length === 1 && CATALOGUE_IMAGE_KINDS.some((kind) => kind === second) ? 'catalogue' : null;
  }
  return PROJECT_AREAS.find((known) => known === second) ?? null;
}

/** The project a path belongs to (its first segment). */
export function projectOfPath(path: string): string {
  return path.split('/')[0] ?? '';
}

/** The name the person gave the file, without the id the path adds. */
export function displayNameOfPath(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i, '');
}
