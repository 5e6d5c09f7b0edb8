/** Recce writes: start a survey, save a stage, measurements and photos, complete and reopen it. */
import { z } from 'zod';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import {
  measurementInputSchema,
  measurementSchema,
  photoSchema,
  stageEntrySchema,
  type Measurement,
  type MeasurementValues,
  type ReccePhoto,
  type RecceStage,
  type StageEntry,
} from './recce-model';

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
