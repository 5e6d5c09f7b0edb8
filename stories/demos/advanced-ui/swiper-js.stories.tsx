import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SwiperJsDemo } from '../../../src/ui/demos/advanced-ui/swiper-js-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/SwiperJs',
  component: SwiperJsDemo,
} satisfies Meta<typeof SwiperJsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Touch slider');
    await expectNoPageOverflow();
    const slider = canvas.getByRole('region', { name: 'Recent installations' });

    await step('autoplay runs, and pauses while hovered', async () => {
      await waitFor(() => expect(slider).toHaveAttribute('data-playing'));
      await userEvent.hover(slider);
      await waitFor(() => expect(slider).not.toHaveAttribute('data-playing'));
      await userEvent.unhover(slider);
      await waitFor(() => expect(slider).toHaveAttribute('data-playing'));
    });

    await step('the dots move the slider', async () => {
      await userEvent.click(within(slider).getByRole('button', { name: 'Stop autoplay' }));
      await userEvent.click(within(slider).getByRole('button', { name: 'Go to slide 3' }));
      await waitFor(() => expect(within(slider).getByText('3 / 6')).toBeVisible());
      await expect(canvas.getByTestId('slider-page')).toHaveTextContent('a stack of laminated panels');
      await expect(within(slider).getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await userEvent.click(within(slider).getByRole('button', { name: 'Next slide' }));
      await waitFor(() => expect(within(slider).getByText('4 / 6')).toBeVisible());
    });

    await step('a stopped slider stays stopped after the pointer leaves', async () => {
      await userEvent.unhover(slider);
      (document.activeElement as HTMLElement | null)?.blur();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(slider).not.toHaveAttribute('data-playing');
      await expect(within(slider).getByRole('button', { name: 'Start autoplay' })).toBeVisible();
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
