/** The files of a folder as cards (grid) or as a table (list), each with its actions. */
import { Box, Card, HStack, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { File, FileSpreadsheet, FileText, Image, PenTool } from 'lucide-react';
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/ui';
import { formatSize, type DriveFile } from './file-fixtures';

const KIND_ICON: Record<DriveFile['kind'], ReactNode> = {
  document: <FileText />,
  image: <Image />,
  drawing: <PenTool />,
  sheet: <FileSpreadsheet />,
  other: <File />,
};
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export interface FileViewProps {
  view: 'grid' | 'list';
  files: readonly DriveFile[];
  /** Say each file's folder (all files are shown). */
  showFolder: boolean;
  folderName: (id: string) => string;
  actions: (file: DriveFile) => ReactNode;
}

export function FileView({ view, files, showFolder, folderName, actions }: FileViewProps) {
  return view === 'grid' ? (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="3" aria-label="Files">
      {files.map((file) => (
        <Card.Root as="li" key={file.id} size="sm">
          <Card.Body gap="2">
            <HStack justify="space-between" align="flex-start">
              <Box color="brand.fg" aria-hidden="true">
                {KIND_ICON[file.kind]}
              </Box>
              {actions(file)}
            </HStack>
            <Text fontWeight="medium" overflowWrap="anywhere">
              {file.name}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {formatSize(file.size)} · {dateFormat.format(new Date(file.modified))}
              {showFolder ? ` · ${folderName(file.folderId)}` : ''}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  ) : (
    <ScrollRegion label="Files, scrolls sideways">
      <Table.Root size="sm" aria-label="Files">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">Folder</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Size</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">Modified</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Box srOnly>Actions</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {files.map((file) => (
            <Table.Row key={file.id}>
              <Table.Cell>
                <HStack gap="2">
                  <Box color="brand.fg" aria-hidden="true" flexShrink={0}>
                    {KIND_ICON[file.kind]}
                  </Box>
                  <Text overflowWrap="anywhere">{file.name}</Text>
                </HStack>
              </Table.Cell>
              <Table.Cell hideBelow="md">{folderName(file.folderId)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatSize(file.size)}
              </Table.Cell>
              <Table.Cell hideBelow="md">{dateFormat.format(new Date(file.modified))}</Table.Cell>
              <Table.Cell>{actions(file)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
