import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavsTabsDemo } from '../../../src/ui/demos/ui-elements/navs-tabs-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/NavsTabs',
  component: NavsTabsDemo,
} satisfies Meta<typeof NavsTabsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Navs and tabs');
    await expectNoPageOverflow();

    await step('tabs switch by click and by arrow keys', async () => {
      const line = canvas.getByRole('tablist', { name: 'Project, line tabs' });
      await userEvent.click(within(line).getByRole('tab', { name: 'Payments' }));
      await expect(within(line).getByRole('tab', { name: 'Payments' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await waitFor(() =>
        expect(canvas.getByText('line: Two of five payment stages received.')).toBeVisible(),
      );
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(within(line).getByRole('tab', { name: 'Overview' })).toHaveFocus());
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() =>
        expect(within(line).getByRole('tab', { name: 'Site survey' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      );
      await waitFor(() => expect(canvas.getByText(/^line: Six stages, four done/)).toBeVisible());
    });

    await step('lazy panels are built on first open and removed when left', async () => {
      const mounts = canvas.getByTestId('costing-mounts');
      await expect(mounts).toHaveTextContent('built 0 times');
      await expect(canvas.queryByText(/Costing built at/)).toBeNull();
      const lazy = canvas.getByRole('tablist', { name: 'Order, lazy tabs' });
      await userEvent.click(within(lazy).getByRole('tab', { name: 'Costing' }));
      await waitFor(() => expect(canvas.getByText(/Costing built at/)).toBeVisible());
      await expect(mounts).toHaveTextContent('built 1 time');
      await userEvent.click(within(lazy).getByRole('tab', { name: 'Summary' }));
      await waitFor(() => expect(canvas.queryByText(/Costing built at/)).toBeNull());
    });

    await step('nav pills mark the current link', async () => {
      const pills = canvas.getByRole('navigation', { name: 'CRM sections, pills' });
      await userEvent.click(within(pills).getByRole('link', { name: 'Deals' }));
      await expect(within(pills).getByRole('link', { name: 'Deals' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(pills).getByRole('link', { name: /Leads/ })).not.toHaveAttribute('aria-current');
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
