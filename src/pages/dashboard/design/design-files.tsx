/**
 * A design's files: renders and images as thumbnails, every file downloadable, and an upload with
 * the design area's type and size limits checked first, its progress shown, and a failed upload
 * retried without choosing the file again.
 */
import {
  Box,
  Button,
  Field,
  HStack,
  Image,
  Input,
  Link,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { GatedButton, toaster, OptionSelect } from '@/ui';
import { AREA_LIMITS, checkFile, useFileUrl } from '@/services/files';
import {
  DESIGN_FILE_KIND_LABELS,
  DESIGN_FILE_KINDS,
  isImageFile,
  useDeleteDesignFile,
  useDesignFiles,
  useUploadDesignFile,
  type Design,
  type DesignFile,
  type DesignFileKind,
} from '@/services/projects';
import { formatDateTime } from './design-columns';

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

function FileCard({ file, blockedReason }: { file: DesignFile; blockedReason: string | null }) {
  const image = isImageFile(file);
  const { url, isLoading, error } = useFileUrl(file.storage_path);
  const remove = useDeleteDesignFile();
  return (
    <Stack gap="2" p="2" borderWidth="1px" rounded="l2" aria-label={file.file_name} role="group">
      <Box h="28" rounded="l1" bg="bg.muted" overflow="hidden" display="grid" placeItems="center">
        {image && url ? (
          <Image
            src={url}
            alt={`${DESIGN_FILE_KIND_LABELS[file.kind]}: ${file.file_name}`}
            objectFit="cover"
            w="full"
            h="full"
            loading="lazy"
          />
        ) : (
          <Text textStyle="xs" color="fg.muted" px="2" textAlign="center">
            {isLoading ? 'Loading…' : error ? 'Not in the file store' : DESIGN_FILE_KIND_LABELS[file.kind]}
          </Text>
        )}
      </Box>
      <Text textStyle="sm" fontWeight="medium" lineClamp={2} title={file.file_name}>
        {file.file_name}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {DESIGN_FILE_KIND_LABELS[file.kind]} · {size(file.size_bytes)} · {formatDateTime(file.created_at)}
      </Text>
      <HStack gap="2">
        {url ? (
          <Link href={url} download={file.file_name} textStyle="sm" colorPalette="brand">
            Download
          </Link>
        ) : null}
        <GatedButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          blockedReason={blockedReason}
          loading={remove.isPending}
          loadingText="Removing…"
          aria-label={`Remove ${file.file_name}`}
          onClick={() =>
            remove.mutate(file, {
              onSuccess: () => toaster.create({ type: 'success', title: 'File removed' }),
            })
          }
        >
          Remove
        </GatedButton>
      </HStack>
    </Stack>
  );
}

function Uploader({ design, blockedReason }: { design: Design; blockedReason: string | null }) {
  const upload = useUploadDesignFile();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DesignFileKind>('render');
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const limits = AREA_LIMITS.design;

  const send = async (file: File) => {
    const refusal = checkFile('design', file);
    if (refusal !== null) {
      setChosen(null);
      setError(refusal);
      return;
    }
    setChosen(file);
    setError(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ design, file, kind, onProgress: setProgress });
      setChosen(null);
      toaster.create({ type: 'success', title: `${file.name} uploaded` });
    } catch (failure) {
      // The file stays chosen: Retry sends it again.
      setError(failure instanceof Error ? failure.message : 'The upload did not go through.');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const locked = blockedReason !== null;
  return (
    <Stack gap="2">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="40" disabled={locked}>
          <Field.Label>File kind</Field.Label>
          <OptionSelect
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as DesignFileKind)}
            size="sm"
            options={DESIGN_FILE_KINDS.map((k) => ({ value: k, label: DESIGN_FILE_KIND_LABELS[k] }))}
          />
        </Field.Root>
        <Field.Root flex="1" minW="52" invalid={error !== null} disabled={locked || upload.isPending}>
          <Field.Label>Upload a file</Field.Label>
          <Input
            ref={input}
            size="sm"
            p="1"
            type="file"
            accept={limits.accept}
            disabled={locked || upload.isPending}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void send(file);
            }}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>{blockedReason ?? `Takes ${limits.description}.`}</Field.HelperText>
          )}
        </Field.Root>
      </HStack>
      {progress !== null ? (
        <Progress.Root value={Math.round(progress * 100)} size="sm" aria-label="Upload progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {chosen && error && progress === null ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void send(chosen)}>
          Retry uploading {chosen.name}
        </Button>
      ) : null}
    </Stack>
  );
}

export function DesignFiles({ design, blockedReason }: { design: Design; blockedReason: string | null }) {
  const files = useDesignFiles(design.id);
  return (
    <Stack gap="3" as="section" aria-labelledby="design-files-heading">
      <Text fontWeight="semibold" id="design-files-heading">
        Files and renders
      </Text>
      {files.isPending ? (
        <Text color="fg.muted">Loading the files…</Text>
      ) : files.isError ? (
        <HStack>
          <Text color="fg.error">The files could not be loaded.</Text>
          <Button size="xs" variant="outline" onClick={() => void files.refetch()}>
            Try again
          </Button>
        </HStack>
      ) : files.data.length === 0 ? (
        <Text color="fg.muted">No file yet.</Text>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" role="list" aria-label="Design files">
          {files.data.map((file) => (
            <Box key={file.id} role="listitem">
              <FileCard file={file} blockedReason={blockedReason} />
            </Box>
          ))}
        </SimpleGrid>
      )}
      <Uploader design={design} blockedReason={blockedReason} />
    </Stack>
  );
}
