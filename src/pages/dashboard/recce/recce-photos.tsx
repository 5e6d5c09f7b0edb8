/**
 * A survey's photos: thumbnails with caption, room and stage, and the PhotoUploader (recce area
 * limits checked before upload and again by the store, progress, retry without choosing again).
 */
import { Box, IconButton, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ImageOff, Trash2 } from 'lucide-react';
import { ErrorState, LoadingState, toaster } from '@/ui';
import { PhotoUploader } from '@/ui/components/photo-uploader/photo-uploader';
import { AREA_LIMITS, checkFile, useFileUrl } from '@/services/files';
import {
  RECCE_STAGE_LABELS,
  useDeleteReccePhoto,
  useReccePhotos,
  useUploadReccePhoto,
  type ReccePhoto,
  type RecceStage,
} from '@/services/projects';

function PhotoCard({
  photo,
  locked,
  onDelete,
}: {
  photo: ReccePhoto;
  locked: boolean;
  onDelete: (photo: ReccePhoto) => void;
}) {
  const { url, isLoading, error } = useFileUrl(photo.thumbnail_path ?? photo.storage_path);
  const title = photo.caption ?? 'Untitled photo';
  return (
    <Stack as="figure" gap="1" borderWidth="1px" borderRadius="md" p="2" m="0">
      <Box aspectRatio={4 / 3} bg="bg.muted" borderRadius="sm" overflow="hidden">
        {isLoading ? (
          <Skeleton h="full" />
        ) : url && !error ? (
          <Image src={url} alt={title} w="full" h="full" objectFit="cover" />
        ) : (
          <Stack h="full" align="center" justify="center" color="fg.muted" gap="1">
            <ImageOff aria-hidden="true" />
            <Text textStyle="xs">Not in this browser</Text>
          </Stack>
        )}
      </Box>
      <Box as="figcaption">
        <Text textStyle="sm" fontWeight="medium" truncate>
          {title}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {[photo.room, RECCE_STAGE_LABELS[photo.stage]].filter(Boolean).join(' · ')}
        </Text>
      </Box>
      {locked ? null : (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          alignSelf="end"
          aria-label={`Delete photo ${title}`}
          onClick={() => onDelete(photo)}
        >
          <Trash2 />
        </IconButton>
      )}
    </Stack>
  );
}

export function ReccePhotos({
  recceId,
  projectId,
  stage,
  rooms,
  locked,
  blockedReason,
}: {
  recceId: string;
  projectId: string;
  stage: RecceStage;
  rooms: readonly string[];
  locked: boolean;
  blockedReason: string | null;
}) {
  const photos = useReccePhotos(recceId);
  const upload = useUploadReccePhoto(recceId);
  const remove = useDeleteReccePhoto(recceId);
  const limits = AREA_LIMITS.recce;

  return (
    <Stack gap="4">
      <PhotoUploader
        label="Add site photos"
        accept={limits.accept}
        hint={limits.description}
        check={(file) => checkFile('recce', file)}
        rooms={rooms}
        disabled={locked || blockedReason !== null}
        disabledReason={
          locked ? 'The recce is marked complete: reopen it to add photos.' : (blockedReason ?? undefined)
        }
        onUpload={async (file, details, onProgress) => {
          await upload.mutateAsync({
            projectId,
            stage,
            file,
            room: details.room,
            caption: details.caption,
            onProgress,
          });
          toaster.create({ type: 'success', title: `${file.name} uploaded` });
        }}
      />
      {photos.isPending ? (
        <LoadingState label="Loading the photos…" />
      ) : photos.isError ? (
        <ErrorState
          title="The photos could not be loaded"
          message={photos.error.message}
          onRetry={() => void photos.refetch()}
        />
      ) : photos.data.length === 0 ? (
        <Text color="fg.muted">No photos yet.</Text>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3" aria-label="Site photos" role="list">
          {photos.data.map((photo) => (
            <Box key={photo.id} role="listitem">
              <PhotoCard
                photo={photo}
                locked={locked || blockedReason !== null}
                onDelete={(target) => remove.mutate(target.id)}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
