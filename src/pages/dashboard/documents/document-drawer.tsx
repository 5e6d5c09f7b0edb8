/**
 * One document in a drawer over the list (`?document=<id>`): images and PDFs previewed in the page
 * (anything else offered as a download), its kept versions (each can be shown), a new version that
 * carries the version the drawer loaded (someone else's newer version is a conflict, said so), and
 * a delete that asks first.
 */
import { Button, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, DocumentPreview, GatedButton, RecordSheet, RecordSheetRecord, toaster } from '@/ui';
import { useDeleteDocument, useDocument, type DocumentVersion } from '@/services/projects';
import { fileKeys, useFileUrl } from '@/services/files';
import { DocumentKindBadge, formatDateTime, projectLabel, sizeText } from './documents-columns';
import { Fact } from '../dashboard-parts';
import { ReplaceDocument } from './document-replace';
import { Versions } from './document-versions';
import { href } from '@/routes/paths';

export interface DocumentDrawerProps {
  /** The open document's id, or null when closed. */
  id: string | null;
  /** Why this person may not change documents, or null. */
  writeReason: string | null;
  onClose: () => void;
}

export function DocumentDrawer({ id, writeReason, onClose }: DocumentDrawerProps) {
  return (
    <RecordSheet id={id} onClose={onClose} size="lg">
      {(open) => <DocumentDetails key={open} id={open} writeReason={writeReason} onDeleted={onClose} />}
    </RecordSheet>
  );
}

interface Shown {
  name: string;
  path: string | null;
  contentType: string;
}

function Preview({ shown }: { shown: Shown }) {
  const client = useQueryClient();
  const { url, error } = useFileUrl(shown.path);
  if (shown.path === null) return <Text color="fg.muted">This document has no file.</Text>;
  return (
    <DocumentPreview
      name={shown.name}
      contentType={shown.contentType}
      url={url}
      height="60vh"
      error={error ? error.message : null}
      onRetry={() => void client.resetQueries({ queryKey: fileKeys.url(shown.path ?? '') })}
    />
  );
}

function DocumentDetails({
  id,
  writeReason,
  onDeleted,
}: {
  id: string;
  writeReason: string | null;
  onDeleted: () => void;
}) {
  const document = useDocument(id);
  const remove = useDeleteDocument();
  const [older, setOlder] = useState<DocumentVersion | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <RecordSheetRecord query={document} title={(row) => row.title} noun="Document" showErrorMessage>
      {(row) => {
        const shown: Shown = older
          ? { name: older.file_name, path: older.storage_path, contentType: older.content_type }
          : {
              name: row.file_name ?? row.title,
              path: row.storage_path,
              contentType: row.content_type ?? 'application/octet-stream',
            };
        return (
          <Stack gap="5">
            <HStack gap="6" wrap="wrap" align="start">
              <Fact label="Project">
                <Link asChild colorPalette="brand">
                  <RouterLink
                    to={href('/dashboard/Project-details', { id: row.project_id, tab: 'documents' })}
                  >
                    {projectLabel(row)}
                  </RouterLink>
                </Link>
              </Fact>
              <Fact label="Kind">
                <DocumentKindBadge kind={row.kind} />
              </Fact>
              <Fact label="Uploaded">
                {row.uploaded_by_name ?? 'Someone who left'}, {formatDateTime(row.uploaded_at)}
              </Fact>
              <Fact label="Size">{sizeText(row.size_bytes)}</Fact>
              <Fact label="Version">v{row.current_version}</Fact>
            </HStack>
            {older ? (
              <HStack gap="2" wrap="wrap">
                <Text textStyle="sm" color="fg.muted">
                  Showing version {older.version_no}, not the current one.
                </Text>
                <Button size="xs" variant="outline" onClick={() => setOlder(null)}>
                  Show the current version
                </Button>
              </HStack>
            ) : null}
            <Preview key={shown.path ?? ''} shown={shown} />
            <HStack gap="2" wrap="wrap">
              <ReplaceDocument document={row} blockedReason={writeReason} onReplaced={() => setOlder(null)} />
              <GatedButton
                size="sm"
                variant="outline"
                colorPalette="red"
                blockedReason={writeReason}
                onClick={() => setConfirming(true)}
              >
                Delete
              </GatedButton>
            </HStack>
            <Separator />
            <Versions
              document={row}
              shownPath={shown.path}
              onShow={(version) => setOlder(version.version_no === row.current_version ? null : version)}
            />
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={`Delete “${row.title}”?`}
              description={
                row.current_version > 1
                  ? `Its ${row.current_version} versions and their files are deleted too. This cannot be undone.`
                  : 'Its file is deleted too. This cannot be undone.'
              }
              confirmLabel="Delete document"
              tone="danger"
              onConfirm={async () => {
                await remove.mutateAsync(row.id);
                toaster.create({ type: 'success', title: `“${row.title}” deleted` });
                onDeleted();
              }}
            />
          </Stack>
        );
      }}
    </RecordSheetRecord>
  );
}
