/**
 * The drawer's content for one catalogue row: its form (a new row, or the row as loaded, saved with
 * its version), then retire or restore it, and delete it when nothing uses it.
 */
import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog, LoadingState, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import {
  CATALOGUE,
  CATALOGUE_CONSTRAINT_FIELDS,
  getCatalogueItem,
  hasImage,
  saveCatalogueItem,
  useCatalogueItem,
  useDeleteCatalogueItem,
  useInvalidateCatalogue,
  useSetCatalogueItemActive,
  type CatalogueKind,
  columnsOf,
} from '@/services/production';
import { formFailureOf } from '@/services/kit';
import type { CatalogueConfig, CatalogueLookups } from './catalogue-config';
import { CatalogueImageField } from './catalogue-image';

/** The version the form was loaded at: the row's, back past the versions its own image changes made. */
function loadedVersion(
  row: { id: string; version: number },
  imageVersions: Readonly<Record<string, number>>,
) {
  let version = row.version;
  for (
    let from = imageVersions[`${row.id}:${version}`];
    from !== undefined;
    from = imageVersions[`${row.id}:${version}`]
  ) {
    version = from;
  }
  return version;
}

export function CatalogueEditor<K extends CatalogueKind, Form extends FieldValues>({
  config,
  id,
  lookups,
  canEdit,
  onSaved,
  onClose,
}: {
  config: CatalogueConfig<K, Form>;
  id: string | null;
  lookups: CatalogueLookups;
  canEdit: boolean;
  onSaved: (id: string) => void;
  onClose: () => void;
}) {
  const noun = CATALOGUE[config.kind].noun;
  const item = useCatalogueItem(config.kind, id);
  const invalidate = useInvalidateCatalogue();
  const setActive = useSetCatalogueItemActive(config.kind);
  const remove = useDeleteCatalogueItem(config.kind);
  const [confirming, setConfirming] = useState<'retire' | 'delete' | null>(null);
  // The versions this editor's own image changes made ("id:to" → from). An image change saves the
  // row, but the form must not be reloaded for it: that would drop what was typed and not yet saved.
  // The form is keyed on the version it was loaded at, so only someone else's save reloads it.
  const [imageVersions, setImageVersions] = useState<Readonly<Record<string, number>>>({});

  if (id !== null && item.isPending) return <LoadingState label={`Loading the ${noun}…`} />;
  if (id !== null && (item.isError || !item.data)) {
    return <Text color="fg.error">This {noun} could not be loaded: it may have been deleted.</Text>;
  }
  const row = item.data ?? null;
  const formVersion = row ? loadedVersion(row, imageVersions) : 0;
  const fields = config.fields(lookups).map((field) => ({ ...field, readOnly: !canEdit || field.readOnly }));

  return (
    <Stack gap="6">
      <RecordForm<Form, unknown>
        key={row ? `${row.id}:${formVersion}` : 'new'}
        label={row ? `Edit ${config.nameOf(row)}` : config.addLabel}
        schema={config.schema}
        defaultValues={row ? config.formOf(row) : config.empty}
        fields={fields}
        columns={2}
        submitLabel={row ? 'Save changes' : config.addLabel}
        onCancel={onClose}
        describeError={(error) => formFailureOf(error, CATALOGUE_CONSTRAINT_FIELDS)}
        onReload={async () => {
          const fresh = row ? await getCatalogueItem(config.kind, row.id) : null;
          return fresh ? config.formOf(fresh) : config.empty;
        }}
        onSubmit={async (values, context) => {
          const columns = columnsOf(values as Record<string, unknown>);
          // Overwriting someone else's save means writing over the version they left. The row's
          // version is the latest: it includes this editor's own image changes.
          const version =
            context.overwrite && row
              ? ((await getCatalogueItem(config.kind, row.id))?.version ?? row.version)
              : (row?.version ?? 0);
          const savedId = await saveCatalogueItem(config.kind, row?.id ?? null, version, columns);
          await invalidate();
          toaster.create({
            type: 'success',
            title: row
              ? `${noun[0]?.toUpperCase()}${noun.slice(1)} saved`
              : `${noun[0]?.toUpperCase()}${noun.slice(1)} added`,
          });
          onSaved(savedId);
        }}
      >
        {config.live}
      </RecordForm>
      {hasImage(config.kind) ? (
        <>
          <Separator />
          <CatalogueImageField
            kind={config.kind}
            row={row !== null && 'image_path' in row ? row : null}
            name={row ? config.nameOf(row) : noun}
            canEdit={canEdit}
            onVersion={(from, to) =>
              row && setImageVersions((known) => ({ ...known, [`${row.id}:${to}`]: from }))
            }
          />
        </>
      ) : null}
      {row && canEdit ? (
        <>
          <Separator />
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" onClick={() => setConfirming('retire')}>
              {row.active ? 'Mark inactive' : 'Mark active'}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming('delete')}>
              Delete
            </Button>
          </HStack>
          <ConfirmDialog
            open={confirming === 'retire'}
            onOpenChange={(open) => setConfirming(open ? 'retire' : null)}
            title={row.active ? `Mark ${config.nameOf(row)} inactive?` : `Mark ${config.nameOf(row)} active?`}
            description={
              row.active
                ? `It leaves the pick lists for new work; records that use it keep it.`
                : `It is offered in the pick lists again.`
            }
            confirmLabel={row.active ? 'Mark inactive' : 'Mark active'}
            onConfirm={async () => {
              await setActive.mutateAsync({ id: row.id, version: row.version, active: !row.active });
              toaster.create({
                type: 'success',
                title: `${config.nameOf(row)} is ${row.active ? 'inactive' : 'active'}`,
              });
            }}
          />
          <ConfirmDialog
            open={confirming === 'delete'}
            onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
            tone="danger"
            title={`Delete ${config.nameOf(row)}?`}
            description={`The ${noun} is removed from the catalogue. One that is in use cannot be deleted; mark it inactive instead.`}
            confirmLabel="Delete"
            onConfirm={async () => {
              await remove.mutateAsync(row.id);
              toaster.create({ type: 'success', title: `${config.nameOf(row)} deleted` });
              onClose();
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
