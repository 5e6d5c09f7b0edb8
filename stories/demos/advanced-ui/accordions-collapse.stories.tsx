import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccordionsCollapseDemo } from '../../../src/ui/demos/advanced-ui/accordions-collapse-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/AccordionsCollapse',
  component: AccordionsCollapseDemo,
} satisfies Meta<typeof AccordionsCollapseDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Accordions and collapse');
    await expectNoPageOverflow();

    await step('one section open at a time', async () => {
      const [kerf] = canvas.getAllByRole('button', { name: 'What saw kerf does the optimizer assume?' });
      const [grain] = canvas.getAllByRole('button', { name: 'Can a part be rotated on the sheet?' });
      await expect(kerf).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(grain!);
      await expect(grain).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(kerf).toHaveAttribute('aria-expanded', 'false'));
      await waitFor(() => expect(canvas.getAllByText(/Only when it has no grain lock/)[0]).toBeVisible());
      // Collapsible: the open section closes again.
      await userEvent.click(grain!);
      await expect(grain).toHaveAttribute('aria-expanded', 'false');
    });

    await step('multiple sections stay open together', async () => {
      const carcass = canvas.getByRole('button', { name: /Carcass/ });
      const hardware = canvas.getByRole('button', { name: /Hardware/ });
      await userEvent.click(hardware);
      await expect(hardware).toHaveAttribute('aria-expanded', 'true');
      await expect(carcass).toHaveAttribute('aria-expanded', 'true');
    });

    await step('collapse toggles its block', async () => {
      const toggle = canvas.getByRole('button', { name: /Show the price breakdown/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await waitFor(() => expect(canvas.getByText('GST at 18%: ₹ 37,500')).toBeVisible());
      await expect(canvas.getByRole('button', { name: /Hide the price breakdown/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
