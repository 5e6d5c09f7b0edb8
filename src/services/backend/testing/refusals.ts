/**
 * What node tests ask of a call the database must refuse: the DataSourceError it was refused with,
 * or only the parts a test compares (its kind and constraint, or its kind and message). A call that
 * goes through, or fails with anything else, fails the test.
 */
import { isDataSourceError, type DataSourceError } from '../data-source';

/** The DataSourceError the call was refused with. */
export async function refusalOf(work: Promise<unknown>): Promise<DataSourceError> {
  try {
    await work;
  } catch (error) {
    if (isDataSourceError(error)) return error;
    throw error;
  }
  throw new Error('expected the database to refuse');
}

/** The refusal's kind and the constraint it names (undefined when none). */
export async function refusedWithConstraint(
  work: Promise<unknown>,
): Promise<{ kind: string; constraint: string | undefined }> {
  const { kind, constraint } = await refusalOf(work);
  return { kind, constraint };
}

/** The refusal's kind and its message. */
export async function refusedWithMessage(work: Promise<unknown>): Promise<{ kind: string; message: string }> {
  const { kind, message } = await refusalOf(work);
  return { kind, message };
}
