/**
 * Suppliers: who the business buys from (GSTIN, state, contact, payment terms), the stock items each
 * supplies with its own code, the last price paid (set by each goods receipt) and the lead time, and
 * what is owed to each (supplier-payments.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { DataSource } from '../backend';
import { fetchPage, listFilters, type ListPage, chosenSort } from '../kit/list-page';
import { listQuery, recordKeys } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  gstin: z.string().nullable(),
  state: z.string().nullable(),
  address: z.string().nullable(),
  contact_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  payment_terms_days: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierItemSchema = z.object({
  id: z.string(),
  supplier_id: z.string(),
  stock_item_id: z.string(),
  sku: z.string(),
  item_name: z.string(),
  unit: z.string(),
  supplier_code: z.string().nullable(),
  last_price: numeric.nullable(),
  lead_time_days: z.number().int(),
  version: z.number().int(),
});
export type SupplierItem = z.infer<typeof supplierItemSchema>;

export const SUPPLIER_SORT_COLUMNS = ['name', 'state', 'payment_terms_days'] as const;

export interface SupplierQuery {
  search?: string | undefined;
  state?: string | undefined;
  /** Retired suppliers too; active ones only when left out. */
  includeInactive?: boolean | undefined;
  sort?: { column: (typeof SUPPLIER_SORT_COLUMNS)[number]; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function supplierFilters(query: SupplierQuery) {
  return listFilters({
    search: { columns: ['name', 'gstin', 'contact_name', 'email'], term: query.search },
    filters: { active: query.includeInactive ? undefined : true, state: query.state },
  });
}

export async function listSuppliers(
  query: SupplierQuery = {},
  given?: DataSource,
): Promise<ListPage<Supplier>> {
  const sort = chosenSort(query.sort, asc('name'));
  return fetchPage(
    'suppliers',
    { where: supplierFilters(query), sort, page: query.page, pageSize: query.pageSize },
    supplierSchema,
    given,
  );
}

export const getSupplier = (id: string, given?: DataSource): Promise<Supplier | null> =>
  getRow('suppliers', id, supplierSchema, given);

/** The items a supplier supplies, or the suppliers of an item, cheapest first. */
export const listSupplierItems = (
  by: { supplierId: string } | { stockItemId: string },
  given?: DataSource,
): Promise<SupplierItem[]> =>
  listRows(
    'supplier_item_details',
    supplierItemSchema,
    {
      filters: ['supplierId' in by ? eq('supplier_id', by.supplierId) : eq('stock_item_id', by.stockItemId)],
      sort: [asc('last_price'), asc('id')],
    },
    given,
  );

const keys = recordKeys<SupplierQuery>('suppliers');
export const supplierKeys = {
  ...keys,
  items: (supplierId: string) => [...keys.all, 'items', supplierId] as const,
};

export const supplierQueries = {
  list: (query: SupplierQuery) => listQuery(supplierKeys.list(query), () => listSuppliers(query)),
  detail: (id: string) => queryOptions({ queryKey: supplierKeys.detail(id), queryFn: () => getSupplier(id) }),
  items: (supplierId: string) =>
    queryOptions({
      queryKey: supplierKeys.items(supplierId),
      queryFn: () => listSupplierItems({ supplierId }),
    }),
};
