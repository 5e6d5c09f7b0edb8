import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NestedMenuNested2Nested21Page from '../../../../src/pages/nested-menu/nested-2/nested-2-1.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/NestedMenu/Nested2/Nested21',
  component: NestedMenuNested2Nested21Page,
  parameters: { initialPath: '/nested-menu/nested-2/nested-2-1' },
} satisfies Meta<typeof NestedMenuNested2Nested21Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Nested 2.1');
    await expectNoPageOverflow();
    const map = canvas.getByRole('navigation', { name: 'Nested menu map' });
    // The map marks this page as current and links its neighbours, all from the route table.
    await expect(within(map).getByRole('link', { name: 'Nested 2.1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(map).getByRole('link', { name: 'Nested 2.2' })).not.toHaveAttribute('aria-current');
    await expect(within(map).getAllByRole('link')).toHaveLength(3);
    await expect(within(map).getByText('Nested 2')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
