/**
 * One catalogue list page (boards, skins, edge bands, processed panels, products): the list with
 * search, filters, sort and paging in the URL, and a drawer to add or edit a row, retire it (mark
 * inactive) or delete it when nothing uses it. Each kind brings its columns, fields and schema.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DataTable, GatedButton, PageHeader, type DataTableColumn } from '@/ui';
import { RecordDrawer } from '@/ui/components/record-drawer/record-drawer';
import { useListState } from '@/pages/list-kit';
import { useRouteEntry } from '@/routes/paths';
import {
  CATALOGUE,
  listCatalogue,
  useCatalogueList,
  useCatalogueMakes,
  useCatalogueOptions,
  type CatalogueKind,
  type CatalogueOption,
} from '@/services/production';
import { usePermissions } from '@/services/admin';
import type { CatalogueConfig, CatalogueLookups } from './catalogue-config';
import { CatalogueEditor } from './catalogue-editor';
import { catalogueLists, catalogueQueryOf } from './catalogue.contract';

export const statusColumn = <Row extends { active: boolean }>(): DataTableColumn<Row> => ({
  id: 'status',
  header: 'Status',
  value: (row) => (row.active ? 'Active' : 'Inactive'),
  cell: (row) => (
    <Badge colorPalette={row.active ? 'green' : 'gray'}>{row.active ? 'Active' : 'Inactive'}</Badge>
  ),
  filter: {
    kind: 'select',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
});

const NO_OPTIONS: readonly CatalogueOption[] = [];
const NO_NEEDS: readonly ('panels' | 'skins' | 'processed_panels')[] = [];

export function CataloguePage<K extends CatalogueKind, Form extends FieldValues>({
  config,
}: {
  config: CatalogueConfig<K, Form>;
}) {
  const route = useRouteEntry();
  const spec = CATALOGUE[config.kind];
  const view = useListState(catalogueLists[config.kind]);
  const query = useMemo(() => catalogueQueryOf(view.state), [view.state]);
  const list = useCatalogueList(config.kind, query);
  const makes = useCatalogueMakes(config.kind);
  const needs = config.needs ?? NO_NEEDS;
  const panels = useCatalogueOptions('panels', needs.includes('panels'));
  const skins = useCatalogueOptions('skins', needs.includes('skins'));
  const processedPanels = useCatalogueOptions('processed_panels', needs.includes('processed_panels'));
  const lookups: CatalogueLookups = useMemo(() => {
    return {
      makes: makes.data ?? [],
      panels: needs.includes('panels') ? (panels.data ?? NO_OPTIONS) : NO_OPTIONS,
      skins: needs.includes('skins') ? (skins.data ?? NO_OPTIONS) : NO_OPTIONS,
      processedPanels: needs.includes('processed_panels') ? (processedPanels.data ?? NO_OPTIONS) : NO_OPTIONS,
    };
  }, [makes.data, panels.data, skins.data, processedPanels.data, needs]);
  const columns = useMemo(() => config.columns(lookups), [config, lookups]);
  const { can, reason } = usePermissions();
  const canEdit = can('catalogue.edit');
  // null: closed; 'new': adding; otherwise the id of the row being edited.
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const rows = list.data?.rows ?? [];
  const editingRow =
    editing === null || editing === 'new' ? null : (rows.find((row) => row.id === editing) ?? null);
  const drawerTitle =
    editing === 'new' ? config.addLabel : editingRow ? config.nameOf(editingRow) : `Edit ${spec.noun}`;
  const title = route?.title ?? 'Catalogue';

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        description={config.description}
        actions={
          <GatedButton
            colorPalette="brand"
            blockedReason={canEdit ? null : reason('catalogue.edit')}
            onClick={() => setEditing('new')}
          >
            <Plus aria-hidden="true" /> {config.addLabel}
          </GatedButton>
        }
      />
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        total={list.data?.total ?? 0}
        getRowId={(row) => row.id}
        getRowLabel={config.nameOf}
        state={view.table}
        onStateChange={view.setTable}
        isLoading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
        emptyTitle={`No ${spec.noun}s match`}
        emptyDescription="Clear the search or a filter to see more."
        pageSizeOptions={view.pageSizes}
        exportFileName={config.kind.replace('_', '-')}
        exportRows={async () =>
          (await listCatalogue(config.kind, { ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(row) => setEditing(row.id)}
        toolbarActions={
          view.filtering ? (
            <HStack>
              <Button size="sm" variant="ghost" onClick={view.clearFilters}>
                Clear filters
              </Button>
            </HStack>
          ) : undefined
        }
      />
      <RecordDrawer
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={drawerTitle}
        fields={[]}
      >
        {!canEdit ? (
          <Text color="fg.muted" textStyle="sm" mb="4">
            {reason('catalogue.edit')}
          </Text>
        ) : null}
        {editing !== null ? (
          <CatalogueEditor
            config={config}
            id={editing === 'new' ? null : editing}
            lookups={lookups}
            canEdit={canEdit}
            onSaved={(id) => setEditing(id)}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </RecordDrawer>
    </Stack>
  );
}
