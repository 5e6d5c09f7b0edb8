import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FURNITURE_DESCRIPTIONS,
  FURNITURE_KINDS,
  FurnitureIllustration,
} from '../../../src/ui/components/illustrations/furniture-illustrations';
import { TouchSlider } from '../../../src/ui/components/touch-slider/touch-slider';

const meta = {
  title: 'UI/Media/TouchSlider',
  component: TouchSlider,
  args: {
    label: 'Recent installations',
    autoplayMs: false,
    onPageChange: fn(),
    slides: FURNITURE_KINDS.slice(0, 4).map((kind) => ({
      id: kind,
      label: FURNITURE_DESCRIPTIONS[kind],
      content: <FurnitureIllustration kind={kind} />,
    })),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TouchSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowsAndDots: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('region', { name: 'Recent installations' });
    await waitFor(() => expect(within(slider).getByText('1 / 4')).toBeVisible());
    // The pages come from the measured slide layout; wait for all four dots before moving.
    await waitFor(() =>
      expect(within(slider).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4),
    );
    await userEvent.click(within(slider).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(within(slider).getByText('2 / 4')).toBeVisible());
    await waitFor(() => expect(args.onPageChange).toHaveBeenLastCalledWith(1));
    await userEvent.click(within(slider).getByRole('button', { name: 'Go to slide 4' }));
    await waitFor(() =>
      expect(within(slider).getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await expect(within(slider).getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const AutoplayPausesOnHover: Story = {
  args: { autoplayMs: 1000 },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('region', { name: 'Recent installations' });
    await waitFor(() => expect(slider).toHaveAttribute('data-playing'));
    await userEvent.hover(slider);
    await waitFor(() => expect(slider).not.toHaveAttribute('data-playing'));
    await userEvent.click(within(slider).getByRole('button', { name: 'Stop autoplay' }));
    await userEvent.unhover(slider);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(slider).not.toHaveAttribute('data-playing');
  },
};
