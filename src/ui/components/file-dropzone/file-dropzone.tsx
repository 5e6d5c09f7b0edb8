/**
 * File upload by drag and drop or the file dialog: previews for images, type, size and count limits with a
 * message naming each refused file, and per-file progress while the caller's `upload` runs.
 */
import {
  Alert,
  Box,
  FileUpload,
  HStack,
  Icon,
  IconButton,
  List,
  Progress,
  Stack,
  Text,
  useFileUploadContext,
} from '@chakra-ui/react';
import { CircleCheck, FileText, Upload, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

export interface FileDropzoneProps {
  label: string;
  /** MIME types or extensions, e.g. ['image/png', 'image/jpeg', 'application/pdf']. */
  accept?: string[];
  /** Said to the user, e.g. "PNG, JPG or PDF". */
  acceptText?: string;
  /** Bytes. */
  maxFileSize?: number;
  maxFiles?: number;
  /** Sends one file; report progress from 0 to 1. Rejecting marks the file failed with the error's message. */
  upload?: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<void>;
  onFilesChange?: (files: File[]) => void;
  /** Called with the messages shown for refused files (for tests and analytics). */
  onReject?: (messages: string[]) => void;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toLocaleString('en-IN', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

type UploadState =
  { status: 'uploading'; progress: number } | { status: 'done' } | { status: 'failed'; message: string };

function rejectionMessage(file: File, errors: string[], props: FileDropzoneProps): string {
  if (errors.includes('FILE_TOO_LARGE') && props.maxFileSize)
    return `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(props.maxFileSize)}.`;
  if (errors.includes('FILE_INVALID_TYPE'))
    return `${file.name} is not an accepted type${props.acceptText ? ` (${props.acceptText})` : ''}.`;
  if (errors.includes('TOO_MANY_FILES'))
    return `${file.name} was not added: at most ${props.maxFiles} files.`;
  if (errors.includes('FILE_EXISTS')) return `${file.name} is already in the list.`;
  return `${file.name} could not be added.`;
}

function FileRow({ file, state }: { file: File; state: UploadState | undefined }) {
  const image = file.type.startsWith('image/');
  return (
    <FileUpload.Item file={file} display="flex" alignItems="center" gap="3" p="2">
      {image ? (
        <FileUpload.ItemPreview type="image/*">
          <FileUpload.ItemPreviewImage
            boxSize="12"
            objectFit="cover"
            rounded="l2"
            alt={`Preview of ${file.name}`}
          />
        </FileUpload.ItemPreview>
      ) : (
        <Icon boxSize="6" color="fg.muted" aria-hidden="true">
          <FileText />
        </Icon>
      )}
      <Stack gap="1" flex="1" minW="0">
        <FileUpload.ItemName truncate />
        <HStack gap="2" textStyle="xs" color="fg.muted">
          <FileUpload.ItemSizeText />
          {state?.status === 'done' && (
            <HStack gap="1" color="green.fg">
              <CircleCheck size={12} aria-hidden="true" /> Uploaded
            </HStack>
          )}
          {state?.status === 'failed' && <Text color="red.fg">{state.message}</Text>}
        </HStack>
        {state?.status === 'uploading' && (
          <Progress.Root size="xs" value={Math.round(state.progress * 100)} colorPalette="brand">
            <Progress.Track aria-label={`Uploading ${file.name}`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
      <FileUpload.ItemDeleteTrigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={`Remove ${file.name}`}>
          <X />
        </IconButton>
      </FileUpload.ItemDeleteTrigger>
    </FileUpload.Item>
  );
}

/** Reports the accepted files whenever the set changes; the list lives in Ark's state, not in change events. */
function AcceptedFilesWatcher({ onChange }: { onChange: (files: File[]) => void }) {
  const { acceptedFiles } = useFileUploadContext();
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const lastSignature = useRef('');
  useEffect(() => {
    const signature = acceptedFiles.map(fileKey).join('|');
    if (signature === lastSignature.current) return;
    lastSignature.current = signature;
    onChangeRef.current(acceptedFiles);
  }, [acceptedFiles]);
  return null;
}

function Items({ uploads }: { uploads: Record<string, UploadState> }) {
  const { acceptedFiles } = useFileUploadContext();
  if (acceptedFiles.length === 0) return null;
  return (
    <FileUpload.ItemGroup gap="2">
      {acceptedFiles.map((file) => (
        <FileRow key={fileKey(file)} file={file} state={uploads[fileKey(file)]} />
      ))}
    </FileUpload.ItemGroup>
  );
}

export function FileDropzone(props: FileDropzoneProps) {
  const { label, accept, acceptText, maxFileSize, maxFiles = 1, upload, onFilesChange, onReject } = props;
  const [messages, setMessages] = useState<string[]>([]);
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const controllers = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const start = (file: File) => {
    if (!upload) return;
    const key = fileKey(file);
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setUploads((current) => ({ ...current, [key]: { status: 'uploading', progress: 0 } }));
    upload(
      file,
      (fraction) =>
        setUploads((current) =>
          current[key]?.status === 'uploading'
            ? { ...current, [key]: { status: 'uploading', progress: Math.min(1, Math.max(0, fraction)) } }
            : current,
        ),
      controller.signal,
    )
      .then(() => setUploads((current) => ({ ...current, [key]: { status: 'done' } })))
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setUploads((current) => ({
          ...current,
          [key]: { status: 'failed', message: reason instanceof Error ? reason.message : 'Upload failed' },
        }));
      });
  };

  /** The accepted list changed (added or removed): start new uploads, cancel those of removed files. */
  const sync = (files: File[]) => {
    const keys = new Set(files.map(fileKey));
    for (const [key, controller] of controllers.current) {
      if (!keys.has(key)) {
        controller.abort();
        controllers.current.delete(key);
      }
    }
    files.filter((file) => !controllers.current.has(fileKey(file))).forEach(start);
    onFilesChange?.(files);
  };

  const limits = [
    acceptText,
    maxFileSize ? `up to ${formatBytes(maxFileSize)} each` : null,
    maxFiles > 1 ? `${maxFiles} files at most` : null,
  ]
    .filter(Boolean)
    .join(', ');

  const contentId = useId();
  const prompt = `Drag ${label.toLowerCase()} here, or choose ${maxFiles > 1 ? 'files' : 'a file'}`;

  return (
    <FileUpload.Root
      maxFiles={maxFiles}
      maxFileSize={maxFileSize}
      accept={accept}
      gap="3"
      alignItems="stretch"
      // Ark reports a mixed drop in two calls (accepted, then rejected), so each call replaces the messages.
      onFileChange={(details) => {
        const next = details.rejectedFiles.map((rejection) =>
          rejectionMessage(rejection.file, rejection.errors, props),
        );
        setMessages(next);
        if (next.length > 0) onReject?.(next);
      }}
    >
      <FileUpload.HiddenInput />
      <AcceptedFilesWatcher onChange={sync} />
      <FileUpload.Label>{label}</FileUpload.Label>
      {/* The dropzone is a button named by what it shows (Ark would name it "dropzone"). */}
      <FileUpload.Dropzone
        w="full"
        aria-labelledby={contentId}
        aria-describedby={limits ? `${contentId}-limits` : undefined}
      >
        <Icon boxSize="6" color="fg.muted" aria-hidden="true">
          <Upload />
        </Icon>
        <FileUpload.DropzoneContent>
          <Box id={contentId}>{prompt}</Box>
        </FileUpload.DropzoneContent>
      </FileUpload.Dropzone>
      {/* Outside the button, so its name is just what it says; read as its description. */}
      {limits && (
        <Text id={`${contentId}-limits`} textStyle="xs" color="fg.muted" mt="-1">
          {limits}
        </Text>
      )}
      {messages.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {messages.length === 1 ? 'One file was not added' : `${messages.length} files were not added`}
            </Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {messages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Items uploads={uploads} />
    </FileUpload.Root>
  );
}
