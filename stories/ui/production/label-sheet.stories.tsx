import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LabelSheet, type PartLabel } from '../../../src/ui/components/label-sheet/label-sheet';

const label = (n: number): PartLabel => ({
  id: `label-${n}`,
  partName: n === 1 ? 'Shutter' : `Fixed shelf ${n}`,
  orderNumber: 'SO-2026-0007',
  lengthMm: n === 1 ? 2096 : 862,
  widthMm: n === 1 ? 446 : 540,
  edges:
    n === 1
      ? { l1: 'PVC 2 mm oak', l2: 'PVC 2 mm oak', w1: 'PVC 2 mm oak', w2: 'PVC 2 mm oak' }
      : n === 2
        ? { l1: null, l2: null, w1: null, w2: null }
        : { l1: 'PVC 0.8 mm white', l2: null, w1: null, w2: null },
  link: `https://fpw.example/dashboard/optimizer?plan=cp1#part-${n}`,
  detail: `PP-003 · sheet ${1 + Math.floor(n / 10)}`,
  scanCode: `0F3A9C2E-${n}`,
  grain: n === 1 ? 'length' : null,
});

const meta = {
  title: 'UI/Production/LabelSheet',
  component: LabelSheet,
  args: {
    label: 'Labels of SO-2026-0007 PP-003',
    labels: Array.from({ length: 30 }, (_, i) => label(i + 1)),
  },
} satisfies Meta<typeof LabelSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoA4Sheets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheets = canvas.getByRole('region', { name: 'Labels of SO-2026-0007 PP-003' });
    // 24 labels to an A4 sheet: 30 labels fill one and start a second.
    const pages = within(sheets).getAllByRole('group');
    await expect(pages).toHaveLength(2);
    await expect(pages[0]).toHaveAccessibleName('Label sheet 1 of 2');
    await expect(within(pages[0] as HTMLElement).getAllByRole('article')).toHaveLength(24);
    await expect(within(pages[1] as HTMLElement).getAllByRole('article')).toHaveLength(6);

    const shutter = canvas.getByRole('article', { name: 'Label Shutter, SO-2026-0007' });
    await expect(shutter).toHaveTextContent('2096 × 446 mm');
    await expect(shutter).toHaveTextContent(
      'L1 PVC 2 mm oak · L2 PVC 2 mm oak · W1 PVC 2 mm oak · W2 PVC 2 mm oak',
    );
    await expect(
      canvas.getByRole('article', { name: 'Label Fixed shelf 2, SO-2026-0007' }),
    ).toHaveTextContent('No edge band');

    // Every label carries a drawn QR code of its part's link.
    const codes = canvas.getAllByRole('img', { name: /^QR code for / });
    await expect(codes).toHaveLength(30);
    const first = codes[0] as HTMLElement;
    await expect(first.dataset['qrValue']).toBe('https://fpw.example/dashboard/optimizer?plan=cp1#part-1');
    await expect(first.querySelector('svg path')?.getAttribute('d')?.length ?? 0).toBeGreaterThan(100);

    // And a Code 128 barcode of its short scan code, drawn as SVG bars once jsbarcode has loaded.
    const barcode = within(shutter).getByRole('img', { name: 'Barcode 0F3A9C2E-1 for Shutter' });
    await expect(barcode.dataset['barcodeValue']).toBe('0F3A9C2E-1');
    await waitFor(() => expect(barcode).toHaveAttribute('data-drawn'), { timeout: 8000 });
    await expect(barcode.querySelectorAll('svg rect').length).toBeGreaterThan(10);
    await expect(canvas.getAllByRole('img', { name: /^Barcode / })).toHaveLength(30);

    // The grain arrow only where the part has a grain.
    await expect(within(shutter).getByRole('img', { name: 'Grain along the length' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Grain along the length' })).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { labels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No labels to print.')).toBeVisible();
  },
};
