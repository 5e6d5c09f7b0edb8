import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PagesFilemanagerFilemanagerPage from '../../../../src/pages/pages/filemanager/filemanager.page';
import { driveStore } from '../../../../src/pages/pages/filemanager/filemanager/file-fixtures';
import { toaster } from '../../../../src/ui';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/Filemanager/Filemanager',
  component: PagesFilemanagerFilemanagerPage,
  parameters: { initialPath: '/pages/filemanager/filemanager' },
  beforeEach: () => {
    driveStore.reset();
    return () => driveStore.reset();
  },
} satisfies Meta<typeof PagesFilemanagerFilemanagerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const UploadRenameDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'File manager');
    await expectNoPageOverflow();
    const folders = canvas.getByRole('navigation', { name: 'Folders' });
    await userEvent.click(within(folders).getByRole('button', { name: /^Site photos/ }));
    await expect(within(canvas.getByRole('list', { name: 'Files' })).getAllByRole('listitem')).toHaveLength(
      2,
    );

    // Upload into the open folder.
    const input = canvas.getByTestId<HTMLInputElement>('file-upload-input');
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'.repeat(2048)], 'Baner site window.jpg', { type: 'image/jpeg' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(await canvas.findByText('Baner site window.jpg')).toBeVisible();
    await expect(
      driveStore.read().files.find((file) => file.name === 'Baner site window.jpg')?.folderId,
    ).toBe('site-photos');
    await expect(canvas.getByTestId('storage-used')).toHaveTextContent('9 files');

    // Renaming refuses a name already used in the folder.
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Baner site window.jpg' }));
    const dialog = await body().findByRole('dialog', { name: 'Rename file' });
    const name = within(dialog).getByRole('textbox', { name: 'File name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Baner site north wall.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await expect(await within(dialog).findByText('That name is already used here.')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Baner site east window.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await expect(await canvas.findByText('Baner site east window.jpg')).toBeVisible();

    // List view, then delete after confirming.
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    const table = await canvas.findByRole('table', { name: 'Files' });
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Baner site east window.jpg' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Delete this file?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByText('Baner site east window.jpg')).toBeNull());
    await expect(canvas.getByTestId('storage-used')).toHaveTextContent('8 files');
    toaster.dismiss();
  },
};

export const NewFolderAndDeleteFolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New folder' }));
    const dialog = await body().findByRole('dialog', { name: 'New folder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await expect(await within(dialog).findByText('Give it a name.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'Warranty cards');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Warranty cards' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No files here' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete folder Cut lists' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Delete the folder “Cut lists”?' });
    await expect(confirm).toHaveTextContent('the 2 files in it are deleted');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(driveStore.read().files).toHaveLength(6));
    toaster.dismiss();
  },
};

export const NarrowDark: Story = { ...narrowDark };
