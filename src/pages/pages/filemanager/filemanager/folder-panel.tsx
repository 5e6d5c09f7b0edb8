/** The file manager's side: the folders (each with its count, rename and delete) and the storage used. */
import { Badge, Box, Button, Card, HStack, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { Folder, Pencil, Trash2 } from 'lucide-react';
import { STORAGE_QUOTA_BYTES, formatSize, type DriveFile } from './file-fixtures';

export const ALL = 'all';

export interface FolderPanelProps {
  drive: { folders: readonly { id: string; name: string }[]; files: readonly DriveFile[] };
  currentFolderId: string;
  /** Bytes used by every file. */
  used: number;
  onOpen: (folderId: string) => void;
  onRename: (folderId: string) => void;
  onDelete: (folderId: string) => void;
}

export function FolderPanel({ drive, currentFolderId, used, onOpen, onRename, onDelete }: FolderPanelProps) {
  const usedPercent = Math.min(100, (used / STORAGE_QUOTA_BYTES) * 100);
  return (
    <Stack gap="4" w={{ base: 'full', lg: '64' }} flexShrink={0}>
      <Box as="nav" aria-label="Folders">
        <Stack as="ul" listStyleType="none" gap="1">
          {[{ id: ALL, name: 'All files' }, ...drive.folders].map((entry) => {
            const count = drive.files.filter((f) => entry.id === ALL || f.folderId === entry.id).length;
            const current = entry.id === currentFolderId;
            return (
              <HStack as="li" key={entry.id} gap="1">
                <Button
                  flex="1"
                  justifyContent="flex-start"
                  variant={current ? 'subtle' : 'ghost'}
                  colorPalette={current ? 'brand' : 'gray'}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onOpen(entry.id)}
                  minW="0"
                >
                  <Folder aria-hidden="true" />
                  <Text as="span" truncate flex="1" textAlign="start">
                    {entry.name}
                  </Text>
                  <Badge size="sm" variant="outline">
                    {count}
                  </Badge>
                </Button>
                {entry.id !== ALL && (
                  <>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Rename folder ${entry.name}`}
                      onClick={() => onRename(entry.id)}
                    >
                      <Pencil />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete folder ${entry.name}`}
                      onClick={() => onDelete(entry.id)}
                    >
                      <Trash2 />
                    </IconButton>
                  </>
                )}
              </HStack>
            );
          })}
        </Stack>
      </Box>
      <Card.Root size="sm">
        <Card.Body gap="2">
          <Text fontWeight="semibold">Storage</Text>
          <Progress.Root
            value={usedPercent}
            colorPalette={usedPercent > 90 ? 'red' : 'brand'}
            aria-label="Storage used"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text textStyle="sm" color="fg.muted" data-testid="storage-used">
            {formatSize(used)} of {formatSize(STORAGE_QUOTA_BYTES)} used · {drive.files.length} files
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
