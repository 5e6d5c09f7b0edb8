/**
 * Designs per project (the design page and the project's designs tab): the list (design_list, with
 * project, designer and file counts), one design, creating and editing one with its version,
 * its files, and the review that approves it or sends it back with a comment (review_design() in
 * SQL, one transaction). Row-level security (migration 20261125120000_design_reviews.sql) decides:
 * a design follows its project, writing needs design.edit and reviewing design.approve.
 */
import { z } from 'zod';
import { DUE_WINDOWS, isDueWindow, type DueWindow } from './due-window';
import { numeric } from '../kit/schemas';

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
  area_sqft: numeric.nullable(),
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

export const DESIGN_DUES = DUE_WINDOWS;
export type DesignDue = DueWindow;
export const isDesignDue = isDueWindow;

export interface DesignPage {
  rows: Design[];
  total: number;
}
