import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ReviewsPage from '../../../../src/pages/pages/reviews.page';
import { toaster } from '../../../../src/ui';
import { expectTitle, narrowDark } from '../ecommerce/shop-story';

const clearReviews = () => {
  localStorage.removeItem('fpw.demo.reviews');
  return () => {
    localStorage.removeItem('fpw.demo.reviews');
    toaster.remove();
  };
};

const meta = {
  title: 'Pages/Pages/Reviews',
  component: ReviewsPage,
  parameters: { initialPath: '/pages/reviews' },
  beforeEach: clearReviews,
} satisfies Meta<typeof ReviewsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BreakdownFilterAndWrite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Reviews');
    await expect(canvas.getByTestId('average-rating')).toHaveTextContent('4.0');
    await userEvent.click(canvas.getByRole('button', { name: /^5 star/ }));
    const list = canvas.getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(await canvas.findByText('Choose a star rating')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '1 of 5 stars' }));
    await userEvent.type(canvas.getByLabelText('Title'), 'Late and unanswered');
    await userEvent.type(
      canvas.getByLabelText('Your review'),
      'Nobody answered the phone for a week about my delivery.',
    );
    await userEvent.type(canvas.getByLabelText('Your name'), 'Vikram Shah');
    await userEvent.type(canvas.getByLabelText('City'), 'Ahmedabad');
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    // 24 + 1 stars over 7 reviews.
    await waitFor(() => expect(canvas.getByTestId('average-rating')).toHaveTextContent('3.6'));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Late and unanswered' })).toBeVisible();
    await expect(localStorage.getItem('fpw.demo.reviews')).toContain('Vikram Shah');
  },
};

export const NarrowDark: Story = narrowDark;
