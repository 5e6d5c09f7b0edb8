import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../../src/ui';
import { ToastsDemo } from '../../../src/ui/demos/ui-elements/toasts-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark, screen } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Toasts',
  component: ToastsDemo,
  // Toasts from an earlier story must not leak into this one.
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof ToastsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Toasts');
    await expectNoPageOverflow();

    await step('a toast appears top right and is gone after 3000 ms', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Info toast' }));
      const shownAt = performance.now();
      const toast = await screen().findByText('Site survey booked');
      await waitFor(() => expect(toast).toBeVisible());

      const region = toast.closest('[data-placement]');
      await expect(region).toHaveAttribute('data-placement', 'top-end');
      const box = toast.closest('[data-scope="toast"][data-part="root"]')?.getBoundingClientRect();
      await expect(box).toBeDefined();
      await expect(box!.top).toBeLessThan(window.innerHeight / 3);
      await expect(box!.right).toBeGreaterThan(window.innerWidth * 0.66);

      // Still there well before the 3000 ms are up...
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await expect(screen().getByText('Site survey booked')).toBeVisible();
      // ...and gone soon after.
      await waitFor(() => expect(screen().queryByText('Site survey booked')).toBeNull(), {
        timeout: 3000,
        interval: 50,
      });
      const goneAfter = performance.now() - shownAt;
      await expect(goneAfter).toBeGreaterThanOrEqual(2900);
      await expect(goneAfter).toBeLessThan(4500);
    });

    await step('every status goes through the same toaster', async () => {
      for (const label of ['Success toast', 'Error toast', 'Warning toast']) {
        await userEvent.click(canvas.getByRole('button', { name: label }));
      }
      for (const title of ['Quotation approved', 'Could not save the BOQ', 'Edge band running low']) {
        const toast = await screen().findByText(title);
        await expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'top-end');
      }
      await expect(screen().getByText('Quotation approved').closest('[data-type]')).toHaveAttribute(
        'data-type',
        'success',
      );
      await expect(screen().getByText('Could not save the BOQ').closest('[data-type]')).toHaveAttribute(
        'data-type',
        'error',
      );
    });

    await step('a loading toast resolves to its outcome', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Optimize with a loading toast' }));
      const loading = await screen().findByText('Optimizing cutting plan…');
      await waitFor(() => expect(loading).toBeVisible());
      await expect(loading.closest('[data-type]')).toHaveAttribute('data-type', 'loading');
      const done = await screen().findByText('Cutting plan ready', {}, { timeout: 3000 });
      await waitFor(() => expect(done).toBeVisible());
      await expect(done.closest('[data-type]')).toHaveAttribute('data-type', 'success');
    });

    await step('all toasts leave', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
      await waitFor(() => expect(screen().queryByText('Cutting plan ready')).toBeNull(), { timeout: 3000 });
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
