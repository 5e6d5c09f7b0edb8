/**
 * A document's kept versions, newest first: each with its file, size, who uploaded it and when, a
 * download, and (for images and PDFs) a button to show it in the drawer's preview.
 */
import { Button, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { canPreview, ErrorState, LoadingState } from '@/ui';
import { useDocumentVersions, type DocumentVersion, type ProjectDocument } from '@/services/projects';
import { useFileUrl } from '@/services/files';
import { formatDateTime, sizeText } from './documents-columns';

function VersionItem({
  version,
  current,
  shown,
  onShow,
}: {
  version: DocumentVersion;
  current: boolean;
  shown: boolean;
  onShow: () => void;
}) {
  const { url } = useFileUrl(version.storage_path);
  return (
    <List.Item
      borderWidth="1px"
      rounded="l2"
      p="2"
      aria-label={`Version ${version.version_no}: ${version.file_name}`}
      aria-current={shown ? 'true' : undefined}
      bg={shown ? 'bg.muted' : undefined}
    >
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Stack gap="0" minW="0" flex="1">
          <Text textStyle="sm" fontWeight="medium" truncate>
            v{version.version_no} · {version.file_name}
            {current ? ' (current)' : ''}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {sizeText(version.size_bytes)} · {version.uploaded_by_name ?? 'Someone who left'} ·{' '}
            {formatDateTime(version.created_at)}
          </Text>
        </Stack>
        <HStack gap="2">
          {!shown && canPreview(version.content_type) ? (
            <Button size="xs" variant="outline" onClick={onShow}>
              Show v{version.version_no}
            </Button>
          ) : null}
          {url ? (
            <Link href={url} download={version.file_name} textStyle="sm" colorPalette="brand">
              Download v{version.version_no}
            </Link>
          ) : null}
        </HStack>
      </HStack>
    </List.Item>
  );
}

export function Versions({
  document,
  shownPath,
  onShow,
}: {
  document: ProjectDocument;
  shownPath: string | null;
  onShow: (version: DocumentVersion) => void;
}) {
  const versions = useDocumentVersions(document.id);
  return (
    <Stack gap="2" as="section" aria-labelledby="document-versions-heading">
      <Text fontWeight="semibold" id="document-versions-heading">
        Versions
      </Text>
      {versions.isPending ? (
        <LoadingState label="Loading the versions…" minH="16" />
      ) : versions.isError ? (
        <ErrorState title="The versions could not be loaded" onRetry={() => void versions.refetch()} />
      ) : (
        <List.Root as="ol" listStyle="none" gap="2" aria-label="Versions">
          {versions.data.map((version) => (
            <VersionItem
              key={version.id}
              version={version}
              current={version.version_no === document.current_version}
              shown={version.storage_path === shownPath}
              onShow={() => onShow(version)}
            />
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
