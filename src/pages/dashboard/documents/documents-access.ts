/**
 * Who may add, replace and delete documents, as the page shows it: the migration's
 * can_edit_project_documents asks for the project (the list only shows projects the person may see)
 * and projects.edit, design.edit or recce.edit. Sales executives and accounts only read.
 */
import type { Permissions } from '@/services/admin';

export const DOCUMENT_WRITE_CODES = ['projects.edit', 'design.edit', 'recce.edit'] as const;

/** Why this person may not change documents, or null when they may. */
export function documentWriteReason(permissions: Permissions): string | null {
  if (permissions.isPending) return 'Checking what you may do…';
  if (DOCUMENT_WRITE_CODES.some((code) => permissions.can(code))) return null;
  return 'Your role reads documents only: adding, replacing or deleting them takes “projects.edit”, “design.edit” or “recce.edit”. Ask an administrator.';
}
