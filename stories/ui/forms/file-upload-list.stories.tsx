/**
 * FileUploadList: several files go up at once, each with its own progress bar; a file of a type the
 * place does not take is refused with the reason and never queued; an upload that fails stays with
 * the reason and a Retry that sends the same file again, without choosing it anew.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUploadList } from '../../../src/ui/components/file-upload-list/file-upload-list';

const MB = 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const DESCRIPTION = 'images, PDFs and drawings (DWG, DXF, SKP) up to 25 MB';

const check = (file: File): string | null => {
  if (!TYPES.includes(file.type)) return `“${file.name}” is not a type this place takes: ${DESCRIPTION}.`;
  return file.size > 25 * MB ? `“${file.name}” is over the 25 MB limit.` : null;
};

/** Reports progress in steps, slowly enough for a person (and a play function) to see the bar. */
const stepped = async (onProgress: (fraction: number) => void) => {
  for (const fraction of [0.2, 0.5, 0.8, 1]) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    onProgress(fraction);
  }
};

const meta = {
  title: 'UI/Forms/FileUploadList',
  component: FileUploadList,
  args: {
    label: 'Project documents',
    accept: TYPES.join(','),
    hint: `Takes ${DESCRIPTION}.`,
    check,
    onUpload: fn(async (_file: File, onProgress: (fraction: number) => void) => stepped(onProgress)),
    onAllDone: fn(),
  },
} satisfies Meta<typeof FileUploadList>;
export default meta;
type Story = StoryObj<typeof meta>;

const chooser = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Project documents') as HTMLInputElement;
// The input's accept would otherwise filter the wrong file out before the component sees it.
const user = () => userEvent.setup({ applyAccept: false });
const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

export const UploadsSeveralWithProgress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await user().upload(chooser(canvasElement), [pdf('Kitchen elevation.pdf'), png('Site north wall.png')]);
    const uploads = canvas.getByRole('list', { name: 'Project documents: uploads' });
    await expect(within(uploads).getAllByRole('listitem')).toHaveLength(2);
    // Each file has its own bar while it travels.
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Uploading Kitchen elevation.pdf' })).toBeVisible(),
    );
    await expect(canvas.getByRole('progressbar', { name: 'Uploading Site north wall.png' })).toBeVisible();
    await waitFor(() => expect(within(uploads).getAllByText('Uploaded')).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
    // onAllDone runs in an effect, after the list shows every file uploaded.
    await waitFor(() => expect(args.onAllDone).toHaveBeenCalledTimes(1));
  },
};

export const RefusesAWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notes = new File(['meeting notes'], 'notes.txt', { type: 'text/plain' });
    await user().upload(chooser(canvasElement), [notes, pdf('Contract.pdf')]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('One file was not added');
    await expect(alert).toHaveTextContent(`“notes.txt” is not a type this place takes: ${DESCRIPTION}.`);
    // The file that fits still goes up; the refused one is never queued.
    await expect(canvas.queryByRole('listitem', { name: 'notes.txt' })).toBeNull();
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect((args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveProperty(
      'name',
      'Contract.pdf',
    );
  },
};

let attempts = 0;
const flakyUpload = fn(async (_file: File, onProgress: (fraction: number) => void) => {
  attempts += 1;
  onProgress(0.4);
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (attempts === 1) throw new Error('The connection dropped: try again.');
  onProgress(1);
});

export const RetriesAFailedUpload: Story = {
  args: { onUpload: flakyUpload },
  play: async ({ canvasElement, args }) => {
    attempts = 0;
    flakyUpload.mockClear();
    const canvas = within(canvasElement);
    await user().upload(chooser(canvasElement), pdf('Wardrobe drawing.pdf'));
    const item = await canvas.findByRole('listitem', { name: 'Wardrobe drawing.pdf' });
    await waitFor(() =>
      expect(within(item).getByRole('alert')).toHaveTextContent('The connection dropped: try again.'),
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Retry Wardrobe drawing.pdf' }));
    await waitFor(() => expect(within(item).getByText('Uploaded')).toBeVisible());
    await expect(within(item).queryByRole('alert')).toBeNull();
    await expect(flakyUpload).toHaveBeenCalledTimes(2);
    // The same file went up again, not one chosen anew.
    await expect(flakyUpload.mock.calls[1]?.[0]).toBe(flakyUpload.mock.calls[0]?.[0]);
    await waitFor(() => expect(args.onAllDone).toHaveBeenCalled());
  },
};

export const Disabled: Story = {
  args: { disabled: true, disabledReason: 'Choose the project the files belong to first.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose the project the files belong to first.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Choose files' })).toBeNull();
    await expect(chooser(canvasElement)).toBeDisabled();
  },
};
