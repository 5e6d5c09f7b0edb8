/**
 * The handover's snags: what is wrong on site, with photos (stored under the project's documents).
 * Each becomes a task of the project when the client signs; until then they can be added or removed.
 */
import { Button, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/ui';
import { checkFile, useFileUrl } from '@/services/files';
import {
  addSnag,
  removeSnag,
  storeHandoverImage,
  useHandoverSnags,
  useHandoverWrite,
  type Handover,
  type HandoverSnag,
} from '@/services/production';

function SnagPhoto({ path, index }: { path: string; index: number }) {
  const url = useFileUrl(path);
  if (!url.url) return null;
  return (
    <img
      src={url.url}
      alt={`Snag, view ${index + 1}`}
      width={64}
      height={64}
      style={{ objectFit: 'cover' }}
    />
  );
}

function SnagRow({ snag, locked }: { snag: HandoverSnag; locked: boolean }) {
  const remove = useHandoverWrite((id: string) => removeSnag(id));
  return (
    <List.Item display="block">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text>{snag.description}</Text>
        {snag.task_id ? (
          <Text color="fg.muted" textStyle="sm">
            A task of the project now
          </Text>
        ) : locked ? null : (
          <Button
            size="xs"
            variant="ghost"
            loading={remove.isPending}
            onClick={() => remove.mutate(snag.id)}
            aria-label={`Remove the snag “${snag.description}”`}
          >
            Remove
          </Button>
        )}
      </HStack>
      {snag.photo_paths.length > 0 ? (
        <HStack gap="2" mt="1">
          {snag.photo_paths.map((path, index) => (
            <SnagPhoto key={path} path={path} index={index} />
          ))}
        </HStack>
      ) : null}
    </List.Item>
  );
}

export function HandoverSnags({
  handover,
  projectId,
  locked,
}: {
  handover: Pick<Handover, 'id' | 'signed_at'>;
  projectId: string;
  locked: boolean;
}) {
  const snags = useHandoverSnags(handover.id);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const add = useHandoverWrite(async () => {
    const paths: string[] = [];
    for (const photo of photos) paths.push(await storeHandoverImage(projectId, photo, photo.name));
    return addSnag({ handoverId: handover.id, description, photoPaths: paths });
  });
  const problem = photos.map((photo) => checkFile('documents', photo)).find((p) => p !== null) ?? null;
  return (
    <Stack gap="2">
      <Text fontWeight="medium">Snags</Text>
      {snags.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : snags.isError ? (
        <Text color="fg.error">The snags could not be loaded.</Text>
      ) : snags.data.length === 0 ? (
        <Text color="fg.muted">No snags.</Text>
      ) : (
        <List.Root variant="plain" gap="2" aria-label="Snags">
          {snags.data.map((snag) => (
            <SnagRow key={snag.id} snag={snag} locked={locked} />
          ))}
        </List.Root>
      )}
      {locked ? null : (
        <Stack
          as="form"
          gap="2"
          aria-label="Add a snag"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(undefined, {
              onSuccess: () => {
                setDescription('');
                setPhotos([]);
                setInputKey((key) => key + 1);
              },
              onError: (error) =>
                toaster.create({
                  type: 'error',
                  title: 'The snag was not added',
                  description: error.message,
                }),
            });
          }}
        >
          <Input
            aria-label="What is wrong"
            placeholder="What is wrong (a loose hinge, a chipped shutter)"
            value={description}
            maxLength={1000}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Input
            key={inputKey}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            aria-label="Photos of the snag"
            onChange={(event) => setPhotos(Array.from(event.target.files ?? []).slice(0, 10))}
          />
          {problem ? (
            <Text color="fg.error" textStyle="sm">
              {problem}
            </Text>
          ) : null}
          <HStack>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              loading={add.isPending}
              disabled={!description.trim() || problem !== null}
            >
              Add snag
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
