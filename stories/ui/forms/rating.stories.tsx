import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Rating } from '../../../src/ui/components/rating/rating';

const meta = {
  title: 'UI/Forms/Rating',
  component: Rating,
  args: {
    label: 'Installation quality',
    defaultValue: 3,
    allowHalf: true,
    showLabel: true,
    onValueChange: fn(),
  },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStepsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Installation quality' });
    within(group).getByRole('radio', { checked: true }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(3.5));
    await expect(within(group).getByRole('radio', { checked: true })).toHaveAccessibleName('3.5 of 5 stars');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(5));
  },
};

export const WholeStarsByPointer: Story = {
  args: { allowHalf: false, defaultValue: 2 },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Installation quality' });
    await userEvent.click(within(group).getByRole('radio', { name: '4 of 5 stars' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
  },
};

/** A read-only score is a picture with the score as its name, not a radio group nobody can change. */
export const ReadOnly: Story = {
  args: { label: 'Rehau (edge bands)', value: 3.5, readOnly: true, showValue: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rehau (edge bands): 3.5 out of 5 stars' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};
