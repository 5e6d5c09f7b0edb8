/**
 * "Replace with new version": the file goes up as the document's next version (the old ones stay),
 * carrying the version the drawer loaded. When someone else added a version in between, the upload
 * fails saying so; the drawer then shows their version, and Retry puts this file on top of it.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FileUploadList, GatedButton, toaster } from '@/ui';
import { DataSourceError } from '@/services/backend';
import { useReplaceDocument, type ProjectDocument } from '@/services/projects';
import { AREA_LIMITS, checkFile } from '@/services/files';

export const REPLACE_CONFLICT =
  'Someone else added a version of this document after you opened it; it now shows theirs. Retry to put your file on top of it.';

/** The message for a failed replace: a conflict in words, anything else as the service said it. */
export function replaceFailure(error: unknown): Error {
  if (error instanceof DataSourceError && error.kind === 'conflict') return new Error(REPLACE_CONFLICT);
  return error instanceof Error ? error : new Error('The new version did not go up.');
}

export function ReplaceDocument({
  document,
  blockedReason,
  onReplaced,
}: {
  document: ProjectDocument;
  blockedReason: string | null;
  onReplaced: () => void;
}) {
  const replace = useReplaceDocument();
  const [open, setOpen] = useState(false);
  // The newest row the drawer has: a retry after a conflict carries the version it now shows.
  const latest = useRef(document);
  useEffect(() => {
    latest.current = document;
  }, [document]);

  if (!open) {
    return (
      <GatedButton size="sm" colorPalette="brand" blockedReason={blockedReason} onClick={() => setOpen(true)}>
        Replace with new version
      </GatedButton>
    );
  }
  const limits = AREA_LIMITS.documents;
  return (
    <Stack gap="2" w="full" borderWidth="1px" rounded="l2" p="3">
      <FileUploadList
        label={`New version of ${document.title}`}
        accept={limits.accept}
        hint={`Takes ${limits.description}. The current version is kept.`}
        multiple={false}
        check={(file) => checkFile('documents', file)}
        onUpload={async (file, onProgress, signal) => {
          try {
            const number = await replace.mutateAsync({ document: latest.current, file, onProgress, signal });
            toaster.create({ type: 'success', title: `Version ${number} of “${document.title}” added` });
          } catch (error) {
            throw replaceFailure(error);
          }
        }}
        onAllDone={() => {
          setOpen(false);
          onReplaced();
        }}
      />
      <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </Stack>
  );
}
