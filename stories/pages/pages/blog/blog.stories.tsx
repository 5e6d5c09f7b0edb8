import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BlogPage from '../../../../src/pages/pages/blog/blog.page';
import { expectTitle, narrowDark } from '../ecommerce/shop-story';

const meta = {
  title: 'Pages/Pages/Blog/Blog',
  component: BlogPage,
  parameters: { initialPath: '/pages/blog/blog' },
  beforeEach: () => localStorage.removeItem('fpw.demo.blog.posts'),
} satisfies Meta<typeof BlogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const SearchAndTags: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Blog');
    await expect(titles(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Materials' }));
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(2));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search posts' }), 'thickness');
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Why edge banding thickness matters']));
  },
};

export const NarrowDark: Story = narrowDark;
