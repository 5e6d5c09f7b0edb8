/**
 * What a refused save means for a form, from the DataSourceError either backend raised: a stale
 * version is a conflict; a named constraint becomes a message next to its field; anything else a
 * message for the whole form. The shape matches RecordForm's RecordFormFailure (src/ui cannot
 * import services, and services no ui, so both spell the same structural type).
 */
import { isDataSourceError } from '../backend';

export type FormFailure =
  | { kind: 'fields'; fields: Readonly<Record<string, string>>; message?: string | undefined }
  | { kind: 'conflict'; message?: string | undefined }
  | { kind: 'form'; message: string };

/** Constraint name → the form field it belongs to and what to tell the person. */
export type ConstraintFields = Readonly<Record<string, { field: string; message: string }>>;

export function formFailureOf(error: unknown, constraints: ConstraintFields = {}): FormFailure {
  if (!isDataSourceError(error)) {
    return { kind: 'form', message: error instanceof Error ? error.message : 'The save did not go through.' };
  }
  if (error.kind === 'conflict') {
    return { kind: 'conflict', message: 'Someone else saved this record after you opened it.' };
  }
  const known = error.constraint ? constraints[error.constraint] : undefined;
  if (known) {
    return {
      kind: 'fields',
      fields: { [known.field]: known.message },
      message: 'The database refused the save: see the marked field.',
    };
  }
  if (error.kind === 'permission' || error.kind === 'not-found') {
    return { kind: 'form', message: 'You may not change this record (ask an administrator).' };
  }
  return { kind: 'form', message: error.message };
}
