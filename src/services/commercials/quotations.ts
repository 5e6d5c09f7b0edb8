/**
 * Quotations: the list (quotations_list: number, revision, project, client, status, totals), one
 * quotation with its lines by room (quotation_lines_list) and its totals with the GST split
 * (quotation_tax in SQL: CGST + SGST within the org's state, IGST outside), the terms of a draft
 * (set_quotation_terms, version-checked), the status flow draft -> sent -> approved | rejected
 * (the database's guard decides who may), and revisions (revise_quotation) kept and comparable.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { boqKeys, isRowId, MEASURE_UNITS, rowIdQuery } from './boq';
import { source } from '../kit/data-access';
import { fetchPage, type ListPage } from '../kit/list-page';
import { listQuery, recordKeys, recordQuery, useWrite } from '../kit/record-queries';
import { asc, eq, getRow, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';
import { getQuotationClient } from './quotation-client';

export * from './quotation-client';

export const QUOTATION_STATUSES = ['draft', 'sent', 'approved', 'rejected'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const quotationSchema = z.object({
  id: z.string(),
  number: z.string(),
  revision: z.number().int(),
  reference: z.string(),
  project_id: z.string(),
  project_code: z.string(),
  project_name: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  title: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  currency: z.string(),
  issue_date: z.string(),
  valid_until: z.string(),
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  prepared_by_name: z.string().nullable(),
  sent_by_name: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decision_note: z.string().nullable(),
  taxable_total: numeric,
  gst_total: numeric,
  grand_total: numeric,
  latest_revision: z.number().int(),
  version: z.number().int(),
});
export type QuotationSummary = z.infer<typeof quotationSchema>;

/** The quotation row itself: what the page edits and the decision made on it. */
export const quotationDetailSchema = z.object({
  id: z.string(),
  margin_percent: numeric,
  discount_percent: numeric,
  terms: z.string().nullable(),
  notes: z.string().nullable(),
  decision_note: z.string().nullable(),
  previous_quotation_id: z.string().nullable(),
  version: z.number().int(),
});
export type QuotationDetail = z.infer<typeof quotationDetailSchema>;

export const quotationLineSchema = z.object({
  id: z.string(),
  quotation_id: z.string(),
  position: z.number().int(),
  boq_item_id: z.string().nullable(),
  item_code: z.string().nullable(),
  room: z.string(),
  description: z.string(),
  hsn: z.string().nullable(),
  unit: z.enum(MEASURE_UNITS),
  quantity: numeric,
  unit_cost: numeric,
  margin_percent: numeric,
  discount_percent: numeric,
  gst_rate: numeric,
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

const lineTotalsSchema = z.object({
  line_id: z.string().nullable(),
  line_amount: numeric,
  discount_amount: numeric,
  taxable_amount: numeric,
});
export const quotationTaxSchema = z.object({
  subtotal: numeric,
  discount_total: numeric,
  taxable_total: numeric,
  gst_total: numeric,
  grand_total: numeric,
  margin_total: numeric,
  margin_percent: numeric,
  intra_state: z.boolean(),
  place_of_supply: z.string().nullable(),
  org_state: z.string().nullable(),
  lines: z.array(lineTotalsSchema),
  gst_split: z.array(
    z.object({
      gst_rate: numeric,
      taxable_amount: numeric,
      gst_amount: numeric,
      cgst_amount: numeric,
      sgst_amount: numeric,
      igst_amount: numeric,
    }),
  ),
  cgst_total: numeric,
  sgst_total: numeric,
  igst_total: numeric,
  /** True when these figures are the snapshot stored at sending (they no longer follow the client). */
  snapshot: z.boolean().optional(),
  client_state: z.string().nullable().optional(),
  client_gstin: z.string().nullable().optional(),
  org_gstin: z.string().nullable().optional(),
});
export type QuotationTax = z.infer<typeof quotationTaxSchema>;

export interface QuotationQuery {
  status?: QuotationStatus | undefined;
  project?: string | undefined;
  /** Matches the number, title, project or client. */
  search?: string | undefined;
  /** Issue date from / to (YYYY-MM-DD, inclusive): the analytics range. */
  from?: string | undefined;
  to?: string | undefined;
  page?: number;
  pageSize?: number;
}

export function listQuotations(
  query: QuotationQuery = {},
  given?: DataSource,
): Promise<ListPage<QuotationSummary>> {
  const where: Filter[] = [];
  if (query.from) where.push({ column: 'issue_date', op: 'gte', value: query.from });
  if (query.to) where.push({ column: 'issue_date', op: 'lte', value: query.to });
  return fetchPage(
    'quotations_list',
    {
      search: { columns: ['number', 'title', 'project_name', 'client_name'], term: query.search },
      filters: { status: query.status, project_id: isRowId(query.project) ? query.project : undefined },
      where,
      sort: [
        { column: 'issue_date', ascending: false },
        { column: 'number', ascending: false },
        { column: 'revision', ascending: false },
      ],
      page: query.page,
      pageSize: query.pageSize,
    },
    quotationSchema,
    given,
  );
}

/** Every revision of a quotation number, oldest first. */
export const listRevisions = (number: string, given?: DataSource): Promise<QuotationSummary[]> =>
  listRows(
    'quotations_list',
    quotationSchema,
    { filters: [eq('number', number)], sort: [asc('revision')] },
    given,
  );

export async function getQuotation(id: string, given?: DataSource): Promise<QuotationSummary | null> {
  if (!isRowId(id)) return null;
  return getRow('quotations_list', id, quotationSchema, given);
}

export async function getQuotationDetail(id: string, given?: DataSource): Promise<QuotationDetail | null> {
  if (!isRowId(id)) return null;
  return getRow('quotations', id, quotationDetailSchema, given, {
    columns: [
      'id',
      'margin_percent',
      'discount_percent',
      'terms',
      'notes',
      'decision_note',
      'previous_quotation_id',
      'version',
    ],
  });
}

export async function listQuotationLines(quotationId: string, given?: DataSource): Promise<QuotationLine[]> {
  if (!isRowId(quotationId)) return [];
  return listRows(
    'quotation_lines_list',
    quotationLineSchema,
    { filters: [eq('quotation_id', quotationId)], sort: [asc('position')] },
    given,
  );
}

export async function quotationTax(quotationId: string, given?: DataSource): Promise<QuotationTax | null> {
  const ds = await source(given);
  const result = await ds.rpc<unknown>('quotation_tax', { p_quotation_id: quotationId });
  return result === null ? null : quotationTaxSchema.parse(result);
}

export interface QuotationTerms {
  marginPercent: number;
  discountPercent: number;
  validUntil: string;
  terms?: string | null;
}

/** Margin, discount and validity of a draft (its lines take the margin and discount); the new version. */
export async function setQuotationTerms(
  id: string,
  version: number,
  terms: QuotationTerms,
  given?: DataSource,
): Promise<number> {
  const ds = await source(given);
  return ds.rpc<number>('set_quotation_terms', {
    p_quotation_id: id,
    p_version: version,
    p_margin_percent: terms.marginPercent,
    p_discount_percent: terms.discountPercent,
    p_valid_until: terms.validUntil,
    p_terms: terms.terms ?? null,
  });
}

/**
 * draft -> sent (proposal.send), sent -> approved | rejected (proposal.approve, the note is the
 * decision note), sent -> draft (a recall: proposal.approve, the note is the required reason),
 * through set_quotation_status; the database checks the version, stamps who and when, logs the
 * step and, on sending, stores the tax snapshot. Returns the new version.
 */
export async function setQuotationStatus(
  id: string,
  version: number,
  status: QuotationStatus,
  note?: string,
  given?: DataSource,
): Promise<number> {
  const ds = await source(given);
  return ds.rpc<number>('set_quotation_status', {
    p_quotation_id: id,
    p_version: version,
    p_status: status,
    p_note: note?.trim() ? note.trim() : null,
  });
}

/** A new draft revision with a copy of the lines; the old one is kept as it was. */
export async function reviseQuotation(id: string, given?: DataSource): Promise<string> {
  const ds = await source(given);
  return ds.rpc<string>('revise_quotation', { p_quotation_id: id });
}

const keys = recordKeys<QuotationQuery>('quotations');
/** `one` is the list's row of a quotation, `detail` the quotation's own row (terms, notes). */
export const quotationKeys = {
  ...keys,
  one: (id: string) => [...keys.all, 'one', id] as const,
  lines: (id: string) => [...keys.all, 'lines', id] as const,
  tax: (id: string) => [...keys.all, 'tax', id] as const,
  revisions: (number: string) => [...keys.all, 'revisions', number] as const,
  client: (id: string) => [...keys.all, 'client', id] as const,
};

export const useQuotationClient = (clientId: string | null) =>
  useQuery(rowIdQuery(clientId, quotationKeys.client, getQuotationClient));

/** The list and one quotation as TanStack Query options: hooks, prefetching and tests share them. */
export const quotationQueries = {
  list: (query: QuotationQuery) => listQuery(quotationKeys.list(query), () => listQuotations(query)),
  one: (id: string | null) => recordQuery(id, quotationKeys.one, getQuotation),
  detail: (id: string | null) => rowIdQuery(id, quotationKeys.detail, getQuotationDetail),
};

export function useQuotations(query: QuotationQuery) {
  return useQuery(quotationQueries.list(query));
}

export function useQuotation(id: string | null) {
  return useQuery(quotationQueries.one(id));
}

export function useQuotationDetail(id: string | null) {
  return useQuery(quotationQueries.detail(id));
}

export const useQuotationLines = (id: string | null) =>
  useQuery(rowIdQuery(id, quotationKeys.lines, listQuotationLines));

export const useQuotationTax = (id: string | null) =>
  useQuery(rowIdQuery(id, quotationKeys.tax, quotationTax));

export const useRevisions = (number: string | null) =>
  useQuery(recordQuery(number, quotationKeys.revisions, listRevisions));

/** What a quotation's write reads again: quotations, and the BOQ whose locks follow their status. */
const refresh = [quotationKeys.all, boqKeys.all];

/** Quotations and the BOQ (whose locks follow a quotation's status) are read again. */
export function useInvalidateQuotations() {
  const client = useQueryClient();
  return () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export const useSetQuotationTerms = () =>
  useWrite(
    ({ id, version, terms }: { id: string; version: number; terms: QuotationTerms }) =>
      setQuotationTerms(id, version, terms),
    refresh,
    { handlesError: true },
  );

interface StatusChange {
  id: string;
  version: number;
  status: QuotationStatus;
  note?: string;
}

export const useSetQuotationStatus = () =>
  useWrite(
    ({ id, version, status, note }: StatusChange) => setQuotationStatus(id, version, status, note),
    refresh,
    { handlesError: true },
  );

export const useReviseQuotation = () =>
  useWrite((id: string) => reviseQuotation(id), refresh, { handlesError: true, refreshOn: 'success' });
