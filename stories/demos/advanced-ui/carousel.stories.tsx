import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CarouselDemo } from '../../../src/ui/demos/advanced-ui/carousel-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/Carousel',
  component: CarouselDemo,
} satisfies Meta<typeof CarouselDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Carousel');
    await expectNoPageOverflow();
    const gallery = canvas.getByRole('region', { name: 'Finished work' });
    const position = canvas.getByTestId('gallery-position');
    await expect(position).toHaveTextContent('1 / 6');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(position).toHaveTextContent('2 / 6'));
    await userEvent.click(within(gallery).getByRole('button', { name: 'Go to slide 5' }));
    await waitFor(() => expect(position).toHaveTextContent('5 / 6'));
    await waitFor(() =>
      expect(within(gallery).getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(position).toHaveTextContent('4 / 6'));
  },
};

export const NarrowDark: Story = { ...narrowDark };
