/**
 * The documents list with its filters, upload panel and drawer, all state in the URL. The documents
 * page shows every project's; a project's own page shows the same list with its project fixed.
 */
import { HStack, Stack } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable, DateRangeField, GatedButton } from '@/ui';
import { ClearFilters, useListState } from '@/pages/list-kit';
import { listDocuments, useDocumentProjects, useDocuments, useStaffOptions } from '@/services/projects';
import { usePermissions } from '@/services/admin';
import { documentWriteReason } from './documents-access';
import { documentColumns } from './documents-columns';
import { documentQueryOf, documentsList, isFiltered } from './documents.contract';
import { DocumentDrawer } from './document-drawer';
import { DocumentUpload } from './document-upload';

const EVERYONE = ['sales', 'designer', 'production', 'accounts', 'admin'] as const;
const KEEP_NONE: readonly string[] = [];

export interface DocumentListProps {
  /** A project's own page: its id (the list and uploads are that project's). */
  projectId?: string | null;
  /** The hosting page's own URL parameters, kept as the list changes (e.g. `id`, `tab`). */
  keepParams?: readonly string[];
  /** The table's accessible name. */
  label?: string;
}

export function DocumentList({
  projectId = null,
  keepParams = KEEP_NONE,
  label = 'Documents',
}: DocumentListProps) {
  const list = useListState(documentsList, { keep: keepParams });
  const query = useMemo(() => documentQueryOf(list.state, projectId), [list.state, projectId]);
  const documents = useDocuments(query);
  const projects = useDocumentProjects();
  const staff = useStaffOptions(EVERYONE);
  const permissions = usePermissions();
  const writeReason = documentWriteReason(permissions);
  const [uploading, setUploading] = useState(false);
  const columns = useMemo(
    () =>
      documentColumns({
        projects: projectId === null ? (projects.data ?? []) : null,
        uploaders: staff.data ?? [],
      }),
    [projectId, projects.data, staff.data],
  );

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" wrap="wrap" justify="space-between">
        <DateRangeField
          label="Uploaded between"
          startLabel="From"
          endLabel="To"
          value={{ start: list.state.filters.from ?? '', end: list.state.filters.to ?? '' }}
          onValueChange={(range) => list.setFilters({ from: range.start, to: range.end })}
        />
        <GatedButton
          size="sm"
          colorPalette="brand"
          blockedReason={writeReason}
          aria-expanded={uploading}
          onClick={() => setUploading((open) => !open)}
        >
          <Upload aria-hidden="true" /> Upload documents
        </GatedButton>
      </HStack>
      {uploading && writeReason === null ? (
        <DocumentUpload
          fixedProjectId={projectId}
          initialProjectId={query.projectId ?? null}
          projects={projects.data ?? []}
          onClose={() => setUploading(false)}
        />
      ) : null}
      <DataTable
        label={label}
        columns={columns}
        rows={documents.data?.rows ?? []}
        total={documents.data?.total ?? 0}
        getRowId={(d) => d.id}
        getRowLabel={(d) => d.title}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={documents.isPending}
        error={documents.isError ? documents.error.message : null}
        onRetry={() => void documents.refetch()}
        emptyTitle={projectId === null ? 'No documents yet' : 'This project has no documents yet'}
        emptyDescription={
          writeReason === null
            ? 'Upload drawings, contracts, quotations, site photos or renders: they are kept here with their versions.'
            : 'Documents uploaded by the project’s designers and managers show here.'
        }
        pageSizeOptions={list.pageSizes}
        exportFileName="documents"
        exportRows={async () =>
          (await listDocuments({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(d) => list.open(d.id)}
        toolbarActions={<ClearFilters list={list} shown={isFiltered(list.state, projectId)} />}
      />
      <DocumentDrawer id={list.openId} writeReason={writeReason} onClose={list.close} />
    </Stack>
  );
}
