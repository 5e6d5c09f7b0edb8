import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wholeRupees } from '../../../src/ui/format/rupees';
import { DEMO_LEADS, MaterialTableDemo } from '../../../src/ui/demos/tables/lead-tables';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Tables/AngMaterialTable',
  component: MaterialTableDemo,
} satisfies Meta<typeof MaterialTableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Material table');
    await expectNoPageOverflow();
    const table = canvas.getByRole('table', { name: 'Follow-ups' });
    await expect(canvas.getByText('1–10 of 1,000')).toBeVisible();

    await step('the soonest follow-up comes first', async () => {
      await expect(within(table).getByRole('columnheader', { name: /Next follow-up/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      const dated = DEMO_LEADS.filter((lead) => lead.nextFollowUp !== null);
      const soonest = dated.reduce((first, lead) =>
        (lead.nextFollowUp as Date) < (first.nextFollowUp as Date) ? lead : first,
      );
      await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(soonest.id);
    });

    await step('only the follow-up columns are shown, and more can be hidden', async () => {
      await expect(within(table).queryByRole('columnheader', { name: /City/ })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
      await userEvent.click(await within(document.body).findByRole('menuitemcheckbox', { name: 'Owner' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(table).queryByRole('columnheader', { name: /Owner/ })).toBeNull());
    });

    await step('sorting by estimate puts the largest first on the second click', async () => {
      await userEvent.click(within(table).getByRole('button', { name: /^Estimate/ }));
      await userEvent.click(within(table).getByRole('button', { name: /^Estimate/ }));
      const dearest = Math.max(...DEMO_LEADS.map((lead) => lead.estimatedValue));
      await waitFor(() =>
        expect(within(table).getAllByRole('row')[1]).toHaveTextContent(wholeRupees.format(dearest)),
      );
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
