import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OffcanvasDemo } from '../../../src/ui/demos/advanced-ui/offcanvas-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark, screen } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/Offcanvas',
  component: OffcanvasDemo,
} satisfies Meta<typeof OffcanvasDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Offcanvas');
    await expectNoPageOverflow();

    for (const [label, placement] of [
      ['From the start', 'start'],
      ['From the end', 'end'],
      ['From the top', 'top'],
      ['From the bottom', 'bottom'],
    ] as const) {
      await step(`drawer ${placement}`, async () => {
        const trigger = canvas.getByRole('button', { name: label });
        await userEvent.click(trigger);
        const drawer = await screen().findByRole('dialog', { name: `Notifications (${placement})` });
        await waitFor(() => expect(drawer).toBeVisible());
        // The drawer slides in from its edge; it is judged where it settles, once the animation has run.
        await waitFor(() => {
          const box = drawer.getBoundingClientRect();
          const edge = {
            start: box.left,
            end: window.innerWidth - box.right,
            top: box.top,
            bottom: window.innerHeight - box.bottom,
          };
          expect(Math.abs(edge[placement])).toBeLessThanOrEqual(1);
        });
        await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(trigger).toHaveFocus());
      });
    }

    await step('filters apply on Apply only', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filter leads' }));
      const drawer = await screen().findByRole('dialog', { name: 'Filter leads' });
      await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Referral' }));
      await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(canvas.getByTestId('lead-filter')).toHaveTextContent('Sources: Website, Referral'),
      );
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
