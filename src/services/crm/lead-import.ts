/**
 * The CSV lead import's rules, pure (no I/O but the remembered column mapping): which column holds
 * which lead field, what each row becomes, which rows are refused and why, which rows of the file
 * repeat an earlier one, and what goes back to the person as the "rejected rows" file. The database
 * (import_leads) applies the campaign's duplicate policy; these rules decide what is sent to it.
 */
import { z } from 'zod';
import {
  EMAIL_MESSAGE,
  isValidEmail,
  isValidPincode,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  normalizeEmail,
  normalizeIndianMobile,
  parseLeadSource,
  PHONE_MESSAGE,
  PINCODE_MESSAGE,
  phoneKey,
  type LeadSource,
} from './lead-rules.ts';

export const LEAD_IMPORT_FIELDS = [
  'name',
  'phone',
  'email',
  'company_name',
  'city',
  'state',
  'pincode',
  'source',
  'interest',
  'estimated_value',
  'notes',
] as const;
export type LeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];

export const LEAD_IMPORT_FIELD_LABELS: Record<LeadImportField, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  company_name: 'Company',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  source: 'Source',
  interest: 'Interest',
  estimated_value: 'Estimated value',
  notes: 'Notes',
};

/** Other headers people give these columns (compared after normalising case, spaces and _ -). */
const HEADER_SYNONYMS: Record<LeadImportField, readonly string[]> = {
  name: ['name', 'full name', 'lead name', 'customer name', 'contact name'],
  phone: ['phone', 'mobile', 'mobile number', 'phone number', 'contact number', 'whatsapp'],
  email: ['email', 'e mail', 'email address', 'e mail address', 'mail'],
  company_name: ['company name', 'company', 'organisation', 'organization', 'firm'],
  city: ['city', 'town'],
  state: ['state'],
  pincode: ['pincode', 'pin code', 'pin', 'postal code', 'zip'],
  source: ['source', 'lead source', 'channel'],
  interest: ['interest', 'requirement', 'interested in', 'product'],
  estimated_value: ['estimated value', 'value', 'budget', 'estimate'],
  notes: ['notes', 'note', 'remarks', 'comments', 'comment'],
};

/** A parsed file: the header row and the data rows (blank lines dropped). */
export interface ParsedCsv {
  headers: string[];
  records: string[][];
}

/** Which header feeds each field; a field left out is not imported. */
export type ColumnMapping = Partial<Record<LeadImportField, string>>;

export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/**
 * Matches headers to fields case-insensitively. A remembered mapping wins where its header is in
 * this file; each header feeds at most one field.
 */
export function guessMapping(
  headers: readonly string[],
  remembered: ColumnMapping | null = null,
): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  const byNormal = new Map(headers.map((header) => [normalizeHeader(header), header]));
  if (remembered) {
    for (const field of LEAD_IMPORT_FIELDS) {
      const wanted = remembered[field];
      const header = wanted === undefined ? undefined : byNormal.get(normalizeHeader(wanted));
      if (header !== undefined && !used.has(header)) {
        mapping[field] = header;
        used.add(header);
      }
    }
  }
  for (const field of LEAD_IMPORT_FIELDS) {
    if (mapping[field] !== undefined) continue;
    const candidates = [
      field.replace(/_/g, ' '),
      LEAD_IMPORT_FIELD_LABELS[field].toLowerCase(),
      ...HEADER_SYNONYMS[field],
    ];
    for (const candidate of candidates) {
      const header = byNormal.get(normalizeHeader(candidate));
      if (header !== undefined && !used.has(header)) {
        mapping[field] = header;
        used.add(header);
        break;
      }
    }
  }
  return mapping;
}

export const MAPPING_STORAGE_KEY = 'fpw.leadImport.mapping';

export const columnMappingSchema = z.partialRecord(z.enum(LEAD_IMPORT_FIELDS), z.string().max(200));

/** The mapping used last time, or null when there is none or what is stored is not one. */
export function readStoredMapping(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ColumnMapping | null {
  try {
    const text = storage?.getItem(MAPPING_STORAGE_KEY);
    if (!text) return null;
    const parsed = columnMappingSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredMapping(
  mapping: ColumnMapping,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(MAPPING_STORAGE_KEY, JSON.stringify(mapping));
  } catch {
    // A full or blocked storage only means the mapping is guessed again next time.
  }
}

/** A row as import_leads takes it: every field text, normalised; `row` is the file's row number. */
export interface LeadImportRow {
  row: number;
  name: string;
  phone?: string;
  email?: string;
  company_name?: string;
  city?: string;
  state?: string;
  pincode?: string;
  source?: LeadSource;
  interest?: string;
  estimated_value?: string;
  notes?: string;
}

export interface RowProblem {
  field: LeadImportField | null;
  message: string;
}

export interface CheckedRow {
  /** The row number a spreadsheet shows: the header is row 1. */
  row: number;
  /** What the mapped cells said, trimmed. */
  raw: Partial<Record<LeadImportField, string>>;
  /** Null when the row has problems. */
  value: LeadImportRow | null;
  problems: RowProblem[];
}

const TEXT_LIMITS: Partial<Record<LeadImportField, number>> = {
  name: 120,
  company_name: 160,
  city: 160,
  state: 160,
  interest: 160,
  notes: 4000,
};

/** Rupees as typed: "₹1,20,000", "Rs. 50000", "75000.50". */
export function parseAmount(raw: string): string | null {
  const text = raw.replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/[,\s]/g, '');
  return /^[0-9]{1,12}(\.[0-9]{1,2})?$/.test(text) ? text : null;
}

export function checkRecord(
  record: readonly string[],
  headers: readonly string[],
  mapping: ColumnMapping,
  row: number,
): CheckedRow {
  const raw: Partial<Record<LeadImportField, string>> = {};
  for (const field of LEAD_IMPORT_FIELDS) {
    const header = mapping[field];
    if (header === undefined) continue;
    const index = headers.indexOf(header);
    // A quoted line break saved on Windows is \r\n: stored as one \n.
    const cell = index >= 0 ? (record[index] ?? '').replace(/\r\n?/g, '\n').trim() : '';
    if (cell) raw[field] = cell;
  }
  const problems: RowProblem[] = [];
  const value: LeadImportRow = { row, name: raw.name ?? '' };
  if (!raw.name) problems.push({ field: 'name', message: 'Name is missing' });
  for (const [field, limit] of Object.entries(TEXT_LIMITS) as [LeadImportField, number][]) {
    const text = raw[field];
    if (text !== undefined && text.length > limit) {
      problems.push({
        field,
        message: `${LEAD_IMPORT_FIELD_LABELS[field]} is longer than ${limit} characters`,
      });
    }
  }
  if (raw.phone !== undefined) {
    const phone = normalizeIndianMobile(raw.phone);
    if (phone === null) problems.push({ field: 'phone', message: PHONE_MESSAGE });
    else value.phone = phone;
  }
  if (raw.email !== undefined) {
    if (isValidEmail(raw.email)) value.email = normalizeEmail(raw.email);
    else problems.push({ field: 'email', message: EMAIL_MESSAGE });
  }
  if (raw.phone === undefined && raw.email === undefined) {
    problems.push({ field: null, message: 'A phone number or an e-mail is needed' });
  }
  if (raw.pincode !== undefined) {
    if (isValidPincode(raw.pincode)) value.pincode = raw.pincode;
    else problems.push({ field: 'pincode', message: PINCODE_MESSAGE });
  }
  if (raw.source !== undefined) {
    const source = parseLeadSource(raw.source);
    if (source === null) {
      problems.push({
        field: 'source',
        message: `Unknown source “${raw.source}” (use one of ${LEAD_SOURCES.map((s) => LEAD_SOURCE_LABELS[s]).join(', ')})`,
      });
    } else value.source = source;
  }
  if (raw.estimated_value !== undefined) {
    const amount = parseAmount(raw.estimated_value);
    if (amount === null)
      problems.push({ field: 'estimated_value', message: 'Estimated value must be an amount in rupees' });
    else value.estimated_value = amount;
  }
  for (const field of ['company_name', 'city', 'state', 'interest', 'notes'] as const) {
    if (raw[field] !== undefined) value[field] = raw[field];
  }
  return { row, raw, value: problems.length === 0 ? value : null, problems };
}

export function checkRecords(parsed: ParsedCsv, mapping: ColumnMapping): CheckedRow[] {
  return parsed.records.map((record, index) => checkRecord(record, parsed.headers, mapping, index + 2));
}

/** What the mapping lacks before an import can start. */
export function mappingProblems(mapping: ColumnMapping): string[] {
  const problems: string[] = [];
  if (!mapping.name) problems.push('Choose the column that holds the name.');
  if (!mapping.phone && !mapping.email)
    problems.push('Choose the column that holds the phone or the e-mail.');
  return problems;
}

/**
 * For each valid row that repeats an earlier valid row of the file (same last 10 phone digits or the
 * same e-mail in any case), the earlier row's number.
 */
export function fileDuplicates(rows: readonly LeadImportRow[]): Map<number, number> {
  const firstByPhone = new Map<string, number>();
  const firstByEmail = new Map<string, number>();
  const duplicates = new Map<number, number>();
  for (const row of rows) {
    const phone = phoneKey(row.phone);
    const email = row.email ? normalizeEmail(row.email) : null;
    const earlier = [phone ? firstByPhone.get(phone) : undefined, email ? firstByEmail.get(email) : undefined]
      .filter((n): n is number => n !== undefined)
      .sort((a, b) => a - b)[0];
    if (earlier !== undefined) duplicates.set(row.row, earlier);
    if (phone && !firstByPhone.has(phone)) firstByPhone.set(phone, row.row);
    if (email && !firstByEmail.has(email)) firstByEmail.set(email, row.row);
  }
  return duplicates;
}

export interface RowOutcome {
  row: number;
  reason: string;
}

export interface LeadImportResult {
  imported: number;
  merged: number;
  duplicates: number;
  rejected: number;
  rejectedRows: RowOutcome[];
  duplicateRows: RowOutcome[];
}

export const importAnswerSchema = z.object({
  imported: z.number().int(),
  merged: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  rejected_rows: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  duplicate_rows: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** The rows to send, and the rows refused before sending (with the first problem as the reason). */
export function splitChecked(checked: readonly CheckedRow[]): {
  rows: LeadImportRow[];
  rejected: RowOutcome[];
} {
  const rows: LeadImportRow[] = [];
  const rejected: RowOutcome[] = [];
  for (const item of checked) {
    if (item.value) rows.push(item.value);
    else rejected.push({ row: item.row, reason: item.problems.map((p) => p.message).join('; ') });
  }
  return { rows, rejected };
}

/** The database's answers (one per batch) and the rows refused here, as one result. */
export function combineResults(
  answers: readonly ImportAnswer[],
  rejectedHere: readonly RowOutcome[],
): LeadImportResult {
  const rejectedRows = [...rejectedHere, ...answers.flatMap((a) => a.rejected_rows)].sort(
    (a, b) => a.row - b.row,
  );
  const duplicateRows = answers.flatMap((a) => a.duplicate_rows).sort((a, b) => a.row - b.row);
  return {
    imported: answers.reduce((n, a) => n + a.imported, 0),
    merged: answers.reduce((n, a) => n + a.merged, 0),
    duplicates: answers.reduce((n, a) => n + a.duplicates, 0),
    rejected: rejectedRows.length,
    rejectedRows,
    duplicateRows,
  };
}

/**
 * The file's own rows for the given outcomes, each with a `reason` column added at the end, ready
 * for a CSV the person can fix and import again.
 */
export function outcomeReport(
  parsed: ParsedCsv,
  outcomes: readonly RowOutcome[],
): { headers: string[]; rows: string[][] } {
  const width = parsed.headers.length;
  return {
    headers: [...parsed.headers, 'reason'],
    rows: outcomes.map((outcome) => {
      const record = parsed.records[outcome.row - 2] ?? [];
      const cells = Array.from({ length: width }, (_, i) => record[i] ?? '');
      return [...cells, outcome.reason];
    }),
  };
}
