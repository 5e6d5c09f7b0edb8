/**
 * The materials catalogue: boards (panels), skins (laminates, veneers, paint), edge bands, processed
 * panels (a board with a front and a back skin, priced per square foot) and products (furniture
 * modules). One set of typed functions serves all five pages: each kind names its relation, the
 * columns it searches and filters, and the zod schemas its rows and forms follow. Rows used by
 * something else (a processed panel, a BOM part, stock) are refused deletion by the database; they
 * are retired with `active = false` instead.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isDataSourceError, DataSourceError, type DataSource, type Filter, type SortKey } from '../backend';
import { likePattern, source } from '../kit/data-access';
import {
  catalogueImagePath,
  checkFile,
  fileStore,
  FileStoreError,
  makeThumbnail,
  type CatalogueImageKind,
  type FileStore,
} from '../files';

export const BASE_MATERIALS = ['mdf', 'particle_board', 'plywood', 'hdhmr'] as const;
export const GRAIN_DIRECTIONS = ['none', 'lengthwise', 'widthwise'] as const;
export const PANEL_PRESSINGS = ['plain', 'pre_laminated', 'veneered'] as const;
export const SKIN_FINISHES = [
  'matt',
  'super_matt',
  'suede',
  'gloss',
  'high_gloss',
  'textured',
  'woodgrain',
] as const;
export const SKIN_OPERATIONS = ['hot_press', 'cold_press', 'paint', 'vacuum_press', 'post_forming'] as const;
export const EDGE_BAND_MATERIALS = ['pvc', 'abs', 'acrylic', 'veneer', 'melamine'] as const;

export const CATALOGUE_LABELS: Readonly<Record<string, string>> = {
  mdf: 'MDF',
  particle_board: 'Particle board',
  plywood: 'Plywood',
  hdhmr: 'HDHMR',
  none: 'None',
  lengthwise: 'Lengthwise',
  widthwise: 'Widthwise',
  plain: 'Plain',
  pre_laminated: 'Pre-laminated',
  veneered: 'Veneered',
  matt: 'Matt',
  super_matt: 'Super matt',
  suede: 'Suede',
  gloss: 'Gloss',
  high_gloss: 'High gloss',
  textured: 'Textured',
  woodgrain: 'Woodgrain',
  hot_press: 'Hot press',
  cold_press: 'Cold press',
  paint: 'Paint',
  vacuum_press: 'Vacuum press',
  post_forming: 'Post forming',
  pvc: 'PVC',
  abs: 'ABS',
  acrylic: 'Acrylic',
  veneer: 'Veneer',
  melamine: 'Melamine',
};

export const labelOf = (value: string | null | undefined): string =>
  value ? (CATALOGUE_LABELS[value] ?? value) : '';

/** Postgres numerics arrive as numbers from PostgREST and sometimes as strings. */
const numeric = z.union([z.number(), z.string().transform(Number)]);
const optionalNumeric = numeric.nullable();

const common = {
  id: z.string(),
  active: z.boolean(),
  version: z.number().int(),
};

/** A board, skin, edge band or product's photo and its thumbnail in the file store (paths, or null). */
const image = {
  image_path: z.string().nullable().default(null),
  image_thumbnail_path: z.string().nullable().default(null),
};

export const panelSchema = z.object({
  ...common,
  ...image,
  name: z.string(),
  design_number: z.string().nullable(),
  base_material: z.enum(BASE_MATERIALS),
  make: z.string(),
  grade: z.string().nullable(),
  length_mm: z.number().int(),
  width_mm: z.number().int(),
  thickness_mm: numeric,
  grain_direction: z.enum(GRAIN_DIRECTIONS),
  pressing: z.enum(PANEL_PRESSINGS),
  price_per_sheet: numeric,
  hsn: z.string().nullable(),
  gst_rate: numeric,
});
export type Panel = z.infer<typeof panelSchema>;

export const skinSchema = z.object({
  ...common,
  ...image,
  name: z.string(),
  brand: z.string(),
  design_number: z.string().nullable(),
  type: z.string(),
  finish: z.enum(SKIN_FINISHES),
  length_mm: z.number().int().nullable(),
  width_mm: z.number().int().nullable(),
  thickness_mm: optionalNumeric,
  operation: z.enum(SKIN_OPERATIONS),
  has_grain: z.boolean(),
  price_per_sheet: numeric,
  hsn: z.string().nullable(),
  gst_rate: numeric,
});
export type Skin = z.infer<typeof skinSchema>;

export const edgeBandSchema = z.object({
  ...common,
  ...image,
  name: z.string(),
  make: z.string(),
  design_number: z.string().nullable(),
  material: z.enum(EDGE_BAND_MATERIALS),
  finish: z.enum(SKIN_FINISHES),
  width_mm: numeric,
  thickness_mm: numeric,
  roll_length_m: numeric,
  price_per_metre: numeric,
  hsn: z.string().nullable(),
  gst_rate: numeric,
});
export type EdgeBand = z.infer<typeof edgeBandSchema>;

export const processedPanelSchema = z.object({
  ...common,
  code: z.string(),
  name: z.string(),
  panel_id: z.string(),
  front_skin_id: z.string(),
  back_skin_id: z.string(),
  price_per_sqft: numeric,
  gst_rate: numeric,
  final_price_per_sqft: numeric,
  panel_name: z.string(),
  base_material: z.enum(BASE_MATERIALS),
  thickness_mm: numeric,
  length_mm: z.number().int(),
  width_mm: z.number().int(),
  front_skin_name: z.string(),
  back_skin_name: z.string(),
  pressing: z.enum(SKIN_OPERATIONS),
});
export type ProcessedPanel = z.infer<typeof processedPanelSchema>;

export const productSchema = z.object({
  ...common,
  code: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  width_mm: z.number().int().nullable(),
  depth_mm: z.number().int().nullable(),
  height_mm: z.number().int().nullable(),
  processed_panel_id: z.string().nullable(),
  base_price: numeric,
  hsn: z.string().nullable(),
  gst_rate: numeric,
  ...image,
  processed_panel_code: z.string().nullable(),
  processed_panel_name: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export interface CatalogueRows {
  panels: Panel;
  skins: Skin;
  edge_bands: EdgeBand;
  processed_panels: ProcessedPanel;
  products: Product;
}
export type CatalogueKind = keyof CatalogueRows;

interface KindSpec {
  /** What lists read (a view that names related rows, or the table). */
  relation: string;
  /** What writes go to. */
  table: string;
  schema: z.ZodType;
  /** Searched together with one `or` filter. */
  searchColumns: readonly string[];
  /** Filter id → column; the value is compared for equality. */
  filterColumns: Readonly<Record<string, string>>;
  sortColumns: readonly string[];
  defaultSort: string;
  /** What a person calls one row, for messages. */
  noun: string;
  /** The column the make filter offers the distinct values of. */
  makeColumn?: string;
}

export const CATALOGUE: Readonly<Record<CatalogueKind, KindSpec>> = {
  panels: {
    relation: 'panels',
    table: 'panels',
    schema: panelSchema,
    searchColumns: ['name', 'make', 'design_number', 'grade'],
    filterColumns: {
      base_material: 'base_material',
      make: 'make',
      grain_direction: 'grain_direction',
      thickness_mm: 'thickness_mm',
    },
    sortColumns: ['name', 'make', 'base_material', 'thickness_mm', 'length_mm', 'price_per_sheet'],
    defaultSort: 'name',
    noun: 'panel',
    makeColumn: 'make',
  },
  skins: {
    relation: 'skins',
    table: 'skins',
    schema: skinSchema,
    searchColumns: ['name', 'brand', 'design_number', 'type'],
    filterColumns: { brand: 'brand', finish: 'finish', operation: 'operation' },
    sortColumns: ['name', 'brand', 'type', 'finish', 'price_per_sheet'],
    defaultSort: 'name',
    noun: 'skin',
    makeColumn: 'brand',
  },
  edge_bands: {
    relation: 'edge_bands',
    table: 'edge_bands',
    schema: edgeBandSchema,
    searchColumns: ['name', 'make', 'design_number'],
    filterColumns: { make: 'make', material: 'material', finish: 'finish' },
    sortColumns: ['name', 'make', 'width_mm', 'thickness_mm', 'price_per_metre'],
    defaultSort: 'name',
    noun: 'edge band',
    makeColumn: 'make',
  },
  processed_panels: {
    relation: 'processed_panels_list',
    table: 'processed_panels',
    schema: processedPanelSchema,
    searchColumns: ['code', 'name', 'panel_name', 'front_skin_name'],
    filterColumns: { base_material: 'base_material', pressing: 'pressing' },
    sortColumns: ['code', 'name', 'price_per_sqft', 'final_price_per_sqft', 'thickness_mm'],
    defaultSort: 'code',
    noun: 'processed panel',
  },
  products: {
    relation: 'products_list',
    table: 'products',
    schema: productSchema,
    searchColumns: ['code', 'name', 'category', 'description'],
    filterColumns: { category: 'category' },
    sortColumns: ['code', 'name', 'category', 'base_price'],
    defaultSort: 'name',
    noun: 'product',
  },
};

export interface CatalogueQuery {
  search?: string | undefined;
  /** Filter id (see CATALOGUE[kind].filterColumns) → value. */
  filters?: Readonly<Record<string, string>> | undefined;
  /** `active`, `inactive`, or everything when left out. */
  status?: 'active' | 'inactive' | undefined;
  sort?: { column: string; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface CataloguePage<Row> {
  rows: Row[];
  total: number;
}

export function catalogueFilters(kind: CatalogueKind, query: CatalogueQuery): Filter[] {
  const spec = CATALOGUE[kind];
  const filters: Filter[] = [];
  const search = query.search?.trim();
  if (search) {
    filters.push({
      op: 'or',
      filters: spec.searchColumns.map((column) => ({
        column,
        op: 'ilike' as const,
        value: likePattern(search),
      })),
    });
  }
  for (const [id, value] of Object.entries(query.filters ?? {})) {
    const column = spec.filterColumns[id];
    if (column && value) filters.push({ column, op: 'eq', value });
  }
  if (query.status) filters.push({ column: 'active', op: 'eq', value: query.status === 'active' });
  return filters;
}

export async function listCatalogue<K extends CatalogueKind>(
  kind: K,
  query: CatalogueQuery = {},
  given?: DataSource,
): Promise<CataloguePage<CatalogueRows[K]>> {
  const spec = CATALOGUE[kind];
  const ds = await source(given);
  const sort: SortKey[] = [];
  if (query.sort && spec.sortColumns.includes(query.sort.column)) {
    sort.push({ column: query.sort.column, ascending: !query.sort.descending });
  }
  if (query.sort?.column !== spec.defaultSort) sort.push({ column: spec.defaultSort, ascending: true });
  sort.push({ column: 'id', ascending: true });
  const range =
    query.page !== undefined && query.pageSize !== undefined
      ? { from: query.page * query.pageSize, to: (query.page + 1) * query.pageSize - 1 }
      : undefined;
  const { rows, count } = await ds.list<unknown>(spec.relation, {
    filters: catalogueFilters(kind, query),
    sort,
    ...(range ? { range } : {}),
    count: 'exact',
  });
  const parsed = z.array(spec.schema).parse(rows) as CatalogueRows[K][];
  return { rows: parsed, total: count ?? parsed.length };
}

export async function getCatalogueItem<K extends CatalogueKind>(
  kind: K,
  id: string,
  given?: DataSource,
): Promise<CatalogueRows[K] | null> {
  const ds = await source(given);
  const row = await ds.get<unknown>(CATALOGUE[kind].relation, id);
  return row === null ? null : (CATALOGUE[kind].schema.parse(row) as CatalogueRows[K]);
}

/** Distinct makes or brands of a kind, for its filter. */
export async function listCatalogueMakes(kind: CatalogueKind, given?: DataSource): Promise<string[]> {
  const column = CATALOGUE[kind].makeColumn;
  if (!column) return [];
  const ds = await source(given);
  const { rows } = await ds.list<Record<string, unknown>>(CATALOGUE[kind].relation, {
    columns: [column],
    count: 'none',
  });
  const values = rows.map((row) => row[column]).filter((value): value is string => typeof value === 'string');
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

export interface CatalogueOption {
  value: string;
  label: string;
}

/** Active rows of a kind as select options (a processed panel's board and skins, a product's panel). */
export type OptionKind = 'panels' | 'skins' | 'processed_panels' | 'edge_bands';

export async function listCatalogueOptions(kind: OptionKind, given?: DataSource): Promise<CatalogueOption[]> {
  const { rows } = await listCatalogue(kind, { status: 'active' }, given);
  return rows.map((row) => ({
    value: row.id,
    label: 'code' in row ? `${row.code} · ${row.name}` : row.name,
  }));
}

/**
 * Adds a row (id null) or changes one if nobody saved it since `version` was read. A stale
 * version rejects with ConflictError; a duplicate code or design number with a 'constraint' error
 * that CATALOGUE_CONSTRAINT_FIELDS puts beside its field.
 */
export async function saveCatalogueItem<K extends CatalogueKind>(
  kind: K,
  id: string | null,
  version: number,
  values: Record<string, unknown>,
  given?: DataSource,
): Promise<string> {
  const ds = await source(given);
  const table = CATALOGUE[kind].table;
  if (id === null) {
    const [row] = await ds.insert<{ id: string }>(table, values);
    if (!row) throw new DataSourceError('unknown', `The ${CATALOGUE[kind].noun} was not saved.`);
    return row.id;
  }
  await ds.update<{ id: string }>(table, id, version, values);
  return id;
}

export async function setCatalogueItemActive(
  kind: CatalogueKind,
  id: string,
  version: number,
  active: boolean,
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  await ds.update(CATALOGUE[kind].table, id, version, { active });
}

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

/** What a refused delete means: a row in use is retired, not deleted. */
export function deleteRefusal(kind: CatalogueKind, error: unknown): string {
  const noun = CATALOGUE[kind].noun;
  // 23503: a foreign key (no action); 23001: one declared ON DELETE RESTRICT, or the trigger that
  // finds BOQ lines by item code (which it lists in the detail: "BOQ lines: KIT-01, ...").
  if (isDataSourceError(error) && (error.code === '23503' || error.code === '23001')) {
    const lines = error.detail?.startsWith('BOQ lines: ') ? error.detail.slice('BOQ lines: '.length) : null;
    const users = lines
      ? `BOQ lines (${lines})`
      : 'other records (a processed panel, a BOQ line, a bill of material or stock)';
    return `This ${noun} is used by ${users}, so it cannot be deleted. Mark it inactive instead: it stays on old records and leaves the pick lists.`;
  }
  if (isDataSourceError(error) && (error.kind === 'permission' || error.kind === 'not-found')) {
    return `You may not delete this ${noun}: editing the catalogue needs the “catalogue.edit” permission.`;
  }
  return error instanceof Error ? error.message : `The ${noun} was not deleted.`;
}

export async function deleteCatalogueItem(
  kind: CatalogueKind,
  id: string,
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  try {
    await ds.remove(CATALOGUE[kind].table, id);
  } catch (error) {
    throw new DataSourceError('rejected', deleteRefusal(kind, error), {}, { cause: error });
  }
}

/** Constraint names the database may refuse with, and the field each belongs to. */
export const CATALOGUE_CONSTRAINT_FIELDS = {
  panels_variant_key: {
    field: 'name',
    message: 'This board (same make, name, design number and size) is already in the catalogue.',
  },
  panels_orientation_check: {
    field: 'width_mm',
    message: 'Give the long side as the length: the width may not exceed it.',
  },
  skins_design_number_key: {
    field: 'design_number',
    message: 'This design number is already used for this brand and finish.',
  },
  edge_bands_design_number_key: {
    field: 'design_number',
    message: 'This design number is already used for this make and size.',
  },
  processed_panels_code_key: {
    field: 'code',
    message: 'This code is already used by another processed panel.',
  },
  products_code_key: { field: 'code', message: 'This code is already used by another product.' },
} as const;

/** A processed panel's price per square foot with GST, as the database computes it (to the paisa). */
export function processedPanelPrice(pricePerSqft: number, gstRate: number): { gst: number; final: number } {
  if (!Number.isFinite(pricePerSqft) || !Number.isFinite(gstRate)) return { gst: 0, final: 0 };
  const final = Math.round(pricePerSqft * (1 + gstRate / 100) * 100) / 100;
  return { gst: Math.round((final - pricePerSqft) * 100) / 100, final };
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  kind: (kind: CatalogueKind) => [...catalogueKeys.all, kind] as const,
  list: (kind: CatalogueKind, query: CatalogueQuery) => [...catalogueKeys.kind(kind), 'list', query] as const,
  makes: (kind: CatalogueKind) => [...catalogueKeys.kind(kind), 'makes'] as const,
  options: (kind: CatalogueKind) => [...catalogueKeys.kind(kind), 'options'] as const,
};

export function useCatalogueList<K extends CatalogueKind>(kind: K, query: CatalogueQuery) {
  return useQuery({
    queryKey: catalogueKeys.list(kind, query),
    queryFn: () => listCatalogue(kind, query),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogueItem<K extends CatalogueKind>(kind: K, id: string | null) {
  return useQuery({
    queryKey: [...catalogueKeys.kind(kind), 'item', id ?? ''] as const,
    queryFn: () => getCatalogueItem(kind, id ?? ''),
    enabled: id !== null,
  });
}

export function useCatalogueMakes(kind: CatalogueKind) {
  return useQuery({ queryKey: catalogueKeys.makes(kind), queryFn: () => listCatalogueMakes(kind) });
}

export function useCatalogueOptions(kind: OptionKind, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.options(kind),
    queryFn: () => listCatalogueOptions(kind),
    enabled,
  });
}

/** After any change the kind's lists, makes and options are read again (and so are the kinds that name it). */
export function useInvalidateCatalogue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogueKeys.all });
}

export function useSetCatalogueItemActive(kind: CatalogueKind) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: ({ id, version, active }: { id: string; version: number; active: boolean }) =>
      setCatalogueItemActive(kind, id, version, active),
    onSuccess: invalidate,
  });
}

export function useDeleteCatalogueItem(kind: CatalogueKind) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (id: string) => deleteCatalogueItem(kind, id),
    onSuccess: invalidate,
  });
}
