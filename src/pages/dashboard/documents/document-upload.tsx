/**
 * The upload panel: the project (fixed on a project's own page), the kind (by default guessed from
 * each file), then several files at once, each with its progress; a failed one stays with the
 * reason and a Retry that sends the same file again.
 */
import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FileUploadList, OptionSelect } from '@/ui';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  guessDocumentKind,
  isDocumentKind,
  useUploadDocument,
  type DocumentKind,
  type DocumentProjectOption,
} from '@/services/projects';
import { AREA_LIMITS, checkFile } from '@/services/files';
import { optionLabel } from './documents-columns';

const GUESS = 'guess';

export interface DocumentUploadProps {
  /** The project to upload to when the page is a project's own; null lets the person choose. */
  fixedProjectId: string | null;
  /** The project the list is filtered to, chosen to start with. */
  initialProjectId: string | null;
  projects: readonly DocumentProjectOption[];
  onClose: () => void;
}

export function DocumentUpload({ fixedProjectId, initialProjectId, projects, onClose }: DocumentUploadProps) {
  const upload = useUploadDocument();
  const [projectId, setProjectId] = useState(fixedProjectId ?? initialProjectId ?? '');
  const [kind, setKind] = useState<DocumentKind | typeof GUESS>(GUESS);
  const limits = AREA_LIMITS.documents;

  return (
    <Stack
      as="section"
      aria-labelledby="document-upload-heading"
      gap="4"
      borderWidth="1px"
      rounded="l2"
      p="4"
      bg="bg.panel"
    >
      <HStack justify="space-between" gap="3">
        <Text fontWeight="semibold" id="document-upload-heading">
          Upload documents
        </Text>
        <Button size="xs" variant="ghost" onClick={onClose}>
          Close the upload panel
        </Button>
      </HStack>
      <HStack gap="3" align="end" wrap="wrap">
        {fixedProjectId === null ? (
          <Field.Root maxW="sm" required>
            <Field.Label>Project</Field.Label>
            <OptionSelect
              value={projectId}
              onChange={(event) => setProjectId(event.currentTarget.value)}
              size="sm"
              placeholder="Choose a project"
              options={projects.map((project) => ({ value: project.id, label: optionLabel(project) }))}
            />
          </Field.Root>
        ) : null}
        <Field.Root maxW="xs">
          <Field.Label>Kind</Field.Label>
          <OptionSelect
            value={kind}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setKind(isDocumentKind(value) ? value : GUESS);
            }}
            size="sm"
            options={[
              { value: GUESS, label: 'Guess from each file' },
              ...DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k] })),
            ]}
          />
        </Field.Root>
      </HStack>
      <FileUploadList
        label="Files to upload"
        accept={limits.accept}
        hint={`Takes ${limits.description}. Each file becomes a document titled by its name.`}
        check={(file) => checkFile('documents', file)}
        disabled={projectId === ''}
        disabledReason="Choose the project the files belong to first."
        onUpload={async (file, onProgress, signal) => {
          await upload.mutateAsync({
            projectId,
            file,
            kind: kind === GUESS ? guessDocumentKind(file) : kind,
            onProgress,
            signal,
          });
        }}
      />
    </Stack>
  );
}
