import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RatingsDemo } from '../../../src/ui/demos/advanced-ui/ratings-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/Ratings',
  component: RatingsDemo,
} satisfies Meta<typeof RatingsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Ratings');
    await expectNoPageOverflow();

    await step('read-only ratings read out their score', async () => {
      await expect(canvas.getByRole('img', { name: 'Rehau (edge bands): 3.5 out of 5 stars' })).toBeVisible();
    });

    await step('the keyboard changes a rating in half steps', async () => {
      const group = canvas.getByRole('radiogroup', { name: 'Installation quality' });
      const score = canvas.getByTestId('installation-score');
      await expect(score).toHaveTextContent('Installation quality: 3 of 5');
      within(group).getByRole('radio', { checked: true }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(score).toHaveTextContent('Installation quality: 3.5 of 5'));
      await expect(within(group).getByRole('radio', { checked: true })).toHaveAccessibleName(
        '3.5 of 5 stars',
      );
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(score).toHaveTextContent('Installation quality: 4 of 5'));
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
      await waitFor(() => expect(score).toHaveTextContent('Installation quality: 2.5 of 5'));
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(score).toHaveTextContent('Installation quality: 5 of 5'));
    });

    await step('rated aspects feed the review', async () => {
      await userEvent.click(
        within(canvas.getByRole('radiogroup', { name: 'Installation' })).getByRole('radio', {
          name: '3 of 5 stars',
        }),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('Review sent: 4.0 overall from 3 aspects.');
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
