/**
 * The materials catalogue: boards (panels), skins (laminates, veneers, paint), edge bands, processed
 * panels (a board with a front and a back skin, priced per square foot) and products (furniture
 * modules). One set of typed functions serves all five pages: each kind names its relation, the
 * columns it searches and filters, and the zod schemas its rows and forms follow. Rows used by
 * something else (a processed panel, a BOM part, stock) are refused deletion by the database; they
 * are retired with `active = false` instead.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isDataSourceError, DataSourceError, type DataSource, type Filter } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListPage, chosenSort } from '../kit/list-page';
import { listQuery, recordQuery, useWrite } from '../kit/record-queries';
import { asc, getRow } from '../kit/rows';
import { CATALOGUE, type CatalogueKind, type CatalogueRows } from './catalogue-kinds';

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

export type CataloguePage<Row> = ListPage<Row>;

export function catalogueFilters(kind: CatalogueKind, query: CatalogueQuery): Filter[] {
  const spec = CATALOGUE[kind];
  const fields: Record<string, string | boolean | undefined> = {};
  for (const [id, value] of Object.entries(query.filters ?? {})) {
    const column = spec.filterColumns[id];
    if (column) fields[column] = value;
  }
  if (query.status) fields['active'] = query.status === 'active';
  return listFilters({ search: { columns: spec.searchColumns, term: query.search }, filters: fields });
}

export async function listCatalogue<K extends CatalogueKind>(
  kind: K,
  query: CatalogueQuery = {},
  given?: DataSource,
): Promise<CataloguePage<CatalogueRows[K]>> {
  const spec = CATALOGUE[kind];
  const chosen = query.sort && spec.sortColumns.includes(query.sort.column) ? query.sort : undefined;
  const sort = chosenSort(chosen, asc(spec.defaultSort), asc('id'));
  const page = await fetchPage(
    spec.relation,
    { where: catalogueFilters(kind, query), sort, page: query.page, pageSize: query.pageSize },
    spec.schema,
    given,
  );
  return page as CataloguePage<CatalogueRows[K]>;
}

export async function getCatalogueItem<K extends CatalogueKind>(
  kind: K,
  id: string,
  given?: DataSource,
): Promise<CatalogueRows[K] | null> {
  const row = await getRow(CATALOGUE[kind].relation, id, CATALOGUE[kind].schema, given);
  return row as CatalogueRows[K] | null;
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
  detail: (kind: CatalogueKind, id: string) => [...catalogueKeys.kind(kind), 'item', id] as const,
};

export const catalogueQueries = {
  list: <K extends CatalogueKind>(kind: K, query: CatalogueQuery) =>
    listQuery(catalogueKeys.list(kind, query), () => listCatalogue(kind, query)),
  detail: <K extends CatalogueKind>(kind: K, id: string | null) =>
    recordQuery(
      id,
      (itemId) => catalogueKeys.detail(kind, itemId),
      (itemId) => getCatalogueItem(kind, itemId),
    ),
  makes: (kind: CatalogueKind) =>
    queryOptions({ queryKey: catalogueKeys.makes(kind), queryFn: () => listCatalogueMakes(kind) }),
  options: (kind: OptionKind, enabled = true) =>
    queryOptions({
      queryKey: catalogueKeys.options(kind),
      queryFn: () => listCatalogueOptions(kind),
      enabled,
    }),
};

export function useCatalogueList<K extends CatalogueKind>(kind: K, query: CatalogueQuery) {
  return useQuery(catalogueQueries.list(kind, query));
}

export function useCatalogueItem<K extends CatalogueKind>(kind: K, id: string | null) {
  return useQuery(catalogueQueries.detail(kind, id));
}

export function useCatalogueMakes(kind: CatalogueKind) {
  return useQuery(catalogueQueries.makes(kind));
}

export function useCatalogueOptions(kind: OptionKind, enabled = true) {
  return useQuery(catalogueQueries.options(kind, enabled));
}

/** After any change the kind's lists, makes and options are read again (and so are the kinds that name it). */
export function useInvalidateCatalogue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogueKeys.all });
}

export const useSetCatalogueItemActive = (kind: CatalogueKind) =>
  useWrite(
    ({ id, version, active }: { id: string; version: number; active: boolean }) =>
      setCatalogueItemActive(kind, id, version, active),
    [catalogueKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );

export const useDeleteCatalogueItem = (kind: CatalogueKind) =>
  useWrite((id: string) => deleteCatalogueItem(kind, id), [catalogueKeys.all], {
    handlesError: true,
    refreshOn: 'success',
  });
