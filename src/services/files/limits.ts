/**
 * What each area of the file store accepts, checked by the page before an upload and again by the
 * store itself (a caller that skips the page's check is refused the same way). Recce photos are
 * images only, up to 10 MB; design files and documents also take PDFs and drawings (DWG, DXF, SKP,
 * which browsers report as application/octet-stream or nothing, so their extension decides) up to
 * 25 MB. Catalogue images are JPEG, PNG or WebP up to 5 MB.
 */
import type { FileArea } from './file-store';

export const MB = 1024 * 1024;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Drawing files by extension, with the content type they are stored with. */
export const DRAWING_EXTENSIONS: Readonly<Record<string, string>> = {
  dwg: 'application/acad',
  dxf: 'application/dxf',
  skp: 'application/vnd.sketchup.skp',
};

/** Content types a browser may give a drawing file (or none at all). */
const DRAWING_BROWSER_TYPES = new Set([
  '',
  'application/octet-stream',
  'application/acad',
  'application/x-acad',
  'application/autocad_dwg',
  'image/vnd.dwg',
  'image/x-dwg',
  'application/dxf',
  'image/vnd.dxf',
  'image/x-dxf',
  'application/vnd.sketchup.skp',
  'application/x-koan',
]);

export interface AreaLimits {
  /** Exact content types accepted. */
  types: readonly string[];
  /** Whether drawings (by extension) are accepted too. */
  drawings: boolean;
  maxBytes: number;
  /** What the area takes, in words, for messages and the drop zone's hint. */
  description: string;
  /** The `accept` attribute for a file input. */
  accept: string;
}

const IMAGES_ONLY: AreaLimits = {
  types: IMAGE_TYPES,
  drawings: false,
  maxBytes: 10 * MB,
  description: 'JPEG, PNG or WebP images up to 10 MB',
  accept: IMAGE_TYPES.join(','),
};

const DOCUMENTS: AreaLimits = {
  types: [...IMAGE_TYPES, 'application/pdf'],
  drawings: true,
  maxBytes: 25 * MB,
  description: 'images, PDFs and drawings (DWG, DXF, SKP) up to 25 MB',
  accept: [...IMAGE_TYPES, 'application/pdf', '.dwg', '.dxf', '.skp'].join(','),
};

/** Office documents a lesson may attach (Word, Excel, PowerPoint, old and new formats). */
export const OFFICE_TYPES = [
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

/** Lesson attachments: handouts as PDF, images, or Office documents, up to 20 MB. */
const COURSE_MATERIAL: AreaLimits = {
  types: [...IMAGE_TYPES, 'application/pdf', ...OFFICE_TYPES],
  drawings: false,
  maxBytes: 20 * MB,
  description: 'PDFs, JPEG, PNG or WebP images, and Word, Excel or PowerPoint files up to 20 MB',
  accept: [
    ...IMAGE_TYPES,
    'application/pdf',
    ...OFFICE_TYPES,
    '.pdf',
    '.doc',
    '.docx',
    '.xls',
    '.xlsx',
    '.ppt',
    '.pptx',
  ].join(','),
};

/** Catalogue photos: images only, smaller (a product shot, a laminate's decor), thumbnailed. */
const CATALOGUE_IMAGES: AreaLimits = {
  types: IMAGE_TYPES,
  drawings: false,
  maxBytes: 5 * MB,
  description: 'JPEG, PNG or WebP images up to 5 MB',
  accept: IMAGE_TYPES.join(','),
};

export const AREA_LIMITS: Readonly<Record<FileArea, AreaLimits>> = {
  recce: IMAGES_ONLY,
  catalogue: CATALOGUE_IMAGES,
  design: DOCUMENTS,
  documents: DOCUMENTS,
  courses: COURSE_MATERIAL,
};

/** The part of a file the checks read (a File, or a Blob given a name). */
export interface FileLike {
  name?: string;
  type: string;
  size: number;
}

export function extensionOf(name: string | undefined): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name ?? '');
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * The content type the file is stored with: the browser's when the area accepts it as given, the
 * drawing's when the extension names one, else null (the area does not take it).
 */
export function storedContentType(area: FileArea, file: FileLike): string | null {
  const limits = AREA_LIMITS[area];
  const type = file.type.toLowerCase();
  if (limits.types.includes(type)) return type;
  if (limits.drawings) {
    const drawing = DRAWING_EXTENSIONS[extensionOf(file.name)];
    if (drawing !== undefined && (DRAWING_BROWSER_TYPES.has(type) || type === drawing)) return drawing;
  }
  return null;
}

function megabytes(bytes: number, decimals: number): string {
  return `${(bytes / MB).toFixed(decimals)} MB`;
}

/** Why the area refuses this file, in words for the person, or null when it is accepted. */
export function checkFile(area: FileArea, file: FileLike): string | null {
  const limits = AREA_LIMITS[area];
  const name = file.name && file.name.length > 0 ? `“${file.name}”` : 'This file';
  if (storedContentType(area, file) === null) {
    return `${name} is not a type this place takes: ${limits.description}.`;
  }
  if (file.size <= 0) return `${name} is empty.`;
  if (file.size > limits.maxBytes) {
    return `${name} is ${megabytes(file.size, 1)}, over the ${megabytes(limits.maxBytes, 0)} limit (${limits.description}).`;
  }
  return null;
}
