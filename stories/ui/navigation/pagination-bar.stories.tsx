import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaginationBar } from '../../../src/ui/components/pagination/pagination-bar';

function QuotationPages({ onPage }: { onPage?: (page: number, size: number) => void }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return (
    <PaginationBar
      count={240}
      page={page}
      pageSize={pageSize}
      recordName="quotations"
      label="Quotation pages"
      onPageChange={(next) => {
        setPage(next);
        onPage?.(next, pageSize);
      }}
      onPageSizeChange={(size, next) => {
        setPageSize(size);
        setPage(next);
        onPage?.(next, size);
      }}
      pageSizeOptions={[10, 25, 50]}
    />
  );
}

const meta = {
  title: 'UI/Navigation/PaginationBar',
  component: QuotationPages,
  args: { onPage: fn() },
} satisfies Meta<typeof QuotationPages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PagesAndPageSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Quotation pages' });
    await expect(canvas.getByText('Showing 1–10 of 240 quotations')).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: /next page/i }));
    await expect(canvas.getByText('Showing 11–20 of 240 quotations')).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: /page 24/i }));
    await expect(canvas.getByText('Showing 231–240 of 240 quotations')).toBeVisible();
    // A bigger page keeps the first record shown in view: record 231 is on page 10 of 25-row pages.
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '25');
    await expect(args.onPage).toHaveBeenLastCalledWith(10, 25);
    await expect(canvas.getByText('Showing 226–240 of 240 quotations')).toBeVisible();
  },
};
