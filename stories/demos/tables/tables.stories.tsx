import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TablesDemo } from '../../../src/ui/demos/tables/tables-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Tables/Tables',
  component: TablesDemo,
} satisfies Meta<typeof TablesDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Tables');
    await expectNoPageOverflow();
    for (const name of [
      'plain',
      'striped',
      'bordered',
      'hover',
      'size sm',
      'size md',
      'size lg',
      'sticky header',
    ])
      await expect(canvas.getByRole('table', { name: `Panel stock, ${name}` })).toBeVisible();

    // Stock below its reorder level is flagged.
    const plain = within(canvas.getByRole('table', { name: 'Panel stock, plain' }));
    await expect(plain.getByRole('row', { name: /BWP-12/ })).toHaveTextContent('Reorder');
    await expect(plain.getByRole('row', { name: /BWP-18/ })).toHaveTextContent('In stock');

    // Larger sizes pad their cells more.
    const rowHeight = (size: string) =>
      within(canvas.getByRole('table', { name: `Panel stock, size ${size}` }))
        .getAllByRole('row')[1]!
        .getBoundingClientRect().height;
    await expect(rowHeight('sm')).toBeLessThan(rowHeight('md'));
    await expect(rowHeight('md')).toBeLessThan(rowHeight('lg'));

    // The sticky header stays at the top of its box while the rows scroll under it.
    const sticky = canvas.getByRole('region', { name: 'Panel stock, sticky header' });
    const header = within(sticky).getAllByRole('columnheader')[0]!;
    sticky.scrollTop = sticky.scrollHeight;
    await expect(sticky.scrollTop).toBeGreaterThan(0);
    await expect(
      Math.abs(header.getBoundingClientRect().top - sticky.getBoundingClientRect().top),
    ).toBeLessThanOrEqual(2);
  },
};

export const NarrowDark: Story = { ...narrowDark };
