/**
 * The catalogue's five kinds (boards, skins, edge bands, processed panels, products): their words,
 * the zod schemas their rows follow, and what each lists, searches, filters and sorts by.
 */
import { z } from 'zod';
import { numeric } from '../kit/schemas';

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
