/**
 * The project's documents tab: the documents page's own list, drawer and upload panel with this
 * project fixed (the page's `id` and `tab` stay in the URL beside the list's parameters).
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentList } from '../documents/document-list';
import { href } from '@/routes/paths';

const KEEP = ['id', 'tab'] as const;

export function ProjectDocumentsTab({ projectId }: { projectId: string }) {
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" textStyle="sm">
          Drawings, contracts, quotations, site photos and renders of this project, each with its versions.
        </Text>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={href('/dashboard/documents', { project: projectId })}>
            Open on the documents page
          </RouterLink>
        </Button>
      </HStack>
      <DocumentList projectId={projectId} keepParams={KEEP} label="Project documents" />
    </Stack>
  );
}
