/**
 * Designs per project (the design page and the project's designs tab): the list (design_list, with
 * project, designer and file counts), one design, creating and editing one with its version,
 * its files, and the review that approves it or sends it back with a comment (review_design() in
 * SQL, one transaction). Row-level security (migration 20261125120000_design_reviews.sql) decides:
 * a design follows its project, writing needs design.edit and reviewing design.approve.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isDataSourceError, type DataSource, type Filter, type SortKey } from '../backend';
import { likePattern, source } from '../kit/data-access';
import { localToday } from '../admin/subscriber-dashboard-data';

export const DESIGN_STATUSES = [
  'not_started',
  'in_progress',
  'internal_review',
  'client_review',
  'revision',
  'approved',
] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];
export const DESIGN_STATUS_LABELS: Record<DesignStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  internal_review: 'Internal review',
  client_review: 'Client review',
  revision: 'Revision',
  approved: 'Approved',
};
/** What an edit may set: approval is a review's, never an edit's. */
export const EDITABLE_DESIGN_STATUSES = DESIGN_STATUSES.filter(
  (status): status is Exclude<DesignStatus, 'approved'> => status !== 'approved',
);
/** Statuses a review may decide on (the database refuses the others with a message). */
export const REVIEWABLE_DESIGN_STATUSES: readonly DesignStatus[] = [
  'in_progress',
  'internal_review',
  'client_review',
];

export const DESIGN_FILE_KINDS = ['drawing', 'render', 'cutlist', 'reference', 'other'] as const;
export type DesignFileKind = (typeof DESIGN_FILE_KINDS)[number];
export const DESIGN_FILE_KIND_LABELS: Record<DesignFileKind, string> = {
  drawing: 'Drawing',
  render: 'Render',
  cutlist: 'Cut list',
  reference: 'Reference',
  other: 'Other',
};

export const DESIGN_DECISIONS = ['approved', 'sent_back'] as const;
export type DesignDecision = (typeof DESIGN_DECISIONS)[number];
export const DESIGN_DECISION_LABELS: Record<DesignDecision, string> = {
  approved: 'Approved',
  sent_back: 'Sent back',
};

export const isDesignStatus = (value: unknown): value is DesignStatus =>
  (DESIGN_STATUSES as readonly unknown[]).includes(value);

const numberSchema = z.union([z.number(), z.string().transform(Number)]);
const dateSchema = z.string().transform((value) => value.slice(0, 10));

/** A row of the design_list view. */
export const designSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_code: z.string().nullable(),
  project_name: z.string(),
  designer_id: z.string().nullable(),
  designer_name: z.string().nullable(),
  title: z.string(),
  room: z.string().nullable(),
  status: z.enum(DESIGN_STATUSES),
  area_sqft: numberSchema.nullable(),
  revision: z.number().int(),
  due_date: dateSchema.nullable(),
  approved_at: z.string().nullable(),
  file_count: z.number().int(),
  render_count: z.number().int(),
  created_at: z.string(),
  version: z.number().int(),
});
export type Design = z.infer<typeof designSchema>;

/** A row of the designs table as a write returns it. */
export const designRowSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  status: z.enum(DESIGN_STATUSES),
  revision: z.number().int(),
  approved_at: z.string().nullable(),
  version: z.number().int(),
});
export type DesignRow = z.infer<typeof designRowSchema>;

export const designFileSchema = z.object({
  id: z.string(),
  design_id: z.string(),
  kind: z.enum(DESIGN_FILE_KINDS),
  file_name: z.string(),
  storage_path: z.string(),
  size_bytes: z.number().nullable(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type DesignFile = z.infer<typeof designFileSchema>;

export const designReviewSchema = z.object({
  id: z.string(),
  design_id: z.string(),
  decision: z.enum(DESIGN_DECISIONS),
  comment: z.string().nullable(),
  revision: z.number().int(),
  reviewer_name: z.string().nullable(),
  reviewed_at: z.string(),
});
export type DesignReview = z.infer<typeof designReviewSchema>;

export const designOptionSchema = z.object({ id: z.string(), name: z.string() });
export type DesignOption = z.infer<typeof designOptionSchema>;

export const DESIGN_SORT_COLUMNS = [
  'title',
  'project_code',
  'designer_name',
  'status',
  'area_sqft',
  'revision',
  'due_date',
] as const;
export type DesignSortColumn = (typeof DESIGN_SORT_COLUMNS)[number];
export const isDesignSortColumn = (value: unknown): value is DesignSortColumn =>
  (DESIGN_SORT_COLUMNS as readonly unknown[]).includes(value);

export interface DesignQuery {
  /** Matches the title, the room or the project code. */
  search?: string | undefined;
  project?: string | undefined;
  designer?: string | undefined;
  status?: DesignStatus | undefined;
  /** Open designs (not approved) due within the week from `today`, or already overdue, as the operations dashboard counts them. */
  due?: DesignDue | undefined;
  /** YYYY-MM-DD; the caller's today (the due filter needs it). */
  today?: string | undefined;
  sort?: { column: DesignSortColumn; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export const DESIGN_DUES = ['week', 'overdue'] as const;
export type DesignDue = (typeof DESIGN_DUES)[number];
export const isDesignDue = (value: unknown): value is DesignDue =>
  (DESIGN_DUES as readonly unknown[]).includes(value);

/** A calendar date `days` after (or before) a YYYY-MM-DD date. */
function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export interface DesignPage {
  rows: Design[];
  total: number;
}

export function designFilters(query: DesignQuery): Filter[] {
  const filters: Filter[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    filters.push({
      op: 'or',
      filters: [
        { column: 'title', op: 'ilike', value: pattern },
        { column: 'room', op: 'ilike', value: pattern },
        { column: 'project_code', op: 'ilike', value: pattern },
      ],
    });
  }
  if (query.project) filters.push({ column: 'project_id', op: 'eq', value: query.project });
  if (query.designer) filters.push({ column: 'designer_id', op: 'eq', value: query.designer });
  if (query.status) filters.push({ column: 'status', op: 'eq', value: query.status });
  if (query.due) {
    const today = query.today && /^\d{4}-\d{2}-\d{2}$/.test(query.today) ? query.today : localToday();
    filters.push({ column: 'status', op: 'neq', value: 'approved' });
    if (query.due === 'week') {
      filters.push({ column: 'due_date', op: 'gte', value: today });
      filters.push({ column: 'due_date', op: 'lte', value: addDays(today, 6) });
    } else {
      filters.push({ column: 'due_date', op: 'lte', value: addDays(today, -1) });
    }
  }
  return filters;
}

export async function listDesigns(query: DesignQuery = {}, given?: DataSource): Promise<DesignPage> {
  const ds = await source(given);
  const sort: SortKey[] = [];
  if (query.sort) sort.push({ column: query.sort.column, ascending: !query.sort.descending });
  if (query.sort?.column !== 'due_date') sort.push({ column: 'due_date', ascending: true });
  sort.push({ column: 'title', ascending: true }, { column: 'id', ascending: true });
  const range =
    query.page !== undefined && query.pageSize !== undefined
      ? { from: query.page * query.pageSize, to: (query.page + 1) * query.pageSize - 1 }
      : undefined;
  const { rows, count } = await ds.list<unknown>('design_list', {
    filters: designFilters(query),
    sort,
    ...(range ? { range } : {}),
    count: 'exact',
  });
  const parsed = z.array(designSchema).parse(rows);
  return { rows: parsed, total: count ?? parsed.length };
}

/** One design as the list shows it, or null when there is none or it is not the caller's to see. */
export async function getDesign(id: string, given?: DataSource): Promise<Design | null> {
  const ds = await source(given);
  const row = await ds.get<unknown>('design_list', id);
  return row === null ? null : designSchema.parse(row);
}

// ---------------------------------------------------------------------------------------------
// Create and edit
// ---------------------------------------------------------------------------------------------

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

/** The design form's values, checked in the browser as SQL checks them. */
export const designFormSchema = z.object({
  project_id: z.string().min(1, 'Choose the project'),
  title: z.string().trim().min(1, 'Give the design a title').max(160, 'At most 160 characters'),
  room: optionalText(200, 'At most 200 characters'),
  designer_id: z
    .string()
    .nullable()
    .transform((value) => (value ? value : null)),
  status: z.enum(EDITABLE_DESIGN_STATUSES, { message: 'Pick a status' }),
  area_sqft: z
    .number({ message: 'Enter the area in square feet' })
    .nullable()
    .refine((value) => value === null || (Number.isFinite(value) && value > 0), 'The area must be above zero')
    .refine((value) => value === null || value < 100_000_000, 'That area is too large'),
  due_date: z
    .string()
    .nullable()
    .refine((value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Pick a date')
    .transform((value) => (value ? value : null)),
});
export type DesignFormInput = z.input<typeof designFormSchema>;
export type DesignFormValues = z.output<typeof designFormSchema>;

export const EMPTY_DESIGN: DesignFormInput = {
  project_id: '',
  title: '',
  room: '',
  designer_id: null,
  status: 'not_started',
  area_sqft: null,
  due_date: null,
};

/** The form's values for a design as loaded (an approved design shows as in progress, read-only). */
export function designFormValues(design: Design): DesignFormInput {
  return {
    project_id: design.project_id,
    title: design.title,
    room: design.room ?? '',
    designer_id: design.designer_id,
    status: design.status === 'approved' ? 'client_review' : design.status,
    area_sqft: design.area_sqft,
    due_date: design.due_date,
  };
}

/** Constraint names the database may give, and the field each belongs to. */
export const DESIGN_CONSTRAINT_FIELDS = {
  designs_title_check: { field: 'title', message: 'Give the design a title of up to 160 characters.' },
  designs_room_length_check: { field: 'room', message: 'At most 200 characters.' },
  designs_area_sqft_check: { field: 'area_sqft', message: 'The area must be above zero.' },
  designs_area_sqft_finite_check: { field: 'area_sqft', message: 'Enter a real number of square feet.' },
  designs_status_review_check: { field: 'status', message: 'Only a review approves a design.' },
} as const;

export async function createDesign(values: DesignFormValues, given?: DataSource): Promise<DesignRow> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('designs', { ...values });
  return designRowSchema.parse(row);
}

/** Saves the changed fields if nobody saved the design since `version` (ConflictError otherwise). */
export async function updateDesign(
  id: string,
  version: number,
  changes: Partial<DesignFormValues>,
  given?: DataSource,
): Promise<DesignRow> {
  const ds = await source(given);
  return designRowSchema.parse(await ds.update<unknown>('designs', id, version, { ...changes }));
}

/** Only the fields that differ from the design as loaded. */
export function designChanges(design: Design, values: DesignFormValues): Partial<DesignFormValues> {
  const before = designFormSchema.parse(designFormValues(design));
  const changes: Partial<DesignFormValues> = {};
  for (const key of Object.keys(values) as (keyof DesignFormValues)[]) {
    if (key === 'status' && design.status === 'approved') continue;
    if (values[key] !== before[key]) Object.assign(changes, { [key]: values[key] });
  }
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Review
// ---------------------------------------------------------------------------------------------

export const SEND_BACK_NEEDS_COMMENT = 'Say what to change: a design is sent back with a comment';

/** A decision as the review form sends it; a send back without a comment is refused here too. */
export const reviewInputSchema = z
  .object({
    decision: z.enum(DESIGN_DECISIONS),
    comment: z.string().trim().max(4000, 'Keep the comment under 4000 characters'),
  })
  .superRefine((values, context) => {
    if (values.decision === 'sent_back' && values.comment === '') {
      context.addIssue({ code: 'custom', path: ['comment'], message: SEND_BACK_NEEDS_COMMENT });
    }
  });
export type ReviewInput = z.input<typeof reviewInputSchema>;

export interface ReviewRequest extends ReviewInput {
  id: string;
  /** The design's version as the page showed it; a newer one refuses the decision. */
  version: number;
}

export async function reviewDesign(request: ReviewRequest, given?: DataSource): Promise<DesignRow> {
  const { decision, comment } = reviewInputSchema.parse(request);
  const ds = await source(given);
  return designRowSchema.parse(
    await ds.rpc<unknown>('review_design', {
      p_design_id: request.id,
      p_decision: decision,
      p_comment: comment === '' ? null : comment,
      p_version: request.version,
    }),
  );
}

/** What to tell the person when a review was refused. */
export function reviewFailureText(error: unknown): string {
  if (isDataSourceError(error)) {
    if (error.kind === 'conflict' || error.code === '40001')
      return 'Someone else changed this design after you opened it: it has been reloaded, decide again.';
    if (error.kind === 'permission') return 'Your role may not review designs (design.approve).';
  }
  if (error instanceof z.ZodError) return error.issues[0]?.message ?? SEND_BACK_NEEDS_COMMENT;
  return error instanceof Error ? error.message : 'The review did not go through.';
}

export async function listDesignReviews(designId: string, given?: DataSource): Promise<DesignReview[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('design_review_history', {
    filters: [{ column: 'design_id', op: 'eq', value: designId }],
    sort: [
      { column: 'reviewed_at', ascending: false },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(designReviewSchema).parse(rows);
}

// ---------------------------------------------------------------------------------------------
// Files (their bytes live in the file store; these are the rows)
// ---------------------------------------------------------------------------------------------

export async function listDesignFiles(designId: string, given?: DataSource): Promise<DesignFile[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('design_files', {
    filters: [{ column: 'design_id', op: 'eq', value: designId }],
    sort: [
      { column: 'created_at', ascending: false },
      { column: 'id', ascending: true },
    ],
    count: 'none',
  });
  return z.array(designFileSchema).parse(rows);
}

export interface NewDesignFile {
  design_id: string;
  kind: DesignFileKind;
  file_name: string;
  storage_path: string;
  size_bytes: number;
}

export async function addDesignFile(file: NewDesignFile, given?: DataSource): Promise<DesignFile> {
  const ds = await source(given);
  const [row] = await ds.insert<unknown>('design_files', { ...file });
  return designFileSchema.parse(row);
}

export async function removeDesignFile(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('design_files', id);
}

export interface DesignUpload {
  design: Pick<Design, 'id' | 'project_id'>;
  file: File;
  kind: DesignFileKind;
  onProgress?: (fraction: number) => void;
}

/**
 * Checks the file against the design area's limits, puts the bytes in the file store, then records
 * the row. A refused row takes its bytes back out, so a retry starts clean. Throws with the
 * person's message (FileStoreError for the bytes, DataSourceError for the row).
 */
export async function uploadDesignFile(upload: DesignUpload, given?: DataSource): Promise<DesignFile> {
  const files = await import('../files');
  const refusal = files.checkFile('design', upload.file);
  if (refusal !== null) throw new files.FileStoreError('refused', refusal);
  const contentType = files.storedContentType('design', upload.file) ?? 'application/octet-stream';
  const store = await files.fileStore();
  const path = files.filePath(upload.design.project_id, 'design', upload.file.name);
  const stored = await store.upload(path, upload.file, {
    contentType,
    ...(upload.onProgress ? { onProgress: upload.onProgress } : {}),
  });
  try {
    return await addDesignFile(
      {
        design_id: upload.design.id,
        kind: upload.kind,
        file_name: upload.file.name.slice(0, 200),
        storage_path: stored.path,
        size_bytes: stored.size,
      },
      given,
    );
  } catch (error) {
    await store.remove([stored.path]).catch(() => undefined);
    throw error;
  }
}

/** Removes the file's row, then its bytes (the store's sweep catches any left behind). */
export async function deleteDesignFile(file: Pick<DesignFile, 'id' | 'storage_path'>, given?: DataSource) {
  await removeDesignFile(file.id, given);
  const files = await import('../files');
  const store = await files.fileStore();
  await store.remove([file.storage_path]).catch(() => undefined);
}

/** Renders and reference images show as thumbnails; drawings and cut lists as documents. */
export function isImageFile(file: Pick<DesignFile, 'file_name'>): boolean {
  return /\.(png|jpe?g|webp|gif|avif)$/i.test(file.file_name);
}

// ---------------------------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------------------------

/** Projects the caller sees, named "code · name". */
export async function listDesignProjectOptions(given?: DataSource): Promise<DesignOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('projects', {
    columns: ['id', 'code', 'name'],
    sort: [{ column: 'code', ascending: true }],
    count: 'none',
  });
  return z
    .array(z.object({ id: z.string(), code: z.string().nullable(), name: z.string() }))
    .parse(rows)
    .map((p) => ({ id: p.id, name: p.code ? `${p.code} · ${p.name}` : p.name }));
}

/** Active designers. */
export async function listDesignerOptions(given?: DataSource): Promise<DesignOption[]> {
  const ds = await source(given);
  const { rows } = await ds.list<unknown>('staff', {
    columns: ['id', 'name'],
    filters: [
      { column: 'designation', op: 'eq', value: 'designer' },
      { column: 'active', op: 'eq', value: true },
    ],
    sort: [{ column: 'name', ascending: true }],
    count: 'none',
  });
  return z.array(designOptionSchema).parse(rows);
}

// ---------------------------------------------------------------------------------------------
// Query keys and hooks
// ---------------------------------------------------------------------------------------------

export const designKeys = {
  all: ['designs'] as const,
  lists: () => [...designKeys.all, 'list'] as const,
  list: (query: DesignQuery) => [...designKeys.lists(), query] as const,
  details: () => [...designKeys.all, 'detail'] as const,
  detail: (id: string) => [...designKeys.details(), id] as const,
  files: (id: string) => [...designKeys.detail(id), 'files'] as const,
  reviews: (id: string) => [...designKeys.detail(id), 'reviews'] as const,
  projects: () => [...designKeys.all, 'options', 'projects'] as const,
  designers: () => [...designKeys.all, 'options', 'designers'] as const,
};

export function useDesigns(query: DesignQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: designKeys.list(query),
    queryFn: () => listDesigns(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useDesign(id: string | null) {
  return useQuery({
    queryKey: designKeys.detail(id ?? ''),
    queryFn: () => getDesign(id ?? ''),
    enabled: id !== null,
  });
}

export function useDesignFiles(id: string | null) {
  return useQuery({
    queryKey: designKeys.files(id ?? ''),
    queryFn: () => listDesignFiles(id ?? ''),
    enabled: id !== null,
  });
}

export function useDesignReviews(id: string | null) {
  return useQuery({
    queryKey: designKeys.reviews(id ?? ''),
    queryFn: () => listDesignReviews(id ?? ''),
    enabled: id !== null,
  });
}

export function useDesignProjectOptions() {
  return useQuery({
    queryKey: designKeys.projects(),
    queryFn: () => listDesignProjectOptions(),
    staleTime: 60_000,
  });
}

export function useDesignerOptions() {
  return useQuery({
    queryKey: designKeys.designers(),
    queryFn: () => listDesignerOptions(),
    staleTime: 60_000,
  });
}

/** Every design query (lists, details, files, reviews) reloads after a write. */
function useInvalidateDesigns() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: designKeys.all });
}

export function useCreateDesign() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (values: DesignFormValues) => createDesign(values),
    onSuccess: invalidate,
  });
}

export function useUpdateDesign() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (input: { id: string; version: number; changes: Partial<DesignFormValues> }) =>
      updateDesign(input.id, input.version, input.changes),
    onSettled: invalidate,
  });
}

export function useReviewDesign() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (request: ReviewRequest) => reviewDesign(request),
    onSettled: invalidate,
  });
}

export function useUploadDesignFile() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (upload: DesignUpload) => uploadDesignFile(upload),
    onSettled: invalidate,
  });
}

export function useDeleteDesignFile() {
  const invalidate = useInvalidateDesigns();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (file: Pick<DesignFile, 'id' | 'storage_path'>) => deleteDesignFile(file),
    onSettled: invalidate,
  });
}
