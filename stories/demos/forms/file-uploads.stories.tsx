import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FileUploadsDemo } from '../../../src/ui/demos/forms/file-uploads-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/FileUploads', component: FileUploadsDemo } satisfies Meta<
  typeof FileUploadsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;
/** A real (tiny) PNG, so the preview can load. */
async function png(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 8;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

const photos = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getByRole('region', { name: 'Site photos' })
    .querySelector('input[type=file]') as HTMLInputElement;

export const RejectsTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(6 * MB)], 'living-room.jpg', { type: 'image/jpeg' });
    await userEvent.upload(photos(canvasElement), big);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('One file was not added');
    await expect(alert).toHaveTextContent('living-room.jpg is 6 MB; the limit is 5 MB.');
    await expect(canvas.queryByText('living-room.jpg', { selector: '[data-part=item-name]' })).toBeNull();
  },
};

export const RejectsWrongTypeAndUploadsTheRest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = await png('kitchen.png');
    const drawing = new File(['%PDF'], 'kitchen.pdf', { type: 'application/pdf' });
    await userEvent.upload(photos(canvasElement), [photo, drawing], { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'kitchen.pdf is not an accepted type (PNG, JPG or WebP).',
    );
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of kitchen.png' })).toBeVisible());
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading kitchen.png' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Uploaded')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove kitchen.png' }));
    await expect(canvas.queryByRole('img', { name: 'Preview of kitchen.png' })).toBeNull();
  },
};

export const PhoneDark: Story = phoneDark;
