/**
 * Recce (site surveys): the list (recce_list, with project, client and assignee names and counts),
 * one survey with its six stages (each a small form whose answers are saved on their own), its room
 * measurements and photos, and completing or reopening it. Completeness is the database's rule: a
 * submitted or approved survey refuses changes to its stages, measurements and photos until
 * reopen_recce() (20261125110000_recce_surveys.sql). Row-level security follows the project.
 */
import { z } from 'zod';

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
