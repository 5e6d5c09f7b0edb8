/**
 * A catalogue list's URL contract, one per kind: `q`, one parameter per filter of the kind
 * (CATALOGUE[kind].filterColumns), `status` (active or inactive), `sort`/`dir`, `page`, `size`.
 */
import { anyText, defineListContract, oneOf, type FilterParser, pageQueryOf } from '@/pages/list-kit';
import { CATALOGUE, type CatalogueKind, type CatalogueQuery } from '@/services/production';

const CATALOGUE_STATUSES = ['active', 'inactive'] as const;

function catalogueList(kind: CatalogueKind) {
  const spec = CATALOGUE[kind];
  const filters: Record<string, FilterParser> = {};
  for (const id of Object.keys(spec.filterColumns)) filters[id] = anyText;
  return defineListContract({
    filters: { ...filters, status: oneOf(CATALOGUE_STATUSES) },
    sortKeys: spec.sortColumns,
  });
}

export type CatalogueListContract = ReturnType<typeof catalogueList>;

export const catalogueLists: Readonly<Record<CatalogueKind, CatalogueListContract>> = {
  panels: catalogueList('panels'),
  skins: catalogueList('skins'),
  edge_bands: catalogueList('edge_bands'),
  processed_panels: catalogueList('processed_panels'),
  products: catalogueList('products'),
};

export type CatalogueListState = ReturnType<CatalogueListContract['read']>;

export function catalogueQueryOf(state: CatalogueListState): CatalogueQuery {
  const { status, ...fields } = state.filters as Record<string, string | undefined>;
  const filters: Record<string, string> = {};
  for (const [id, value] of Object.entries(fields)) if (value) filters[id] = value;
  return {
    ...pageQueryOf(state),
    filters,
    status: status === 'active' || status === 'inactive' ? status : undefined,
  };
}
