/**
 * The CRM directory (apps/crm/companies, contacts, clients): one list function for the three
 * tables (search, filters, sort and paging answered by the database; contacts and clients read
 * their security_invoker views with the company and relationship manager names), zod schemas for
 * their forms with the checks the tables have (GSTIN, e-mail, phone, pincode), and save with the
 * row's version. Row-level security decides who reads (leads.view or projects.view) and writes
 * (leads.edit).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { likePattern, source } from '../kit/data-access';
import {
  emailField,
  gstinField,
  nameField,
  optionalField,
  phoneField,
  pincodeField,
  shortTextField,
} from '../kit/form-fields';
import { PHONE_NUMBER_MESSAGE } from '../kit/contact-links';
import { listQuery, recordQuery, useWrite } from '../kit/record-queries';
import { asc, getRow, listRows } from '../kit/rows';
import { chosenSort, fetchPage } from '../kit/list-page';

export type DirectoryKind = 'companies' | 'contacts' | 'clients';

interface DirectoryConfig {
  table: DirectoryKind;
  /** What the list reads: the table or its read model. */
  relation: string;
  search: readonly string[];
  filters: readonly string[];
  sorts: readonly string[];
}

export const DIRECTORY: Record<DirectoryKind, DirectoryConfig> = {
  companies: {
    table: 'companies',
    relation: 'companies',
    search: ['name', 'industry', 'city', 'gstin', 'email'],
    filters: ['industry', 'city', 'state'],
    sorts: ['name', 'industry', 'city', 'state'],
  },
  contacts: {
    table: 'contacts',
    relation: 'contacts_list',
    search: ['name', 'email', 'phone', 'company_name', 'designation'],
    filters: ['company_id', 'city'],
    sorts: ['name', 'company_name', 'designation', 'city'],
  },
  clients: {
    table: 'clients',
    relation: 'clients_list',
    search: ['name', 'email', 'phone', 'gstin', 'city'],
    filters: ['city', 'state', 'relationship_manager_id'],
    sorts: ['name', 'city', 'state', 'relationship_manager_name'],
  },
};

const text = z.string().nullable();

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: text,
  website: text,
  gstin: text,
  email: text,
  phone: text,
  city: text,
  state: text,
  owner_id: text,
  version: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

export const contactSchema = z.object({
  id: z.string(),
  company_id: text,
  name: z.string(),
  email: text,
  phone: text,
  designation: text,
  city: text,
  owner_id: text,
  version: z.number().int(),
  company_name: text.optional(),
  owner_name: text.optional(),
});
export type Contact = z.infer<typeof contactSchema>;

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: text,
  phone: text,
  gstin: text,
  billing_address: text,
  city: text,
  state: text,
  pincode: text,
  company_id: text,
  lead_id: text,
  relationship_manager_id: text,
  version: z.number().int(),
  company_name: text.optional(),
  relationship_manager_name: text.optional(),
});
export type Client = z.infer<typeof clientSchema>;

export interface DirectoryRows {
  companies: Company;
  contacts: Contact;
  clients: Client;
}

const ROW_SCHEMAS = { companies: companySchema, contacts: contactSchema, clients: clientSchema } as const;

export interface DirectoryQuery {
  search?: string | undefined;
  /** Column → value, only the kind's filter columns are used. */
  filters?: Readonly<Record<string, string>> | undefined;
  sort?: { column: string; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function directoryFilters(kind: DirectoryKind, query: DirectoryQuery): Filter[] {
  const config = DIRECTORY[kind];
  const filters: Filter[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    filters.push({
      op: 'or',
      filters: config.search.map((column) => ({ column, op: 'ilike' as const, value: pattern })),
    });
  }
  for (const column of config.filters) {
    const value = query.filters?.[column];
    if (value) filters.push({ column, op: 'eq', value });
  }
  return filters;
}

export async function listDirectory<K extends DirectoryKind>(
  kind: K,
  query: DirectoryQuery = {},
  given?: DataSource,
): Promise<{ rows: DirectoryRows[K][]; total: number }> {
  const config = DIRECTORY[kind];
  const sort = chosenSort(
    query.sort && config.sorts.includes(query.sort.column) ? query.sort : undefined,
    asc('name'),
    asc('id'),
  );
  const { rows, total } = await fetchPage(
    config.relation,
    { where: directoryFilters(kind, query), sort, page: query.page, pageSize: query.pageSize },
    ROW_SCHEMAS[kind],
    given,
  );
  return { rows: rows as DirectoryRows[K][], total };
}

export async function getDirectoryRow<K extends DirectoryKind>(
  kind: K,
  id: string,
  given?: DataSource,
): Promise<DirectoryRows[K] | null> {
  const row = await getRow(DIRECTORY[kind].relation, id, ROW_SCHEMAS[kind], given);
  return row as DirectoryRows[K] | null;
}

/** Distinct values of a column, for a filter's options. */
export async function listDistinct(
  kind: DirectoryKind,
  column: string,
  given?: DataSource,
): Promise<string[]> {
  const rows = await listRows(
    DIRECTORY[kind].relation,
    z.record(z.string(), z.unknown()),
    { columns: [column] },
    given,
  );
  const values = rows
    .map((row) => row[column])
    .filter((value): value is string => typeof value === 'string' && value !== '');
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

// ---------------------------------------------------------------------------------------------
// Forms: the tables' checks, with messages beside the fields
// ---------------------------------------------------------------------------------------------
const optional = optionalField;
const gstin = gstinField;
const email = emailField;
const phone = phoneField;
const pincode = pincodeField;
const shortText = shortTextField;
const name = nameField;

export const companyFormSchema = z.object({
  name: name(160),
  industry: shortText(120),
  website: optional(
    z
      .string()
      .regex(/^https?:\/\//, 'Start the website with https://.')
      .max(300),
  ),
  gstin,
  email,
  phone,
  city: shortText(80),
  state: shortText(80),
});
export const contactFormSchema = z.object({
  name: name(120),
  company_id: optional(z.string()),
  email,
  phone,
  designation: shortText(120),
  city: shortText(80),
});
export const clientFormSchema = z.object({
  name: name(160),
  email,
  phone,
  gstin,
  billing_address: shortText(500),
  city: shortText(80),
  state: shortText(80),
  pincode,
  company_id: optional(z.string()),
  relationship_manager_id: optional(z.string()),
});

export const DIRECTORY_FORM_SCHEMAS = {
  companies: companyFormSchema,
  contacts: contactFormSchema,
  clients: clientFormSchema,
} as const;

/** A constraint the database named → the field and message (duplicate GSTIN, its checks). */
export const DIRECTORY_CONSTRAINTS = {
  companies_gstin_key: { field: 'gstin', message: 'Another company has this GSTIN.' },
  companies_gstin_check: { field: 'gstin', message: 'This is not a valid GSTIN.' },
  clients_gstin_check: { field: 'gstin', message: 'This is not a valid GSTIN.' },
  companies_email_check: { field: 'email', message: 'This is not a valid e-mail address.' },
  contacts_email_check: { field: 'email', message: 'This is not a valid e-mail address.' },
  clients_email_check: { field: 'email', message: 'This is not a valid e-mail address.' },
  companies_phone_check: { field: 'phone', message: PHONE_NUMBER_MESSAGE },
  contacts_phone_check: { field: 'phone', message: PHONE_NUMBER_MESSAGE },
  clients_phone_check: { field: 'phone', message: PHONE_NUMBER_MESSAGE },
  clients_pincode_check: { field: 'pincode', message: 'A pincode is 6 digits.' },
} as const;

/** Inserts (no id) or updates with the version the form loaded (a stale one: ConflictError). */
export async function saveDirectoryRow<K extends DirectoryKind>(
  kind: K,
  values: Record<string, unknown>,
  existing: { id: string; version: number } | null,
  given?: DataSource,
): Promise<DirectoryRows[K]> {
  const ds = await source(given);
  const table = DIRECTORY[kind].table;
  const row = existing
    ? await ds.update<unknown>(table, existing.id, existing.version, values)
    : (await ds.insert<unknown>(table, values))[0];
  return ROW_SCHEMAS[kind].parse(row) as DirectoryRows[K];
}

export const directoryKeys = {
  all: ['crm-directory'] as const,
  kind: (kind: DirectoryKind) => [...directoryKeys.all, kind] as const,
  list: (kind: DirectoryKind, query: DirectoryQuery) => [...directoryKeys.kind(kind), 'list', query] as const,
  detail: (kind: DirectoryKind, id: string) => [...directoryKeys.kind(kind), 'detail', id] as const,
  distinct: (kind: DirectoryKind, column: string) =>
    [...directoryKeys.kind(kind), 'distinct', column] as const,
};

export const useDirectory = <K extends DirectoryKind>(kind: K, query: DirectoryQuery) =>
  useQuery(listQuery(directoryKeys.list(kind, query), () => listDirectory(kind, query)));

export const useDirectoryRow = <K extends DirectoryKind>(kind: K, id: string | null) =>
  useQuery(
    recordQuery(
      id,
      (rowId) => directoryKeys.detail(kind, rowId),
      (rowId) => getDirectoryRow(kind, rowId),
    ),
  );

export function useDistinct(kind: DirectoryKind, column: string) {
  return useQuery({
    queryKey: directoryKeys.distinct(kind, column),
    queryFn: () => listDistinct(kind, column),
  });
}

export const useSaveDirectoryRow = (kind: DirectoryKind) =>
  useWrite(
    (input: { values: Record<string, unknown>; existing: { id: string; version: number } | null }) =>
      saveDirectoryRow(kind, input.values, input.existing),
    [directoryKeys.kind(kind)],
    { handlesError: true, refreshOn: 'success' },
  );
