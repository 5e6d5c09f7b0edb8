/**
 * Choose photos, give each a caption and a room, and upload them with progress shown. A file the
 * caller's `check` refuses (wrong type, too big) is not queued: its message says why. An upload that
 * fails stays in the queue with the reason and a Retry button, so the file need not be chosen again.
 * Knows nothing about where the bytes go: `onUpload` does the work and reports progress (0..1).
 */
import {
  Alert,
  Box,
  Button,
  chakra,
  HStack,
  Image,
  Input,
  NativeSelect,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ImagePlus, RotateCcw, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

export interface PhotoDetails {
  caption: string;
  room: string;
}

export interface PhotoUploaderProps {
  /** What the photos are for, e.g. "Site photos". */
  readonly label: string;
  /** The `accept` attribute, e.g. "image/jpeg,image/png,image/webp". */
  readonly accept: string;
  /** What is accepted, in words, e.g. "JPEG, PNG or WebP images up to 10 MB". */
  readonly hint: string;
  /** Why a file is refused before upload, or null to accept it. */
  readonly check: (file: File) => string | null;
  /** Stores one photo; rejects with an Error whose message is shown. */
  readonly onUpload: (
    file: File,
    details: PhotoDetails,
    onProgress: (fraction: number) => void,
  ) => Promise<void>;
  /** Rooms to choose from (free text is allowed too). */
  readonly rooms?: readonly string[];
  readonly disabled?: boolean;
  /** Why the uploader is disabled, shown in place of the chooser. */
  readonly disabledReason?: string;
}

interface QueuedPhoto {
  key: string;
  file: File;
  preview: string | null;
  details: PhotoDetails;
  state: 'ready' | 'uploading' | 'failed';
  progress: number;
  error: string | null;
}

const Hidden = chakra('input');

export function PhotoUploader({
  label,
  accept,
  hint,
  check,
  onUpload,
  rooms = [],
  disabled = false,
  disabledReason,
}: PhotoUploaderProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<QueuedPhoto[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const queueRef = useRef(queue);
  useEffect(() => {
    queueRef.current = queue;
  }, [queue]);

  // Object URLs of previews are released when the uploader goes away.
  useEffect(
    () => () => {
      for (const item of queueRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const patch = (key: string, changes: Partial<QueuedPhoto>) =>
    setQueue((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  const choose = (files: FileList | null) => {
    if (!files) return;
    const messages: string[] = [];
    const accepted: QueuedPhoto[] = [];
    for (const file of Array.from(files)) {
      const message = check(file);
      if (message) {
        messages.push(message);
        continue;
      }
      accepted.push({
        key: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
        file,
        preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
        details: { caption: '', room: rooms[0] ?? '' },
        state: 'ready',
        progress: 0,
        error: null,
      });
    }
    setRefused(messages);
    setQueue((current) => [...current, ...accepted]);
    if (inputRef.current) inputRef.current.value = '';
  };

  const upload = async (item: QueuedPhoto) => {
    patch(item.key, { state: 'uploading', progress: 0, error: null });
    try {
      await onUpload(item.file, item.details, (fraction) =>
        patch(item.key, { progress: Math.max(0, Math.min(1, fraction)) }),
      );
      if (item.preview) URL.revokeObjectURL(item.preview);
      setQueue((current) => current.filter((other) => other.key !== item.key));
    } catch (error) {
      patch(item.key, {
        state: 'failed',
        error: error instanceof Error ? error.message : 'The upload did not go through.',
      });
    }
  };

  const remove = (item: QueuedPhoto) => {
    if (item.preview) URL.revokeObjectURL(item.preview);
    setQueue((current) => current.filter((other) => other.key !== item.key));
  };

  const waiting = queue.filter((item) => item.state !== 'uploading');

  return (
    <Stack gap="3" role="group" aria-label={label}>
      {disabled ? (
        <Text color="fg.muted" textStyle="sm">
          {disabledReason ?? 'Photos cannot be added now.'}
        </Text>
      ) : (
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
            <ImagePlus aria-hidden="true" /> Choose photos
          </Button>
          <Hidden
            ref={inputRef}
            id={inputId}
            type="file"
            accept={accept}
            multiple
            hidden
            aria-label={`Choose photos: ${hint}`}
            onChange={(event) => choose(event.currentTarget.files)}
          />
          <Text textStyle="xs" color="fg.muted">
            {hint}
          </Text>
          {waiting.length > 1 ? (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => waiting.forEach((item) => void upload(item))}
            >
              <Upload aria-hidden="true" /> Upload all ({waiting.length})
            </Button>
          ) : null}
        </HStack>
      )}
      {refused.length > 0 ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not added</Alert.Title>
            <Alert.Description>
              {refused.map((message) => (
                <Text key={message}>{message}</Text>
              ))}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {queue.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {queue.map((item) => (
            <HStack
              key={item.key}
              align="start"
              gap="3"
              p="3"
              borderWidth="1px"
              borderRadius="md"
              borderColor={item.state === 'failed' ? 'border.error' : 'border'}
              data-state={item.state}
            >
              <Box boxSize="20" flexShrink={0} bg="bg.muted" borderRadius="sm" overflow="hidden">
                {item.preview ? (
                  <Image
                    src={item.preview}
                    alt={`Preview of ${item.file.name}`}
                    boxSize="20"
                    objectFit="cover"
                  />
                ) : null}
              </Box>
              <Stack gap="2" flex="1" minW="0">
                <Text textStyle="sm" fontWeight="medium" truncate>
                  {item.file.name}
                </Text>
                <Input
                  size="xs"
                  placeholder="Caption"
                  aria-label={`Caption of ${item.file.name}`}
                  maxLength={200}
                  value={item.details.caption}
                  disabled={item.state === 'uploading'}
                  onChange={(event) =>
                    patch(item.key, { details: { ...item.details, caption: event.currentTarget.value } })
                  }
                />
                {rooms.length > 0 ? (
                  <NativeSelect.Root size="xs" disabled={item.state === 'uploading'}>
                    <NativeSelect.Field
                      aria-label={`Room of ${item.file.name}`}
                      value={item.details.room}
                      onChange={(event) =>
                        patch(item.key, { details: { ...item.details, room: event.currentTarget.value } })
                      }
                    >
                      <option value="">No room</option>
                      {rooms.map((room) => (
                        <option key={room} value={room}>
                          {room}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : (
                  <Input
                    size="xs"
                    placeholder="Room"
                    aria-label={`Room of ${item.file.name}`}
                    maxLength={80}
                    value={item.details.room}
                    disabled={item.state === 'uploading'}
                    onChange={(event) =>
                      patch(item.key, { details: { ...item.details, room: event.currentTarget.value } })
                    }
                  />
                )}
                {item.state === 'uploading' ? (
                  <Progress.Root size="xs" value={Math.round(item.progress * 100)} colorPalette="brand">
                    <Progress.Track aria-label={`Uploading ${item.file.name}`}>
                      <Progress.Range />
                    </Progress.Track>
                    <Progress.ValueText textStyle="xs">{Math.round(item.progress * 100)}%</Progress.ValueText>
                  </Progress.Root>
                ) : null}
                {item.error ? (
                  <Text textStyle="xs" color="fg.error" role="alert">
                    {item.error}
                  </Text>
                ) : null}
                <HStack gap="2">
                  <Button
                    size="xs"
                    colorPalette="brand"
                    loading={item.state === 'uploading'}
                    loadingText="Uploading"
                    disabled={disabled}
                    onClick={() => void upload(item)}
                  >
                    {item.state === 'failed' ? (
                      <RotateCcw aria-hidden="true" />
                    ) : (
                      <Upload aria-hidden="true" />
                    )}
                    {item.state === 'failed' ? `Retry ${item.file.name}` : `Upload ${item.file.name}`}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={item.state === 'uploading'}
                    onClick={() => remove(item)}
                    aria-label={`Remove ${item.file.name}`}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </HStack>
              </Stack>
            </HStack>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
