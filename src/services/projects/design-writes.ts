/**
 * Design writes: creating and editing a design with its version, the review that approves it or
 * sends it back with a comment (review_design() in SQL, one transaction), and its files (the bytes
 * in the file store, the rows here). Writing needs design.edit and reviewing design.approve.
 */
import { z } from 'zod';
import { isDataSourceError, type DataSource } from '../backend';
import { source } from '../kit/data-access';
import {
  DESIGN_DECISIONS,
  designFileSchema,
  EDITABLE_DESIGN_STATUSES,
  type DesignFileKind,
  designRowSchema,
  type Design,
  type DesignFile,
  type DesignRow,
} from './design-model';

// Create and edit

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

// Review

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

// ---------------------------------------------------------------------------------------------
// Files (their bytes live in the file store; these are the rows)
// ---------------------------------------------------------------------------------------------

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
