/** The client block of a quotation (its printed address and GSTIN while it is a draft). */
import { z } from 'zod';
import type { DataSource } from '../backend';
import { isRowId } from './boq';
import { getRow } from '../kit/rows';

export const quotationClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  billing_address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  gstin: z.string().nullable(),
});
export type QuotationClient = z.infer<typeof quotationClientSchema>;

/** The client block of the printed quotation. */
export async function getQuotationClient(
  clientId: string,
  given?: DataSource,
): Promise<QuotationClient | null> {
  if (!isRowId(clientId)) return null;
  return getRow('clients', clientId, quotationClientSchema, given, {
    columns: ['id', 'name', 'billing_address', 'city', 'state', 'pincode', 'gstin'],
  });
}
