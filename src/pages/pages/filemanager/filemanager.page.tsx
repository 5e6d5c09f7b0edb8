import { Box, Button, Flex, HStack, IconButton, Input, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { Folder, FolderPlus, Pencil, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog, EmptyState, PageHeader, toaster } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { useDemoStore } from '@/services/kit';
import { STORAGE_QUOTA_BYTES, driveStore, kindOf, type DriveFile } from './filemanager/file-fixtures';
import { FileView } from './filemanager/file-view';
import { ALL, FolderPanel } from './filemanager/folder-panel';
import { NameDialog } from './filemanager/rename-dialog';

type Naming =
  | { mode: 'new-folder' }
  | { mode: 'rename-file'; file: DriveFile }
  | { mode: 'rename-folder'; folderId: string };
type Deleting = { mode: 'file'; file: DriveFile } | { mode: 'folder'; folderId: string };

export default function PagesFilemanagerFilemanagerPage() {
  const [drive, setDrive] = useDemoStore(driveStore);
  const [folderId, setFolderId] = useState<string>(ALL);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [search, setSearch] = useState('');
  const [naming, setNaming] = useState<Naming | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const uploadRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const folder = drive.folders.find((candidate) => candidate.id === folderId);
  const currentFolderId = folder?.id ?? ALL;
  const query = search.trim().toLowerCase();
  const files = drive.files.filter(
    (file) =>
      (currentFolderId === ALL || file.folderId === currentFolderId) &&
      (!query || file.name.toLowerCase().includes(query)),
  );
  const used = drive.files.reduce((sum, file) => sum + file.size, 0);
  const folderName = (id: string) => drive.folders.find((candidate) => candidate.id === id)?.name ?? '';
  const uploadTarget = folder ?? drive.folders[0];

  const upload = (list: FileList | null) => {
    if (!list || list.length === 0 || !uploadTarget) return;
    const added: DriveFile[] = Array.from(list).map((file) => ({
      id: `file-${crypto.randomUUID()}`,
      folderId: uploadTarget.id,
      name: file.name,
      size: file.size,
      kind: kindOf(file.name, file.type),
      modified: new Date().toISOString(),
    }));
    const total = used + added.reduce((sum, file) => sum + file.size, 0);
    if (total > STORAGE_QUOTA_BYTES) {
      toaster.create({ type: 'error', title: 'Not enough space', description: 'Delete some files first.' });
      return;
    }
    setDrive((current) => ({ ...current, files: [...added, ...current.files] }));
    toaster.create({
      type: 'success',
      title: added.length === 1 ? `Uploaded ${added[0]?.name ?? ''}` : `Uploaded ${added.length} files`,
      description: `To ${uploadTarget.name}`,
    });
  };

  const namingProps = (() => {
    if (!naming) return null;
    if (naming.mode === 'new-folder')
      return {
        title: 'New folder',
        label: 'Folder name',
        initialName: '',
        submitLabel: 'Create folder',
        taken: drive.folders.map((f) => f.name),
      };
    if (naming.mode === 'rename-folder')
      return {
        title: 'Rename folder',
        label: 'Folder name',
        initialName: folderName(naming.folderId),
        submitLabel: 'Rename',
        taken: drive.folders.filter((f) => f.id !== naming.folderId).map((f) => f.name),
      };
    return {
      title: 'Rename file',
      label: 'File name',
      initialName: naming.file.name,
      submitLabel: 'Rename',
      taken: drive.files
        .filter((f) => f.folderId === naming.file.folderId && f.id !== naming.file.id)
        .map((f) => f.name),
    };
  })();

  const applyName = (name: string) => {
    if (!naming) return;
    if (naming.mode === 'new-folder') {
      const id = `folder-${crypto.randomUUID()}`;
      setDrive((current) => ({ ...current, folders: [...current.folders, { id, name }] }));
      setFolderId(id);
      toaster.create({ type: 'success', title: `Folder “${name}” created` });
    } else if (naming.mode === 'rename-folder') {
      setDrive((current) => ({
        ...current,
        folders: current.folders.map((f) => (f.id === naming.folderId ? { ...f, name } : f)),
      }));
    } else {
      setDrive((current) => ({
        ...current,
        files: current.files.map((f) =>
          f.id === naming.file.id ? { ...f, name, modified: new Date().toISOString() } : f,
        ),
      }));
      toaster.create({ type: 'success', title: 'File renamed', description: name });
    }
    setNaming(null);
  };

  const fileActions = (file: DriveFile) => (
    <HStack gap="0">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Rename ${file.name}`}
        onClick={() => setNaming({ mode: 'rename-file', file })}
      >
        <Pencil />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${file.name}`}
        onClick={() => setDeleting({ mode: 'file', file })}
      >
        <Trash2 />
      </IconButton>
    </HStack>
  );

  const deletingFolderFiles =
    deleting?.mode === 'folder' ? drive.files.filter((f) => f.folderId === deleting.folderId).length : 0;

  return (
    <>
      <PageHeader
        title="File manager"
        description="Quotations, drawings, site photos and cut lists in one place."
        actions={
          <>
            <Button size="sm" variant="outline" onClick={() => setNaming({ mode: 'new-folder' })}>
              <FolderPlus aria-hidden="true" />
              New folder
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => uploadRef.current?.click()}
              disabled={!uploadTarget}
            >
              <Upload aria-hidden="true" />
              Upload{uploadTarget ? ` to ${uploadTarget.name}` : ''}
            </Button>
            <input
              ref={uploadRef}
              type="file"
              multiple
              hidden
              aria-label="Files to upload"
              data-testid="file-upload-input"
              onChange={(event) => {
                upload(event.target.files);
                event.target.value = '';
              }}
            />
            <DemoResetButton subject="the file manager" onReset={driveStore.reset} />
          </>
        }
      />
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <FolderPanel
          drive={drive}
          currentFolderId={currentFolderId}
          used={used}
          onOpen={setFolderId}
          onRename={(id) => setNaming({ mode: 'rename-folder', folderId: id })}
          onDelete={(id) => setDeleting({ mode: 'folder', folderId: id })}
        />

        <Stack gap="4" flex="1" minW="0" w="full">
          <Flex gap="3" wrap="wrap" align="center" justify="space-between">
            <Text as="h2" textStyle="lg" fontWeight="semibold">
              {folder?.name ?? 'All files'}
            </Text>
            <HStack gap="2" flex={{ base: '1', md: 'initial' }}>
              <label htmlFor={searchId}>
                <Box as="span" srOnly>
                  Search files
                </Box>
              </label>
              <Input
                id={searchId}
                size="sm"
                type="search"
                placeholder="Search files"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                maxW="16rem"
              />
              <SegmentGroup.Root
                size="sm"
                aria-label="View"
                value={view}
                onValueChange={(details) => setView(details.value === 'list' ? 'list' : 'grid')}
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: 'grid', label: 'Grid' },
                    { value: 'list', label: 'List' },
                  ]}
                />
              </SegmentGroup.Root>
            </HStack>
          </Flex>
          {files.length === 0 ? (
            <EmptyState
              icon={<Folder />}
              title="No files here"
              description={query ? 'Nothing matches the search.' : 'Upload files into this folder.'}
            />
          ) : (
            <FileView
              view={view}
              files={files}
              showFolder={currentFolderId === ALL}
              folderName={folderName}
              actions={fileActions}
            />
          )}
        </Stack>
      </Flex>

      {naming && namingProps && (
        <NameDialog
          open
          title={namingProps.title}
          label={namingProps.label}
          initialName={namingProps.initialName}
          submitLabel={namingProps.submitLabel}
          takenNames={namingProps.taken}
          onSubmit={applyName}
          onClose={() => setNaming(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={
          deleting?.mode === 'folder'
            ? `Delete the folder “${folderName(deleting.folderId)}”?`
            : 'Delete this file?'
        }
        description={
          deleting?.mode === 'folder'
            ? `The folder and the ${deletingFolderFiles} file${deletingFolderFiles === 1 ? '' : 's'} in it are deleted.`
            : deleting
              ? `“${deleting.file.name}” is deleted.`
              : undefined
        }
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => {
          if (!deleting) return;
          if (deleting.mode === 'file') {
            setDrive((current) => ({
              ...current,
              files: current.files.filter((f) => f.id !== deleting.file.id),
            }));
            toaster.create({ type: 'info', title: 'File deleted' });
          } else {
            const id = deleting.folderId;
            setDrive((current) => ({
              folders: current.folders.filter((f) => f.id !== id),
              files: current.files.filter((f) => f.folderId !== id),
            }));
            if (folderId === id) setFolderId(ALL);
            toaster.create({ type: 'info', title: 'Folder deleted' });
          }
        }}
      />
    </>
  );
}
