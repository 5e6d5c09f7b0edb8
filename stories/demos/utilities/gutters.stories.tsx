import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { system } from '../../../src/ui';
import { GuttersDemo } from '../../../src/ui/demos/utilities/gutters-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/Gutters',
  component: GuttersDemo,
} satisfies Meta<typeof GuttersDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Gutters');
    await expectNoPageOverflow();
    const positive = [...(system.tokens.categoryMap.get('spacing')?.keys() ?? [])].filter(
      (name) => !name.startsWith('-'),
    );
    const table = canvas.getByRole('table', { name: 'Spacing tokens' });
    await expect(within(table).getAllByRole('row')).toHaveLength(positive.length + 1);
    await expect(within(table).getByText('1rem (16 px)')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
