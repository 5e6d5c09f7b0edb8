/**
 * Recce (site surveys): the list (recce_list, with project, client and assignee names and counts),
 * one survey with its six stages (each a small form whose answers are saved on their own), its room
 * measurements and photos, and completing or reopening it. Completeness is the database's rule: a
 * submitted or approved survey refuses changes to its stages, measurements and photos until
 * reopen_recce() (20261125110000_recce_surveys.sql). Row-level security follows the project.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter, type SortKey } from '../backend';
import { likePattern, source } from '../kit/data-access';

export const RECCE_STAGES = [
  'details',
  'external_environment',
  'internal_environment',
  'spaces',
  'signage_and_facade',
  'layout_and_sketches',
] as const;
export type RecceStage = (typeof RECCE_STAGES)[number];
export const RECCE_STAGE_LABELS: Record<RecceStage, string> = {
  details: 'Details',
  external_environment: 'External environment',
  internal_environment: 'Internal environment',
  spaces: 'Spaces',
  signage_and_facade: 'Signage and facade',
  layout_and_sketches: 'Layout and sketches',
};

export const RECCE_STATUSES = ['scheduled', 'in_progress', 'submitted', 'approved'] as const;
export type RecceStatus = (typeof RECCE_STATUSES)[number];
export const RECCE_STATUS_LABELS: Record<RecceStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  submitted: 'Complete',
  approved: 'Approved',
};

export const isRecceStage = (value: unknown): value is RecceStage =>
  (RECCE_STAGES as readonly unknown[]).includes(value);
export const isRecceStatus = (value: unknown): value is RecceStatus =>
  (RECCE_STATUSES as readonly unknown[]).includes(value);
/** A complete survey is locked until it is reopened. */
export const isRecceLocked = (status: RecceStatus): boolean =>
  status === 'submitted' || status === 'approved';

const dateSchema = z.string().transform((value) => value.slice(0, 10));

export const recceSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_code: z.string().nullable(),
  project_name: z.string(),
  project_city: z.string().nullable(),
  client_name: z.string().nullable(),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  due_date: dateSchema.nullable(),
  status: z.enum(RECCE_STATUSES),
  current_stage: z.enum(RECCE_STAGES),
  notes: z.string().nullable(),
  completed_at: z.string().nullable(),
  reopened_at: z.string().nullable(),
  reopen_reason: z.string().nullable(),
  stages_done: z.number().int(),
  measurement_count: z.number().int(),
  photo_count: z.number().int(),
  version: z.number().int(),
});
export type Recce = z.infer<typeof recceSchema>;

export const stageEntrySchema = z.object({
  id: z.string(),
  recce_id: z.string(),
  stage: z.enum(RECCE_STAGES),
  answers: z.record(z.string(), z.unknown()),
  completed_at: z.string().nullable(),
  version: z.number().int(),
});
export type StageEntry = z.infer<typeof stageEntrySchema>;

export const measurementSchema = z.object({
  id: z.string(),
  recce_id: z.string(),
  room: z.string(),
  wall: z.string().nullable(),
  length_mm: z.number().int(),
  width_mm: z.number().int(),
  height_mm: z.number().int().nullable(),
  version: z.number().int(),
});
export type Measurement = z.infer<typeof measurementSchema>;

export const photoSchema = z.object({
  id: z.string(),
  recce_id: z.string(),
  stage: z.enum(RECCE_STAGES),
  room: z.string().nullable(),
  caption: z.string().nullable(),
  storage_path: z.string(),
  thumbnail_path: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type ReccePhoto = z.infer<typeof photoSchema>;

// ---------------------------------------------------------------------------------------------
// The six stage forms: what each asks, checked in the browser; answers stored as JSON
// ---------------------------------------------------------------------------------------------

export type StageFieldKind = 'text' | 'textarea' | 'select' | 'yesno' | 'count';

export interface StageField {
  name: string;
  label: string;
  kind: StageFieldKind;
  required?: boolean;
  options?: readonly string[];
  /** Largest count for `count` fields; longest text otherwise. */
  max?: number;
  helper?: string;
}

export const STAGE_FIELDS: Record<RecceStage, readonly StageField[]> = {
  details: [
    { name: 'site_contact', label: 'Site contact', kind: 'text', required: true, max: 120 },
    { name: 'contact_phone', label: 'Contact phone', kind: 'text', max: 20, helper: 'e.g. +91 98450 10001' },
    { name: 'access', label: 'Access and lift', kind: 'text', required: true, max: 200 },
    {
      name: 'power',
      label: 'Power supply',
      kind: 'select',
      required: true,
      options: ['Single-phase', '3-phase', 'No supply yet'],
    },
  ],
  external_environment: [
    {
      name: 'facing',
      label: 'Facing',
      kind: 'select',
      required: true,
      options: ['North', 'North-east', 'East', 'South-east', 'South', 'South-west', 'West', 'North-west'],
    },
    { name: 'parking', label: 'Parking and unloading', kind: 'text', max: 200 },
    { name: 'surroundings', label: 'Surroundings', kind: 'textarea', max: 1000 },
  ],
  internal_environment: [
    { name: 'flooring', label: 'Flooring', kind: 'text', required: true, max: 120 },
    { name: 'false_ceiling', label: 'False ceiling', kind: 'yesno', required: true },
    { name: 'damp_walls', label: 'Damp walls', kind: 'yesno', required: true },
    { name: 'notes', label: 'Notes', kind: 'textarea', max: 1000 },
  ],
  spaces: [
    { name: 'rooms', label: 'Rooms to furnish', kind: 'count', required: true, max: 200 },
    { name: 'notes', label: 'Notes on the spaces', kind: 'textarea', max: 1000 },
  ],
  signage_and_facade: [
    {
      name: 'signage',
      label: 'Signage',
      kind: 'select',
      required: true,
      options: ['none', 'existing', 'new'],
    },
    { name: 'facade_work', label: 'Facade work', kind: 'yesno', required: true },
    { name: 'notes', label: 'Notes', kind: 'textarea', max: 1000 },
  ],
  layout_and_sketches: [
    { name: 'sketch_pages', label: 'Sketch pages', kind: 'count', required: true, max: 100 },
    { name: 'layout_confirmed', label: 'Layout confirmed with the client', kind: 'yesno', required: true },
    { name: 'notes', label: 'Notes', kind: 'textarea', max: 1000 },
  ],
};

function fieldSchema(field: StageField): z.ZodType<unknown> {
  switch (field.kind) {
    case 'yesno':
      return field.required
        ? z.boolean({ message: `Say whether: ${field.label.toLowerCase()}` })
        : z.boolean().optional();
    case 'count': {
      const count = z
        .number({ message: `Enter ${field.label.toLowerCase()} as a whole number` })
        .int('Use a whole number')
        .min(0, 'Cannot be negative')
        .max(field.max ?? 1000, `At most ${field.max ?? 1000}`);
      return field.required ? count : count.optional();
    }
    case 'select': {
      const options = field.options ?? [];
      const choice = z
        .string()
        .refine((value) => options.includes(value), `Choose ${field.label.toLowerCase()}`);
      return field.required ? choice : choice.optional();
    }
    default: {
      let text = z
        .string()
        .trim()
        .max(field.max ?? 1000, `Keep it under ${field.max ?? 1000} characters`);
      if (field.name === 'contact_phone') {
        text = text.refine(
          (value) => value === '' || /^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(value),
          'Use a phone number like +91 98450 10001',
        );
      }
      return field.required ? text.min(1, `Fill in ${field.label.toLowerCase()}`) : text.optional();
    }
  }
}

/** The zod schema of one stage's answers. */
export function stageSchema(stage: RecceStage) {
  return z.object(Object.fromEntries(STAGE_FIELDS[stage].map((field) => [field.name, fieldSchema(field)])));
}

/** Form values (strings as typed) to answers, or the message per field. */
export function checkStageAnswers(
  stage: RecceStage,
  values: Readonly<Record<string, string>>,
): { ok: true; answers: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const raw: Record<string, unknown> = {};
  for (const field of STAGE_FIELDS[stage]) {
    const value = (values[field.name] ?? '').trim();
    if (field.kind === 'yesno') raw[field.name] = value === 'yes' ? true : value === 'no' ? false : undefined;
    else if (field.kind === 'count') raw[field.name] = value === '' ? undefined : Number(value);
    else raw[field.name] = value === '' && !field.required ? undefined : value;
  }
  const parsed = stageSchema(stage).safeParse(raw);
  if (parsed.success) {
    return {
      ok: true,
      answers: Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)),
    };
  }
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Form values as RecordForm holds them: text for most fields, a number (or null) for counts. */
export type StageFormValues = Record<string, string | number | null>;

function formFieldSchema(field: StageField): z.ZodType<unknown> {
  if (field.kind === 'yesno') {
    return z
      .enum(['yes', 'no'], { message: `Say whether: ${field.label.toLowerCase()}` })
      .transform((value) => value === 'yes');
  }
  return fieldSchema(field);
}

/** The stage form's schema for RecordForm: what was typed in, the answers to store out. */
export function stageFormSchema(stage: RecceStage) {
  return z
    .object(Object.fromEntries(STAGE_FIELDS[stage].map((field) => [field.name, formFieldSchema(field)])))
    .transform((values) =>
      Object.fromEntries(
        Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
      ),
    );
}

/** Stored answers as the stage form's starting values. */
export function stageFormValues(
  stage: RecceStage,
  answers: Readonly<Record<string, unknown>>,
): StageFormValues {
  return Object.fromEntries(
    STAGE_FIELDS[stage].map((field): [string, string | number | null] => {
      const value = answers[field.name];
      if (field.kind === 'yesno') return [field.name, value === true ? 'yes' : value === false ? 'no' : ''];
      if (field.kind === 'count') return [field.name, typeof value === 'number' ? value : null];
      return [field.name, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/** Stored answers back to form values. */
export function stageValues(
  stage: RecceStage,
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(
    STAGE_FIELDS[stage].map((field) => {
      const value = answers[field.name];
      if (field.kind === 'yesno') return [field.name, value === true ? 'yes' : value === false ? 'no' : ''];
      return [field.name, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Measurement rules (the same limits as the recce_measurements checks)
// ---------------------------------------------------------------------------------------------

export const MEASUREMENT_LIMITS = { length_mm: 100_000, width_mm: 100_000, height_mm: 20_000 } as const;

export const measurementInputSchema = z.object({
  room: z.string().trim().min(1, 'Name the room').max(80, 'Keep the room under 80 characters'),
  wall: z
    .string()
    .trim()
    .max(80, 'Keep the wall under 80 characters')
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value)),
  length_mm: z
    .number({ message: 'Enter the length in mm' })
    .int('Whole millimetres only')
    .positive('The length must be above zero')
    .max(MEASUREMENT_LIMITS.length_mm, 'At most 100000 mm'),
  width_mm: z
    .number({ message: 'Enter the breadth in mm' })
    .int('Whole millimetres only')
    .positive('The breadth must be above zero')
    .max(MEASUREMENT_LIMITS.width_mm, 'At most 100000 mm'),
  height_mm: z
    .number()
    .int('Whole millimetres only')
    .positive('The height must be above zero')
    .max(MEASUREMENT_LIMITS.height_mm, 'At most 20000 mm')
    .nullable(),
});
export type MeasurementInput = z.input<typeof measurementInputSchema>;
export type MeasurementValues = z.output<typeof measurementInputSchema>;

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export const RECCE_SORT_COLUMNS = [
  'project_code',
  'assignee_name',
  'due_date',
  'status',
  'current_stage',
] as const;
export type RecceSortColumn = (typeof RECCE_SORT_COLUMNS)[number];
export const isRecceSortColumn = (value: unknown): value is RecceSortColumn =>
  (RECCE_SORT_COLUMNS as readonly unknown[]).includes(value);

export interface RecceQuery {
  /** Matches the project code and name and the client's name. */
  search?: string | undefined;
  status?: RecceStatus | undefined;
  stage?: RecceStage | undefined;
  assignee?: string | undefined;
  project?: string | undefined;
  /** Open surveys due within the week from `today`, or already overdue (as the operations dashboard counts). */
  due?: 'week' | 'overdue' | undefined;
  /** YYYY-MM-DD; the caller's today. */
  today?: string | undefined;
  sort?: { column: RecceSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** A calendar date `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export function recceFilters(query: RecceQuery): Filter[] {
  const filters: Filter[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    filters.push({
      op: 'or',
      filters: [
        { column: 'project_code', op: 'ilike', value: pattern },
        { column: 'project_name', op: 'ilike', value: pattern },
        { column: 'client_name', op: 'ilike', value: pattern },
      ],
    });
  }
  if (query.status) filters.push({ column: 'status', op: 'eq', value: query.status });
  if (query.stage) filters.push({ column: 'current_stage', op: 'eq', value: query.stage });
  if (query.assignee) filters.push({ column: 'assignee_id', op: 'eq', value: query.assignee });
  if (query.project) filters.push({ column: 'project_id', op: 'eq', value: query.project });
  if (query.due && query.today && /^\d{4}-\d{2}-\d{2}$/.test(query.today)) {
    filters.push({ column: 'status', op: 'in', value: ['scheduled', 'in_progress'] });
    if (query.due === 'week') {
      filters.push({ column: 'due_date', op: 'gte', value: query.today });
      filters.push({ column: 'due_date', op: 'lte', value: addDays(query.today, 6) });
    } else {
      filters.push({ column: 'due_date', op: 'lte', value: addDays(query.today, -1) });
    }
  }
  return filters;
}

export async function listRecces(
  query: RecceQuery = {},
  given?: DataSource,
): Promise<{ rows: Recce[]; total: number }> {
  const ds = await source(given);
  const sort: SortKey[] = [];
  if (query.sort) sort.push({ column: query.sort.column, ascending: !query.sort.descending });
  else sort.push({ column: 'due_date', ascending: false });
  sort.push({ column: 'id', ascending: true });
  const range =
    query.page !== undefined && query.pageSize !== undefined
      ? { from: query.page * query.pageSize, to: (query.page + 1) * query.pageSize - 1 }
      : undefined;
  const { rows, count } = await ds.list<unknown>('recce_list', {
    filters: recceFilters(query),
    sort,
    ...(range ? { range } : {}),
    count: 'exact',
  });
  const parsed = z.array(recceSchema).parse(rows);
  return { rows: parsed, total: count ?? parsed.length };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One survey, or null when it does not exist or is not the caller's to see. */
export async function getRecce(id: string, given?: DataSource): Promise<Recce | null> {
  if (!UUID.test(id)) return null;
  const ds = await source(given);
  const row = await ds.get<unknown>('recce_list', id);
  return row === null ? null : recceSchema.parse(row);
}

export async function recceStageEntries(recceId: string, given?: DataSource): Promise<StageEntry[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('recce_stage_entries', {
    columns: ['id', 'recce_id', 'stage', 'answers', 'completed_at', 'version'],
    filters: [{ column: 'recce_id', op: 'eq', value: recceId }],
    count: 'none',
  });
  return z.array(stageEntrySchema).parse(rows);
}

export async function recceMeasurements(recceId: string, given?: DataSource): Promise<Measurement[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('recce_measurements', {
    columns: ['id', 'recce_id', 'room', 'wall', 'length_mm', 'width_mm', 'height_mm', 'version'],
    filters: [{ column: 'recce_id', op: 'eq', value: recceId }],
    sort: [
      { column: 'created_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(measurementSchema).parse(rows);
}

export async function reccePhotos(recceId: string, given?: DataSource): Promise<ReccePhoto[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('recce_photos', {
    columns: [
      'id',
      'recce_id',
      'stage',
      'room',
      'caption',
      'storage_path',
      'thumbnail_path',
      'created_at',
      'version',
    ],
    filters: [{ column: 'recce_id', op: 'eq', value: recceId }],
    sort: [
      { column: 'created_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(photoSchema).parse(rows);
}

/** Projects the caller sees, to start a survey for one. */
export async function listRecceProjectOptions(
  given?: DataSource,
): Promise<{ id: string; label: string; designer_id: string | null }[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('projects', {
    columns: ['id', 'code', 'name', 'designer_id'],
    sort: [{ column: 'code', ascending: true }],
    count: 'none',
  });
  return z
    .array(
      z.object({
        id: z.string(),
        code: z.string().nullable(),
        name: z.string(),
        designer_id: z.string().nullable(),
      }),
    )
    .parse(rows)
    .map((row) => ({
      id: row.id,
      label: row.code ? `${row.code} · ${row.name}` : row.name,
      designer_id: row.designer_id,
    }));
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export const newRecceSchema = z.object({
  project_id: z.string().min(1, 'Choose the project'),
  assignee_id: z
    .string()
    .nullable()
    .transform((value) => (value ? value : null)),
  due_date: z
    .string()
    .nullable()
    .refine((value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Use a date like 2026-11-25')
    .transform((value) => (value ? value : null)),
  notes: z
    .string()
    .trim()
    .max(4000, 'Keep the notes under 4000 characters')
    .transform((value) => (value === '' ? null : value)),
});
export type NewRecceInput = z.input<typeof newRecceSchema>;
export type NewRecceValues = z.output<typeof newRecceSchema>;

export async function createRecce(values: NewRecceValues, given?: DataSource): Promise<{ id: string }> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('recces', values);
  return z.object({ id: z.string() }).parse(row);
}

export interface StageSave {
  recceId: string;
  stage: RecceStage;
  answers: Record<string, unknown>;
  /** The stored entry this form was loaded from; null for a stage not saved before. */
  entry: { id: string; version: number } | null;
}

/** Saves one stage's answers (a stale version is refused, never overwritten); saving completes it. */
export async function saveRecceStage(save: StageSave, given?: DataSource): Promise<StageEntry> {
  const ds = await source(given);
  if (save.entry === null) {
    const [row] = await ds.insert<unknown>('recce_stage_entries', {
      recce_id: save.recceId,
      stage: save.stage,
      answers: save.answers,
    });
    return stageEntrySchema.parse(row);
  }
  return stageEntrySchema.parse(
    await ds.update<unknown>('recce_stage_entries', save.entry.id, save.entry.version, {
      answers: save.answers,
    }),
  );
}

export interface MeasurementSave {
  recceId: string;
  /** Null for a new row. */
  stored: { id: string; version: number } | null;
  values: MeasurementValues;
}

export async function saveMeasurement(save: MeasurementSave, given?: DataSource): Promise<Measurement> {
  const ds = await source(given);
  const values = measurementInputSchema.parse(save.values);
  if (save.stored === null) {
    const [row] = await ds.insert<unknown>('recce_measurements', { recce_id: save.recceId, ...values });
    return measurementSchema.parse(row);
  }
  return measurementSchema.parse(
    await ds.update<unknown>('recce_measurements', save.stored.id, save.stored.version, values),
  );
}

export async function deleteMeasurement(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('recce_measurements', id);
}

export interface PhotoRecord {
  recceId: string;
  stage: RecceStage;
  room: string | null;
  caption: string | null;
  storagePath: string;
  thumbnailPath: string | null;
}

export async function addReccePhoto(photo: PhotoRecord, given?: DataSource): Promise<ReccePhoto> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('recce_photos', {
    recce_id: photo.recceId,
    stage: photo.stage,
    room: photo.room,
    caption: photo.caption,
    storage_path: photo.storagePath,
    thumbnail_path: photo.thumbnailPath,
    taken_at: new Date().toISOString(),
  });
  return photoSchema.parse(row);
}

export interface PhotoUpload {
  projectId: string;
  recceId: string;
  stage: RecceStage;
  file: File;
  room: string;
  caption: string;
  onProgress?: (fraction: number) => void;
}

/**
 * Checks the photo against the recce area's limits, stores it and a thumbnail made in the browser,
 * then records the row. A refused row takes the bytes back out, so a retry starts clean. Throws with
 * the person's message (FileStoreError for the bytes, DataSourceError for the row).
 */
export async function uploadReccePhoto(upload: PhotoUpload, given?: DataSource): Promise<ReccePhoto> {
  const files = await import('../files');
  const refusal = files.checkFile('recce', upload.file);
  if (refusal !== null) throw new files.FileStoreError('refused', refusal);
  const contentType = files.storedContentType('recce', upload.file) ?? upload.file.type;
  const store = await files.fileStore();
  const progress = upload.onProgress ?? (() => undefined);
  const stored = await store.upload(
    files.filePath(upload.projectId, 'recce', upload.file.name),
    upload.file,
    {
      contentType,
      onProgress: (fraction) => progress(fraction * 0.85),
    },
  );
  const paths = [stored.path];
  try {
    let thumbnailPath: string | null = null;
    try {
      const thumbnail = await files.makeThumbnail(upload.file);
      const name = `${upload.file.name.replace(/\.[A-Za-z0-9]+$/, '')}-thumb.jpg`;
      const thumb = await store.upload(files.filePath(upload.projectId, 'recce', name), thumbnail, {
        contentType: 'image/jpeg',
      });
      thumbnailPath = thumb.path;
      paths.push(thumb.path);
    } catch {
      // A photo the browser cannot scale is still kept; the page shows the photo itself.
    }
    progress(0.95);
    const row = await addReccePhoto(
      {
        recceId: upload.recceId,
        stage: upload.stage,
        room: upload.room.trim().slice(0, 80) || null,
        caption: upload.caption.trim().slice(0, 4000) || null,
        storagePath: stored.path,
        thumbnailPath,
      },
      given,
    );
    progress(1);
    return row;
  } catch (error) {
    await store.remove(paths).catch(() => undefined);
    throw error;
  }
}

export async function deleteReccePhoto(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('recce_photos', id);
}

/** Marks the survey complete: refused until every stage is saved; then it is locked. */
export async function completeRecce(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('complete_recce', { p_recce_id: id });
}

export const reopenSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the recce is reopened')
    .max(4000, 'Keep the reason under 4000 characters'),
});

export async function reopenRecce(id: string, reason: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.rpc('reopen_recce', { p_recce_id: id, p_reason: reopenSchema.parse({ reason }).reason });
}

// ---------------------------------------------------------------------------------------------
// Query keys and hooks
// ---------------------------------------------------------------------------------------------

export const recceKeys = {
  all: ['recces'] as const,
  lists: () => [...recceKeys.all, 'list'] as const,
  list: (query: RecceQuery) => [...recceKeys.lists(), query] as const,
  details: () => [...recceKeys.all, 'detail'] as const,
  detail: (id: string) => [...recceKeys.details(), id] as const,
  stages: (id: string) => [...recceKeys.detail(id), 'stages'] as const,
  measurements: (id: string) => [...recceKeys.detail(id), 'measurements'] as const,
  photos: (id: string) => [...recceKeys.detail(id), 'photos'] as const,
  projects: () => [...recceKeys.all, 'projects'] as const,
};

export function useRecces(query: RecceQuery) {
  return useQuery({
    queryKey: recceKeys.list(query),
    queryFn: () => listRecces(query),
    placeholderData: keepPreviousData,
  });
}

export function useRecce(id: string) {
  return useQuery({ queryKey: recceKeys.detail(id), queryFn: () => getRecce(id), enabled: id !== '' });
}

export function useRecceStages(id: string) {
  return useQuery({ queryKey: recceKeys.stages(id), queryFn: () => recceStageEntries(id) });
}

export function useRecceMeasurements(id: string) {
  return useQuery({ queryKey: recceKeys.measurements(id), queryFn: () => recceMeasurements(id) });
}

export function useReccePhotos(id: string) {
  return useQuery({ queryKey: recceKeys.photos(id), queryFn: () => reccePhotos(id) });
}

export function useRecceProjectOptions(enabled = true) {
  return useQuery({ queryKey: recceKeys.projects(), queryFn: () => listRecceProjectOptions(), enabled });
}

/** Invalidates the survey's header and the list (counts, stage, status) after any change. */
function useInvalidateRecce() {
  const client = useQueryClient();
  return (id: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: recceKeys.detail(id), exact: true }),
      client.invalidateQueries({ queryKey: recceKeys.lists() }),
    ]);
}

export function useCreateRecce() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (values: NewRecceValues) => createRecce(values),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: recceKeys.lists() });
    },
  });
}

export function useSaveRecceStage(recceId: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (save: Omit<StageSave, 'recceId'>) => saveRecceStage({ ...save, recceId }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recceKeys.stages(recceId) }),
        invalidate(recceId),
      ]);
    },
  });
}

export function useSaveMeasurement(recceId: string) {
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (save: Omit<MeasurementSave, 'recceId'>) => saveMeasurement({ ...save, recceId }),
    onSuccess: async () => {
      await invalidate(recceId);
    },
  });
}

export function useDeleteMeasurement(recceId: string) {
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (id: string) => deleteMeasurement(id),
    onSuccess: async () => {
      await invalidate(recceId);
    },
  });
}

export function useUploadReccePhoto(recceId: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (upload: Omit<PhotoUpload, 'recceId'>) => uploadReccePhoto({ ...upload, recceId }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recceKeys.photos(recceId) }),
        invalidate(recceId),
      ]);
    },
  });
}

export function useDeleteReccePhoto(recceId: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (id: string) => deleteReccePhoto(id),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: recceKeys.photos(recceId) }),
        invalidate(recceId),
      ]);
    },
  });
}

export function useCompleteRecce(recceId: string) {
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: () => completeRecce(recceId),
    onSettled: async () => {
      await invalidate(recceId);
    },
  });
}

export function useReopenRecce(recceId: string) {
  const invalidate = useInvalidateRecce();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (reason: string) => reopenRecce(recceId, reason),
    onSettled: async () => {
      await invalidate(recceId);
    },
  });
}
