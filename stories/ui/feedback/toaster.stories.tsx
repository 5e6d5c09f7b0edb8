import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Wrap } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOAST_DURATION_MS, TOAST_PLACEMENT, toaster } from '../../../src/ui/components/toaster/toaster';

/** Buttons that raise the app's one toaster (rendered by the app's UI provider, as in the app). */
function ToastButtons() {
  return (
    <Wrap gap="2">
      <Button onClick={() => toaster.create({ type: 'success', title: 'Quotation saved' })}>Save</Button>
      <Button
        variant="outline"
        onClick={() => toaster.create({ type: 'error', title: 'Could not reach the server' })}
      >
        Fail
      </Button>
    </Wrap>
  );
}

const meta = {
  title: 'UI/Feedback/Toaster',
  component: ToastButtons,
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof ToastButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const TopRightForThreeSeconds: Story = {
  play: async ({ canvasElement }) => {
    await expect(TOAST_PLACEMENT).toBe('top-end');
    await expect(TOAST_DURATION_MS).toBe(3000);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const shownAt = performance.now();
    const title = await page().findByText('Quotation saved');
    await waitFor(() => expect(title).toBeVisible());
    const toast = title.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
    await expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'top-end');
    const box = toast.getBoundingClientRect();
    await expect(box.top).toBeLessThan(window.innerHeight / 3);
    await expect(box.right).toBeGreaterThan(window.innerWidth * 0.66);

    // Still there well before 3000 ms, gone soon after.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(page().getByText('Quotation saved')).toBeVisible();
    await waitFor(() => expect(page().queryByText('Quotation saved')).toBeNull(), { timeout: 3000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(2900);
  },
};

export const ErrorsAreAnnounced: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }));
    const title = await page().findByText('Could not reach the server');
    const toast = title.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(toast.getAttribute('role')).toMatch(/status|alert/);
    toaster.remove();
    await waitFor(() => expect(page().queryByText('Could not reach the server')).toBeNull());
  },
};
