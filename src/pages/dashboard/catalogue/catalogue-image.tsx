/**
 * A catalogue row's photo: the thumbnail in list rows (or what stands in for it), and the editor's
 * image section (the photo as stored, replace it through the one uploader, or remove it).
 */
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FileUploadList, toaster } from '@/ui';
import {
  CATALOGUE,
  setCatalogueImage,
  uploadCatalogueImage,
  useInvalidateCatalogue,
  type ImageKind,
} from '@/services/production';
import { AREA_LIMITS, checkFile, fileStore, sweepRemovedFiles, useFileUrl } from '@/services/files';

interface WithImage {
  image_path: string | null;
  image_thumbnail_path: string | null;
}

/** The thumbnail of a row (its photo when it has no thumbnail), or `fallback` when it has none. */
export function CatalogueThumbnail({
  row,
  alt,
  size = '40px',
  fallback = null,
}: {
  row: WithImage;
  alt: string;
  size?: string;
  fallback?: ReactNode;
}) {
  const path = row.image_thumbnail_path ?? row.image_path;
  const { url } = useFileUrl(path);
  if (path === null) return <>{fallback}</>;
  return (
    <Box boxSize={size} flexShrink={0} bg="bg.muted" rounded="l1" overflow="hidden">
      {url ? <Image src={url} alt={alt} boxSize={size} objectFit="cover" /> : null}
    </Box>
  );
}

/** A list cell: the thumbnail beside the row's name (and a second line when given). */
export function NameWithThumbnail({
  row,
  name,
  detail,
  fallback,
}: {
  row: WithImage;
  name: string;
  detail?: string;
  fallback?: ReactNode;
}) {
  return (
    <HStack gap="3">
      <CatalogueThumbnail row={row} alt={`Photo of ${name}`} fallback={fallback} />
      <Stack gap="0">
        <Text fontWeight="medium">{name}</Text>
        {detail ? (
          <Text color="fg.muted" textStyle="xs">
            {detail}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}

/** The editor's image section for a saved row; a new row is saved first. */
export function CatalogueImageField({
  kind,
  row,
  name,
  canEdit,
  onVersion,
}: {
  kind: ImageKind;
  row: (WithImage & { id: string; version: number }) | null;
  name: string;
  canEdit: boolean;
  /** Told the row's version an image change left (from the version it was made on), before the refetch. */
  onVersion?: (from: number, to: number) => void;
}) {
  const invalidate = useInvalidateCatalogue();
  const noun = CATALOGUE[kind].noun;
  const { url } = useFileUrl(row?.image_path ?? null);
  const limits = AREA_LIMITS.catalogue;

  if (row === null) {
    return (
      <Text color="fg.muted" textStyle="sm">
        Save the {noun} first, then add its image.
      </Text>
    );
  }

  const changed = async () => {
    await invalidate();
    // The old files were tombstoned by the row's trigger; clear them from the store now (a sweep
    // that fails is retried by the next one).
    void sweepRemovedFiles().catch(() => 0);
  };

  return (
    <Stack gap="3" role="group" aria-label="Image">
      {row.image_path ? (
        <HStack gap="4" align="end" wrap="wrap">
          <Box boxSize="32" bg="bg.muted" rounded="l2" overflow="hidden">
            {url ? <Image src={url} alt={`Photo of ${name}`} boxSize="32" objectFit="cover" /> : null}
          </Box>
          {canEdit ? (
            <Button
              size="sm"
              variant="outline"
              onClick={async () => {
                try {
                  onVersion?.(row.version, await setCatalogueImage(kind, row.id, row.version, null));
                  await changed();
                  toaster.create({ type: 'success', title: 'Image removed' });
                } catch (error) {
                  toaster.create({
                    type: 'error',
                    title: 'The image was not removed',
                    description: error instanceof Error ? error.message : undefined,
                  });
                }
              }}
            >
              Remove image
            </Button>
          ) : null}
        </HStack>
      ) : (
        <Text color="fg.muted" textStyle="sm">
          No image yet.
        </Text>
      )}
      <FileUploadList
        label={row.image_path ? 'Replace the image' : 'Add an image'}
        accept={limits.accept}
        hint={limits.description}
        multiple={false}
        check={(file) => checkFile('catalogue', file)}
        disabled={!canEdit}
        disabledReason={`Changing the image needs the “catalogue.edit” permission.`}
        onUpload={async (file, onProgress, signal) => {
          const paths = await uploadCatalogueImage(kind, file, { onProgress, signal });
          try {
            onVersion?.(row.version, await setCatalogueImage(kind, row.id, row.version, paths));
          } catch (error) {
            // The row did not take the image (someone saved it meanwhile, or no right): no orphans.
            const stored = [paths.image_path, paths.image_thumbnail_path].filter((p) => p !== null);
            await (await fileStore()).remove(stored).catch(() => undefined);
            throw error;
          }
          await changed();
          toaster.create({ type: 'success', title: 'Image saved' });
        }}
      />
    </Stack>
  );
}
