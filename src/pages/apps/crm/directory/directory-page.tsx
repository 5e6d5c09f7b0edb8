import { CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, GatedButton, PageHeader, toaster, type DataTableColumn } from '@/ui';
import { RecordDrawer, type RecordField } from '@/ui/components/record-drawer/record-drawer';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { useListState } from '@/pages/list-kit';
import { useRouteEntry } from '@/routes/paths';
import {
  DIRECTORY_CONSTRAINTS,
  DIRECTORY_FORM_SCHEMAS,
  getDirectoryRow,
  listDirectory,
  useDirectory,
  useDirectoryRow,
  useSaveDirectoryRow,
  type DirectoryKind,
  type DirectoryRows,
} from '@/services/crm';
import { formFailureOf } from '@/services/kit';
import { usePermissions } from '@/services/admin';
import { formValuesOf } from './directory-state';
import { DIRECTORY_LISTS, directoryQueryOf } from './directory.contract';

export interface DirectoryPageProps<K extends DirectoryKind> {
  kind: K;
  /** Plural and singular, e.g. "Companies", "company". */
  plural: string;
  singular: string;
  description: string;
  columns: DataTableColumn<DirectoryRows[K]>[];
  drawerFields: (row: DirectoryRows[K]) => RecordField[];
  subtitle?: (row: DirectoryRows[K]) => string | undefined;
  formFields: readonly RecordFieldSpec<string>[];
  /** More of an open row under its fields (a client's service tickets). */
  details?: (row: DirectoryRows[K]) => ReactNode;
}

type FormValues = Record<string, string>;

/**
 * A directory list (companies, contacts, clients): the DataTable with its state in the URL, a row's
 * drawer (also opened by `?id=`), and add or edit through RecordForm with the table's checks.
 */
export function DirectoryPage<K extends DirectoryKind>({
  kind,
  plural,
  singular,
  description,
  columns,
  drawerFields,
  subtitle,
  formFields,
  details,
}: DirectoryPageProps<K>) {
  const route = useRouteEntry();
  const listState = useListState(DIRECTORY_LISTS[kind]);
  const query = useMemo(() => directoryQueryOf(listState.state), [listState.state]);
  const list = useDirectory(kind, query);
  const openId = listState.openId;
  const open = useDirectoryRow(kind, openId);
  const permissions = usePermissions();
  const blocked = permissions.isPending ? 'Checking what you may do…' : permissions.reason('leads.edit');
  const save = useSaveDirectoryRow(kind);
  const [editing, setEditing] = useState<{ row: DirectoryRows[K] | null } | null>(null);
  const keys = formFields.map((field) => field.name);
  const schema = DIRECTORY_FORM_SCHEMAS[kind];

  const setOpen = (id: string | null) => (id ? listState.open(id) : listState.close());

  const row = open.data ?? null;
  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? plural}
        description={description}
        actions={
          <GatedButton
            size="sm"
            colorPalette="brand"
            blockedReason={blocked}
            onClick={() => setEditing({ row: null })}
          >
            <Plus aria-hidden="true" /> Add {singular}
          </GatedButton>
        }
      />
      <DataTable
        label={plural}
        columns={columns}
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.name}
        state={listState.table}
        onStateChange={listState.setTable}
        isLoading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
        emptyTitle={`No ${plural.toLowerCase()} match`}
        emptyDescription="Clear the search or a filter to see more."
        pageSizeOptions={listState.pageSizes}
        exportFileName={kind}
        exportRows={async () =>
          (await listDirectory(kind, { ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(r) => setOpen(r.id)}
      />
      <RecordDrawer
        open={openId !== null && editing === null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        title={row?.name ?? singular[0]!.toUpperCase() + singular.slice(1)}
        subtitle={row ? subtitle?.(row) : undefined}
        fields={row ? drawerFields(row) : []}
        footer={
          row ? (
            <GatedButton
              size="sm"
              variant="outline"
              blockedReason={blocked}
              onClick={() => setEditing({ row })}
            >
              Edit {singular}
            </GatedButton>
          ) : null
        }
      >
        {row && details ? details(row) : null}
        {open.isError ? <Text color="fg.error">This {singular} could not be loaded.</Text> : null}
        {openId && open.isSuccess && !row ? (
          <Text color="fg.muted">This {singular} is not there, or not yours to see.</Text>
        ) : null}
      </RecordDrawer>
      <Dialog.Root
        open={editing !== null}
        onOpenChange={(details) => {
          if (!details.open) setEditing(null);
        }}
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{editing?.row ? `Edit ${editing.row.name}` : `Add ${singular}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {editing ? (
                  <RecordForm<FormValues, Record<string, unknown>>
                    key={editing.row ? `${editing.row.id}:${editing.row.version}` : 'new'}
                    label={editing.row ? `Edit ${singular}` : `New ${singular}`}
                    schema={schema as never}
                    defaultValues={formValuesOf(editing.row as Record<string, unknown> | null, keys)}
                    fields={formFields}
                    blockNavigation={false}
                    submitLabel={editing.row ? 'Save changes' : `Add ${singular}`}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (values, context) => {
                      const existing = editing.row
                        ? {
                            id: editing.row.id,
                            version: context.overwrite
                              ? ((await getDirectoryRow(kind, editing.row.id))?.version ??
                                editing.row.version)
                              : editing.row.version,
                          }
                        : null;
                      const saved = await save.mutateAsync({ values, existing });
                      toaster.create({
                        type: 'success',
                        title: editing.row ? `${saved.name} saved` : `${saved.name} added`,
                      });
                      setEditing(null);
                      setOpen(saved.id);
                    }}
                    onReload={async () =>
                      formValuesOf(
                        editing.row
                          ? ((await getDirectoryRow(kind, editing.row.id)) as Record<string, unknown> | null)
                          : null,
                        keys,
                      )
                    }
                    describeError={(error) => formFailureOf(error, DIRECTORY_CONSTRAINTS)}
                  />
                ) : null}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
