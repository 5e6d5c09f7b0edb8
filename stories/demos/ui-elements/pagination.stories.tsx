import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaginationDemo } from '../../../src/ui/demos/ui-elements/pagination-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Pagination',
  component: PaginationDemo,
} satisfies Meta<typeof PaginationDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Pagination');
    await expectNoPageOverflow();
    const pages = canvas.getByRole('navigation', { name: 'Quotations pages' });
    const table = canvas.getByRole('table', { name: 'Quotations' });

    await expect(canvas.getByText('Showing 1–10 of 137 quotations')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByText('Showing 21–30 of 137 quotations')).toBeVisible();
    await expect(within(table).getByText('Q-2026-0021')).toBeVisible();
    await expect(within(table).queryByText('Q-2026-0001')).toBeNull();
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A bigger page keeps the first visible row (21) on screen: page 2 of 20 rows.
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '20');
    await expect(canvas.getByText('Showing 21–40 of 137 quotations')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(21);

    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 41–60 of 137 quotations')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Last page, page 7' }));
    await expect(canvas.getByText('Showing 121–137 of 137 quotations')).toBeVisible();
    await expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const NarrowDark: Story = { ...narrowDark };
