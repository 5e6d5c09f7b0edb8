/**
 * Paths inside the one bucket: `<project id>/<area>/<file id>-<safe name>`. Rows store the path
 * (a `storage_path` column whose CHECK allows `^[A-Za-z0-9][A-Za-z0-9/_. -]*$` and no `..`), never
 * a URL; the first segment is what the storage policies read to find the owning project.
 */
import type { FileArea } from './file-store';

export const FILE_AREAS: readonly FileArea[] = ['recce', 'design', 'documents', 'courses'];

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
  if (!/^[A-Za-z0-9-]+$/.test(projectId)) throw new Error(`Not a project id: ${projectId}`);
  return `${projectId}/${area}/${id}-${safeFileName(fileName)}`;
}

/** The area a path belongs to (its second segment), or null when it names none. */
export function areaOfPath(path: string): FileArea | null {
  const area = path.split('/')[1];
  return FILE_AREAS.find((known) => known === area) ?? null;
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
