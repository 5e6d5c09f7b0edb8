/**
 * Upload several files at once: a drop zone (or the file dialog), each file's own progress bar, and
 * a file that fails stays in the list with the reason and a Retry button, so it need not be chosen
 * again. A file the caller's `check` refuses (wrong type, too big) is never queued: the message says
 * why. Knows nothing about where the bytes go: `onUpload` does the work and reports 0..1.
 */
import {
  Alert,
  Box,
  Button,
  chakra,
  HStack,
  Icon,
  IconButton,
  List,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CircleCheck, FileText, RotateCcw, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';

export interface FileUploadListProps {
  /** What the files are, e.g. "Project documents". */
  readonly label: string;
  /** The `accept` attribute, e.g. "application/pdf,image/jpeg". */
  readonly accept?: string;
  /** What is accepted, in words. */
  readonly hint?: string;
  /** Why a file is refused before upload, or null to accept it. */
  readonly check?: (file: File) => string | null;
  /** Stores one file; rejects with an Error whose message is shown beside it. */
  readonly onUpload: (
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<void>;
  /** Whether more than one file may be chosen at once. */
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** Why the uploader is disabled, shown in place of the drop zone. */
  readonly disabledReason?: string | null;
  /** Called once every file of the list has uploaded. */
  readonly onAllDone?: () => void;
}

type ItemState =
  { status: 'uploading'; progress: number } | { status: 'done' } | { status: 'failed'; message: string };

interface Item {
  key: string;
  file: File;
  state: ItemState;
}

const HiddenInput = chakra('input');

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

let counter = 0;

export function FileUploadList({
  label,
  accept,
  hint,
  check,
  onUpload,
  multiple = true,
  disabled = false,
  disabledReason,
  onAllDone,
}: FileUploadListProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const controllers = useRef(new Map<string, AbortController>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      running.forEach((controller) => controller.abort());
    };
  }, []);

  const setState = (key: string, state: ItemState) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, state } : item)));

  const start = (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setState(key, { status: 'uploading', progress: 0 });
    onUpload(
      file,
      (fraction) => {
        if (!mounted.current) return;
        setItems((current) =>
          current.map((item) =>
            item.key === key && item.state.status === 'uploading'
              ? { ...item, state: { status: 'uploading', progress: Math.min(1, Math.max(0, fraction)) } }
              : item,
          ),
        );
      },
      controller.signal,
    )
      .then(() => {
        if (mounted.current) setState(key, { status: 'done' });
      })
      .catch((reason: unknown) => {
        if (!mounted.current || controller.signal.aborted) return;
        setState(key, {
          status: 'failed',
          message: reason instanceof Error ? reason.message : 'The upload failed.',
        });
      })
      .finally(() => controllers.current.delete(key));
  };

  const add = (files: readonly File[]) => {
    const messages: string[] = [];
    const accepted: Item[] = [];
    for (const file of multiple ? files : files.slice(0, 1)) {
      const problem = check?.(file) ?? null;
      if (problem !== null) messages.push(problem);
      else
        accepted.push({
          key: `${file.name}-${counter++}`,
          file,
          state: { status: 'uploading', progress: 0 },
        });
    }
    setRefused(messages);
    if (accepted.length === 0) return;
    setItems((current) => [...current.filter((item) => item.state.status !== 'done'), ...accepted]);
    for (const item of accepted) start(item.key, item.file);
  };

  const allDone = items.length > 0 && items.every((item) => item.state.status === 'done');
  const onAllDoneRef = useRef(onAllDone);
  useEffect(() => {
    onAllDoneRef.current = onAllDone;
  });
  useEffect(() => {
    if (allDone) onAllDoneRef.current?.();
  }, [allDone]);

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    add([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="3">
      <chakra.label htmlFor={inputId} fontWeight="medium" textStyle="sm">
        {label}
      </chakra.label>
      <HiddenInput
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        srOnly
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          add([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      {disabled ? (
        <Text color="fg.muted" textStyle="sm">
          {disabledReason ?? 'Uploading is not available.'}
        </Text>
      ) : (
        <Box
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dragging ? 'brand.solid' : 'border'}
          bg={dragging ? 'brand.subtle' : 'bg.subtle'}
          rounded="l2"
          p="5"
          textAlign="center"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Stack align="center" gap="2">
            <Icon boxSize="6" color="fg.muted" aria-hidden="true">
              <Upload />
            </Icon>
            <Text textStyle="sm">Drop {multiple ? 'files' : 'a file'} here, or</Text>
            <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
              Choose {multiple ? 'files' : 'a file'}
            </Button>
            {hint ? (
              <Text id={hintId} textStyle="xs" color="fg.muted">
                {hint}
              </Text>
            ) : null}
          </Stack>
        </Box>
      )}
      {refused.length > 0 ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {refused.length === 1 ? 'One file was not added' : `${refused.length} files were not added`}
            </Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {refused.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {items.length > 0 ? (
        <List.Root as="ul" listStyle="none" gap="2" aria-label={`${label}: uploads`}>
          {items.map((item) => (
            <List.Item key={item.key} borderWidth="1px" rounded="l2" p="2" aria-label={item.file.name}>
              <HStack gap="3" align="center">
                <Icon boxSize="5" color="fg.muted" aria-hidden="true">
                  <FileText />
                </Icon>
                <Stack gap="1" flex="1" minW="0">
                  <HStack gap="2" justify="space-between">
                    <Text textStyle="sm" truncate>
                      {item.file.name}
                    </Text>
                    <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                      {sizeText(item.file.size)}
                    </Text>
                  </HStack>
                  {item.state.status === 'uploading' ? (
                    <Progress.Root
                      size="xs"
                      value={Math.round(item.state.progress * 100)}
                      colorPalette="brand"
                    >
                      <Progress.Track aria-label={`Uploading ${item.file.name}`}>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  ) : null}
                  {item.state.status === 'done' ? (
                    <HStack gap="1" color="green.fg" textStyle="xs">
                      <CircleCheck size={12} aria-hidden="true" /> Uploaded
                    </HStack>
                  ) : null}
                  {item.state.status === 'failed' ? (
                    <Text color="red.fg" textStyle="xs" role="alert">
                      {item.state.message}
                    </Text>
                  ) : null}
                </Stack>
                {item.state.status === 'failed' ? (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Retry ${item.file.name}`}
                    onClick={() => start(item.key, item.file)}
                  >
                    <RotateCcw aria-hidden="true" /> Retry
                  </Button>
                ) : null}
                {item.state.status !== 'uploading' ? (
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Remove ${item.file.name} from the list`}
                    onClick={() => remove(item.key)}
                  >
                    <X />
                  </IconButton>
                ) : null}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}
