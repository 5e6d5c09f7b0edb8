/** The file manager's demo content: a workshop's drawings, quotations, site photos and cut lists. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';

export const STORAGE_QUOTA_BYTES = 5 * 1024 ** 3;

export const folderSchema = z.object({ id: z.string(), name: z.string().min(1) });
export const fileSchema = z.object({
  id: z.string(),
  folderId: z.string(),
  name: z.string().min(1),
  size: z.number().nonnegative(),
  /** Kind for the icon and filter: document, image, drawing, sheet, other. */
  kind: z.enum(['document', 'image', 'drawing', 'sheet', 'other']),
  modified: z.string(),
});
export const driveSchema = z.object({ folders: z.array(folderSchema), files: z.array(fileSchema) });
export type DriveFolder = z.infer<typeof folderSchema>;
export type DriveFile = z.infer<typeof fileSchema>;
export type Drive = z.infer<typeof driveSchema>;

const MB = 1024 ** 2;
export const DRIVE_FIXTURES: Drive = {
  folders: [
    { id: 'quotations', name: 'Quotations' },
    { id: 'drawings', name: 'Design drawings' },
    { id: 'site-photos', name: 'Site photos' },
    { id: 'cut-lists', name: 'Cut lists' },
  ],
  files: [
    {
      id: 'f1',
      folderId: 'quotations',
      name: 'QT-2311 Sharma kitchen v3.pdf',
      size: 1.4 * MB,
      kind: 'document',
      modified: '2026-11-20T10:12:00Z',
    },
    {
      id: 'f2',
      folderId: 'quotations',
      name: 'QT-2318 Mehta wardrobes.pdf',
      size: 0.9 * MB,
      kind: 'document',
      modified: '2026-11-21T08:30:00Z',
    },
    {
      id: 'f3',
      folderId: 'drawings',
      name: 'Sharma kitchen elevation.dwg',
      size: 12.6 * MB,
      kind: 'drawing',
      modified: '2026-09-19T14:00:00Z',
    },
    {
      id: 'f4',
      folderId: 'drawings',
      name: 'Mehta master wardrobe render.png',
      size: 6.2 * MB,
      kind: 'image',
      modified: '2026-11-08T16:20:00Z',
    },
    {
      id: 'f5',
      folderId: 'site-photos',
      name: 'Baner site north wall.jpg',
      size: 3.8 * MB,
      kind: 'image',
      modified: '2026-10-24T11:05:00Z',
    },
    {
      id: 'f6',
      folderId: 'site-photos',
      name: 'Baner site ceiling beam.jpg',
      size: 4.1 * MB,
      kind: 'image',
      modified: '2026-10-24T11:09:00Z',
    },
    {
      id: 'f7',
      folderId: 'cut-lists',
      name: 'ORD-1042 cut list.csv',
      size: 0.05 * MB,
      kind: 'sheet',
      modified: '2026-11-21T17:02:00Z',
    },
    {
      id: 'f8',
      folderId: 'cut-lists',
      name: 'ORD-1042 part labels.pdf',
      size: 0.7 * MB,
      kind: 'document',
      modified: '2026-11-21T17:03:00Z',
    },
  ],
};

export const driveStore = createDemoStore('file-manager', driveSchema, DRIVE_FIXTURES);

export function kindOf(name: string, mime = ''): DriveFile['kind'] {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (mime.startsWith('image/') || ['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(extension)) return 'image';
  if (['dwg', 'dxf', 'skp'].includes(extension)) return 'drawing';
  if (['csv', 'xlsx', 'xls'].includes(extension)) return 'sheet';
  if (['pdf', 'doc', 'docx', 'txt'].includes(extension)) return 'document';
  return 'other';
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / (1024 * MB)).toFixed(2)} GB`;
}
