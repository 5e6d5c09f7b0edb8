/**
 * The catalogue's forms: what a person may type for each kind (zod, so the messages land beside
 * their fields), what an empty form starts with, a row turned into form values, and form values
 * turned into the columns the database stores. The limits repeat the database's checks so a slip
 * is caught before the save; the database still has the last word.
 */
import { z } from 'zod';
import {
  BASE_MATERIALS,
  EDGE_BAND_MATERIALS,
  GRAIN_DIRECTIONS,
  PANEL_PRESSINGS,
  SKIN_FINISHES,
  SKIN_OPERATIONS,
  type EdgeBand,
  type Panel,
  type ProcessedPanel,
  type Product,
  type Skin,
} from './catalogue-kinds';

interface MeasureOptions {
  integer?: boolean;
  /** The lower limit itself is not allowed (a size must be more than 0). */
  exclusiveMin?: boolean;
  /** Empty is allowed (stored as null). */
  optional?: boolean;
}

/**
 * A number between limits as a form holds it (null while empty), refusing empty (unless optional),
 * NaN and infinities with a message beside the field.
 */
function measure(label: string, min: number, max: number, options: MeasureOptions = {}) {
  return z
    .number({ error: `Enter the ${label} as a number.` })
    .nullable()
    .superRefine((value, context) => {
      const fail = (message: string) => context.addIssue({ code: 'custom', message });
      if (value === null) {
        if (!options.optional) fail(`Enter the ${label}.`);
        return;
      }
      if (!Number.isFinite(value)) return fail(`Enter the ${label} as a number.`);
      if (options.exclusiveMin ? value <= min : value < min) {
        return fail(
          options.exclusiveMin
            ? `The ${label} must be more than ${min}.`
            : `The ${label} may not be below ${min}.`,
        );
      }
      if (value > max) return fail(`The ${label} may not be above ${max}.`);
      if (options.integer && !Number.isInteger(value)) fail(`Enter the ${label} in whole numbers.`);
    });
}

const optionalMeasure = (label: string, min: number, max: number, options: { integer?: boolean } = {}) =>
  measure(label, min, max, { ...options, exclusiveMin: true, optional: true });

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}.`).max(max, `Keep the ${label} within ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `Keep the ${label} within ${max} characters.`);
const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'Use 2 to 40 capital letters, digits and dashes, e.g. PP-021.');
const hsn = z
  .string()
  .trim()
  .regex(/^$|^[0-9]{4}([0-9]{2}){0,2}$/, 'An HSN code has 4, 6 or 8 digits.');
const gst = measure('GST rate', 0, 28);
const money = (label: string) => measure(label, 0, 10_000_000);

const nullIfEmpty = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export const panelFormSchema = z
  .object({
    name: text('name', 120),
    design_number: optionalText('design number', 40),
    base_material: z.enum(BASE_MATERIALS),
    make: text('make', 80),
    grade: optionalText('grade', 60),
    length_mm: measure('length', 0, 6000, { integer: true, exclusiveMin: true }),
    width_mm: measure('width', 0, 3000, { integer: true, exclusiveMin: true }),
    thickness_mm: measure('thickness', 0, 100, { exclusiveMin: true }),
    grain_direction: z.enum(GRAIN_DIRECTIONS),
    pressing: z.enum(PANEL_PRESSINGS),
    price_per_sheet: money('price per sheet'),
    hsn,
    gst_rate: gst,
  })
  .refine((form) => form.width_mm === null || form.length_mm === null || form.width_mm <= form.length_mm, {
    path: ['width_mm'],
    message: 'Give the long side as the length: the width may not exceed it.',
  });
export type PanelForm = z.input<typeof panelFormSchema>;

export const skinFormSchema = z
  .object({
    name: text('name', 120),
    brand: text('brand', 80),
    design_number: optionalText('design number', 40),
    type: text('type', 60),
    finish: z.enum(SKIN_FINISHES),
    length_mm: optionalMeasure('length', 0, 6000, { integer: true }),
    width_mm: optionalMeasure('width', 0, 3000, { integer: true }),
    thickness_mm: optionalMeasure('thickness', 0, 10),
    operation: z.enum(SKIN_OPERATIONS),
    has_grain: z.boolean(),
    price_per_sheet: money('price per sheet'),
    hsn,
    gst_rate: gst,
  })
  .refine((form) => (form.length_mm === null) === (form.width_mm === null), {
    path: ['width_mm'],
    message: 'A sheet has both a length and a width; paint has neither.',
  });
export type SkinForm = z.input<typeof skinFormSchema>;

export const edgeBandFormSchema = z.object({
  name: text('name', 120),
  make: text('make', 80),
  design_number: optionalText('design number', 40),
  material: z.enum(EDGE_BAND_MATERIALS),
  finish: z.enum(SKIN_FINISHES),
  width_mm: measure('width', 0, 100, { exclusiveMin: true }),
  thickness_mm: measure('thickness', 0, 5, { exclusiveMin: true }),
  roll_length_m: measure('roll length', 0, 1000, { exclusiveMin: true }),
  price_per_metre: measure('price per metre', 0, 10_000),
  hsn,
  gst_rate: gst,
});
export type EdgeBandForm = z.input<typeof edgeBandFormSchema>;

export const processedPanelFormSchema = z.object({
  code,
  name: text('name', 160),
  panel_id: z.string().min(1, 'Choose the board.'),
  front_skin_id: z.string().min(1, 'Choose the front skin.'),
  back_skin_id: z.string().min(1, 'Choose the back skin.'),
  price_per_sqft: measure('price per sq ft', 0, 100_000),
  gst_rate: gst,
});
export type ProcessedPanelForm = z.input<typeof processedPanelFormSchema>;

export const productFormSchema = z.object({
  code,
  name: text('name', 160),
  category: text('category', 80),
  description: optionalText('description', 4000),
  width_mm: optionalMeasure('width', 0, 10_000, { integer: true }),
  depth_mm: optionalMeasure('depth', 0, 10_000, { integer: true }),
  height_mm: optionalMeasure('height', 0, 10_000, { integer: true }),
  processed_panel_id: z.string(),
  base_price: money('base price'),
  hsn,
  gst_rate: gst,
});
export type ProductForm = z.input<typeof productFormSchema>;

export const EMPTY_FORMS = {
  panels: {
    name: '',
    design_number: '',
    base_material: 'mdf',
    make: '',
    grade: '',
    length_mm: 2440,
    width_mm: 1220,
    thickness_mm: 18,
    grain_direction: 'none',
    pressing: 'plain',
    price_per_sheet: null,
    hsn: '4411',
    gst_rate: 18,
  },
  skins: {
    name: '',
    brand: '',
    design_number: '',
    type: 'Laminate',
    finish: 'suede',
    length_mm: 2440,
    width_mm: 1220,
    thickness_mm: 1,
    operation: 'hot_press',
    has_grain: false,
    price_per_sheet: null,
    hsn: '4823',
    gst_rate: 18,
  },
  edge_bands: {
    name: '',
    make: '',
    design_number: '',
    material: 'pvc',
    finish: 'matt',
    width_mm: 22,
    thickness_mm: 0.8,
    roll_length_m: 200,
    price_per_metre: null,
    hsn: '3916',
    gst_rate: 18,
  },
  processed_panels: {
    code: '',
    name: '',
    panel_id: '',
    front_skin_id: '',
    back_skin_id: '',
    price_per_sqft: null,
    gst_rate: 18,
  },
  products: {
    code: '',
    name: '',
    category: '',
    description: '',
    width_mm: null,
    depth_mm: null,
    height_mm: null,
    processed_panel_id: '',
    base_price: null,
    hsn: '9403',
    gst_rate: 18,
  },
} as const satisfies Record<string, Record<string, unknown>>;

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export const formOf = {
  panels: (row: Panel): PanelForm => ({
    name: row.name,
    design_number: row.design_number ?? '',
    base_material: row.base_material,
    make: row.make,
    grade: row.grade ?? '',
    length_mm: row.length_mm,
    width_mm: row.width_mm,
    thickness_mm: Number(row.thickness_mm),
    grain_direction: row.grain_direction,
    pressing: row.pressing,
    price_per_sheet: Number(row.price_per_sheet),
    hsn: row.hsn ?? '',
    gst_rate: Number(row.gst_rate),
  }),
  skins: (row: Skin): SkinForm => ({
    name: row.name,
    brand: row.brand,
    design_number: row.design_number ?? '',
    type: row.type,
    finish: row.finish,
    length_mm: row.length_mm,
    width_mm: row.width_mm,
    thickness_mm: num(row.thickness_mm),
    operation: row.operation,
    has_grain: row.has_grain,
    price_per_sheet: Number(row.price_per_sheet),
    hsn: row.hsn ?? '',
    gst_rate: Number(row.gst_rate),
  }),
  edge_bands: (row: EdgeBand): EdgeBandForm => ({
    name: row.name,
    make: row.make,
    design_number: row.design_number ?? '',
    material: row.material,
    finish: row.finish,
    width_mm: Number(row.width_mm),
    thickness_mm: Number(row.thickness_mm),
    roll_length_m: Number(row.roll_length_m),
    price_per_metre: Number(row.price_per_metre),
    hsn: row.hsn ?? '',
    gst_rate: Number(row.gst_rate),
  }),
  processed_panels: (row: ProcessedPanel): ProcessedPanelForm => ({
    code: row.code,
    name: row.name,
    panel_id: row.panel_id,
    front_skin_id: row.front_skin_id,
    back_skin_id: row.back_skin_id,
    price_per_sqft: Number(row.price_per_sqft),
    gst_rate: Number(row.gst_rate),
  }),
  products: (row: Product): ProductForm => ({
    code: row.code,
    name: row.name,
    category: row.category,
    description: row.description ?? '',
    width_mm: row.width_mm,
    depth_mm: row.depth_mm,
    height_mm: row.height_mm,
    processed_panel_id: row.processed_panel_id ?? '',
    base_price: Number(row.base_price),
    hsn: row.hsn ?? '',
    gst_rate: Number(row.gst_rate),
  }),
};

/** Empty optional text is stored as null, not as ''. */
export function columnsOf(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? nullIfEmpty(value) : value,
    ]),
  );
}
