/**
 * PhotoUploader: a file of the wrong type (or too big) is refused with the reason and never queued;
 * a photo uploads with its caption and room and its progress shown; an upload that fails stays with
 * the reason and a Retry that sends the same file again, without choosing it anew.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhotoUploader, type PhotoDetails } from '../../../src/ui/components/photo-uploader/photo-uploader';

const MB = 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const check = (file: File): string | null => {
  if (!TYPES.includes(file.type)) {
    return `“${file.name}” is not a type this place takes: JPEG, PNG or WebP images up to 10 MB.`;
  }
  return file.size > 10 * MB ? `“${file.name}” is over the 10 MB limit.` : null;
};

const meta = {
  title: 'UI/Media/PhotoUploader',
  component: PhotoUploader,
  args: {
    label: 'Site photos',
    accept: TYPES.join(','),
    hint: 'JPEG, PNG or WebP images up to 10 MB',
    check,
    rooms: ['Kitchen', 'Living and dining'],
    onUpload: fn(async (_file: File, _details: PhotoDetails, onProgress: (fraction: number) => void) => {
      for (const fraction of [0.25, 0.5, 1]) {
        await new Promise((resolve) => setTimeout(resolve, 80));
        onProgress(fraction);
      }
    }),
  },
} satisfies Meta<typeof PhotoUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

const chooser = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type=file]') as HTMLInputElement;
// The input's accept would otherwise filter the wrong file out before the component sees it.
const user = () => userEvent.setup({ applyAccept: false });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

export const RefusesAWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notes = new File(['not a photo'], 'notes.txt', { type: 'text/plain' });
    await user().upload(chooser(canvasElement), notes);
    await waitFor(() =>
      expect(canvas.getByText(/“notes.txt” is not a type this place takes: JPEG, PNG or WebP/)).toBeVisible(),
    );
    await expect(canvas.queryByRole('button', { name: /Upload notes.txt/ })).toBeNull();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const UploadsWithCaptionAndRoom: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await user().upload(chooser(canvasElement), png('sink.png'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Caption of sink.png' }), 'Sink wall');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Room of sink.png' }), 'Kitchen');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload sink.png' }));
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Uploading sink.png' })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.queryByText('sink.png')).toBeNull());
    await expect(args.onUpload).toHaveBeenCalledWith(
      expect.any(File),
      { caption: 'Sink wall', room: 'Kitchen' },
      expect.any(Function),
    );
  },
};

let attempts = 0;
const flakyUpload = fn(
  async (_file: File, _details: PhotoDetails, onProgress: (fraction: number) => void) => {
    attempts += 1;
    onProgress(0.4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (attempts === 1) throw new Error('The connection dropped: try again.');
    onProgress(1);
  },
);

export const RetriesAFailedUpload: Story = {
  args: { onUpload: flakyUpload },
  play: async ({ canvasElement }) => {
    attempts = 0;
    flakyUpload.mockClear();
    const canvas = within(canvasElement);
    await user().upload(chooser(canvasElement), png('facade.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload facade.png' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The connection dropped: try again.'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry facade.png' }));
    await waitFor(() => expect(canvas.queryByText('facade.png')).toBeNull());
    await expect(flakyUpload).toHaveBeenCalledTimes(2);
    const [first] = flakyUpload.mock.calls[0] ?? [];
    const [second] = flakyUpload.mock.calls[1] ?? [];
    await expect(second).toBe(first);
  },
};
