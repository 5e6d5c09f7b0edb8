import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_LEADS, EasyTableDemo } from '../../../src/ui/demos/tables/lead-tables';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Tables/NgxEasyTable',
  component: EasyTableDemo,
} satisfies Meta<typeof EasyTableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Easy table');
    await expectNoPageOverflow();
    await expect(canvas.getByRole('table', { name: 'Leads' })).toBeVisible();
    await expect(canvas.getByText('1–25 of 1,000')).toBeVisible();

    await step('filters and pages through the 1,000 leads', async () => {
      const won = DEMO_LEADS.filter((lead) => lead.stage === 'Won');
      await userEvent.selectOptions(canvas.getByLabelText('Filter by stage'), 'Won');
      await waitFor(() => expect(canvas.getByText(`1–25 of ${won.length}`)).toBeVisible());
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(canvas.getByText(`26–50 of ${won.length}`)).toBeVisible();
    });

    await step('selected rows get a bulk action', async () => {
      const rows = within(canvas.getByRole('table', { name: 'Leads' })).getAllByRole('checkbox', {
        name: /^Select L/,
      });
      await userEvent.click(rows[0]!);
      await userEvent.click(rows[1]!);
      const bulk = canvas.getByRole('region', { name: 'Bulk actions' });
      await expect(bulk).toHaveTextContent('2 selected');
      await userEvent.click(within(bulk).getByRole('button', { name: 'Assign 2 to me' }));
      await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
