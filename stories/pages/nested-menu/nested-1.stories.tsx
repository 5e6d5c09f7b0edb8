import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NestedMenuNested1Page from '../../../src/pages/nested-menu/nested-1.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/NestedMenu/Nested1',
  component: NestedMenuNested1Page,
  parameters: { initialPath: '/nested-menu/nested-1' },
} satisfies Meta<typeof NestedMenuNested1Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Nested 1');
    await expectNoPageOverflow();
    const map = canvas.getByRole('navigation', { name: 'Nested menu map' });
    // The map marks this page as current and links its neighbours, all from the route table.
    await expect(within(map).getByRole('link', { name: 'Nested 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(map).getByRole('link', { name: 'Nested 2.1' })).not.toHaveAttribute('aria-current');
    await expect(within(map).getAllByRole('link')).toHaveLength(3);
    await expect(within(map).getByText('Nested 2')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
