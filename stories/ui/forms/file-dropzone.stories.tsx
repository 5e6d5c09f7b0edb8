import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropzone } from '../../../src/ui/components/file-dropzone/file-dropzone';

const MB = 1024 * 1024;

const meta = {
  title: 'UI/Forms/FileDropzone',
  component: FileDropzone,
  args: {
    label: 'Floor plan',
    accept: ['application/pdf', 'image/png'],
    acceptText: 'PDF or PNG',
    maxFileSize: 2 * MB,
    maxFiles: 2,
    onReject: fn(),
    onFilesChange: fn(),
  },
} satisfies Meta<typeof FileDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type=file]') as HTMLInputElement;

export const RejectsATooLargeFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(3 * MB)], 'site-plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), big);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('site-plan.pdf is 3 MB; the limit is 2 MB.');
    await expect(args.onReject).toHaveBeenCalledWith(['site-plan.pdf is 3 MB; the limit is 2 MB.']);
    await expect(args.onFilesChange).not.toHaveBeenCalledWith([big]);
  },
};

export const AcceptsAndUploads: Story = {
  args: {
    upload: async (_file: File, onProgress: (fraction: number) => void) => {
      for (const fraction of [0.3, 0.6, 1]) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        onProgress(fraction);
      }
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plan = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), plan);
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([plan]));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove plan.pdf' }));
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([]));
  },
};
