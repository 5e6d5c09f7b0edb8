import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PagesEmptyPage from '../../../src/pages/pages/empty.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/Empty',
  component: PagesEmptyPage,
  parameters: { initialPath: '/pages/empty' },
} satisfies Meta<typeof PagesEmptyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Empty');
    await expectNoPageOverflow();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the to-do list' })).toHaveAttribute(
      'href',
      '/pages/to-do-list',
    );
  },
};

export const NarrowDark: Story = { ...narrowDark };
