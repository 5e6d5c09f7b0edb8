/**
 * DocumentPreview: an image shown in the page, a PDF in an embedded viewer, a drawing (no preview)
 * offered as a download, the wait for the file's URL, and a file that could not be opened, with
 * Try again.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentPreview, canPreview } from '../../../src/ui/components/document-preview/document-preview';

// A 1x1 PNG, and the smallest PDF a viewer opens: each as the object URL the file store would give.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF`;
const imageUrl = URL.createObjectURL(new Blob([PNG], { type: 'image/png' }));
const pdfUrl = URL.createObjectURL(new Blob([PDF], { type: 'application/pdf' }));
const drawingUrl = URL.createObjectURL(new Blob(['AC1032'], { type: 'application/acad' }));

const meta = {
  title: 'UI/Media/DocumentPreview',
  component: DocumentPreview,
  args: { name: 'Site north wall.png', contentType: 'image/png', url: imageUrl, height: '20rem' },
} satisfies Meta<typeof DocumentPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Site north wall.png' });
    await expect(image).toHaveAttribute('src', imageUrl);
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(canPreview('image/png')).toBe(true);
  },
};

export const Pdf: Story = {
  args: { name: 'Kitchen contract.pdf', contentType: 'application/pdf', url: pdfUrl },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).not.toBeNull();
    await expect(frame).toHaveAttribute('title', 'Preview of Kitchen contract.pdf');
    await expect(frame).toHaveAttribute('src', pdfUrl);
    await expect(frame).toBeVisible();
    await expect(canPreview('application/pdf')).toBe(true);
  },
};

export const OtherType: Story = {
  args: { name: 'Site plan.dwg', contentType: 'application/acad', url: drawingUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No preview for this kind of file (application/acad).')).toBeVisible();
    const download = canvas.getByRole('link', { name: 'Download Site plan.dwg' });
    await expect(download).toHaveAttribute('download', 'Site plan.dwg');
    await expect(download).toHaveAttribute('href', drawingUrl);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canPreview('application/acad')).toBe(false);
  },
};

export const Loading: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Opening Site north wall.png')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    url: null,
    error: 'The file store could not be reached. Check the connection.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not open Site north wall.png');
    await expect(alert).toHaveTextContent('The file store could not be reached.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
