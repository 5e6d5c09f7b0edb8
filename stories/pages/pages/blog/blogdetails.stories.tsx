import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BlogDetailsPage from '../../../../src/pages/pages/blog/blogdetails.page';
import { toaster } from '../../../../src/ui';
import { expectTitle, narrowDark } from '../ecommerce/shop-story';

const meta = {
  title: 'Pages/Pages/Blog/BlogDetails',
  component: BlogDetailsPage,
  parameters: { initialPath: '/pages/blog/blogdetails?id=b-1' },
  beforeEach: () => {
    localStorage.removeItem('fpw.demo.blog.posts');
    return () => {
      localStorage.removeItem('fpw.demo.blog.posts');
      toaster.remove();
    };
  },
} satisfies Meta<typeof BlogDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddAComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Blog details');
    await expect(canvas.getByRole('heading', { level: 3, name: '1 comment' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(await canvas.findByText('Write a comment')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Your name'), 'Rohit Malhotra');
    await userEvent.type(canvas.getByLabelText('Comment'), 'Which board do you use for the loft?');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 3, name: '2 comments' })).toBeVisible());
    await expect(localStorage.getItem('fpw.demo.blog.posts')).toContain(
      'Which board do you use for the loft?',
    );
  },
};

export const NarrowDark: Story = narrowDark;
