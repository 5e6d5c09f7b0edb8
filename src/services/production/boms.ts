/**
 * Bills of material: the BOMs of an order, the parts of a BOM (processed panel, size, quantity,
 * grain lock, edge band per side), adding, editing, duplicating and deleting parts, and importing
 * parts from CSV with the optimizer's importer. Parts of one import go in one statement, so a
 * refused row leaves nothing half-imported.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DataSourceError, type DataSource, type Filter } from '../backend';
import { copyName, nextPosition } from './bom-rules';
import { importParts, parseMm } from '../optimizer/job-draft';
import { likePattern, source } from '../kit/data-access';
import { listQuery, recordKeys, recordQuery, useWrite } from '../kit/record-queries';
import { asc, desc, eq, listRows } from '../kit/rows';
import { blankForNull } from '../kit/form-fields';
import { numeric } from '../kit/schemas';

export const BOM_STATUSES = ['draft', 'released', 'in_production', 'completed'] as const;
export type BomStatus = (typeof BOM_STATUSES)[number];
export const BOM_STATUS_LABELS: Record<BomStatus, string> = {
  draft: 'Draft',
  released: 'Released',
  in_production: 'In production',
  completed: 'Completed',
};

export const bomSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  name: z.string(),
  status: z.enum(BOM_STATUSES),
  notes: z.string().nullable(),
  version: z.number().int(),
  order_number: z.string(),
  client_name: z.string().nullable(),
  part_lines: z.number().int(),
  part_count: z.number().int(),
  prepared_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Bom = z.infer<typeof bomSchema>;

export const bomPartSchema = z.object({
  id: z.string(),
  bom_id: z.string(),
  position: z.number().int(),
  name: z.string(),
  processed_panel_id: z.string(),
  length_mm: z.number().int(),
  width_mm: z.number().int(),
  quantity: z.number().int(),
  grain_locked: z.boolean(),
  edge_band_l1_id: z.string().nullable(),
  edge_band_l2_id: z.string().nullable(),
  edge_band_w1_id: z.string().nullable(),
  edge_band_w2_id: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  processed_panel_code: z.string(),
  processed_panel_name: z.string(),
  sheet_length_mm: z.number().int(),
  sheet_width_mm: z.number().int(),
  thickness_mm: numeric,
  edge_band_l1_name: z.string().nullable(),
  edge_band_l2_name: z.string().nullable(),
  edge_band_w1_name: z.string().nullable(),
  edge_band_w2_name: z.string().nullable(),
  /** The order line the part is cut for, when one was chosen. */
  order_line_id: z.string().nullable().default(null),
  order_line_position: z.number().int().nullable().default(null),
  order_line_description: z.string().nullable().default(null),
});
export type BomPart = z.infer<typeof bomPartSchema>;

export interface BomQuery {
  orderId?: string | undefined;
  search?: string | undefined;
  status?: BomStatus | undefined;
}

export async function listBoms(query: BomQuery = {}, given?: DataSource): Promise<Bom[]> {
  const filters: Filter[] = [];
  if (query.orderId) filters.push(eq('order_id', query.orderId));
  if (query.status) filters.push(eq('status', query.status));
  const search = query.search?.trim();
  if (search) {
    const like = likePattern(search);
    filters.push({
      op: 'or',
      filters: ['name', 'order_number', 'client_name'].map((column) => ({
        column,
        op: 'ilike' as const,
        value: like,
      })),
    });
  }
  return listRows('bom_list', bomSchema, { filters, sort: [desc('created_at'), asc('id')] }, given);
}

export const listBomParts = (bomId: string, given?: DataSource): Promise<BomPart[]> =>
  listRows(
    'bom_parts_list',
    bomPartSchema,
    { filters: [eq('bom_id', bomId)], sort: [asc('position')] },
    given,
  );

export async function createBom(orderId: string, name: string, given?: DataSource): Promise<string> {
  const ds = await source(given);
  const [row] = await ds.insert<{ id: string }>('bills_of_material', {
    order_id: orderId,
    name: name.trim(),
  });
  if (!row) throw new DataSourceError('unknown', 'The bill of material was not created.');
  return row.id;
}

const positiveMm = (label: string, max: number) =>
  z
    .number({ error: `Enter the ${label} in mm.` })
    .nullable()
    .superRefine((value, context) => {
      if (value === null || !Number.isFinite(value)) {
        context.addIssue({ code: 'custom', message: `Enter the ${label} in mm.` });
      } else if (!Number.isInteger(value) || value <= 0) {
        context.addIssue({ code: 'custom', message: `The ${label} must be a whole number of mm above 0.` });
      } else if (value > max) {
        context.addIssue({ code: 'custom', message: `The ${label} may not be above ${max} mm.` });
      }
    });

export const bomPartFormSchema = z.object({
  name: z.string().trim().min(1, 'Name the part.').max(120, 'Keep the name within 120 characters.'),
  processed_panel_id: z.string().min(1, 'Choose the processed panel.'),
  length_mm: positiveMm('length', 6000),
  width_mm: positiveMm('width', 3000),
  quantity: z
    .number({ error: 'Enter how many.' })
    .nullable()
    .refine(
      (value) => value !== null && Number.isInteger(value) && value > 0 && value <= 10_000,
      'Enter a whole number from 1 to 10000.',
    ),
  grain_locked: z.boolean(),
  edge_band_l1_id: z.string(),
  edge_band_l2_id: z.string(),
  edge_band_w1_id: z.string(),
  edge_band_w2_id: z.string(),
  notes: z.string().trim().max(1000, 'Keep the note within 1000 characters.'),
  /** '' for none. */
  order_line_id: z.string(),
});
export type BomPartForm = z.input<typeof bomPartFormSchema>;

export const EMPTY_PART: BomPartForm = {
  name: '',
  processed_panel_id: '',
  length_mm: null,
  width_mm: null,
  quantity: 1,
  grain_locked: false,
  edge_band_l1_id: '',
  edge_band_l2_id: '',
  edge_band_w1_id: '',
  edge_band_w2_id: '',
  notes: '',
  order_line_id: '',
};

export function partFormOf(part: BomPart): BomPartForm {
  return {
    name: part.name,
    processed_panel_id: part.processed_panel_id,
    length_mm: part.length_mm,
    width_mm: part.width_mm,
    quantity: part.quantity,
    grain_locked: part.grain_locked,
    ...blankForNull(part, [
      'edge_band_l1_id',
      'edge_band_l2_id',
      'edge_band_w1_id',
      'edge_band_w2_id',
      'notes',
      'order_line_id',
    ]),
  };
}

function columnsOf(form: BomPartForm): Record<string, unknown> {
  const values = bomPartFormSchema.parse(form);
  return {
    ...values,
    edge_band_l1_id: values.edge_band_l1_id || null,
    edge_band_l2_id: values.edge_band_l2_id || null,
    edge_band_w1_id: values.edge_band_w1_id || null,
    edge_band_w2_id: values.edge_band_w2_id || null,
    notes: values.notes || null,
    order_line_id: values.order_line_id || null,
  };
}

export const orderLineChoiceSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  description: z.string(),
  item_code: z.string().nullable(),
});
export type OrderLineChoice = z.infer<typeof orderLineChoiceSchema>;

/** The lines of an order, in order, for a part's line picker and the parts' line filter. */
export const listOrderLines = (orderId: string, given?: DataSource): Promise<OrderLineChoice[]> =>
  listRows(
    'order_lines',
    orderLineChoiceSchema,
    {
      columns: ['id', 'position', 'description', 'item_code'],
      filters: [eq('order_id', orderId)],
      sort: [asc('position'), asc('id')],
    },
    given,
  );

/** How a line is named in pickers and the parts table: its item code and description. */
export function orderLineLabel(line: { item_code?: string | null; description: string }): string {
  return line.item_code ? `${line.item_code} · ${line.description}` : line.description;
}

export async function savePart(
  bomId: string,
  part: Pick<BomPart, 'id' | 'version'> | null,
  form: BomPartForm,
  positions: readonly number[],
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  if (part === null) {
    await ds.insert('bom_parts', { bom_id: bomId, position: nextPosition(positions), ...columnsOf(form) });
  } else {
    await ds.update('bom_parts', part.id, part.version, columnsOf(form));
  }
}

export async function duplicatePart(
  part: BomPart,
  siblings: readonly BomPart[],
  given?: DataSource,
): Promise<void> {
  const ds = await source(given);
  await ds.insert('bom_parts', {
    bom_id: part.bom_id,
    position: nextPosition(siblings.map((p) => p.position)),
    ...columnsOf({
      ...partFormOf(part),
      name: copyName(
        part.name,
        siblings.map((p) => p.name),
      ),
    }),
  });
}

export async function deletePart(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('bom_parts', id);
}

export interface PanelChoice {
  id: string;
  code: string;
  name: string;
}

export interface PartsImportPlan {
  rows: Record<string, unknown>[];
  errors: { line: number; message: string }[];
}

/**
 * Reads parts from CSV with the optimizer's importer (name, length, width, quantity, material,
 * grain, bands). The material names a processed panel by its code or name; an empty one takes the
 * default. Edge band columns are ignored here: bands are chosen per part from the catalogue. Every
 * row goes to one order line of the BOM's order (see `importOrderLine`), or none when given null.
 */
export function planPartsImport(
  text: string,
  panels: readonly PanelChoice[],
  defaultPanelId: string | null,
  startPosition: number,
  orderLineId: string | null = null,
): PartsImportPlan {
  const imported = importParts(text, { material: '' });
  const errors = [...imported.errors];
  const byKey = new Map<string, string>();
  for (const panel of panels) {
    byKey.set(panel.code.toLowerCase(), panel.id);
    byKey.set(panel.name.toLowerCase(), panel.id);
  }
  const rows: Record<string, unknown>[] = [];
  imported.rows.forEach((row, index) => {
    const line = index + (imported.firstLine ?? 1);
    if (errors.some((error) => error.line === line)) return;
    const material = row.material.trim().toLowerCase();
    const panelId = material ? (byKey.get(material) ?? null) : defaultPanelId;
    if (panelId === null) {
      errors.push({
        line,
        message: material
          ? `no processed panel is called "${row.material}"`
          : 'no material, and no default chosen',
      });
      return;
    }
    rows.push({
      position: startPosition + rows.length,
      name: row.name.slice(0, 120),
      processed_panel_id: panelId,
      length_mm: Math.round(parseMm(row.length)),
      width_mm: Math.round(parseMm(row.width)),
      quantity: Math.round(parseMm(row.quantity)),
      grain_locked: row.grainLocked,
      order_line_id: orderLineId,
    });
  });
  return { rows, errors: errors.sort((a, b) => a.line - b.line) };
}

/** Inserts every planned part in one statement: all of them, or none when the database refuses one. */
export async function importPlannedParts(
  bomId: string,
  plan: PartsImportPlan,
  given?: DataSource,
): Promise<number> {
  if (plan.rows.length === 0) return 0;
  const ds = await source(given);
  const inserted = await ds.insert(
    'bom_parts',
    plan.rows.map((row) => ({ ...row, bom_id: bomId })),
  );
  return inserted.length;
}

const keys = recordKeys<BomQuery>('boms');
export const bomKeys = {
  ...keys,
  parts: (bomId: string) => [...keys.all, 'parts', bomId] as const,
  orderLines: (orderId: string) => [...keys.all, 'order-lines', orderId] as const,
};

export const useOrderLines = (orderId: string | null) =>
  useQuery(recordQuery(orderId, bomKeys.orderLines, listOrderLines));

export const useBoms = (query: BomQuery) => useQuery(listQuery(bomKeys.list(query), () => listBoms(query)));

export const useBomParts = (bomId: string | null) =>
  useQuery(recordQuery(bomId, bomKeys.parts, listBomParts));

export function useInvalidateBoms() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: bomKeys.all });
}

export const useDeletePart = () =>
  useWrite((id: string) => deletePart(id), [bomKeys.all], { handlesError: true, refreshOn: 'success' });
